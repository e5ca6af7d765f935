import type { FeedUpdatesView } from "@oracle-explorer/core/api-views";
import { pointsInFeedChartRange, sampleEvenly, visibleFeedChartRanges } from "@oracle-explorer/core/charts";
import type { FeedChartRange } from "@oracle-explorer/core/constants";
import { type FeedRow, onChainUpdatesQuery } from "@oracle-explorer/core/feeds";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { freshForSeconds } from "./freshness.ts";

/** What a page of a feed's updates asks for. */
export interface FeedUpdatesQuery {
  range: FeedChartRange;
  offset: number;
  limit: number;
  /** False for the transactions table's pages, which never draw the chart. */
  withChart: boolean;
}

/** A page of a feed's updates and how long a browser may keep it. */
export interface FeedUpdates {
  body: FeedUpdatesView;
  maxAgeSeconds: number;
}

/**
 * A feed's on-chain updates (CALL-10, FEED-09..14): the chart's points of one range, at most 500
 * sampled evenly, and a page of transactions, newest first. The provider's answer is the
 * resource: its failure is the route's 502/504.
 */
export async function loadFeedUpdates(
  ctx: ApiContext,
  row: FeedRow,
  query: FeedUpdatesQuery,
): Promise<FeedUpdates> {
  const { adapterName, dataFeedId, daysRange } = onChainUpdatesQuery(row);
  const updates = await ctx.cache.get(
    `on-chain-updates:${adapterName}:${dataFeedId}:${daysRange}`,
    POLICIES.onChainUpdates,
    () => ctx.upstreams.onChainUpdates(dataFeedId, adapterName, daysRange),
  );
  const points = updates.value;
  const now = ctx.now();
  const newestFirst = [...points].sort((a, b) => b.timestamp - a.timestamp);
  return {
    body: {
      range: query.range,
      ranges: visibleFeedChartRanges(points, now),
      points: query.withChart ? sampleEvenly(pointsInFeedChartRange(points, query.range, now)) : [],
      transactions: newestFirst.slice(query.offset, query.offset + query.limit),
      totalTransactions: newestFirst.length,
    },
    // As fresh as the api's own copy: a wallet's update shows within seconds (manual update).
    maxAgeSeconds: freshForSeconds(updates, ctx.cache.capped(POLICIES.onChainUpdates).ttlMs, now),
  };
}
