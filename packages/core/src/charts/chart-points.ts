import { toFiniteNumber } from "../format/no-data.ts";

/**
 * FILTER-32: chart points without a valid timestamp or a numeric value are dropped. Upstreams
 * send epoch ms as numbers (on-chain-updates) or ISO text (feeds-answers-update), and values as
 * numbers or decimal text ("2507.5540574"), so both forms are read.
 */

/** The latest instant a JavaScript Date can hold; beyond it a timestamp is not a time. */
const MAX_DATE_MS = 8.64e15;

interface RawChartPoint {
  readonly timestamp?: unknown;
  readonly value?: unknown;
}

/** A point the charts can draw: epoch ms and a finite value. */
export interface ChartPoint {
  readonly timestamp: number;
  readonly value: number;
}

/** Epoch ms of a number or of date text, or null. Negative times (before 1970) are not valid here. */
function chartTimestamp(timestamp: unknown): number | null {
  let ms: number | null = null;
  if (typeof timestamp === "number") ms = timestamp;
  else if (typeof timestamp === "string" && timestamp.trim() !== "") {
    const text = timestamp.trim();
    ms = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Date.parse(text);
  }
  return ms !== null && Number.isFinite(ms) && ms >= 0 && ms <= MAX_DATE_MS ? ms : null;
}

/** A finite value from a number or decimal text, or null (the one number-from-text rule). */
function chartValue(value: unknown): number | null {
  return typeof value === "number" || typeof value === "string" ? toFiniteNumber(value) : null;
}

/** FILTER-32: the drawable points, with timestamp and value as numbers; other fields are kept. */
export function cleanChartPoints<T extends RawChartPoint>(
  points: readonly T[],
): (Omit<T, "timestamp" | "value"> & ChartPoint)[] {
  const clean: (Omit<T, "timestamp" | "value"> & ChartPoint)[] = [];
  for (const point of points) {
    const timestamp = chartTimestamp(point.timestamp);
    const value = chartValue(point.value);
    if (timestamp !== null && value !== null) clean.push({ ...point, timestamp, value });
  }
  return clean;
}
