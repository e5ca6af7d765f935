import { ON_CHAIN_UPDATES } from "../constants.ts";
import { feedIdToBytes32, type Hex } from "./bytes32.ts";

/** Adapter types whose block timestamp is kept per feed (CALL-08). */
const PER_FEED_TIMESTAMP_TYPES = new Set(["multi-feed", "fast-multi-feed", "mento"]);

/**
 * CALL-08: getBlockTimestampFromLatestUpdate takes the bytes32 feed id for multi-feed and mento
 * adapters (and chain 80094's, read as multi-feed) and no argument otherwise.
 */
export function blockTimestampArgs(contractType: string, feedId: string, isMultifeed = false): [] | [Hex] {
  return isMultifeed || PER_FEED_TIMESTAMP_TYPES.has(contractType) ? [feedIdToBytes32(feedId)] : [];
}

/** CALL-09: getValueForDataFeed takes the bytes32 feed id. */
export const valueForDataFeedArgs = (feedId: string): [Hex] => [feedIdToBytes32(feedId)];

/**
 * CALL-10, CALL-11: the on-chain-updates query of a feed row. The heartbeat interval is read as
 * its period, so a cron feed asks for the same range at 09:59 as at 10:01.
 */
export function onChainUpdatesQuery(row: {
  feedId: string;
  relayerId: string;
  heartbeatPeriodMs: number | null;
}) {
  const long = (row.heartbeatPeriodMs ?? 0) > ON_CHAIN_UPDATES.heartbeatThresholdMs;
  return {
    dataFeedId: row.feedId,
    adapterName: row.relayerId,
    daysRange: long ? ON_CHAIN_UPDATES.longDaysRange : ON_CHAIN_UPDATES.shortDaysRange,
    interval: ON_CHAIN_UPDATES.interval,
  };
}
