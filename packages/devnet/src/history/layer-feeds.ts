import { effectiveTriggers, type FeedTriggers } from "@oracle-explorer/core/feeds";
import type { World } from "../world/types.ts";

/** One feed of one relayer layer, with what the simulation needs to know about it. */
export interface LayerFeed {
  layerId: string;
  feedId: string;
  chainId: number | string;
  triggers: FeedTriggers;
}

/**
 * Every (layer, feed) of the world's relayer schema: standard, multi-feed and non-EVM groups,
 * hidden layers included (the upstream records them all). Triggers are the feed's effective ones
 * (core's effectiveTriggers: a feed override replaces the layer's triggers, a deviation override
 * replaces the deviation). A layer id listed in two groups is taken from the first only.
 */
export function layerFeedsOf(world: Pick<World, "relayerSchema">): LayerFeed[] {
  const feeds: LayerFeed[] = [];
  const seen = new Set<string>();
  const { standard, multifeed, nonEvm } = world.relayerSchema;
  for (const group of [standard, multifeed, nonEvm]) {
    for (const [layerId, manifest] of Object.entries(group ?? {})) {
      if (seen.has(layerId)) continue;
      seen.add(layerId);
      for (const [feedId, entry] of Object.entries(manifest.priceFeeds ?? {})) {
        const overrides =
          typeof entry === "object" && entry !== null ? entry.updateTriggersOverrides : undefined;
        const { triggers } = effectiveTriggers(manifest.updateTriggers, feedId, overrides);
        feeds.push({ layerId, feedId, chainId: manifest.chain.id, triggers });
      }
    }
  }
  return feeds;
}
