import { sourceDetailView, sourcesView } from "@oracle-explorer/core/api-views";
import { listen, type RunningServer } from "@oracle-explorer/server-kit";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { movableClock, variantApp } from "../../test/variant-app.ts";

const h = useApiHarness(["catalogue", "manifests", "reports"]);

const fresh = () => variantApp(h.devnetUrl, { timeoutMs: 1_000 });

async function get(request: (path: string) => Response | Promise<Response>, path: string) {
  const response = await request(path);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("GET /api/v1/sources", () => {
  it("SOURCES-03 lists every catalogue source with the number of non-hidden feeds reading it", async () => {
    const body = sourcesView.parse(await h.json("/api/v1/sources"));
    const catalogue = (await (await fetch(`${h.devnetUrl}/catalogue/sources.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(body.sources.map((s) => s.id).sort()).toEqual(Object.keys(catalogue).sort());
    const binance = body.sources.find((s) => s.id === "binance");
    expect(binance).toMatchObject({
      logoURI: "/api/v1/assets/images/sources/binance.svg",
      url: "https://www.binance.com",
      color: expect.stringMatching(/^#/),
    });
    expect(binance?.feedCount).toBeGreaterThan(10);
    // The devnet's report names only sources its world uses.
    expect(body.retired).toEqual([]);
    expect(body.warnings).toEqual([]);
  });

  it("SOURCES-05 sorts by Number of Feeds, highest first, then by id", async () => {
    const { sources } = sourcesView.parse(await h.json("/api/v1/sources"));
    for (let i = 1; i < sources.length; i++) {
      const [a, b] = [sources[i - 1], sources[i]];
      if (!a || !b) continue;
      expect(a.feedCount > b.feedCount || (a.feedCount === b.feedCount && a.id < b.id)).toBe(true);
    }
  });

  it("ETag, 304 and the catalogue's freshness as max-age", async () => {
    const first = await h.request("/api/v1/sources");
    expect(first.headers.get("cache-control")).toBe("public, max-age=600");
    const again = await h.request("/api/v1/sources", {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it.each(["error", "malformed", "hang"] as const)(
    "catalogue %s with nothing cached: the sources come from the shipped catalogue",
    async (mode) => {
      const api = fresh();
      await h.fault("catalogue", mode);
      const { status, body } = await get(api.request, "/api/v1/sources");
      expect(status).toBe(200);
      const view = sourcesView.parse(body);
      expect(view.sources.find((s) => s.id === "binance")?.url).toMatch(/^https:\/\//);
      expect(view.warnings.filter((w) => w.upstream === "catalogue")).toEqual([]);
    },
  );

  it.each(["error", "malformed", "hang"] as const)(
    "CALL-19 manifests %s: sources listed with zero feeds and warnings",
    async (mode) => {
      const api = fresh();
      await h.fault("manifests", mode);
      const view = sourcesView.parse((await get(api.request, "/api/v1/sources")).body);
      expect(view.sources.length).toBe(31);
      expect(view.sources.every((s) => s.feedCount === 0)).toBe(true);
      // Four manifest files failed the same way: one warning names them.
      expect(view.warnings.map((w) => w.upstream)).toEqual(["manifests"]);
    },
  );

  it("CALL-19 a failed manifest is not kept like a success: counts return once it answers again", async () => {
    const clock = movableClock();
    const api = variantApp(h.devnetUrl, { timeoutMs: 1_000, now: clock.now });
    await h.fault("manifests", "error");
    const empty = sourcesView.parse((await get(api.request, "/api/v1/sources")).body);
    expect(empty.sources.every((s) => s.feedCount === 0)).toBe(true);
    await h.fault("manifests", "off");
    clock.advance(16_000);
    const full = sourcesView.parse((await get(api.request, "/api/v1/sources")).body);
    expect(full.sources.some((s) => s.feedCount > 0)).toBe(true);
    expect(full.warnings).toEqual([]);
  });
});

describe("GET /api/v1/sources/{sourceId}", () => {
  it("SOURCES-06 SOURCES-07 per-day fetching-failed and incorrect-price-value counts for the last 5 UTC days", async () => {
    const body = sourceDetailView.parse(await h.json("/api/v1/sources/binance"));
    expect(body.id).toBe("binance");
    expect(body.retired).toBe(false);
    expect(body.errorDays).toHaveLength(5);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.errorDays[4]?.date).toBe(today);
    // The devnet writes a report for the last completed days: the window ends today.
    expect(body.errorWindow).toEqual({ first: body.errorDays[0]?.date, last: today, endsAt: "today" });
    const report = (await (await fetch(`${h.devnetUrl}/reports/sources-report.json`)).json()) as Record<
      string,
      Record<string, Record<string, string>>
    >;
    for (const day of body.errorDays) {
      expect(day["fetching-failed"]).toBe(Number(report.binance?.["fetching-failed"]?.[day.date] ?? 0));
      expect(day["incorrect-price-value"]).toBe(
        Number(report.binance?.["incorrect-price-value"]?.[day.date] ?? 0),
      );
    }
    expect(body.hasErrors).toBe(
      body.errorDays.some((d) => d["fetching-failed"] + d["incorrect-price-value"] > 0),
    );
  });

  it("SOURCES-10 an unknown source id is a 404", async () => {
    for (const path of ["/api/v1/sources/nope", "/api/v1/sources/constructor", "/api/v1/sources/%E0%A4%A"]) {
      const { status, body } = await get(h.request, path);
      expect(status).toBe(404);
      expect(body.error).toBe("not_found");
    }
    expect((await h.request(`/api/v1/sources/${"x".repeat(500)}`)).status).toBe(400);
  });

  it("ETag and 304", async () => {
    const first = await h.request("/api/v1/sources/kraken");
    const again = await h.request("/api/v1/sources/kraken", {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  itAnswersUpstreamFailures("sources report $mode with nothing cached: $status naming it", () => h, {
    endpoint: "reports",
    upstream: "sources report",
    path: "/api/v1/sources/binance",
  });

  it("while the report is down (nothing cached) an id nothing else knows is the report's failure, not a 404", async () => {
    const api = fresh();
    await h.fault("reports", "error");
    // With nothing cached the report's failure is the answer: an id nothing else knows could be
    // a source only the report names (a retired one), so it is not called unknown either.
    const unknown = await get(api.request, "/api/v1/sources/nope");
    expect(unknown.status).toBe(502);
    expect(unknown.body).toMatchObject({ error: "upstream_failed", upstream: "sources report" });
  });

  it("SOURCES-06 (decision) a report older than the last 5 days is charted over the report's last 5 days", async () => {
    const clock = movableClock();
    const api = variantApp(h.devnetUrl, { timeoutMs: 5_000, now: clock.now });
    // The devnet's report ends yesterday; a month later it is an old report.
    clock.advance(30 * 86_400_000);
    const view = sourceDetailView.parse((await get(api.request, "/api/v1/sources/binance")).body);
    const report = (await (await fetch(`${h.devnetUrl}/reports/sources-report.json`)).json()) as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const newest = Object.values(report)
      .flatMap((stats) => Object.values(stats).flatMap((perDay) => Object.keys(perDay)))
      .sort()
      .at(-1);
    expect(view.errorWindow).toMatchObject({ last: newest, endsAt: "report" });
    expect(view.errorDays.map((day) => day.date).at(-1)).toBe(newest);
    expect(view.errorDays).toHaveLength(5);
    for (const day of view.errorDays) {
      expect(day["fetching-failed"]).toBe(Number(report.binance?.["fetching-failed"]?.[day.date] ?? 0));
    }
  });

  it("a failure after a success keeps serving the last good report", async () => {
    const clock = movableClock();
    const api = variantApp(h.devnetUrl, { timeoutMs: 1_000, now: clock.now });
    const good = sourceDetailView.parse((await get(api.request, "/api/v1/sources/binance")).body);
    await h.fault("reports", "error");
    await h.fault("catalogue", "error");
    clock.advance(11 * 60_000);
    for (let i = 0; i < 2; i++) {
      const { status, body } = await get(api.request, "/api/v1/sources/binance");
      expect(status).toBe(200);
      // Same counts per day; the window itself moves with the clock.
      const view = sourceDetailView.parse(body);
      expect(view.feedCount).toBe(good.feedCount);
      expect(view.errorDays.length).toBe(5);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});

/** A sources report shaped like the live one (contract h, last written 2022-03-03). */
const OLD_REPORT = {
  binance: {
    "fetching-failed": { "2022-03-02": "4", "2022-02-20": "9" },
    "symbol-not-in-reponse": {},
    "incorrect-price-value": { "2022-02-28": "1" },
  },
  okex3: {
    "fetching-failed": { "2022-03-01": "12", "2022-02-27": "3" },
    "symbol-not-in-reponse": { "2022-03-02": "6" },
    "incorrect-price-value": {},
  },
  bitfinex2: { "fetching-failed": {}, "symbol-not-in-reponse": {}, "incorrect-price-value": {} },
};

describe("a live-network sources report (old, naming sources no longer used)", () => {
  let reports: RunningServer;
  beforeAll(async () => {
    const app = new Hono().get("/sources-report.json", (c) => c.json(OLD_REPORT));
    reports = await listen({ app, host: "127.0.0.1", port: 0, name: "reports", portEnv: "X" });
  });
  afterAll(async () => {
    await reports?.close();
  });
  const live = () =>
    variantApp(h.devnetUrl, {
      timeoutMs: 5_000,
      env: { SOURCES_REPORT_URL: `${reports.url}/sources-report.json` },
    });

  it("lists the report's sources that nothing uses any more apart, A–Z", async () => {
    const view = sourcesView.parse((await get(live().request, "/api/v1/sources")).body);
    expect(view.retired).toEqual(["bitfinex2", "okex3"]);
    expect(view.sources.map((s) => s.id)).not.toContain("okex3");
    expect(view.warnings).toEqual([]);
  });

  it("SOURCES-06 SOURCES-07 a retired source's page shows its errors of the report's last 5 days, marked retired", async () => {
    const { status, body } = await get(live().request, "/api/v1/sources/okex3");
    expect(status).toBe(200);
    const view = sourceDetailView.parse(body);
    expect(view).toMatchObject({ id: "okex3", feedCount: 0, retired: true, hasErrors: true });
    expect(view.errorWindow).toEqual({ first: "2022-02-26", last: "2022-03-02", endsAt: "report" });
    expect(view.errorDays.map((day) => day["fetching-failed"])).toEqual([0, 3, 0, 12, 0]);
  });

  it("SOURCES-06 SOURCES-08 a source still in use reads the same window; one with no errors in it says so", async () => {
    const api = live();
    const binance = sourceDetailView.parse((await get(api.request, "/api/v1/sources/binance")).body);
    expect(binance).toMatchObject({ retired: false, hasErrors: true });
    expect(binance.feedCount).toBeGreaterThan(0);
    expect(binance.errorWindow.endsAt).toBe("report");
    expect(binance.errorDays.map((day) => day["incorrect-price-value"])).toEqual([0, 0, 1, 0, 0]);
    const quiet = sourceDetailView.parse((await get(api.request, "/api/v1/sources/bitfinex2")).body);
    expect(quiet).toMatchObject({ retired: true, hasErrors: false });
  });

  it("SOURCES-10 an id neither the catalogue, a feed nor the report knows is still a 404", async () => {
    expect((await live().request("/api/v1/sources/nope")).status).toBe(404);
  });

  it("while a manifest is down no source is called retired: it may be a failed manifest's", async () => {
    const api = live();
    await h.fault("manifests", "error");
    const list = sourcesView.parse((await get(api.request, "/api/v1/sources")).body);
    expect(list.retired).toEqual([]);
    expect(list.warnings.map((w) => w.upstream)).toEqual(["manifests"]);
    const okex3 = sourceDetailView.parse((await get(api.request, "/api/v1/sources/okex3")).body);
    expect(okex3).toMatchObject({ retired: false, hasErrors: true });
  });
});

describe("the Sources list while the sources report is down", () => {
  it.each(["error", "malformed", "hang"] as const)(
    "report %s: the list is served, without retired sources, with a warning naming the report",
    async (mode) => {
      const api = fresh();
      await h.fault("reports", mode);
      const { status, body } = await get(api.request, "/api/v1/sources");
      expect(status).toBe(200);
      const view = sourcesView.parse(body);
      expect(view.sources.length).toBe(31);
      expect(view.retired).toEqual([]);
      expect(view.warnings.map((w) => w.upstream)).toEqual(["sources report"]);
    },
  );
});
