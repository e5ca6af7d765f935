import type { RelayerManifest } from "@oracle-explorer/core/schemas";
import { DEFAULT_CHAIN_IDS } from "../chains/chain-selection.ts";
import { adapterTypeOf } from "../chains/layer-plan.ts";
import { type LayerFeed, layerFeedsOf } from "../history/layer-feeds.ts";
import { combineIndex, hashString } from "../market/hash.ts";
import type { World } from "../world/types.ts";

/**
 * Seeded feed misbehaviour: push feeds that now and then update late, so a network-history indexer
 * has heartbeat misses (and deviation updates that landed beyond their threshold) to measure.
 *
 * Which feeds (lateFeedsOf, a pure function of the world's relayer schema): among the (layer,
 * feed) pairs of public layers (not isHidden) whose effective triggers are a heartbeat between
 * 1 h and 6 h (inclusive) with no cron and no bolt flag, sorted by heartbeat, then layer id, then
 * feed id (code-unit order):
 * - the first one on a "local" layer: a standard or multi-feed layer on one of the chains the
 *   devnet runs by default (DEFAULT_CHAIN_IDS: 1, 42161, 11155111) whose adapter the devnet
 *   deploys and writes feed by feed (a multi-feed adapter, or a price-feeds adapter of this one
 *   feed: a price-feeds adapter writes its whole layer, so a held-back feed beside others would
 *   be written with them). With the default DEVNET_CHAINS the relayer writes it;
 * - then the first two on "simulated" layers (any other chain), at most one per layer.
 * The choice does not depend on DEVNET_CHAINS: with fewer chains a "local" late feed is simply
 * simulated, late all the same. A world with no local candidate gets three simulated ones.
 *
 * When (pure in seed, layer, feed and heartbeat hb, anchored to the epoch, so the simulated past
 * and the live relayer agree whenever the devnet started): every period P = max(6 h, 4 × hb),
 * starting at k × P + offset (offset: a hash of seed, layer and feed, whole minutes below P), a
 * window of W = 1.5 × hb (rounded to whole seconds) during which the relayer does not check the
 * feed at all: no heartbeat, no deviation, no cron. Only a feed never written (a fresh chain, the
 * start of the simulated history) still gets its first write, so every reader (the api's chain
 * reads, the manual update) finds a value. When the window ends the normal rules resume, so the next update is a heartbeat (or a deviation) update that landed late:
 * the interval across a window is at least W = 1.5 × hb, beyond hb + max(10 % × hb, 60 s).
 *
 * Any 24 h holds at least one complete window of each late feed whose heartbeat is at most 4 h:
 * windows start every P, so some window starts within the first P of any span and ends within
 * P + W ≤ max(6 h, 16 h) + 6 h = 22 h of its start. (With a 6 h heartbeat, P = 24 h and W = 9 h:
 * one window a day, not always complete inside a given 24 h.)
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Every number of the schedule, so tests derive exact expectations from it. */
export const FEED_MISBEHAVIOUR = {
  /** Late feeds on a layer of a default local chain (the relayer writes them), then on simulated layers. */
  localFeeds: 1,
  simulatedFeeds: 2,
  /** Heartbeats a late feed may have, inclusive. */
  minHeartbeatMs: HOUR_MS,
  maxHeartbeatMs: 6 * HOUR_MS,
  /** The chains a "local" late feed's layer must be on: the devnet's default DEVNET_CHAINS. */
  localChainIds: DEFAULT_CHAIN_IDS,
  /** P = max(minPeriodMs, periodHeartbeats × hb). */
  minPeriodMs: 6 * HOUR_MS,
  periodHeartbeats: 4,
  /** W = windowHeartbeats × hb, rounded to whole seconds. */
  windowHeartbeats: 1.5,
  /** Window starts are offset from k × P by whole multiples of this, below P. */
  offsetStepMs: MINUTE_MS,
  /** Any 24 h holds a complete window of every late feed whose heartbeat is at most this. */
  dailyWindowMaxHeartbeatMs: 4 * HOUR_MS,
} as const;

