import { afterEach, describe, expect, it, vi } from "vitest";
import type { OnChainUpdateRecord, UpdateLog } from "../relayer/types.ts";
import { startHistory } from "./history-service.ts";
import { layerFeedsOf } from "./layer-feeds.ts";
import { DAY, HOUR, LAYERS, makeFakeMarket, makeHistoryWorld, TEST_NOW } from "./test-world.ts";
import { openUpdateLog } from "./update-log.ts";

const world = makeHistoryWorld();
const market = makeFakeMarket();
const feeds = layerFeedsOf(world);
const MIN = 60_000;

const everything = (log: UpdateLog, layerId: string, feedId: string) =>
  log.history(layerId, feedId, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
const allRows = (log: UpdateLog) => feeds.flatMap((f) => everything(log, f.layerId, f.feedId));
const keyOf = (u: OnChainUpdateRecord) => `${u.layerId}|${u.feedId}|${u.timestamp}|${u.txHash}`;

afterEach(() => {
  vi.useRealTimers();
});

describe("startHistory", () => {
  it("backfills at least 30 days of every layer and feed, hidden and non-EVM ones included", () => {
    const log = openUpdateLog({ file: ":memory:" });
    const history = startHistory({
      world,
      market,
      updateLog: log,
      localLayerIds: new Set(),
      now: () => TEST_NOW,
    });
    const { inserted } = history.backfill();
    expect(feeds).toHaveLength(5);
    expect(inserted).toBe(allRows(log).length);
    for (const feed of feeds) {
      const rows = everything(log, feed.layerId, feed.feedId);
      expect(rows.length, `${feed.layerId}/${feed.feedId}`).toBeGreaterThan(30);
      expect(rows[0]?.timestamp).toBeLessThanOrEqual(TEST_NOW - 30 * DAY);
      expect(rows.at(-1)?.timestamp).toBeLessThanOrEqual(TEST_NOW);
      expect(rows.every((u) => u.origin === "simulated")).toBe(true);
    }
    expect(everything(log, LAYERS.instant, "USDC").length).toBeGreaterThan(30 * 144);
    // A second backfill at the same instant has nothing left to do.
    expect(history.backfill()).toEqual({ inserted: 0 });
    log.close();
  });

  it("fills only the gap on a restart, never rewriting, and leaves local layers to the relayer", () => {
    const log = openUpdateLog({ file: ":memory:" });
    const local = new Set<string>([LAYERS.multi]);
    startHistory({ world, market, updateLog: log, localLayerIds: local, now: () => TEST_NOW }).backfill();
    const before = allRows(log);
    const latestBefore = new Map(feeds.map((f) => [f.layerId + f.feedId, log.latest(f.layerId, f.feedId)]));
    // Local layers were backfilled on the first start too.
    expect(everything(log, LAYERS.multi, "ETH").length).toBeGreaterThan(10);

    const later = TEST_NOW + 2 * DAY + 17 * MIN;
    const restarted = startHistory({ world, market, updateLog: log, localLayerIds: local, now: () => later });
    const { inserted } = restarted.backfill();
    const after = allRows(log);
    expect(inserted).toBe(after.length - before.length);
    expect(inserted).toBeGreaterThan(0);
    // Every old row is still there, unchanged; every new row is after its feed's old latest.
    const afterKeys = new Set(after.map(keyOf));
    expect(before.every((u) => afterKeys.has(keyOf(u)))).toBe(true);
    const beforeKeys = new Set(before.map(keyOf));
    for (const u of after.filter((row) => !beforeKeys.has(keyOf(row)))) {
      expect(u.layerId).not.toBe(LAYERS.multi);
      expect(u.timestamp).toBeGreaterThan(latestBefore.get(u.layerId + u.feedId)?.timestamp ?? 0);
      expect(u.timestamp).toBeLessThanOrEqual(later);
    }
    // The gap of the simulated layers is covered up to the new now.
    expect(log.latest(LAYERS.instant, "USDC")?.timestamp).toBeGreaterThan(later - 20 * MIN);
    expect(log.latest(LAYERS.multi, "ETH")).toEqual(latestBefore.get(`${LAYERS.multi}ETH`));
    log.close();
  });

  it("appends simulated updates every interval for the layers the devnet does not run", () => {
    vi.useFakeTimers();
    let now = TEST_NOW;
    const log = openUpdateLog({ file: ":memory:" });
    const history = startHistory({
      world,
      market,
      updateLog: log,
      localLayerIds: new Set([LAYERS.fast]),
      now: () => now,
      intervalMs: 10_000,
    });
    history.start();
    const fastBefore = log.latest(LAYERS.fast, "ETH");
    const instantBefore = log.latest(LAYERS.instant, "USDC");
    expect(instantBefore).not.toBeNull();
    // An hour passes in 10-second ticks.
    for (let i = 0; i < 360; i++) {
      now += 10_000;
      vi.advanceTimersByTime(10_000);
    }
    const appended = log.history(LAYERS.instant, "USDC", TEST_NOW + 1, now);
    expect(appended.length).toBeGreaterThanOrEqual(5);
    expect(appended.every((u) => u.value === market.valueAt("USDC", u.timestamp))).toBe(true);
    // The local layer got nothing: its updates are the relayer's.
    expect(log.latest(LAYERS.fast, "ETH")).toEqual(fastBefore);

    history.stop();
    const stopped = log.latest(LAYERS.instant, "USDC");
    now += 2 * HOUR;
    vi.advanceTimersByTime(2 * HOUR);
    expect(log.latest(LAYERS.instant, "USDC")).toEqual(stopped);
    expect(vi.getTimerCount()).toBe(0);
    log.close();
  });

  it("appends what an uninterrupted run would have written", () => {
    vi.useFakeTimers();
    let now = TEST_NOW;
    const ticked = openUpdateLog({ file: ":memory:" });
    const history = startHistory({
      world,
      market,
      updateLog: ticked,
      localLayerIds: new Set(),
      now: () => now,
    });
    history.start();
    for (let i = 0; i < 6 * 30; i++) {
      now += 10_000;
      vi.advanceTimersByTime(10_000);
    }
    history.stop();
    // The same span backfilled in one go from the same starting point.
    const oneGo = openUpdateLog({ file: ":memory:" });
    startHistory({
      world,
      market,
      updateLog: oneGo,
      localLayerIds: new Set(),
      now: () => TEST_NOW,
    }).backfill();
    startHistory({ world, market, updateLog: oneGo, localLayerIds: new Set(), now: () => now }).backfill();
    expect(allRows(ticked)).toEqual(allRows(oneGo));
    ticked.close();
    oneGo.close();
  });
});
