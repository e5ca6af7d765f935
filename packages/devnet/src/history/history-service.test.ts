import { afterEach, describe, expect, it, vi } from "vitest";
import { feedMisbehaviourOf, heldBackWindows } from "../relayer/feed-behaviour.ts";
import type { OnChainUpdateRecord, UpdateLog } from "../relayer/types.ts";
import { startHistory } from "./history-service.ts";
import { layerFeedsOf } from "./layer-feeds.ts";
import { heartbeatCheckTime } from "./relayer-steps.ts";
import {
  DAY,
  HOUR,
  LATE_LAYERS,
  LAYERS,
  makeFakeMarket,
  makeHistoryWorld,
  makeLateFeedsWorld,
  TEST_NOW,
} from "./test-world.ts";
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

  it("keeps every honest feed within heartbeat + max(10 %, 60 s) over the last simulated day", () => {
    const lateWorld = makeLateFeedsWorld();
    const misbehaviour = feedMisbehaviourOf(lateWorld);
    const isLate = (layerId: string, feedId: string) =>
      misbehaviour.feeds.some((f) => f.layerId === layerId && f.feedId === feedId);
    for (const feedMisbehaviour of [null, misbehaviour]) {
      const log = openUpdateLog({ file: ":memory:" });
      startHistory({
        world: lateWorld,
        market,
        updateLog: log,
        localLayerIds: new Set(),
        now: () => TEST_NOW,
        backfillDays: 3,
        feedMisbehaviour,
      }).backfill();
      let measured = 0;
      for (const feed of layerFeedsOf(lateWorld)) {
        const heartbeat = feed.triggers.timeSinceLastUpdateInMilliseconds;
        // Instant and bolt feeds push every check; the cron-only BTC has no heartbeat to keep.
        if (heartbeat === null || heartbeat === 0) continue;
        if (feedMisbehaviour !== null && isLate(feed.layerId, feed.feedId)) continue;
        const rows = everything(log, feed.layerId, feed.feedId);
        const dayStart = TEST_NOW - DAY;
        // The day's updates, the one before it, and now: what an indexer reading the day measures.
        const times = [
          ...rows.filter((u) => u.timestamp < dayStart).slice(-1),
          ...rows.filter((u) => u.timestamp >= dayStart),
        ].map((u) => u.timestamp);
        times.push(TEST_NOW);
        const longest = Math.max(...times.slice(1).map((t, i) => t - (times[i] ?? 0)));
        const grace = Math.max(0.1 * heartbeat, 60_000);
        expect(longest, `${feed.layerId}/${feed.feedId}`).toBeLessThanOrEqual(heartbeat + grace);
        measured++;
      }
      // 60 s, 1 h (×3, one of them hidden), 2 h, 6 h and 24 h heartbeats; three late ones apart.
      expect(measured).toBe(feedMisbehaviour === null ? 7 : 4);
      log.close();
    }
  });

  it("holds the late feeds back in the backfill and in live appends; without the misbehaviour it does not", () => {
    vi.useFakeTimers();
    const lateWorld = makeLateFeedsWorld();
    const misbehaviour = feedMisbehaviourOf(lateWorld);
    const hourly = misbehaviour.feeds.find((f) => f.layerId === LATE_LAYERS.hourly);
    if (!hourly) throw new Error("kavaHourly/BTC is not late");
    const run = (feedMisbehaviour: typeof misbehaviour | null) => {
      let now = TEST_NOW;
      const log = openUpdateLog({ file: ":memory:" });
      const history = startHistory({
        world: lateWorld,
        market,
        updateLog: log,
        localLayerIds: new Set(),
        now: () => now,
        backfillDays: 2,
        feedMisbehaviour,
      });
      history.start();
      // Four hours of 10-second appends.
      for (let i = 0; i < 4 * 360; i++) {
        now += 10_000;
        vi.advanceTimersByTime(10_000);
      }
      history.stop();
      const rows = everything(log, LATE_LAYERS.hourly, "BTC");
      log.close();
      return { rows, end: now };
    };
    const held = run(misbehaviour);
    const honest = run(null);
    const windows = heldBackWindows(hourly, TEST_NOW - 2 * DAY + HOUR, held.end - HOUR);
    // Backfilled windows and (2025-06-15 15:07–16:37 UTC) one in the appended four hours.
    expect(windows.some((w) => w.start > TEST_NOW)).toBe(true);
    expect(windows.length).toBeGreaterThanOrEqual(8);
    for (const w of windows) {
      const inside = (rows: OnChainUpdateRecord[]) =>
        rows.filter((u) => u.timestamp >= w.start && u.timestamp < w.end);
      expect(inside(held.rows)).toEqual([]);
      // A 90-minute window holds at least one honest hourly heartbeat.
      expect(inside(honest.rows).length).toBeGreaterThan(0);
      expect(held.rows.find((u) => u.timestamp >= w.end)?.timestamp).toBe(
        heartbeatCheckTime(lateWorld.seed, w.end),
      );
    }
  });
});
