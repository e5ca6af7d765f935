import { effectiveTriggers, NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import type { RelayerManifest, RelayerSchema, UpdateTriggers } from "@oracle-explorer/core/schemas";
import { adapterTypeOf } from "../chains/layer-plan.ts";
import { type LayerFeed, layerFeedsOf } from "../history/layer-feeds.ts";
import { isLocalFeed, lateFeedsOf, type WorldSchema } from "./feed-behaviour.ts";
import type { LayerDeployment } from "./types.ts";

/**
 * Per-feed controls of the devnet's relayer, switched at run time through the fault admin
 * (PUT /__admin/feeds), so a browser journey can make a push feed stale in seconds and end it:
 *
 * - a heartbeat override: the feed's heartbeat becomes `heartbeatMs`, both in the relayer schema
 *   the devnet serves (what the api and the indexer read) and in what its relayer decides with.
 *   A multi-feed layer's feed gets it as its updateTriggersOverrides (keeping its effective
 *   deviation and cron, since an override replaces the layer's triggers whole); a price-feeds layer
 *   of this one feed, whose manifest format has no per-feed heartbeat, gets it as the layer's
 *   updateTriggers.timeSinceLastUpdateInMilliseconds (the same thing: the layer is the feed);
 * - a stall: the relayer stops writing the feed at all (no first write, heartbeat, deviation or
 *   cron), a relayer outage for that feed alone. Un-stalled, the normal rules apply at the next
 *   check: an overdue heartbeat writes it at once.
 *
 * A controlled feed (either control set) is never held back by the seeded late-feed windows
 * (feed-behaviour.ts): what an operator switched wins over the seeded schedule.
 *
 * Only feeds the relayer writes feed by feed on a running local chain can be controlled: a
 * multi-feed adapter's, or a price-feeds adapter's single feed (a price-feeds adapter writes all its
 * feeds together, so one of several could be neither stalled nor timed alone). Controls live in
 * memory: a restart of the devnet clears them.
 */

/** The smallest heartbeat override: shorter ones would outpace the relayer's 5 s cycle and the 10 s rounds. */
export const MIN_HEARTBEAT_OVERRIDE_MS = 10_000;

/** One controlled feed as GET /__admin/feeds lists it. */
export interface FeedControl {
  layerId: string;
  feedId: string;
  /** The heartbeat override; null: the schema's own heartbeat. */
  heartbeatMs: number | null;
  /** The schema's own heartbeat of the feed (null: none, e.g. a cron or bolt feed). */
  schemaHeartbeatMs: number | null;
  stalled: boolean;
  /** When this control was last changed (epoch ms). */
  changedAt: number;
}

/** A PUT's change: absent fields stay as they are, heartbeatMs null removes the override. */
export interface FeedControlChange {
  layerId: string;
  feedId: string;
  heartbeatMs?: number | null;
  stalled?: boolean;
}

export type FeedControlResult = { ok: true; control: FeedControl | null } | { ok: false; error: string };

type Deployment = Pick<LayerDeployment, "layerId" | "chainId" | "adapterType">;

export interface FeedControlsOptions {
  /** The world whose relayer schema is served and relayed (read live: tests may change it). */
  world: WorldSchema;
  /** The layers the devnet's relayer writes (its local chains' deployments). */
  deployments: readonly Deployment[];
  now: () => number;
}

const key = (layerId: string, feedId: string) => `${layerId}\u0000${feedId}`;

function findManifest(schema: RelayerSchema, layerId: string) {
  const { standard, multifeed, nonEvm } = schema;
  return standard[layerId] ?? multifeed[layerId] ?? nonEvm?.[layerId];
}

function feedEntryOf(manifest: RelayerManifest, feedId: string) {
  const entry = manifest.priceFeeds[feedId];
  if (typeof entry === "object") return entry;
  // A multi-feed layer written with a bare address (not seen upstream, but the format allows it).
  return entry === undefined || entry === NO_FEED_ADDRESS ? {} : { priceFeedAddress: entry };
}

/** The feed's effective triggers in a manifest (core's DATA-24 precedence). */
function triggersIn(manifest: RelayerManifest, feedId: string) {
  const entry = manifest.priceFeeds[feedId];
  const overrides = typeof entry === "object" ? entry.updateTriggersOverrides : undefined;
  return effectiveTriggers(manifest.updateTriggers, feedId, overrides).triggers;
}

/** A manifest with one feed's heartbeat replaced (see the module comment for where it goes). */
function withHeartbeat(manifest: RelayerManifest, feedId: string, heartbeatMs: number): RelayerManifest {
  if (adapterTypeOf(manifest) === "price-feeds") {
    return {
      ...manifest,
      updateTriggers: { ...manifest.updateTriggers, timeSinceLastUpdateInMilliseconds: heartbeatMs },
    };
  }
  const entry = feedEntryOf(manifest, feedId);
  const current = triggersIn(manifest, feedId);
  const overrides: UpdateTriggers = { ...(entry.updateTriggersOverrides ?? {}) };
  // An override replaces the layer's triggers whole: carry the effective ones over, then the heartbeat.
  delete overrides.priceFeedsDeviationOverrides;
  if (current.deviationPercentage !== null) overrides.deviationPercentage = current.deviationPercentage;
  else delete overrides.deviationPercentage;
  if (current.cron !== null) overrides.cron = current.cron;
  else delete overrides.cron;
  overrides.timeSinceLastUpdateInMilliseconds = heartbeatMs;
  return {
    ...manifest,
    priceFeeds: { ...manifest.priceFeeds, [feedId]: { ...entry, updateTriggersOverrides: overrides } },
  };
}

/** Why a feed cannot be controlled on this devnet, or null when it can. */
function refusalOf(
  schema: RelayerSchema,
  deployments: ReadonlyMap<string, Deployment>,
  layerId: string,
  feedId: string,
): string | null {
  const manifest = findManifest(schema, layerId);
  if (!manifest) return `unknown layer "${layerId}"`;
  if (!Object.hasOwn(manifest.priceFeeds, feedId)) return `layer "${layerId}" has no feed "${feedId}"`;
  const deployment = deployments.get(layerId);
  if (!deployment) {
    const running = [...new Set([...deployments.values()].map((d) => d.chainId))].sort((a, b) => a - b);
    return (
      `layer "${layerId}" (chain ${manifest.chain.id}) is simulated, not written by the devnet's relayer: ` +
      `only feeds of layers on its local chains (${running.length > 0 ? running.join(", ") : "none running"}) can be controlled`
    );
  }
  const feeds = Object.keys(manifest.priceFeeds).length;
  if (deployment.adapterType === "price-feeds" && feeds > 1) {
    return (
      `layer "${layerId}" is a price-feeds adapter whose ${feeds} feeds are written together: ` +
      "only a multi-feed layer's feed or a single-feed price-feeds layer can be controlled"
    );
  }
  return null;
}

export interface FeedControls {
  /** Why this feed cannot be controlled on this devnet (unknown, simulated…), or null when it can. */
  refusal(layerId: string, feedId: string): string | null;
  /** Validates and applies a change; a change that leaves nothing set removes the control. */
  set(change: FeedControlChange): FeedControlResult;
  /** Removes every control: heartbeats restored, nothing stalled. */
  clear(): void;
  list(): FeedControl[];
  /** Whether the relayer must leave this feed alone. */
  isStalled(layerId: string, feedId: string): boolean;
  /** Whether any control is set on this feed (it is then never held back by the late-feed windows). */
  isControlled(layerId: string, feedId: string): boolean;
  /** The layer's manifest with its feeds' heartbeat overrides (the same object when it has none). */
  manifestOf(layerId: string, manifest: RelayerManifest): RelayerManifest;
  /**
   * When what the layer's served manifest shows last changed: its newest heartbeat override's time
   * (epoch ms); null when it has none (a stall alone changes nothing a reader sees).
   */
  overriddenSince(layerId: string): number | null;
  /** The relayer schema with every heartbeat override applied (unchanged layers are the same objects). */
  schema(schema: RelayerSchema): RelayerSchema;
}

interface Held {
  layerId: string;
  feedId: string;
  heartbeatMs: number | null;
  stalled: boolean;
  changedAt: number;
  /** When heartbeatMs was set to its current value. */
  heartbeatSince: number | null;
}

export function createFeedControls(options: FeedControlsOptions): FeedControls {
  const { world, now } = options;
  const deployments = new Map(options.deployments.map((d) => [d.layerId, d]));
  const held = new Map<string, Held>();
  const ofLayer = (layerId: string) => [...held.values()].filter((h) => h.layerId === layerId);

  const describe = (h: Held): FeedControl => {
    const manifest = findManifest(world.relayerSchema, h.layerId);
    const schemaHeartbeatMs = manifest
      ? triggersIn(manifest, h.feedId).timeSinceLastUpdateInMilliseconds
      : null;
    const { layerId, feedId, heartbeatMs, stalled, changedAt } = h;
    return { layerId, feedId, heartbeatMs, schemaHeartbeatMs, stalled, changedAt };
  };

  const manifestOf = (layerId: string, manifest: RelayerManifest): RelayerManifest => {
    let result = manifest;
    for (const control of ofLayer(layerId)) {
      if (control.heartbeatMs !== null && Object.hasOwn(result.priceFeeds, control.feedId))
        result = withHeartbeat(result, control.feedId, control.heartbeatMs);
    }
    return result;
  };

  return {
    refusal: (layerId, feedId) => refusalOf(world.relayerSchema, deployments, layerId, feedId),
    set(change) {
      const refusal = refusalOf(world.relayerSchema, deployments, change.layerId, change.feedId);
      if (refusal) return { ok: false, error: refusal };
      const k = key(change.layerId, change.feedId);
      const before = held.get(k);
      const at = now();
      const heartbeatMs =
        change.heartbeatMs === undefined ? (before?.heartbeatMs ?? null) : change.heartbeatMs;
      const next: Held = {
        layerId: change.layerId,
        feedId: change.feedId,
        heartbeatMs,
        stalled: change.stalled ?? before?.stalled ?? false,
        changedAt: at,
        heartbeatSince:
          heartbeatMs === null ? null : heartbeatMs === before?.heartbeatMs ? before.heartbeatSince : at,
      };
      if (next.heartbeatMs === null && !next.stalled) {
        held.delete(k);
        return { ok: true, control: null };
      }
      held.set(k, next);
      return { ok: true, control: describe(next) };
    },
    clear() {
      held.clear();
    },
    list: () => [...held.values()].map(describe),
    isStalled: (layerId, feedId) => held.get(key(layerId, feedId))?.stalled === true,
    isControlled: (layerId, feedId) => held.has(key(layerId, feedId)),
    manifestOf,
    overriddenSince(layerId) {
      const times = ofLayer(layerId).flatMap((h) => (h.heartbeatSince === null ? [] : [h.heartbeatSince]));
      return times.length > 0 ? Math.max(...times) : null;
    },
    schema(schema) {
      const group = (layers: RelayerSchema["standard"]) => {
        const out: RelayerSchema["standard"] = {};
        for (const [layerId, manifest] of Object.entries(layers))
          out[layerId] = manifestOf(layerId, manifest);
        return out;
      };
      if (held.size === 0) return schema;
      return {
        ...schema,
        standard: group(schema.standard),
        multifeed: group(schema.multifeed),
        nonEvm: group(schema.nonEvm ?? {}),
      };
    },
  };
}

/** A stallable feed and its schema heartbeat. */
export interface StallableFeed {
  layerId: string;
  feedId: string;
  chainId: number;
  heartbeatMs: number;
}

/**
 * The default target of a "feed goes stale, then recovers" journey: among the public feeds that
 * the relayer writes feed by feed on a layer of a default local chain (the rule of a "local" late
 * feed, feed-behaviour.ts: a multi-feed adapter's, or a single-feed price-feeds adapter's) with a
 * heartbeat (above 0 ms, no cron, not a bolt feed), that is not a late feed itself (its seeded
 * held-back windows would make updates late on their own), the one with the shortest heartbeat,
 * then by layer id and feed id. Null when the world has none.
 */
export function stallableFeedOf(world: WorldSchema): StallableFeed | null {
  const late = new Set(lateFeedsOf(world).map((feed) => key(feed.layerId, feed.feedId)));
  const candidates = layerFeedsOf(world).filter((feed) => {
    const heartbeat = feed.triggers.timeSinceLastUpdateInMilliseconds;
    if (heartbeat === null || heartbeat <= 0) return false;
    if (feed.triggers.cron !== null) return false;
    if (late.has(key(feed.layerId, feed.feedId))) return false;
    const manifest = findManifest(world.relayerSchema, feed.layerId);
    if (!manifest || manifest.isHidden === true) return false;
    const entry = manifest.priceFeeds[feed.feedId];
    if (typeof entry === "object" && entry.isBolt === true) return false;
    return isLocalFeed(world, feed);
  });
  const byHeartbeat = (a: LayerFeed, b: LayerFeed) => {
    const ha = a.triggers.timeSinceLastUpdateInMilliseconds ?? 0;
    const hb = b.triggers.timeSinceLastUpdateInMilliseconds ?? 0;
    if (ha !== hb) return ha - hb;
    if (a.layerId !== b.layerId) return a.layerId < b.layerId ? -1 : 1;
    return a.feedId < b.feedId ? -1 : a.feedId > b.feedId ? 1 : 0;
  };
  const [first] = candidates.sort(byHeartbeat);
  if (!first) return null;
  return {
    layerId: first.layerId,
    feedId: first.feedId,
    chainId: first.chainId as number,
    heartbeatMs: first.triggers.timeSinceLastUpdateInMilliseconds ?? 0,
  };
}
