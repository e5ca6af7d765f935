import { type ParsedCron, parseCronList } from "./cron-parse.ts";

/** The Date range's end (±8.64e15 ms); croner's own search stops at year 10000 well before it. */
const MAX_DATE_MS = 8.64e15;

const usable = (ms: number) => Number.isFinite(ms) && Math.abs(ms) < MAX_DATE_MS;

/** One expression's first run strictly after `after`, epoch ms. */
function nextRun(cron: ParsedCron, after: number): number | null {
  return cron.job.nextRun(new Date(after))?.getTime() ?? null;
}

/** One expression's latest run at or before `at` (croner's previous runs are strictly before). */
function latestRun(cron: ParsedCron, at: number): number | null {
  return cron.job.previousRuns(1, new Date(at + 1))[0]?.getTime() ?? null;
}

/**
 * Runs of several expressions merged in time order, strictly after `after` (ascending) up to
 * `limit` runs and no later than `until`. One cursor per expression, so each run is looked up once;
 * a time two expressions share is one run.
 */
export function runsAfter(
  crons: readonly ParsedCron[],
  after: number,
  limit: number,
  until = Number.POSITIVE_INFINITY,
): number[] {
  if (!usable(after)) return [];
  const cursors = crons.map((cron) => nextRun(cron, after));
  const runs: number[] = [];
  while (runs.length < limit) {
    const earliest = Math.min(...cursors.map((run) => run ?? Number.POSITIVE_INFINITY));
    if (!Number.isFinite(earliest) || earliest > until) break;
    runs.push(earliest);
    crons.forEach((cron, i) => {
      if (cursors[i] === earliest) cursors[i] = nextRun(cron, earliest);
    });
  }
  return runs;
}

/**
 * Runs at or before `at`, latest first, up to `limit`: the mirror of runsAfter, for the schedule's
 * recent past.
 */
export function runsAtOrBefore(crons: readonly ParsedCron[], at: number, limit: number): number[] {
  if (!usable(at)) return [];
  const cursors = crons.map((cron) => latestRun(cron, at));
  const runs: number[] = [];
  while (runs.length < limit) {
    const latest = Math.max(...cursors.map((run) => run ?? Number.NEGATIVE_INFINITY));
    if (!Number.isFinite(latest)) break;
    runs.push(latest);
    crons.forEach((cron, i) => {
      if (cursors[i] === latest) cursors[i] = latestRun(cron, latest - 1);
    });
  }
  return runs;
}

/** The earliest run strictly after `now` across all expressions, or null when there is none. */
export function nextRunOf(crons: readonly ParsedCron[], now: number): number | null {
  return runsAfter(crons, now, 1)[0] ?? null;
}

/**
 * DATA-27: the earliest next run (epoch ms) across all expressions; null when the list does not
 * parse (any bad expression, see parseCronList) or `now` is not a usable time.
 */
export function nextCronRun(expressions: readonly string[], now: number): number | null {
  const parsed = parseCronList(expressions);
  return parsed.ok ? nextRunOf(parsed.crons, now) : null;
}
