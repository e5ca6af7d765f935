import { sourceDetailView, sourcesView } from "@oracle-explorer/core";
import { describe, expect, it } from "vitest";
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

  it.each([
    ["error", 502],
    ["malformed", 502],
    ["hang", 504],
  ] as const)("catalogue %s with nothing cached: %i", async (mode, code) => {
    const api = fresh();
    await h.fault("catalogue", mode);
    const { status, body } = await get(api.request, "/api/v1/sources");
    expect(status).toBe(code);
    expect(body).toMatchObject({ error: "upstream_failed", upstream: "catalogue" });
  });

  it.each(["error", "malformed", "hang"] as const)(
    "CALL-19 manifests %s: sources listed with zero feeds and warnings",
    async (mode) => {
      const api = fresh();
      await h.fault("manifests", mode);
      const view = sourcesView.parse((await get(api.request, "/api/v1/sources")).body);
      expect(view.sources.length).toBe(31);
      expect(view.sources.every((s) => s.feedCount === 0)).toBe(true);
      expect(view.warnings.map((w) => w.upstream)).toEqual([
        "manifests",
        "manifests",
        "manifests",
        "manifests",
      ]);
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
  it("SOURCES-07 per-day fetching-failed and incorrect-price-value counts for the last 5 UTC days", async () => {
    const body = sourceDetailView.parse(await h.json("/api/v1/sources/binance"));
    expect(body.id).toBe("binance");
    expect(body.errorDays).toHaveLength(5);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.errorDays[4]?.date).toBe(today);
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

  it.each([
    ["error", 502],
    ["malformed", 502],
    ["hang", 504],
  ] as const)("sources report %s with nothing cached: %i naming it", async (mode, code) => {
    const api = fresh();
    await h.fault("reports", mode);
    const { status, body } = await get(api.request, "/api/v1/sources/binance");
    expect(status).toBe(code);
    expect(body).toMatchObject({ error: "upstream_failed", upstream: "sources report" });
  });

  it("an unknown id is a 404 even while the report is down", async () => {
    const api = fresh();
    await h.fault("reports", "error");
    expect((await api.request("/api/v1/sources/nope")).status).toBe(404);
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
