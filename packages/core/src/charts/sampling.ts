import { FEED_CHART_MAX_POINTS } from "../constants.ts";

/**
 * FEED-11: at most `maxPoints` points picked at even index steps across the series, always
 * keeping the first and the last, so the chart spans the whole range. A series that fits is
 * returned as a copy. A limit below 2 leaves room only for the first point (or none).
 */
export function sampleEvenly<T>(points: readonly T[], maxPoints: number = FEED_CHART_MAX_POINTS): T[] {
  const limit = Number.isNaN(maxPoints) ? FEED_CHART_MAX_POINTS : Math.max(0, Math.floor(maxPoints));
  if (points.length <= limit) return [...points];
  if (limit < 2) return points.slice(0, limit);
  const step = (points.length - 1) / (limit - 1);
  const sampled: T[] = [];
  for (let index = 0; index < limit; index++) {
    // Rounding an even step over more points than the limit never repeats an index.
    const point = points[Math.round(index * step)];
    if (point !== undefined) sampled.push(point);
  }
  return sampled;
}
