import type { FeedTriggers } from "@oracle-explorer/core/feeds";
import { describe, expect, it } from "vitest";
import { heldBackWindows, type LateFeed, lateFeedsOf } from "../relayer/feed-behaviour.ts";
import type { OnChainUpdateRecord } from "../relayer/types.ts";
import { layerFeedsOf } from "./layer-feeds.ts";
import { FAST_WINDOW_MS, heartbeatCheckTime } from "./relayer-steps.ts";
import { type FeedSimulation, simulateFeedUpdates } from "./simulate.ts";
import { DAY, HEARTBEAT_MS, HOUR, makeFakeMarket, makeLateFeedsWorld, TEST_NOW } from "./test-world.ts";

const market = makeFakeMarket();
const MIN = 60_000;
const triggers = (partial: Partial<FeedTriggers>): FeedTriggers => ({
  cron: null,
  deviationPercentage: null,
  timeSinceLastUpdateInMilliseconds: null,
  ...partial,
});

function simulate(partial: Partial<FeedSimulation> & { triggers: FeedTriggers }): OnChainUpdateRecord[] {
  const feedId = partial.feedId ?? "ETH";
  return simulateFeedUpdates({
    seed: 11,
    layerId: "testLayer",
    feedId,
    chainId: 1,
    valueAt: (t) => market.valueAt(feedId, t),
    from: TEST_NOW - 10 * DAY,
    to: TEST_NOW,
    current: { value: null, timestamp: null },
    ...partial,
  }).updates;
}

const gaps = (updates: OnChainUpdateRecord[]) =>
  updates.slice(1).map((u, i) => u.timestamp - (updates[i] as OnChainUpdateRecord).timestamp);

