import {
  DAY_MS,
  HOURLY_INTERVAL_MS,
  LAST_HOUR_INTERVAL_MS,
  LAST_HOUR_WINDOW_MS,
  type PriceTimeRange,
} from "../constants.ts";

/** The /prices query for one token chart range (CALL-21..24). */
interface PriceRangeQuery {
  fromTimestamp: number;
  toTimestamp: number;
  interval: number;
}

const DAYS: Record<Exclude<PriceTimeRange, "Last hour">, number> = { "1 day": 1, "3 days": 3, "7 days": 7 };

/**
 * CALL-22: the last hour is read at 60000 ms over a 3600000 ms window; CALL-23: a daily range of
 * N days at 3600000 ms.
 */
export function priceRangeQuery(range: PriceTimeRange, now: number): PriceRangeQuery {
  if (range === "Last hour") {
    return { fromTimestamp: now - LAST_HOUR_WINDOW_MS, toTimestamp: now, interval: LAST_HOUR_INTERVAL_MS };
  }
  return { fromTimestamp: now - DAYS[range] * DAY_MS, toTimestamp: now, interval: HOURLY_INTERVAL_MS };
}

/** CALL-24: an explicit range (the Recent updates table) takes every point: interval 1. */
export const ALL_POINTS_INTERVAL = 1;

/** CALL-28: days of the "query by provider" call for a chart range; null for the last hour. */
export function queryDays(range: PriceTimeRange): 1 | 3 | 7 | null {
  return range === "Last hour" ? null : (DAYS[range] as 1 | 3 | 7);
}
