import { LAST_HOUR_WINDOW_MS } from "../constants.ts";

export interface SeriesPoint {
  readonly timestamp: number;
  readonly value: number;
}

/**
 * TOKEN-08: the Last hour series after a polled current price arrives. Points older than the
 * window (3600000 ms before now) are dropped, the new point replaces a point with the same
 * timestamp instead of adding a second one, and the series stays in time order. A polled point
 * without a finite timestamp and value, or already outside the window, is not added, but the
 * window still moves.
 */
export function mergeLastHourPoint<T extends SeriesPoint>(
  series: readonly T[],
  point: T | null | undefined,
  now: number,
): T[] {
  const start = now - LAST_HOUR_WINDOW_MS;
  const kept = series.filter((existing) => existing.timestamp >= start);
  if (
    point === null ||
    point === undefined ||
    !Number.isFinite(point.timestamp) ||
    !Number.isFinite(point.value) ||
    point.timestamp < start
  ) {
    return kept;
  }
  const merged = kept.filter((existing) => existing.timestamp !== point.timestamp);
  merged.push(point);
  return merged.sort((a, b) => a.timestamp - b.timestamp);
}
