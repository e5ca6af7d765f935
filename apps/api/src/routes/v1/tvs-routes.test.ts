import { type TvsDashboardView, tvsDashboardView } from "@oracle-explorer/core/api-views";
import { DAY_MS, TVS_FINAL_POINT_OFFSET_MS, TVS_TIMEFRAME_DAYS } from "@oracle-explorer/core/constants";
import { TVS_OTHERS_SERIES, TVS_TIMEFRAMES, tvsLoadErrorMessage } from "@oracle-explorer/core/tvs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiWithDevnet } from "../../test/devnet-harness.ts";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { movableClock, variantApp } from "../../test/variant-app.ts";

/** Which devnet paths the api's fetch should fail, to break one TVS read at a time. */
const failing = new Set<string>();

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiWithDevnet({
    timeouts: { small: 1_500, large: 1_500 },
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (failing.has(url.pathname)) return Promise.resolve(new Response("boom", { status: 500 }));
      return fetch(input, init);
    },
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const dashboard = async (query = ""): Promise<TvsDashboardView> =>
  tvsDashboardView.parse(await api.json(`/api/v1/tvs${query}`));

/** Drops the cached TVS reads, so the next request reads every upstream again. */
const forget = () => api.context.cache.invalidate("tvs:");

describe("GET /api/v1/tvs", () => {
  it("TVS-01 TVS-02 TVS-31 TVS-32 answers the total, project count and placeholder metrics", async () => {
    const view = await dashboard();
    const tvsPerClient = (await (await fetch(`${api.devnetUrl}/tvs/tvs-per-client`)).json()) as Record<
      string,
      number
    >;
    expect(view.timeframe).toBe("1M");
    expect(view.tvsSum).toBeGreaterThan(1e9);
    expect(view.projectCount).toBe(Object.keys(tvsPerClient).length);
    expect(view.placeholders).toEqual({
      activeProviders: 15,
      dailyTransactions: 125_000,
      dailyVolume: view.tvsSum * 0.15,
      avgResponseTime: 0.15,
      tvsDailyChange: 2.5,
    });
    expect(view.keyMetrics).toEqual({ assets: "300+", networks: "31+", users: "121" });
    expect(view.stale).toBe(false);
  });

  it("TVS-03..07 draws the top 15 clients plus Others, with totals and the +12 h point", async () => {
    const view = await dashboard();
    const { timestamps, series, totals } = view.timeline;
    expect(series).toHaveLength(16);
    expect(series.at(-1)?.name).toBe(TVS_OTHERS_SERIES);
    for (const each of series) expect(each.values).toHaveLength(timestamps.length);
    expect(totals).toHaveLength(timestamps.length);
    expect([...timestamps].sort((a, b) => a - b)).toEqual(timestamps);
    totals.forEach((total, index) => {
      const sum = series.reduce((acc, each) => acc + (each.values[index] ?? 0), 0);
      expect(sum).toBeCloseTo(total, 0);
    });
    // TVS-06: the final point holds today's per-client TVS, 12 h after the derivation's now.
    const last = timestamps.at(-1) ?? 0;
    expect(last - Date.now()).toBeGreaterThan(TVS_FINAL_POINT_OFFSET_MS - 60_000);
    expect(last - Date.now()).toBeLessThanOrEqual(TVS_FINAL_POINT_OFFSET_MS);
    expect(totals.at(-1)).toBeCloseTo(view.tvsSum, 0);
  });

  it("TVS-14 TVS-15 TVS-16 filters the timeline to every timeframe", async () => {
    const lengths: number[] = [];
    for (const timeframe of TVS_TIMEFRAMES) {
      const view = await dashboard(`?timeframe=${timeframe}`);
      expect(view.timeframe).toBe(timeframe);
      const days = TVS_TIMEFRAME_DAYS[timeframe];
      const first = view.timeline.timestamps[0] ?? 0;
      if (days !== null) expect(first).toBeGreaterThanOrEqual(Date.now() - days * DAY_MS - 60_000);
      lengths.push(view.timeline.timestamps.length);
    }
    // 24H, 1W, 1M, 3M, 1Y, ALL: each span holds at least the points of the shorter one.
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
    expect(lengths[0]).toBeGreaterThanOrEqual(1);
    expect(lengths[3]).toBeGreaterThan(80);
    expect(lengths.at(-1)).toBeGreaterThan(lengths[4] ?? 0);
  });

  it("TVS-34 matches every history id, aliases included, so no history is dropped", async () => {
    const view = await dashboard("?timeframe=ALL");
    const history = (await (await fetch(`${api.devnetUrl}/tvs/historical-tvs`)).json()) as Record<
      string,
      Record<string, number>
    >;
    const ids = new Set(Object.values(history).flatMap((entries) => Object.keys(entries)));
    expect(ids.has("kamino-lend")).toBe(true);
    // A historical point's total is the sum of every id of that day: none fell out unmatched.
    const index = view.timeline.timestamps.findIndex((x) => String(x / 1000) in history);
    const day = history[String((view.timeline.timestamps[index] ?? 0) / 1000)] ?? {};
    const expected = Object.values(day).reduce((sum, value) => sum + value, 0);
    expect(view.timeline.totals[index]).toBeCloseTo(expected, 0);
  });

  it("TVS-09 TVS-10 TVS-17 TVS-18 TVS-21 gives the treemap, top 10 and the clients in both orders", async () => {
    const view = await dashboard();
    expect(view.treemap).toHaveLength(view.projectCount);
    expect(view.topClients).toEqual(view.treemap.slice(0, 10));
    const treemapShare = view.treemap.reduce((sum, row) => sum + row.percentage, 0);
    expect(treemapShare).toBeCloseTo(100, 6);
    const { desc, asc } = view.clients;
    expect(desc.map((row) => row.value)).toEqual([...desc.map((row) => row.value)].sort((a, b) => b - a));
    expect(asc.map((row) => row.name).sort()).toEqual(desc.map((row) => row.name).sort());
    expect(asc[0]?.value).toBe(desc.at(-1)?.value);
    const tvl = (await (await fetch(`${api.devnetUrl}/tvs/tvl-per-client`)).json()) as Record<string, number>;
    const total = Object.values(tvl).reduce((sum, value) => sum + value, 0);
    for (const row of desc) expect(row.percentage).toBeCloseTo(((tvl[row.name] ?? 0) / total) * 100, 9);
  });

  it("sends Cache-Control within the reads' freshness and answers a matching ETag with 304", async () => {
    const first = await api.request("/api/v1/tvs?timeframe=1Y");
    const maxAge = Number(/max-age=(\d+)/.exec(first.headers.get("cache-control") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(1);
    expect(maxAge).toBeLessThanOrEqual(300);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\//);
    const again = await api.request("/api/v1/tvs?timeframe=1Y", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("TVS-14 rejects an unknown timeframe with the api's 400 body", async () => {
    const response = await api.request("/api/v1/tvs?timeframe=2D");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "bad_request" });
  });

  it("CALL-37 makes the five reads once per refresh however many visitors ask", async () => {
    forget();
    const before = api.context.cache.loads.get("tvs") ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => api.request(`/api/v1/tvs?timeframe=${TVS_TIMEFRAMES[i % 6]}`)),
    );
    expect(answers.every((response) => response.status === 200)).toBe(true);
    expect(api.context.cache.loads.get("tvs")).toBe(before + 1);
  });

  for (const path of ["/tvs/tvs-sum", "/tvs/tvs-per-client", "/tvs/tvl-per-client", "/tvs/historical-tvs"]) {
    it(`CALL-43 ERROR-38 one failing read (${path}) fails the whole load`, async () => {
      forget();
      failing.add(path);
      try {
        const response = await api.request("/api/v1/tvs");
        expect(response.status).toBe(502);
        const body = (await response.json()) as { message: string };
        expect(body).toMatchObject({ error: "upstream_failed", upstream: "tvs", failure: "http" });
        expect(tvsLoadErrorMessage(body)).toMatch(/^Failed to load dashboard data: tvs: HTTP 500/);
      } finally {
        failing.delete(path);
      }
    });
  }

  it("CALL-43 a failing clients read fails it too, and the next load recovers", async () => {
    forget();
    failing.add("/tvs/clients");
    expect((await api.request("/api/v1/tvs")).status).toBe(502);
    failing.delete("/tvs/clients");
    expect((await api.request("/api/v1/tvs")).status).toBe(200);
  });

  itAnswersUpstreamFailures("CALL-43 the TVS service's fault $mode is a $status ($failure)", () => api, {
    endpoint: "tvs",
    upstream: "tvs",
    path: "/api/v1/tvs?timeframe=3M",
    // This harness's own clients (1.5 s timeouts), with the TVS reads forgotten.
    api: () => {
      forget();
      return api;
    },
  });

  it("says stale only when a refresh of the TVS upstream failed, and not once it recovers", async () => {
    const clock = movableClock();
    const variant = variantApp(api.devnetUrl, { now: clock.now });
    const stale = async () =>
      tvsDashboardView.parse(await (await variant.request("/api/v1/tvs")).json()).stale;
    /** Asks until the background refresh has settled the way `expected` says, or gives up. */
    const settlesTo = async (expected: boolean) => {
      for (let i = 0; i < 50 && (await stale()) !== expected; i++)
        await new Promise((r) => setTimeout(r, 100));
      return stale();
    };
    expect(await stale()).toBe(false);
    // Past the cache's lifetime on a healthy upstream: served while it refreshes, never "stale".
    clock.advance(6 * 60_000);
    expect(await stale()).toBe(false);
    expect(await settlesTo(false)).toBe(false);
    await api.fault("tvs", "error");
    try {
      clock.advance(6 * 60_000);
      // The refresh has only started: nothing failed yet.
      expect(await stale()).toBe(false);
      expect(await settlesTo(true)).toBe(true);
    } finally {
      await api.fault("tvs", "off");
    }
    // Recovered: the next refresh succeeds and the flag clears, without a restart.
    expect(await settlesTo(false)).toBe(false);
  });

  it("serves the last complete load while a refresh fails (stale-while-revalidate)", async () => {
    forget();
    const fresh = await dashboard();
    await api.fault("tvs", "error");
    try {
      // Still fresh: the cached reads answer without touching the failing service.
      expect((await dashboard()).tvsSum).toBe(fresh.tvsSum);
    } finally {
      await api.fault("tvs", "off");
    }
  });
});