describe("simulateFeedUpdates", () => {
  const deviationFeed = triggers({ deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY });

  it("is deterministic: the same inputs give identical records, another seed other hashes", () => {
    const a = simulate({ triggers: deviationFeed });
    expect(a.length).toBeGreaterThan(20);
    expect(simulate({ triggers: deviationFeed })).toEqual(a);
    const b = simulate({ triggers: deviationFeed, seed: 12 });
    expect(b.map((u) => u.txHash)).not.toContain(a[0]?.txHash);
  });

  it("writes market values at whole-second instants, ascending, with plausible chain data", () => {
    const updates = simulate({ triggers: deviationFeed });
    let lastBlock = 0;
    for (const u of updates) {
      expect(u.value).toBe(market.valueAt("ETH", u.timestamp));
      expect(u.timestamp % 1000).toBe(0);
      expect(u.timestamp).toBeGreaterThan(TEST_NOW - 10 * DAY);
      expect(u.timestamp).toBeLessThanOrEqual(TEST_NOW);
      expect(u.origin).toBe("simulated");
      expect(u.txHash).toMatch(/^0x[0-9a-f]{64}$/);
      expect(u.blockNumber).toBeGreaterThan(lastBlock);
      lastBlock = u.blockNumber;
    }
    expect(new Set(updates.map((u) => u.txHash)).size).toBe(updates.length);
    expect(gaps(updates).every((gap) => gap > 0)).toBe(true);
  });

  it("starts with a first update right after `from` when nothing was written", () => {
    const [first] = simulate({ triggers: deviationFeed });
    expect(first?.timestamp).toBeLessThanOrEqual(TEST_NOW - 10 * DAY + 10 * MIN);
  });

  it("spaces a heartbeat-only feed by at least its heartbeat", () => {
    const updates = simulate({ triggers: triggers({ timeSinceLastUpdateInMilliseconds: HEARTBEAT_MS }) });
    const spacing = gaps(updates);
    expect(Math.min(...spacing)).toBeGreaterThanOrEqual(HEARTBEAT_MS);
    // Checked at each heartbeat deadline: 1–8 s after it, never a grid step later.
    expect(Math.max(...spacing)).toBeLessThanOrEqual(HEARTBEAT_MS + 8_000);
    expect(updates.length).toBeGreaterThanOrEqual(39);
  });

  it("updates earlier than the heartbeat only on a deviation", () => {
    const updates = simulate({ triggers: deviationFeed });
    let early = 0;
    updates.slice(1).forEach((u, i) => {
      const before = updates[i] as OnChainUpdateRecord;
      if (u.timestamp - before.timestamp >= DAY) return;
      early++;
      expect(Math.abs(u.value - before.value) / before.value).toBeGreaterThanOrEqual(0.005);
    });
    expect(early).toBeGreaterThan(10);
  });

  it("updates a cron feed a few seconds after each run", () => {
    const updates = simulate({ feedId: "BTC", triggers: triggers({ cron: ["0 10 * * *"] }) });
    const [first, ...runs] = updates;
    expect(first).toBeDefined();
    expect(runs).toHaveLength(10);
    for (const u of runs) {
      const date = new Date(u.timestamp);
      expect([date.getUTCHours(), date.getUTCMinutes()]).toEqual([10, 0]);
      expect(date.getUTCSeconds()).toBeGreaterThanOrEqual(1);
      expect(date.getUTCSeconds()).toBeLessThanOrEqual(8);
    }
  });

  it("updates instant and bolt feeds at every 10-minute check", () => {
    const instant = simulate({ feedId: "USDC", triggers: triggers({}) });
    expect(instant.length).toBeGreaterThanOrEqual(10 * 144 - 1);
    expect(Math.max(...gaps(instant))).toBeLessThan(20 * MIN);
    // A bolt feed (0 ms heartbeat) pushes every round even when its deviation never triggers.
    const bolt = triggers({ deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: 0 });
    expect(simulate({ feedId: "USDC", triggers: bolt })).toEqual(instant);
  });

  it("checks fast feeds every minute over the last day, every 10 minutes before", () => {
    const fast = triggers({ timeSinceLastUpdateInMilliseconds: 60_000 });
    const updates = simulate({ triggers: fast });
    const recent = updates.filter((u) => u.timestamp > TEST_NOW - FAST_WINDOW_MS);
    const older = updates.filter((u) => u.timestamp <= TEST_NOW - FAST_WINDOW_MS);
    expect(recent.length).toBeGreaterThan(1200);
    // Every minute, and at each 60 s heartbeat deadline: 1–8 s late at most.
    expect(Math.max(...gaps(recent))).toBeLessThanOrEqual(60_000 + 8_000);
    expect(Math.min(...gaps(recent))).toBeGreaterThanOrEqual(60_000);
    // Before the last day: one check (and, with a 60 s heartbeat, one update) per 10 minutes.
    expect(older.length).toBeGreaterThanOrEqual(9 * 144 - 2);
    expect(older.length).toBeLessThanOrEqual(9 * 144 + 2);
  });

  it("continues a range from its end state exactly as one uninterrupted run", () => {
    const whole = simulate({ triggers: deviationFeed });
    const mid = TEST_NOW - 4 * DAY - 1234;
    const first = simulateFeedUpdates({
      seed: 11,
      layerId: "testLayer",
      feedId: "ETH",
      chainId: 1,
      triggers: deviationFeed,
      valueAt: (t) => market.valueAt("ETH", t),
      from: TEST_NOW - 10 * DAY,
      to: mid,
      current: { value: null, timestamp: null },
    });
    const second = simulate({ triggers: deviationFeed, from: mid, current: first.state });
    expect([...first.updates, ...second]).toEqual(whole);
  });

  it("writes nothing for an empty range or an unpriced feed", () => {
    expect(simulate({ triggers: deviationFeed, from: TEST_NOW, to: TEST_NOW })).toEqual([]);
    expect(simulate({ triggers: deviationFeed, from: Number.NaN })).toEqual([]);
    expect(simulate({ triggers: deviationFeed, feedId: "UNKNOWN" })).toEqual([]);
  });

  it("continues the chain state it is given instead of writing a first update", () => {
    const updates = simulate({
      triggers: triggers({ timeSinceLastUpdateInMilliseconds: HEARTBEAT_MS }),
      current: { value: 3000, timestamp: TEST_NOW - 10 * DAY - HOUR },
    });
    expect(updates[0]?.timestamp).toBeGreaterThanOrEqual(TEST_NOW - 10 * DAY - HOUR + HEARTBEAT_MS);
  });

  it("lands every 1 h heartbeat on time: at the deadline's check, 1–8 s after last update + heartbeat", () => {
    const hourly = triggers({ deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: HOUR });
    const updates = simulate({ feedId: "BTC", triggers: hourly });
    expect(updates.length).toBeGreaterThanOrEqual(10 * 24 - 5);
    updates.slice(1).forEach((u, i) => {
      const before = updates[i] as OnChainUpdateRecord;
      // A deviation may come earlier; the heartbeat never later than its check.
      expect(u.timestamp).toBeLessThanOrEqual(heartbeatCheckTime(11, before.timestamp + HOUR));
    });
  });
});

