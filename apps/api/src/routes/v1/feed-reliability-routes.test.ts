import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  feedRecordsView,
  feedReliabilityView,
  feedsListView,
  feedUpdateRecordsView,
  networkRecordView,
} from "@oracle-explorer/core/api-views";
import { classifyUpdate, isBeyondThreshold, overshootToleranceBp } from "@oracle-explorer/core/history";
import { type FeedUpdateInput, openStore, recordFeedUpdates, type Store } from "@oracle-explorer/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { variantApp } from "../../test/variant-app.ts";

const h = useApiHarness([]);
const MIN = 60_000;
const H = 60 * MIN;

/**
 * The feed reliability resources over a store the test fills by hand (the indexer's own journey is
 * in apps/indexer): a devnet feed with a heartbeat that was held back once, the list's records,
 * the network's measured figures, the export and its range checks.
 */
describe("feed reliability resources", () => {
  let dir: string;
  let store: Store;
  let api: ReturnType<typeof variantApp>;
  let path: string;
  let key: string;
  let heartbeatMs: number;
  const now = Date.now();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "api-feed-history-"));
    const url = `sqlite:${join(dir, "history.sqlite")}`;
    store = (await openStore(url, { writer: true })) as Store;
    api = variantApp(h.devnetUrl, { storeUrl: url });
    const list = feedsListView.parse(await h.json("/api/v1/feeds"));
    // A feed with a plain heartbeat of at most a day and a deviation threshold.
    const feed = list.feeds.find(
      (f) =>
        f.deviation !== null &&
        f.heartbeatMs !== null &&
        f.heartbeatMs <= 24 * H &&
        !f.heartbeatTitle?.includes(" "),
    );
    if (!feed) throw new Error("the devnet lists no feed with a heartbeat and a deviation threshold");
    heartbeatMs = feed.heartbeatMs as number;
    path = `/api/v1/feeds/${feed.routeNetwork}/${feed.routeToken}${feed.routeLayer ? `?layer=${feed.routeLayer}` : ""}`;
    key = `${feed.layerId}/${feed.feed}`;
    const triggers = {
      deviationPercentage: feed.deviation,
      timeSinceLastUpdateInMilliseconds: heartbeatMs,
      cron: null,
    };
    // On time, on time, then held back for 2.5 heartbeats (a miss) while the price moved 3 thresholds.
    const t0 = now - 5 * heartbeatMs;
    const step = (feed.deviation as number) / 100;
    const points: [number, number][] = [
      [t0, 100],
      [t0 + heartbeatMs, 100],
      [t0 + 1.5 * heartbeatMs + 10_000, 100 * (1 + step)],
      [t0 + 4 * heartbeatMs, 100 * (1 + step) * (1 + 3 * step)],
    ];
    let previous: { at: number; value: number } | null = null;
    const updates: FeedUpdateInput[] = points.map(([at, value]) => {
      const classified = classifyUpdate(triggers, previous, { at, value });
      previous = { at, value };
      return {
        layerId: feed.layerId,
        feedId: feed.feed,
        at,
        value,
        ...classified,
        beyondThreshold: isBeyondThreshold(classified, overshootToleranceBp(triggers)),
        lagMs: 4_000,
        signedDeviationBp: 0,
        seenAt: at + 2_000,
        txHash: null,
      };
    });
    await recordFeedUpdates(store.db, updates);
  });
  afterAll(async () => {
    await api.context.history.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const withPath = (suffix: string, query = "") => {
    const [base, layer] = path.split("?");
    const params = [layer, query].filter(Boolean).join("&");
    return `${base}${suffix}${params ? `?${params}` : ""}`;
  };

  it("HISTORY-F12 a feed's record: updates, trigger mix, its heartbeat miss, staleness, overshoot, lag", async () => {
    const response = await api.request(withPath("/reliability"));
    expect(response.status).toBe(200);
    const body = feedReliabilityView.parse(await response.json());
    expect(body.heartbeatMs).toBe(heartbeatMs);
    const week = body.windows.find((w) => w.window === "7d");
    expect(week).toMatchObject({
      updates: 4,
      triggers: { unknown: 1, heartbeat: 1, deviation: 2, cron: 0, other: 0 },
      // The held-back stretch, and the open one since the last update (a heartbeat ago: not missed).
      heartbeatMisses: 1,
      longestStalenessMs: 2.5 * heartbeatMs - 10_000,
      deviationUpdates: 2,
      beyondThreshold: 1,
      lagSamples: 4,
      lagP50Ms: 4_000,
    });
    expect(body.recent.map((u) => u.trigger)).toEqual(["deviation", "deviation", "heartbeat", "unknown"]);
    expect(body.days.reduce((sum, day) => sum + day.updates, 0)).toBe(4);
    expect(body.recordedFrom).toBe(now - 5 * heartbeatMs);
  });

  it("HISTORY-F13 the feeds list's records and the network's measured figures", async () => {
    const records = feedRecordsView.parse(await (await api.request("/api/v1/feeds/records")).json());
    expect(records.records[key]).toMatchObject({ heartbeatMisses7d: 1, beyondThreshold7d: 1 });
    expect(records.records[key]?.longestStalenessMs7d).toBe(2.5 * heartbeatMs - 10_000);
    const network = networkRecordView.parse(await (await api.request("/api/v1/network/record")).json());
    expect(network).toMatchObject({ medianNodeUptime7d: null, nodes: 0 });
    // The api's clock runs a little after the test's: an update right at the 24 h edge may be out.
    const inLastDay = (margin: number) =>
      [0, 1, 1.5 + 10_000 / heartbeatMs, 4].filter(
        (k) => now - (5 - k) * heartbeatMs >= now - 24 * H + margin,
      ).length;
    expect(network.onChainUpdates24h).toBeGreaterThanOrEqual(inLastDay(MIN));
    expect(network.onChainUpdates24h).toBeLessThanOrEqual(inLastDay(-MIN));
    expect(network.onChainUpdates24h).toBeGreaterThan(0);
  });

  it("HISTORY-F14 recorded updates as JSON and CSV; a bad window is a 400 with its reason, an unknown feed a 404", async () => {
    const json = feedUpdateRecordsView.parse(
      await (await api.request(withPath("/reliability/updates"))).json(),
    );
    expect(json.updates).toHaveLength(4);
    const csv = await api.request(withPath("/reliability/updates", "format=csv"));
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe(
      "at_ms,at_utc,value,trigger,since_previous_ms,move_bp,overshoot_bp,heartbeat_missed,lag_ms,signed_deviation_bp,seen_at_ms,tx_hash",
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/,unknown,,,,0,4000,0\.000,\d+,$/);

    const to = now;
    const cases: [string, RegExp][] = [
      [`from=${to}&to=${to - H}`, /from must be before to/],
      [`from=${to}&to=${to + 2 * H}`, /to is in the future/],
      [`from=${to - 40 * 24 * H}&to=${to}`, /longer than the 31 days of feed updates/],
      ["to=soon", /expected epoch milliseconds/],
    ];
    for (const [query, reason] of cases) {
      const response = await api.request(withPath("/reliability/updates", query));
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message, query).toMatch(reason);
    }
    for (const suffix of ["/reliability", "/reliability/updates"]) {
      const response = await api.request(`/api/v1/feeds/nowhere/nothing${suffix}`);
      expect(response.status, suffix).toBe(404);
    }
  });

  it("HISTORY-F15 with no store configured, a feed's record says nothing was recorded", async () => {
    const bare = variantApp(h.devnetUrl);
    const body = feedReliabilityView.parse(await (await bare.request(withPath("/reliability"))).json());
    expect(body).toMatchObject({ recordedFrom: null, recent: [], days: [] });
    expect(body.windows[0]).toMatchObject({ updates: 0, updatesPerDay: null });
  });
});
