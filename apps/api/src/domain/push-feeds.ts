import { buildFeedRows, type FeedTriggers, publicFeedRows } from "@oracle-explorer/core/feeds";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";

/** A listed push feed: its layer, the data service that signs it, its effective triggers. */
export interface PushFeed {
  layerId: string;
  feedId: string;
  dataServiceId: string | null;
  /** The layer's chain id, as text (an incident's network). */
  network: string;
  triggers: FeedTriggers;
}

/**
 * The push feeds the explorer lists (the Push Model list's rows), from the relayer schema alone:
 * no catalogue and no chain read, since the indexer needs only layers, feeds and triggers.
 */
export async function pushFeeds(ctx: ApiContext): Promise<PushFeed[]> {
  const { schema } = (
    await ctx.cache.get("relayer-schema", POLICIES.relayerSchema, ctx.upstreams.relayerSchema)
  ).value;
  const rows = publicFeedRows(buildFeedRows(schema, { networkFor: () => undefined, now: ctx.now() }));
  return rows.map((row) => ({
    layerId: row.layerId,
    feedId: row.feedId,
    dataServiceId: row.dataServiceId,
    network: String(row.networkId),
    triggers: row.triggers,
  }));
}
