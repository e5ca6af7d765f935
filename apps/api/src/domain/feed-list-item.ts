import type { FeedListItem } from "@oracle-explorer/core/api-views";
import { type CronScheduleFacts, cronSchedule } from "@oracle-explorer/core/cron";
import { explorerAddressUrl, type FeedRow } from "@oracle-explorer/core/feeds";
import type { Price } from "@oracle-explorer/core/schemas";
import { toAssetUrl } from "./asset-urls.ts";
import type { OnChainStatus } from "./chain-reads.ts";

/**
 * A feed row as the feeds list and the feed page show it (FeedListItem). Logos go through
 * toAssetUrl like every other resource's, so an upstream `javascript:`, `http:` or `//host`
 * logo is no logo rather than something the page would load.
 */

/** When a row's next heartbeat is due: last update + heartbeat, or the schedule's next run. */
function nextBeatAt(row: FeedRow, schedule: CronScheduleFacts | null): number | null {
  if (schedule) return schedule.nextRuns[0] ?? null;
  if (row.heartbeatPeriodMs === null || row.timestamp === null) return null;
  return row.timestamp + row.heartbeatPeriodMs;
}

/** The latest signed value of a feed in its data service's prices, if they hold it. */
export function signedPrice(
  prices: Readonly<Record<string, Price>> | null | undefined,
  feedId: string,
): Price | null {
  return prices && Object.hasOwn(prices, feedId) ? (prices[feedId] ?? null) : null;
}

/** The compact list item of a row (what the feeds table and the single feed page show). */
export function toFeedListItem(
  row: FeedRow,
  /** How the row differs from others on its route (routeVariantLabels), or null when alone. */
  variant: string | null,
  now: number,
  onChain: OnChainStatus,
  signed: Price | null = null,
): FeedListItem {
  const answer = row.answer ?? row.apiValues.value;
  // Evaluated with the list, so its runs are as fresh as the answer beside them.
  const schedule = row.triggers.cron ? cronSchedule(row.triggers.cron, now) : null;
  return {
    feed: row.feed,
    tokenName: row.token_name,
    logo: toAssetUrl(row.token_image.logoURI),
    denomination: row.denomination,
    network: { ...row.network, image: toAssetUrl(row.network.image) },
    routeNetwork: row.routeNetwork,
    routeToken: row.routeToken,
    routeLayer: variant !== null ? row.layerId : null,
    variant,
    layerId: row.layerId,
    contractType: row.contractType,
    contractAddress: row.contractAddress,
    feedAddress: row.feedAddress,
    explorerAddressUrl: explorerAddressUrl(row.explorer, row.contractAddress),
    deviation: row.deviation,
    heartbeatMs: row.heartbeatPeriodMs,
    heartbeatTitle: row.heartbeatTitle,
    cron: row.triggers.cron,
    schedule,
    nextBeatAt: nextBeatAt(row, schedule),
    isPerun: row.isPerun,
    answer,
    answerTimestamp: row.timestamp,
    answerSource: row.answer !== null ? "chain" : answer !== null ? "api" : "none",
    onChain,
    popularity: row.popularity,
    isFundamentalFeed: row.isFundamentalFeed,
    isTwap30: row.isTwap30,
    isTwap60: row.isTwap60,
    isMultifeed: row.isMultifeed,
    isNonEvm: row.isNonEvm,
    feedUpdateModalSupported: row.feedUpdateModalSupported,
    signedValue: signed?.value ?? null,
    signedTimestamp: signed?.timestamp ?? null,
  };
}
