import { DAY_MS, FEED_CHART_DEFAULT_RANGE, FEED_CHART_RANGES, type FeedChartRange } from "../constants.ts";

/**
 * Span of each feed chart range, ms. Not in constants.ts: a day, a week and a month of 30 days,
 * the month matching the 30-day on-chain-updates query (CONST-43 longDaysRange).
 */
const FEED_CHART_RANGE_MS: Readonly<Record<FeedChartRange, number>> = {
  "1d": DAY_MS,
  "1w": 7 * DAY_MS,
  "1m": 30 * DAY_MS,
};

interface TimedPoint {
  readonly timestamp: number;
  readonly value?: unknown;
}

/** The points a range shows: those from now − span on (later points are kept, clocks drift). */
export function pointsInFeedChartRange<T extends TimedPoint>(
  points: readonly T[],
  range: FeedChartRange,
  now: number,
): T[] {
  const start = now - FEED_CHART_RANGE_MS[range];
  return points.filter((point) => point.timestamp >= start);
}

function samePoints(a: readonly TimedPoint[], b: readonly TimedPoint[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (point, index) => point.timestamp === b[index]?.timestamp && Object.is(point.value, b[index]?.value),
    )
  );
}

/**
 * FEED-10 (decision on which stays): the range buttons to show. A range whose points are
 * identical to a longer range's is a duplicate and is hidden, so the longest of identical ranges
 * stays, and the default 1m is always shown. E.g. a feed whose only updates are in the last day
 * shows just "1m". Order follows FEED_CHART_RANGES.
 */
export function visibleFeedChartRanges(points: readonly TimedPoint[], now: number): FeedChartRange[] {
  const sets = FEED_CHART_RANGES.map((range) => pointsInFeedChartRange(points, range, now));
  return FEED_CHART_RANGES.filter((range, index) => {
    if (range === FEED_CHART_DEFAULT_RANGE) return true;
    const own = sets[index] ?? [];
    return !sets.slice(index + 1).some((longer) => samePoints(own, longer));
  });
}