/** The test world's late feeds (relayer/feed-behaviour.ts), simulated as the history service does. */
describe("simulateFeedUpdates with held-back windows", () => {
  const world = makeLateFeedsWorld();
  const late = lateFeedsOf(world);
  const layerFeeds = layerFeedsOf(world);
  const from = TEST_NOW - 3 * DAY;

  const simulateLate = (feed: LateFeed) => {
    const layerFeed = layerFeeds.find((f) => f.layerId === feed.layerId && f.feedId === feed.feedId);
    if (!layerFeed) throw new Error(`no ${feed.layerId}/${feed.feedId}`);
    return simulate({
      ...layerFeed,
      seed: world.seed,
      from,
      heldBack: (a, b) => heldBackWindows(feed, a, b),
    });
  };

  it("checks nothing inside a window, and the interval across each one exceeds 1.1 × heartbeat", () => {
    expect(late.map((f) => `${f.layerId}/${f.feedId}`)).toEqual([
      "ethereumHeartbeat/ETH",
      "kavaHourly/BTC",
      "polygonTwoHours/ETH",
    ]);
    for (const feed of late) {
      const updates = simulateLate(feed);
      const first = updates[0]?.timestamp ?? Number.POSITIVE_INFINITY;
      const windows = heldBackWindows(feed, first, TEST_NOW).filter(
        (w) => w.start > first && w.end < TEST_NOW,
      );
      // Three days hold 3 windows of the 6 h feed, 9 of the 2 h one and 12 of the 1 h one, give or take one.
      expect(windows.length, feed.layerId).toBeGreaterThanOrEqual(Math.floor((3 * DAY) / feed.periodMs) - 1);
      for (const window of windows) {
        const label = `${feed.layerId}/${feed.feedId} ${new Date(window.start).toISOString()}`;
        expect(
          updates.filter((u) => u.timestamp >= window.start && u.timestamp < window.end),
          label,
        ).toEqual([]);
        const before = updates.filter((u) => u.timestamp < window.start).at(-1);
        const after = updates.find((u) => u.timestamp >= window.end);
        if (!before || !after) throw new Error(`no update around ${label}`);
        const interval = after.timestamp - before.timestamp;
        expect(interval, label).toBeGreaterThan(1.1 * feed.heartbeatMs);
        expect(interval, label).toBeGreaterThanOrEqual(feed.windowMs);
        // The relayer looks again a few seconds after the window ends; the heartbeat is overdue.
        expect(after.timestamp, label).toBe(heartbeatCheckTime(world.seed, window.end));
      }
    }
  });

  it("outside the windows the late feeds keep their heartbeat", () => {
    for (const feed of late) {
      const updates = simulateLate(feed);
      const windows = heldBackWindows(feed, from, TEST_NOW);
      updates.slice(1).forEach((u, i) => {
        const before = updates[i] as OnChainUpdateRecord;
        const across = windows.some((w) => w.start < u.timestamp && w.end > before.timestamp);
        if (!across) expect(u.timestamp - before.timestamp).toBeLessThanOrEqual(feed.heartbeatMs + 8_000);
      });
    }
  });

  it("a split range sees the same windows as one run", () => {
    for (const feed of late) {
      const layerFeed = layerFeeds.find((f) => f.layerId === feed.layerId && f.feedId === feed.feedId);
      if (!layerFeed) throw new Error("missing feed");
      const whole = simulateLate(feed);
      const [window] = heldBackWindows(feed, from + DAY, TEST_NOW);
      if (!window) throw new Error("no window");
      const heldBack = (a: number, b: number) => heldBackWindows(feed, a, b);
      // Cut inside a window and a second after one ends (before the check that resumes it).
      for (const mid of [window.start + 1234, window.end + 1000]) {
        const first = simulateFeedUpdates({
          seed: world.seed,
          ...layerFeed,
          valueAt: (t) => market.valueAt(feed.feedId, t),
          from,
          to: mid,
          current: { value: null, timestamp: null },
          heldBack,
        });
        const second = simulate({
          ...layerFeed,
          seed: world.seed,
          from: mid,
          current: first.state,
          heldBack,
        });
        expect([...first.updates, ...second]).toEqual(whole);
      }
    }
  });
});
