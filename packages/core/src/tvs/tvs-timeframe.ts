import { DAY_MS, TVS_TIMEFRAME_DAYS, type TvsTimeframe } from "../constants.ts";

/** TVS-14: every timeframe the filter accepts, buttons or not (24H, 1W and ALL have none). */
export const TVS_TIMEFRAMES = Object.keys(TVS_TIMEFRAME_DAYS) as TvsTimeframe[];

export function isTvsTimeframe(value: unknown): value is TvsTimeframe {
  return typeof value === "string" && Object.hasOwn(TVS_TIMEFRAME_DAYS, value);
}

/** TVS-15: the first instant (epoch ms) a timeframe shows, or null for ALL (unlimited). */
export function timeframeStart(timeframe: TvsTimeframe, now: number): number | null {
  const days = isTvsTimeframe(timeframe) ? TVS_TIMEFRAME_DAYS[timeframe] : null;
  return days === null ? null : now - days * DAY_MS;
}

/** TVS-16: the points at or after the timeframe's start; later points (the final one) stay. */
export function filterToTimeframe<T extends { readonly x: number }>(
  points: readonly T[],
  timeframe: TvsTimeframe,
  now: number,
): T[] {
  const start = timeframeStart(timeframe, now);
  return start === null ? [...points] : points.filter((point) => point.x >= start);
}
