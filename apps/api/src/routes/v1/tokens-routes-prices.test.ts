import { tokenHistoryView, tokenSeriesView } from "@oracle-explorer/core/api-views";
import { describe, expect, it } from "vitest";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { movableClock, variantApp } from "../../test/variant-app.ts";

// The Token page's chart series and Recent updates; the list and detail are in tokens-routes.test.ts.

const h = useApiHarness(["api", "catalogue", "aggregator", "manifests"]);

const PRIMARY = "redstone-primary-prod";
const DEMO = "redstone-primary-demo";
/** Fault tests use a fresh api (empty cache) whose upstream calls give up after this long. */
const SHORT_TIMEOUT_MS = 1_000;
const fresh = () => variantApp(h.devnetUrl, { timeoutMs: SHORT_TIMEOUT_MS });

async function get(request: (path: string) => Response | Promise<Response>, path: string) {
  const response = await request(path);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("GET /api/v1/tokens/{symbol}/series", () => {
  it("CALL-21..23 returns ascending points of the range from the chosen provider", async () => {
    const now = Date.now();
    const hour = tokenSeriesView.parse(
      await h.json(`/api/v1/tokens/ETH/series?range=1h&provider=${PRIMARY}`),
    );
    expect(hour.answeredBy).toBe(PRIMARY);
    expect(hour.points.length).toBeGreaterThan(30);
    expect(hour.points[0]?.timestamp).toBeGreaterThanOrEqual(now - 3_700_000);
    const times = hour.points.map((p) => p.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const week = tokenSeriesView.parse(
      await h.json(`/api/v1/tokens/ETH/series?range=7d&provider=${PRIMARY}`),
    );
    expect(week.points.length).toBeGreaterThan(100);
    expect(week.points[0]?.timestamp).toBeLessThan(now - 6 * 86_400_000);
  });

  it("TOKEN-06 the default range is 1d; the default provider is the token's first", async () => {
    const body = tokenSeriesView.parse(await h.json("/api/v1/tokens/wstETH-ETH/series"));
    expect(body).toMatchObject({ range: "1d", provider: PRIMARY, answeredBy: PRIMARY });
  });

  it("TOKEN-22 CALL-33 with provider coingecko the aggregator's range answers", async () => {
    const body = tokenSeriesView.parse(await h.json("/api/v1/tokens/ETH/series?range=1d&provider=coingecko"));
    expect(body.answeredBy).toBe("coingecko");
    expect(body.points.length).toBeGreaterThan(20);
  });

  it("CALL-29 an empty provider falls back to the next in order", async () => {
    // primary-demo (the "main" manifest) does not serve wstETH/ETH; primary-prod does.
    const body = tokenSeriesView.parse(
      await h.json(`/api/v1/tokens/wstETH-ETH/series?range=1h&provider=${DEMO}`),
    );
    expect(body.provider).toBe(DEMO);
    expect(body.answeredBy).toBe(PRIMARY);
    expect(body.points.length).toBeGreaterThan(0);
  });

  it("ERROR-11 CALL-29 when every provider is empty the answer is empty, not an error", async () => {
    // XAVA is served by avalanche-prod only, which is not in the fallback order.
    const body = tokenSeriesView.parse(
      await h.json(`/api/v1/tokens/XAVA/series?range=1h&provider=${PRIMARY}`),
    );
    expect(body).toMatchObject({ answeredBy: null, points: [] });
    const own = tokenSeriesView.parse(
      await h.json("/api/v1/tokens/XAVA/series?range=1h&provider=redstone-avalanche-prod"),
    );
    expect(own.answeredBy).toBe("redstone-avalanche-prod");
  });

  it("400 for an unknown range, 404 for an unknown token", async () => {
    for (const range of ["2h", "", "1H", "%E0%A4%A"]) {
      const { status, body } = await get(h.request, `/api/v1/tokens/ETH/series?range=${range}`);
      expect(status).toBe(400);
      expect(String(body.message)).toMatch(/^range: /);
    }
    expect((await h.request("/api/v1/tokens/NOPE/series")).status).toBe(404);
  });

  it("ETag and 304, with the range's freshness as max-age", async () => {
    const first = await h.request(`/api/v1/tokens/ETH/series?range=7d&provider=${PRIMARY}`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=300");
    const again = await h.request(`/api/v1/tokens/ETH/series?range=7d&provider=${PRIMARY}`, {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  itAnswersUpstreamFailures(
    "prices $mode with nothing cached: $status (the chart is the resource)",
    () => h,
    {
      endpoint: "api",
      upstream: "prices",
      path: `/api/v1/tokens/ETH/series?provider=${PRIMARY}`,
    },
  );

  it.each(["error", "malformed", "hang"] as const)(
    "CALL-29 aggregator %s: coingecko falls back to primary-prod, with a warning",
    async (mode) => {
      const api = fresh();
      await h.fault("aggregator", mode);
      const view = tokenSeriesView.parse(
        (await get(api.request, "/api/v1/tokens/ETH/series?range=1h&provider=coingecko")).body,
      );
      expect(view.answeredBy).toBe(PRIMARY);
      expect(view.points.length).toBeGreaterThan(0);
      expect(view.warnings.map((w) => w.upstream)).toEqual(["price aggregator"]);
    },
  );

  it("a failure after a success keeps serving the last good series", async () => {
    const clock = movableClock();
    const api = variantApp(h.devnetUrl, { timeoutMs: SHORT_TIMEOUT_MS, now: clock.now });
    const path = `/api/v1/tokens/ETH/series?range=1d&provider=${PRIMARY}`;
    const good = tokenSeriesView.parse((await get(api.request, path)).body);
    await h.fault("api", "error");
    clock.advance(6 * 60_000);
    const stale = await get(api.request, path);
    expect(stale.status).toBe(200);
    expect(tokenSeriesView.parse(stale.body).points).toEqual(good.points);
  });
});

describe("GET /api/v1/tokens/{symbol}/history", () => {
  it("TOKEN-16 CALL-27 the last 24 h, newest first, 20 rows with per-source values and permawebTx", async () => {
    const now = Date.now();
    const body = tokenHistoryView.parse(await h.json(`/api/v1/tokens/ETH/history?provider=${PRIMARY}`));
    expect(body).toMatchObject({ answeredBy: PRIMARY, limit: 20, offset: 0, hasMore: true });
    expect(body.to).toBeLessThanOrEqual(now + 1);
    expect(body.to - body.from).toBe(86_400_000);
    expect(body.points).toHaveLength(20);
    const times = body.points.map((p) => p.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.points[0]).toMatchObject({
      provider: PRIMARY,
      permawebTx: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(Object.keys(body.points[0]?.source ?? {}).length).toBeGreaterThan(2);
  });

  it("TOKEN-15 offset paging continues where the last page ended", async () => {
    const first = tokenHistoryView.parse(
      await h.json(`/api/v1/tokens/ETH/history?provider=${PRIMARY}&limit=5&to=${Date.now()}`),
    );
    const second = tokenHistoryView.parse(
      await h.json(
        `/api/v1/tokens/ETH/history?provider=${PRIMARY}&limit=5&offset=5&from=${first.from}&to=${first.to}`,
      ),
    );
    expect(second.points).toHaveLength(5);
    expect(second.points[0]?.timestamp).toBeLessThan(first.points[4]?.timestamp ?? 0);
  });

  it("CALL-33 with provider coingecko the aggregator's points come back newest first", async () => {
    const body = tokenHistoryView.parse(
      await h.json("/api/v1/tokens/ETH/history?provider=coingecko&limit=3"),
    );
    expect(body.answeredBy).toBe("coingecko");
    expect(body.points).toHaveLength(3);
    expect(body.points[0]).toMatchObject({ provider: "coingecko", permawebTx: null });
    expect(body.points[0]?.timestamp).toBeGreaterThan(body.points[1]?.timestamp ?? Infinity);
  });

  it("CALL-29 falls back on the first page only, so pages never mix providers", async () => {
    const first = tokenHistoryView.parse(
      await h.json(`/api/v1/tokens/wstETH-ETH/history?provider=${DEMO}&limit=3`),
    );
    expect(first.answeredBy).toBe(PRIMARY);
    const later = tokenHistoryView.parse(
      await h.json(`/api/v1/tokens/wstETH-ETH/history?provider=${DEMO}&limit=3&offset=3`),
    );
    expect(later).toMatchObject({ answeredBy: null, points: [] });
  });

  it("caps limit at 100 and clamps the window to from ≤ to ≤ now", async () => {
    const now = Date.now();
    const huge = tokenHistoryView.parse(
      await h.json(`/api/v1/tokens/ETH/history?provider=${PRIMARY}&limit=99999999999999`),
    );
    expect(huge.limit).toBe(100);
    expect(huge.points.length).toBeLessThanOrEqual(100);
    const future = tokenHistoryView.parse(
      await h.json(
        `/api/v1/tokens/ETH/history?provider=${PRIMARY}&from=${now + 86_400_000}&to=${now + 2 * 86_400_000}`,
      ),
    );
    expect(future.to).toBeLessThanOrEqual(Date.now());
    expect(future.from).toBe(future.to);
  });

  it("400 with a clear message for bad paging and window values", async () => {
    const cases: [string, RegExp][] = [
      ["offset=-5", /^offset: /],
      ["offset=1.5", /^offset: /],
      ["offset=99999999", /^offset: must be at most/],
      ["limit=0", /^limit: must be at least 1/],
      ["limit=abc", /^limit: /],
      ["limit=-1", /^limit: /],
      ["from=yesterday", /^from: /],
      ["to=%E0%A4%A", /^to: /],
      ["limit=1&limit=2", /^limit: /],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await get(h.request, `/api/v1/tokens/ETH/history?${query}`);
      expect(status, query).toBe(400);
      expect(String(body.message), query).toMatch(message);
    }
  });

  itAnswersUpstreamFailures("prices $mode with nothing cached: $status", () => h, {
    endpoint: "api",
    upstream: "prices",
    path: `/api/v1/tokens/ETH/history?provider=${PRIMARY}`,
  });

  it("aggregator down: coingecko's first page falls back to primary-prod with a warning", async () => {
    const api = fresh();
    await h.fault("aggregator", "error");
    const view = tokenHistoryView.parse(
      (await get(api.request, "/api/v1/tokens/ETH/history?provider=coingecko&limit=2")).body,
    );
    expect(view.answeredBy).toBe(PRIMARY);
    expect(view.warnings.map((w) => w.upstream)).toEqual(["price aggregator"]);
  });
});
