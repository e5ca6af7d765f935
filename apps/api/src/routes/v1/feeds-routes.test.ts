import {
  type FeedsListView,
  feedDetailView,
  feedLiveValueView,
  feedsListView,
  feedUpdatesView,
} from "@oracle-explorer/core/api-views";
import { DENOMINATIONS_WAIT_MS, FEED_DATA_WAIT_MS, MANIFESTS_WAIT_MS } from "@oracle-explorer/core/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_DATA_TIMEOUT, MANIFESTS_FAILED } from "../../domain/feeds.ts";
import { type ApiHarness, startApiWithDevnet } from "../../test/devnet-harness.ts";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { variantApp } from "../../test/variant-app.ts";

let api: ApiHarness;
let clock = Date.now();

beforeAll(async () => {
  api = await startApiWithDevnet({ now: () => clock, timeouts: { small: 600, large: 600 } });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

type FeedItem = FeedsListView["feeds"][number];

/** A timer may fire a millisecond or so before its delay as Date.now() measures it. */
const TIMER_SLACK_MS = 20;

/** What a visitor's links are made of: each feed's URL parts and the network name shown. */
const feedRoutes = (list: FeedsListView) =>
  list.feeds
    .map((f) => `${f.routeNetwork}/${f.routeToken}?layer=${f.routeLayer ?? ""} ${f.network.name}`)
    .sort();

const feedApiPath = (feed: FeedItem) =>
  `/api/v1/feeds/${feed.routeNetwork}/${feed.routeToken}${feed.routeLayer ? `?layer=${encodeURIComponent(feed.routeLayer)}` : ""}`;

describe("feeds resources", () => {
  it("FEEDS-20 FEEDS-23 lists every public feed with its relayed answer", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    expect(list.warnings).toEqual([]);
    expect(list.feeds.length).toBeGreaterThan(200);
    const hidden = Object.values(api.devnet.world.relayerSchema.multifeed).filter((layer) => layer.isHidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(list.feeds.some((f) => hidden.some((h) => h.adapterContract === f.contractAddress))).toBe(false);
    const answered = list.feeds.filter((f) => f.answer !== null);
    expect(answered.length).toBeGreaterThan(list.feeds.length / 2);
    expect(answered.every((f) => f.answerSource !== "none")).toBe(true);
  });

  it("FEED-01 finds one feed by its route forms, with per-source values, and 404s an unknown one", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    const eth = list.feeds.find((f) => f.feed === "ETH" && f.routeLayer === null);
    if (!eth) throw new Error("no ETH feed");
    const detail = feedDetailView.parse(
      await api.json(`/api/v1/feeds/${eth.routeNetwork}/${eth.routeToken}`),
    );
    expect(detail.feed.layerId).toBe(eth.layerId);
    expect(Object.keys(detail.sources).length).toBeGreaterThan(0);
    expect((await api.request(`/api/v1/feeds/${eth.routeNetwork}/not-a-feed`)).status).toBe(404);
    expect((await api.request("/api/v1/feeds/nowhere/eth")).status).toBe(404);
  });

  it("FEED-01 a route two layers share takes the ?layer= qualifier, and each row says how it differs", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    // The authored world has such routes (ETH on Base: a multi price feed and a multi-feed layer).
    const shared = list.feeds.find((f) => f.routeLayer !== null);
    if (!shared) throw new Error("no route two layers share");
    const sharing = list.feeds.filter(
      (f) => f.routeNetwork === shared.routeNetwork && f.routeToken === shared.routeToken,
    );
    expect(sharing.length).toBeGreaterThan(1);
    expect(sharing.every((f) => f.routeLayer === f.layerId)).toBe(true);
    // Rows that share a route say how they differ, each differently; a row alone says nothing.
    const variants = sharing.map((f) => f.variant);
    expect(variants.every((v) => v !== null && /^(price feed|multi-feed)/.test(v))).toBe(true);
    expect(new Set(variants).size).toBe(sharing.length);
    expect(list.feeds.filter((f) => f.routeLayer === null).every((f) => f.variant === null)).toBe(true);
    const route = `/api/v1/feeds/${shared.routeNetwork}/${shared.routeToken}`;
    for (const feed of sharing) {
      const url = `${route}?layer=${feed.layerId}`;
      expect(feedDetailView.parse(await api.json(url)).feed.layerId).toBe(feed.layerId);
    }
    expect((await api.request(`${route}?layer=${shared.layerId}-nope`)).status).toBe(404);
    // Without the qualifier the route still opens one of them.
    const unqualified = feedDetailView.parse(await api.json(route));
    expect(sharing.map((f) => f.layerId)).toContain(unqualified.feed.layerId);
  });

  it("FEED-09 FEED-10 FEED-11 FEED-14 updates: 1m by default, at most 500 points, transactions newest first", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    const feed = list.feeds.find((f) => f.feed === "BTC" && f.routeLayer === null) ?? list.feeds[0];
    if (!feed) throw new Error("no feed");
    const base = `/api/v1/feeds/${feed.routeNetwork}/${feed.routeToken}/updates`;
    const updates = feedUpdatesView.parse(await api.json(base));
    expect(updates.range).toBe("1m");
    expect(updates.ranges).toContain("1m");
    expect(updates.points.length).toBeGreaterThan(0);
    expect(updates.points.length).toBeLessThanOrEqual(500);
    expect(updates.transactions).toHaveLength(Math.min(10, updates.totalTransactions));
    const times = updates.transactions.map((t) => t.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = feedUpdatesView.parse(await api.json(`${base}?offset=10&limit=10`));
    if (updates.totalTransactions > 10)
      expect(page2.transactions[0]?.timestamp).toBeLessThan(times.at(-1) ?? 0);
    expect((await api.request(`${base}?range=2y`)).status).toBe(400);
    expect((await api.request(`${base}?limit=100000`)).status).toBe(400);
    expect((await api.request(`${base}?offset=-5`)).status).toBe(400);
    // Table pages leave the chart out (the web's transactions table asks for chart=false).
    const tableOnly = feedUpdatesView.parse(await api.json(`${base}?chart=false&limit=20`));
    expect(tableOnly.points).toEqual([]);
    expect(tableOnly.transactions).toHaveLength(Math.min(20, updates.totalTransactions));
  });

  it("CALL-16 the detail's sources are the primary provider's latest price per source name", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    const eth = list.feeds.find((f) => f.feed === "ETH" && f.routeLayer === null);
    if (!eth) throw new Error("no ETH feed");
    const detail = feedDetailView.parse(
      await api.json(`/api/v1/feeds/${eth.routeNetwork}/${eth.routeToken}`),
    );
    expect(Object.keys(detail.sources).length).toBeGreaterThan(2);
    expect(Object.values(detail.sources).every((value) => Number.isFinite(value) && value > 0)).toBe(true);
    expect(detail.sourcesTimestamp).toBeGreaterThan(0);
  });

  it("FEED-17 the detail gives tx links as base + hash + suffix", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    const feed = list.feeds.find((f) => f.network.id === 1 && f.routeLayer === null);
    if (!feed) throw new Error("no feed on chain 1");
    const detail = feedDetailView.parse(
      await api.json(`/api/v1/feeds/${feed.routeNetwork}/${feed.routeToken}`),
    );
    expect(detail.explorerTxBase).toMatch(/^https:\/\/.+\/tx\/$/);
    expect(detail.explorerTxSuffix).toBe("");
  });

  it("rows carry the latest signed value of their data service, for trigger proximity", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    const signed = list.feeds.filter((f) => f.signedValue !== null);
    expect(signed.length).toBeGreaterThan(list.feeds.length / 2);
    const eth = list.feeds.find((f) => f.feed === "ETH" && f.answer !== null && f.signedValue !== null);
    if (!eth?.answer || !eth.signedValue) throw new Error("no ETH row with an answer and a signed value");
    // The answer is a value signed earlier: close to the latest signed one.
    expect(Math.abs(eth.signedValue - eth.answer) / eth.answer).toBeLessThan(0.2);
    expect(eth.signedTimestamp).toBeGreaterThan(0);
  });

  it("DATA-27 DATA-28 a cron feed carries its schedule in words, its cadence and its runs", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    const c3m = list.feeds.find((f) => f.layerId === "ethereumC3m");
    expect(c3m?.schedule).toMatchObject({
      expressions: ["00 12 * * *"],
      text: "Daily at 12:00 UTC",
      cadence: "daily",
    });
    if (!c3m?.schedule) throw new Error("no schedule on the ethereumC3m feed");
    const { nextRuns, lastRunAt, recentRuns } = c3m.schedule;
    expect(c3m.heartbeatTitle).toBe("daily");
    // Two noons in the next 48 h, the first being what the timer counts down to.
    expect(nextRuns).toHaveLength(2);
    expect(nextRuns.every((run) => run > list.generatedAt && new Date(run).getUTCHours() === 12)).toBe(true);
    expect(c3m.nextBeatAt).toBe(nextRuns[0]);
    expect(lastRunAt).toBe((nextRuns[0] ?? 0) - 86_400_000);
    expect(recentRuns.at(-1)).toBe(lastRunAt);
    expect(list.feeds.filter((f) => f.cron === null).every((f) => f.schedule === null)).toBe(true);
  });

  it("a feed's value can be read on chain now, never cached by browsers", async () => {
    const list = feedsListView.parse(await api.json("/api/v1/feeds"));
    const feed = list.feeds.find((f) => f.routeLayer === null && !f.isNonEvm);
    const nonEvm = list.feeds.find((f) => f.routeLayer === null && f.isNonEvm);
    if (!feed || !nonEvm) throw new Error("no feeds");
    const response = await api.request(`/api/v1/feeds/${feed.routeNetwork}/${feed.routeToken}/value`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const live = feedLiveValueView.parse(await response.json());
    expect(live.readAt).toBeGreaterThan(0);
    const unsupported = feedLiveValueView.parse(
      await api.json(`/api/v1/feeds/${nonEvm.routeNetwork}/${nonEvm.routeToken}/value`),
    );
    expect(unsupported).toMatchObject({ value: null, status: "unsupported" });
    expect((await api.request(`/api/v1/feeds/${feed.routeNetwork}/nope/value`)).status).toBe(404);
  });

  it("compresses JSON answers for clients that accept it", async () => {
    const response = await api.request("/api/v1/feeds", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toMatch(/gzip|br|deflate/);
    const plain = await api.request("/api/v1/feeds");
    expect(plain.headers.get("content-encoding")).toBeNull();
  });

  it("survives odd encodings and script tags in the route", async () => {
    for (const path of [
      "/api/v1/feeds/%E0%A4%A/eth",
      "/api/v1/feeds/<script>/x",
      "/api/v1/feeds/a/b/updates?range=<x>",
    ]) {
      expect((await api.request(path)).status).toBeLessThan(500);
    }
  });
});

