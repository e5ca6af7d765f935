import { DAY_MS, HOUR_MS, MINUTE_MS } from "../constants.ts";
import type { RepeatShape } from "./cron-fields.ts";
import { durationTitle } from "./duration-title.ts";

/**
 * A schedule's cadence in a word or two for tight places (the feeds table, the timer's label):
 * "daily", "hourly", "every 5 min", "weekly", "4× daily". It depends on the schedule only, never on
 * the time of day, unlike the gap to the next run (which flipped between "4m 30s", "10s" and
 * "23h 55m 10s" through arbitrumPremia's day).
 */

/** One gap in words. */
function gapInWords(gapMs: number): string {
  if (gapMs % DAY_MS === 0) {
    const days = gapMs / DAY_MS;
    if (days === 1) return "daily";
    if (days === 7) return "weekly";
    if (days >= 28 && days <= 31) return "monthly";
    if (days === 365 || days === 366) return "yearly";
    return `every ${days} d`;
  }
  if (gapMs % HOUR_MS === 0) return gapMs === HOUR_MS ? "hourly" : `every ${gapMs / HOUR_MS} h`;
  if (gapMs % MINUTE_MS === 0) return gapMs === MINUTE_MS ? "every minute" : `every ${gapMs / MINUTE_MS} min`;
  if (gapMs < MINUTE_MS) return gapMs === 1_000 ? "every second" : `every ${gapMs / 1_000} s`;
  return `every ${durationTitle(gapMs)}`;
}

/** The most frequent gap (the shortest of equally frequent ones). */
function commonestGap(gaps: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const gap of gaps) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  let best = gaps[0] ?? 0;
  for (const [gap, count] of counts) {
    const bestCount = counts.get(best) ?? 0;
    if (count > bestCount || (count === bestCount && gap < best)) best = gap;
  }
  return best;
}

/** The period a repeat shape comes back after; a window that long holds the same number of runs. */
const SHAPE_PERIOD_MS: Record<Exclude<RepeatShape, "other">, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  // Four weeks: the shortest month, so a month's days are each counted once.
  monthly: 28 * DAY_MS,
};

/**
 * The cadence from a sample of consecutive runs (ascending; 32 or so) and how the schedule
 * repeats. Evenly spaced runs are named by their gap; uneven runs that repeat daily, weekly or
 * monthly are counted per period ("4× daily"); anything else, or a sample too short to span its
 * period, is named by its commonest gap.
 */
export function cronCadence(runs: readonly number[], shape: RepeatShape): string {
  const gaps = runs.slice(1).map((run, i) => run - (runs[i] ?? run));
  const first = runs[0];
  if (first === undefined || gaps.length === 0) return "scheduled";
  if (gaps.every((gap) => gap === gaps[0])) return gapInWords(gaps[0] ?? 0);
  if (shape !== "other") {
    const end = first + SHAPE_PERIOD_MS[shape];
    const last = runs.at(-1) ?? first;
    if (last >= end) {
      const count = runs.filter((run) => run < end).length;
      // The shapes are named as their cadences are: "daily", "weekly", "monthly".
      return count === 1 ? shape : `${count}× ${shape}`;
    }
  }
  return gapInWords(commonestGap(gaps));
}
