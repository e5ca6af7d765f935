import { HOUR_MS, MINUTE_MS } from "../constants.ts";

/**
 * What a cron feed's freshness and countdown are judged by: its scheduled runs, as the api listed
 * them (cronSchedule). Pure arithmetic on those times, with no cron evaluation, so the web can
 * judge a feed at any later moment without shipping a cron library.
 */
export interface ScheduleRuns {
  /**
   * Runs at or before the moment the list was made, oldest first: from the run an update was then
   * due for (see dueRunAt) to the latest run.
   */
  readonly recentRuns: readonly number[];
  /** The runs after it, oldest first. */
  readonly nextRuns: readonly number[];
}

/** A run is missed once this share of the gap before it has passed (1 min to 1 h). */
const SCHEDULE_MARGIN_SHARE = 0.1;
const SCHEDULE_MIN_MARGIN_MS = MINUTE_MS;
const SCHEDULE_MAX_MARGIN_MS = HOUR_MS;
/**
 * An update this long before a run counts for it: a package's timestamp is when it was signed,
 * which precedes the block that carries it, so an update for a run can read slightly early.
 */
export const SCHEDULE_EARLY_MS = MINUTE_MS;

/** How long after a run its update may still land: 10 % of the gap before it, 1 min to 1 h. */
export function scheduleMarginMs(gapBeforeMs: number): number {
  return Math.min(
    SCHEDULE_MAX_MARGIN_MS,
    Math.max(SCHEDULE_MIN_MARGIN_MS, gapBeforeMs * SCHEDULE_MARGIN_SHARE),
  );
}

/** Every listed run, oldest first. */
function allRuns(runs: ScheduleRuns): number[] {
  return [...runs.recentRuns, ...runs.nextRuns];
}

/**
 * The run an update is due for at `now`: the latest run R whose margin has passed (R + margin ≤
 * now), the margin taken from the gap between R and the run before it. The first listed run has no
 * run before it in the list; the api listed it because it was already due then. Null when no
 * listed run is due.
 */
export function dueRunAt(runs: ScheduleRuns, now: number): number | null {
  const times = allRuns(runs);
  for (let i = times.length - 1; i >= 0; i--) {
    const run = times[i] ?? Number.POSITIVE_INFINITY;
    if (run > now) continue;
    const before = times[i - 1];
    if (before === undefined || run + scheduleMarginMs(run - before) <= now) return run;
  }
  return null;
}

/** The latest listed run at or before `now`, and the first after it. */
export function runsAround(
  runs: ScheduleRuns,
  now: number,
): { previous: number | null; next: number | null } {
  const times = allRuns(runs);
  const nextIndex = times.findIndex((run) => run > now);
  const previousIndex = (nextIndex === -1 ? times.length : nextIndex) - 1;
  return {
    previous: times[previousIndex] ?? null,
    next: nextIndex === -1 ? null : (times[nextIndex] ?? null),
  };
}

/**
 * The share of the current gap (previous run → next run) elapsed at `now`: 0 just after a run,
 * 1 at the next. Null when `now` is outside the listed runs.
 */
export function scheduleGapShare(runs: ScheduleRuns, now: number): number | null {
  const { previous, next } = runsAround(runs, now);
  if (previous === null || next === null) return null;
  return (now - previous) / (next - previous);
}
