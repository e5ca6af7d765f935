import { ON_CHAIN_UPDATES } from "@oracle-explorer/core/constants";
import type { Market } from "../market/types.ts";
import type { FeedMisbehaviour } from "../relayer/feed-behaviour.ts";
import type { FeedChainState, OnChainUpdateRecord, UpdateLog } from "../relayer/types.ts";
import type { World } from "../world/types.ts";
import { type LayerFeed, layerFeedsOf } from "./layer-feeds.ts";
import { cadenceOf, DAY_MS } from "./relayer-steps.ts";
import { simulateFeedUpdates } from "./simulate.ts";
import { createStepValueCache } from "./step-value-cache.ts";

interface HistoryServiceOptions {
  world: World;
  market: Market;
  updateLog: UpdateLog;
  /**
   * Layers on chains the devnet runs: their updates after the first start are the relayer's. Read
   * by backfill and at every tick, so it should be complete before start() (it can be known from
   * the chain ids the devnet will run, before the chains are up).
   */
  localLayerIds: ReadonlySet<string>;
  now: () => number;
  /** How often simulated updates are appended for the other layers (default 10 s). */
  intervalMs?: number;
  /** Days of history a first start creates (default ON_CHAIN_UPDATES.longDaysRange + 1). */
  backfillDays?: number;
  /**
   * The late feeds (relayer/feed-behaviour.ts): their checks inside a held-back window are skipped,
   * in the simulated past of every layer and the simulated present. Absent or null: none is late.
   */
  feedMisbehaviour?: Pick<FeedMisbehaviour, "windows"> | null;
  log?: (message: string) => void;
}

interface HistoryService {
  /**
   * Fills every feed's history up to now: feeds with no update get backfillDays of simulated
   * updates; feeds of simulated layers continue from their last logged update (a restart fills
   * only the gap, capped to backfillDays); feeds of local layers that already have updates are
   * left to the relayer. `inserted` counts the updates written.
   */
  backfill(): { inserted: number };
  /** Backfills when not done yet, then appends simulated updates every interval (timer unref'd). */
  start(): void;
  stop(): void;
}

const keyOf = (feed: LayerFeed) => `${feed.layerId}\u0000${feed.feedId}`;
const stateOf = (record: OnChainUpdateRecord | null): FeedChainState =>
  record === null ? { value: null, timestamp: null } : { value: record.value, timestamp: record.timestamp };

/**
 * The update history's producer: the simulated past of every layer, and the simulated present of
 * the layers the devnet does not run on a local chain (the relayer records those it does).
 */
export function startHistory(options: HistoryServiceOptions): HistoryService {
  const { world, market, updateLog, localLayerIds, now } = options;
  const intervalMs = options.intervalMs ?? 10_000;
  const spanMs = (options.backfillDays ?? ON_CHAIN_UPDATES.longDaysRange + 1) * DAY_MS;
  const log = options.log ?? (() => {});
  const feeds = layerFeedsOf(world);
  const misbehaviour = options.feedMisbehaviour ?? null;
  const heldBackOf = (feed: LayerFeed) =>
    misbehaviour === null
      ? undefined
      : (from: number, to: number) => misbehaviour.windows(feed.layerId, feed.feedId, from, to);
  // What each simulated feed's chain holds, and the instant up to which its checks were run.
  const states = new Map<string, FeedChainState>();
  let cursor: number | null = null;
  let timer: NodeJS.Timeout | undefined;

  const backfill = (): { inserted: number } => {
    const to = now();
    if (!Number.isFinite(to)) return { inserted: 0 };
    const floor = to - spanMs;
    const valuesOf = createStepValueCache(market, world.seed, floor, to);
    let inserted = 0;
    let batch: OnChainUpdateRecord[] = [];
    const flush = () => {
      updateLog.recordMany(batch);
      inserted += batch.length;
      batch = [];
    };
    for (const feed of feeds) {
      const local = localLayerIds.has(feed.layerId);
      const latest = updateLog.latest(feed.layerId, feed.feedId);
      // A local layer's history is simulated once, on the first start; from then on the relayer's
      // real updates are its history, and a gap while the devnet was down stays a gap.
      if (local && latest !== null) continue;
      const from = latest === null ? floor : Math.max(latest.timestamp, floor);
      const { updates, state } = simulateFeedUpdates({
        seed: world.seed,
        ...feed,
        valueAt: valuesOf(feed.feedId, cadenceOf(feed.triggers)),
        from,
        to,
        current: stateOf(latest),
        heldBack: heldBackOf(feed),
      });
      if (!local) states.set(keyOf(feed), state);
      for (const update of updates) batch.push(update);
      // Bounded batches: one transaction each, without holding a whole backfill in memory.
      if (batch.length >= 20_000) flush();
    }
    flush();
    cursor = to;
    return { inserted };
  };

  const tick = () => {
    const to = now();
    if (cursor === null || !Number.isFinite(to) || to <= cursor) return;
    // A timer that slept (suspend) catches up, but never over more than the backfill span.
    const from = Math.max(cursor, to - spanMs);
    const updates: OnChainUpdateRecord[] = [];
    const next = new Map<string, FeedChainState>();
    for (const feed of feeds) {
      // Read at every tick: a layer whose chain comes up later stops being simulated from then.
      if (localLayerIds.has(feed.layerId)) continue;
      const key = keyOf(feed);
      const result = simulateFeedUpdates({
        seed: world.seed,
        ...feed,
        valueAt: (t) => market.valueAt(feed.feedId, t),
        from,
        to,
        current: states.get(key) ?? stateOf(updateLog.latest(feed.layerId, feed.feedId)),
        heldBack: heldBackOf(feed),
      });
      next.set(key, result.state);
      for (const update of result.updates) updates.push(update);
    }
    updateLog.recordMany(updates);
    // Only after the write: a failed tick is re-run in full by the next one, from the same state.
    for (const [key, state] of next) states.set(key, state);
    cursor = to;
  };

  return {
    backfill,
    start() {
      if (timer !== undefined) return;
      if (cursor === null) {
        const started = performance.now();
        const { inserted } = backfill();
        const ms = Math.round(performance.now() - started);
        log(`update history: ${feeds.length} feeds, backfilled ${inserted} updates in ${ms} ms`);
      }
      timer = setInterval(() => {
        try {
          tick();
        } catch (error) {
          log(`update history append failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }, intervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