/** One late feed and its schedule. */
export interface LateFeed {
  layerId: string;
  feedId: string;
  /** The layer's chain.id. */
  chainId: number | string;
  heartbeatMs: number;
  /** On a layer of a default local chain (the relayer writes it when that chain runs). */
  local: boolean;
  /** P: windows start every periodMs. */
  periodMs: number;
  /** W: each window's length. */
  windowMs: number;
  /** Windows start at k × periodMs + offsetMs (epoch ms, k any integer). */
  offsetMs: number;
}

/** A window [start, end) during which a late feed is held back (epoch ms). */
export interface HeldBackWindow {
  start: number;
  end: number;
}

const mod = (value: number, by: number) => ((value % by) + by) % by;
const seedWord = (seed: number) => (Number.isFinite(seed) ? Math.floor(seed) : 0);

/** What the choice reads of a world: its relayer schema (as the devnet serves it) and its seed. */
export type WorldSchema = Pick<World, "relayerSchema" | "seed">;

function manifestOf(world: WorldSchema, layerId: string): { manifest: RelayerManifest; evm: boolean } | null {
  const { standard, multifeed, nonEvm } = world.relayerSchema;
  const evm = standard[layerId] ?? multifeed[layerId];
  if (evm) return { manifest: evm, evm: true };
  const other = nonEvm?.[layerId];
  return other ? { manifest: other, evm: false } : null;
}

function isCandidate(world: WorldSchema, feed: LayerFeed): boolean {
  const { minHeartbeatMs, maxHeartbeatMs } = FEED_MISBEHAVIOUR;
  const heartbeat = feed.triggers.timeSinceLastUpdateInMilliseconds;
  if (heartbeat === null || heartbeat < minHeartbeatMs || heartbeat > maxHeartbeatMs) return false;
  if (feed.triggers.cron !== null && feed.triggers.cron.length > 0) return false;
  const found = manifestOf(world, feed.layerId);
  if (!found || found.manifest.isHidden === true) return false;
  const entry = found.manifest.priceFeeds[feed.feedId];
  return !(typeof entry === "object" && entry !== null && entry.isBolt === true);
}

/**
 * Whether the devnet's relayer writes this feed on its own when its chain runs: a standard or
 * multi-feed layer on a default local chain whose adapter is a multi-feed one, or a price-feeds
 * one of this one feed (the module comment's "local" layer).
 */
export function isLocalFeed(
  world: WorldSchema,
  feed: Pick<LayerFeed, "layerId" | "feedId" | "chainId">,
): boolean {
  if (typeof feed.chainId !== "number" || !FEED_MISBEHAVIOUR.localChainIds.includes(feed.chainId))
    return false;
  const found = manifestOf(world, feed.layerId);
  if (!found?.evm) return false;
  const adapter = adapterTypeOf(found.manifest);
  if (adapter === "multi-feed") return true;
  return adapter === "price-feeds" && Object.keys(found.manifest.priceFeeds).length === 1;
}

/** A feed's schedule for a seed: P, W and the offset (see the module comment). */
export function lateFeedSchedule(
  seed: number,
  layerId: string,
  feedId: string,
  heartbeatMs: number,
): Pick<LateFeed, "periodMs" | "windowMs" | "offsetMs"> {
  const { minPeriodMs, periodHeartbeats, windowHeartbeats, offsetStepMs } = FEED_MISBEHAVIOUR;
  const periodMs = Math.max(minPeriodMs, periodHeartbeats * heartbeatMs);
  const windowMs = Math.round((windowHeartbeats * heartbeatMs) / 1000) * 1000;
  const key = combineIndex(hashString(`late-feed|${layerId}|${feedId}`), seedWord(seed));
  const offsetMs = (key % Math.max(1, Math.floor(periodMs / offsetStepMs))) * offsetStepMs;
  return { periodMs, windowMs, offsetMs };
}