describe("feeds resources when upstreams fail", () => {
  it("catalogue down: every feed keeps its network name and its URL, and every feed page still answers", async () => {
    api.context.cache.invalidate("");
    const good = feedsListView.parse(await api.json("/api/v1/feeds"));
    api.context.cache.invalidate("");
    await api.fault("catalogue", "error");
    try {
      const list = feedsListView.parse(await api.json("/api/v1/feeds"));
      expect(feedRoutes(list)).toEqual(feedRoutes(good));
      // The shipped catalogue stood in: nothing is missing, so nothing is said.
      expect(list.warnings.filter((w) => w.upstream === "catalogue")).toEqual([]);
      for (const feed of list.feeds.filter((_, i) => i % 25 === 0)) {
        const response = await api.request(feedApiPath(feed));
        expect(response.status, feedApiPath(feed)).toBe(200);
      }
    } finally {
      await api.fault("catalogue", "off");
    }
  });

  it("a hung relayer schema that recovers: the next request succeeds at once, not held behind the hung call", async () => {
    // The product's own timeout: the hung call would run on for 10 s.
    const patient = variantApp(api.devnetUrl, { timeoutMs: 10_000 });
    await api.fault("relayer-schema", "hang");
    try {
      const failed = await patient.request("/api/v1/feeds");
      expect(failed.status).toBe(504);
    } finally {
      await api.fault("relayer-schema", "off");
    }
    const started = Date.now();
    const recovered = await patient.request("/api/v1/feeds");
    expect(recovered.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_500);
  }, 20_000);

  itAnswersUpstreamFailures(
    "a feed page never answers 404 because the relayer schema is down ($mode): $status naming it",
    () => api,
    {
      endpoint: "relayer-schema",
      upstream: "relayer schema",
      path: async () => {
        const feed = feedsListView.parse(await api.json("/api/v1/feeds")).feeds[0];
        if (!feed) throw new Error("no feeds");
        return feedApiPath(feed);
      },
    },
  );

  it("relayed values malformed: rows come with no answers, and say so", async () => {
    api.context.cache.invalidate("");
    await api.fault("api", "malformed");
    try {
      const list = feedsListView.parse(await api.json("/api/v1/feeds"));
      expect(list.feeds.every((f) => f.answer === null && f.answerSource === "none")).toBe(true);
      expect(list.warnings.some((w) => w.upstream === "feeds answers" && w.failure === "malformed")).toBe(
        true,
      );
    } finally {
      await api.fault("api", "off");
    }
  });

  itAnswersUpstreamFailures("relayer schema $mode with nothing cached: a specific $status", () => api, {
    endpoint: "relayer-schema",
    upstream: "relayer schema",
    path: "/api/v1/feeds",
    // This harness's own clients (600 ms timeouts), with nothing cached.
    api: () => {
      api.context.cache.invalidate("");
      return api;
    },
  });

  itAnswersUpstreamFailures(
    "CALL-10 on-chain updates $mode: the updates resource says which and how ($status, $failure)",
    () => api,
    {
      endpoint: "api",
      upstream: "on-chain updates",
      path: async () => {
        api.context.cache.invalidate("");
        const list = feedsListView.parse(await api.json("/api/v1/feeds"));
        const feed = list.feeds.find((f) => f.routeLayer === null);
        if (!feed) throw new Error("no feed");
        return `/api/v1/feeds/${feed.routeNetwork}/${feed.routeToken}/updates`;
      },
      // The rows stay cached (only the updates meet the fault); the updates do not.
      api: () => {
        api.context.cache.invalidate("on-chain-updates");
        return api;
      },
    },
  );

  it("CALL-46 ERROR-35 CONST-18 a schema that does not come within 3 s fails the list with 'Manifests failed to load'", async () => {
    // Upstream clients that would wait 10 s: the list's own 3 s wait decides.
    const patient = variantApp(api.devnetUrl, { timeoutMs: 10_000 });
    await api.fault("relayer-schema", "hang");
    try {
      const started = Date.now();
      const response = await patient.request("/api/v1/feeds");
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(MANIFESTS_WAIT_MS - TIMER_SLACK_MS);
      expect(waited).toBeLessThan(MANIFESTS_WAIT_MS + 3_000);
      expect(response.status).toBe(504);
      expect(await response.json()).toMatchObject({
        error: "upstream_failed",
        upstream: "relayer schema",
        failure: "timeout",
        message: `relayer schema: ${MANIFESTS_FAILED}`,
      });
    } finally {
      await api.fault("relayer-schema", "off");
    }
  }, 15_000);

  it("CALL-47 CONST-19 catalogue files that do not come within 2 s: the list carries on with the shipped catalogue's names", async () => {
    const good = feedsListView.parse(await api.json("/api/v1/feeds"));
    const patient = variantApp(api.devnetUrl, { timeoutMs: 10_000 });
    await api.fault("catalogue", "hang");
    try {
      const started = Date.now();
      const list = feedsListView.parse(await (await patient.request("/api/v1/feeds")).json());
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(DENOMINATIONS_WAIT_MS - TIMER_SLACK_MS);
      expect(waited).toBeLessThan(DENOMINATIONS_WAIT_MS + 3_000);
      expect(feedRoutes(list)).toEqual(feedRoutes(good));
      expect(list.warnings.filter((w) => w.upstream === "catalogue")).toEqual([]);
    } finally {
      await api.fault("catalogue", "off");
    }
  }, 15_000);

  it("CALL-48 ERROR-36 CONST-20 relayed values that do not come within 2 s: rows without answers, with the ERROR-36 warning", async () => {
    const patient = variantApp(api.devnetUrl, { timeoutMs: 10_000 });
    // Schema and catalogue first, so only the relayed values are cold when the fault starts.
    await patient.request("/api/v1/networks");
    await api.fault("api", "hang");
    try {
      const started = Date.now();
      const list = feedsListView.parse(await (await patient.request("/api/v1/feeds")).json());
      const waited = Date.now() - started;
      // The list's own wait gave up on the relayed values, not the clients' 10 s timeout (the
      // signed prices, read from the same hung upstream, make the whole answer take longer).
      expect(waited).toBeGreaterThanOrEqual(FEED_DATA_WAIT_MS - TIMER_SLACK_MS);
      expect(waited).toBeLessThan(10_000);
      expect(list.feeds.length).toBeGreaterThan(200);
      expect(list.warnings).toContainEqual({
        upstream: "feeds answers",
        failure: "timeout",
        message: `feeds answers: ${FEED_DATA_TIMEOUT}`,
      });
      // Chains still answer where they can be read (FEEDS-23): only relayed answers are missing.
      expect(list.feeds.filter((f) => f.answerSource === "api")).toEqual([]);
    } finally {
      await api.fault("api", "off");
    }
  }, 15_000);

  it("relayer schema failing after a success: the last good rows keep being served", async () => {
    api.context.cache.invalidate("");
    const good = feedsListView.parse(await api.json("/api/v1/feeds"));
    await api.fault("relayer-schema", "error");
    try {
      clock += 6 * 60_000; // past the schema's TTL and the rows' TTL
      const stale = feedsListView.parse(await api.json("/api/v1/feeds"));
      expect(stale.feeds.length).toBe(good.feeds.length);
    } finally {
      await api.fault("relayer-schema", "off");
    }
  });

  it("a thousand concurrent visitors cause one upstream read", async () => {
    api.context.cache.invalidate("");
    clock += 60 * 60_000;
    const before = api.context.cache.loads.get("relayer-schema") ?? 0;
    const responses = await Promise.all(Array.from({ length: 1000 }, () => api.request("/api/v1/feeds")));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect((api.context.cache.loads.get("relayer-schema") ?? 0) - before).toBe(1);
  });
});
