/**
 * How a node's record reads: uptime as a percentage with one decimal, deviations in basis points
 * with their percentage, and the times of missed rounds and gaps in UTC (the indexer's rounds are
 * UTC instants; a reader comparing them with logs wants them as logged). No Intl date formats:
 * the first one of a page costs ~25 ms of locale set-up (see RelativeTime).
 */

const formatters = new Map<number, Intl.NumberFormat>();

/** `value` with exactly `decimals` fraction digits, en-US grouping ("1,234.5"); never "-0". */
export function formatFixed(value: number, decimals: number): string {
  let formatter = formatters.get(decimals);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: "negative",
    });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
}

/** A count: "59,400". */
export const formatCount = (value: number) => formatFixed(value, 0);

/** Said where a figure has nothing behind it (nothing observed). */
export const NONE = "—";

/**
 * 0.9996 → "99.9%": rounded down, so an hour with one missed round never reads "100.0%"; only
 * every round signed is 100.0%.
 */
export function formatUptime(uptime: number | null): string {
  if (uptime === null || !Number.isFinite(uptime)) return NONE;
  const tenths = Math.floor(Math.min(1, Math.max(0, uptime)) * 1000 + 1e-6);
  return `${formatFixed(tenths / 10, 1)}%`;
}

/** Decimals a basis-point figure is written with: 0.25 bp, 23.4 bp, 150 bp. */
const bpDecimals = (bp: number) => (bp < 1 ? 2 : bp < 100 ? 1 : 0);

/** Trailing zeros of a fraction dropped: "0.10" → "0.1", "5.0" → "5". */
const trimZeros = (text: string) => (text.includes(".") ? text.replace(/\.?0+$/, "") : text);

/** "5 bp (0.05%)": basis points and the percentage they are (1 bp = 0.01 %). */
export function formatBp(bp: number): string {
  const decimals = bpDecimals(bp);
  const points = trimZeros(formatFixed(bp, decimals));
  const percent = trimZeros(formatFixed(bp / 100, decimals + 2));
  return `${points} bp (${percent}%)`;
}

/** Just the basis points, for chart axes and table cells: "5 bp". */
export function formatBpShort(bp: number): string {
  return `${trimZeros(formatFixed(bp, bpDecimals(bp)))} bp`;
}

/**
 * A quantile: the upper edge of its histogram bucket, so it is a bound ("≤ 5 bp (0.05%)"),
 * never an understatement. A bound of 0 is exact (no value sat off the median): "0 bp".
 */
export function formatQuantile(bp: number | null): string {
  if (bp === null) return NONE;
  return bp === 0 ? formatBp(0) : `≤ ${formatBp(bp)}`;
}

/** formatQuantile for table cells: "≤ 5 bp", "0 bp". */
export function formatQuantileShort(bp: number | null): string {
  if (bp === null) return NONE;
  return bp === 0 ? formatBpShort(0) : `≤ ${formatBpShort(bp)}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const two = (value: number) => String(value).padStart(2, "0");

/** "12:03:10", the UTC time of day. */
export function utcClock(ms: number): string {
  const date = new Date(ms);
  return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}

/** "Nov 22", the UTC day. */
export function utcDay(ms: number): string {
  const date = new Date(ms);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
}

const sameUtcDay = (a: number, b: number) => Math.floor(a / 86_400_000) === Math.floor(b / 86_400_000);

/**
 * A span's times in UTC: "12:03:10 – 12:04:00 UTC" (the day is said beside it, with the age);
 * one instant alone when both ends are the same; both days when it crosses midnight.
 */
export function utcRange(from: number, to: number): string {
  if (from === to) return `${utcClock(from)} UTC`;
  if (sameUtcDay(from, to)) return `${utcClock(from)} – ${utcClock(to)} UTC`;
  return `${utcDay(from)} ${utcClock(from)} – ${utcDay(to)} ${utcClock(to)} UTC`;
}

/** How long a gap lasted: core's, shared with the api's incident summaries. */
export { durationText } from "@oracle-explorer/core/format";

/** "1 round", "6 rounds". */
export const roundsText = (count: number) => `${formatCount(count)} ${count === 1 ? "round" : "rounds"}`;