const byHeartbeatThenId = (a: LayerFeed, b: LayerFeed) => {
  const ha = a.triggers.timeSinceLastUpdateInMilliseconds ?? 0;
  const hb = b.triggers.timeSinceLastUpdateInMilliseconds ?? 0;
  if (ha !== hb) return ha - hb;
  if (a.layerId !== b.layerId) return a.layerId < b.layerId ? -1 : 1;
  return a.feedId < b.feedId ? -1 : a.feedId > b.feedId ? 1 : 0;
};

/** The world's late feeds (see the module comment for the rule): local ones first, then simulated ones. */
export function lateFeedsOf(world: WorldSchema): LateFeed[] {
  const candidates = layerFeedsOf(world)
    .filter((feed) => isCandidate(world, feed))
    .sort(byHeartbeatThenId);
  const local = candidates.filter((feed) => isLocalFeed(world, feed)).slice(0, FEED_MISBEHAVIOUR.localFeeds);
  const simulatedCount = FEED_MISBEHAVIOUR.simulatedFeeds + FEED_MISBEHAVIOUR.localFeeds - local.length;
  const layers = new Set(local.map((feed) => feed.layerId));
  const simulated: LayerFeed[] = [];
  for (const feed of candidates) {
    if (simulated.length >= simulatedCount) break;
    const onLocalChain =
      typeof feed.chainId === "number" && FEED_MISBEHAVIOUR.localChainIds.includes(feed.chainId);
    if (onLocalChain || layers.has(feed.layerId)) continue;
    layers.add(feed.layerId);
    simulated.push(feed);
  }
  return [...local, ...simulated].map((feed) => {
    const heartbeatMs = feed.triggers.timeSinceLastUpdateInMilliseconds ?? 0;
    return {
      layerId: feed.layerId,
      feedId: feed.feedId,
      chainId: feed.chainId,
      heartbeatMs,
      local: local.includes(feed),
      ...lateFeedSchedule(world.seed, feed.layerId, feed.feedId, heartbeatMs),
    };
  });
}

/** Whether the late feed is held back at t (inside one of its windows). */
export function heldBackAt(feed: Pick<LateFeed, "periodMs" | "windowMs" | "offsetMs">, t: number): boolean {
  if (!Number.isFinite(t)) return false;
  return mod(t - feed.offsetMs, feed.periodMs) < feed.windowMs;
}

/** The late feed's windows that overlap [from, to], ascending. */
export function heldBackWindows(
  feed: Pick<LateFeed, "periodMs" | "windowMs" | "offsetMs">,
  from: number,
  to: number,
): HeldBackWindow[] {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from > to) return [];
  const { periodMs, windowMs, offsetMs } = feed;
  const windows: HeldBackWindow[] = [];
  for (let k = Math.floor((from - offsetMs - windowMs) / periodMs); ; k++) {
    const start = k * periodMs + offsetMs;
    if (start > to) break;
    if (start + windowMs > from) windows.push({ start, end: start + windowMs });
  }
  return windows;
}

/** The late feeds of a world, looked up by (layer, feed). */
export interface FeedMisbehaviour {
  feeds: readonly LateFeed[];
  /** Whether the relayer leaves this feed of this layer alone at t. */
  isHeldBack(layerId: string, feedId: string, t: number): boolean;
  /** The feed's windows overlapping [from, to] (none for a feed that is not late). */
  windows(layerId: string, feedId: string, from: number, to: number): HeldBackWindow[];
}

/** The world's feed misbehaviour: its late feeds (lateFeedsOf) and their windows. */
export function feedMisbehaviourOf(world: WorldSchema): FeedMisbehaviour {
  const feeds = lateFeedsOf(world);
  const byKey = new Map(feeds.map((feed) => [`${feed.layerId}\u0000${feed.feedId}`, feed]));
  const find = (layerId: string, feedId: string) => byKey.get(`${layerId}\u0000${feedId}`);
  return {
    feeds,
    isHeldBack(layerId, feedId, t) {
      const feed = find(layerId, feedId);
      return feed !== undefined && heldBackAt(feed, t);
    },
    windows(layerId, feedId, from, to) {
      const feed = find(layerId, feedId);
      return feed === undefined ? [] : heldBackWindows(feed, from, to);
    },
  };
}
