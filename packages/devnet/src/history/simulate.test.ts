import type { FeedTriggers } from "@oracle-explorer/core/feeds";
import { describe, expect, it } from "vitest";
import type { OnChainUpdateRecord } from "../relayer/types.ts";
import { FAST_WINDOW_MS } from "./relayer-steps.ts";
import { type FeedSimulation, simulateFeedUpdates } from "./simulate.ts";
import { DAY, HEARTBEAT_MS, HOUR, makeFakeMarket, TEST_NOW } from "./test-world.ts";

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
    // Checked every 10 minutes: never much later than due either.
    expect(Math.max(...spacing)).toBeLessThan(HEARTBEAT_MS + 20 * MIN);
    expect(updates.length).toBeGreaterThanOrEqual(38);
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
    expect(recent.length).toBeGreaterThan(700);
    expect(Math.max(...gaps(recent))).toBeLessThan(2 * MIN + 10_000);
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
});
