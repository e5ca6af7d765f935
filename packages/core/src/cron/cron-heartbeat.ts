import { DAY_MS } from "../constants.ts";
import { nextRunOf, runsAfter } from "./cron-next.ts";
import { parseCronList } from "./cron-parse.ts";

/**
 * DATA-26 (cron part): a cron heartbeat is carried as the JSON text of its expression list, e.g.
 * '["0 10 * * *"]'.
 */
export function cronHeartbeat(expressions: readonly string[]): string {
  return JSON.stringify(expressions);
}

/**
 * DATA-27 (cron part): heartbeatInterval for a cron trigger, the ms from `now` until the earliest
 * next run across all expressions; null when the list is invalid (show INVALID_CRON_MESSAGE).
 */
export function msUntilNextCronRun(expressions: readonly string[], now: number): number | null {
  const parsed = parseCronList(expressions);
  if (!parsed.ok) return null;
  const next = nextRunOf(parsed.crons, now);
  return next === null ? null : next - now;
}

/** How far ahead, and how many runs at most, cronPeriodMs looks (denser schedules: their first 200). */
const PERIOD_WINDOW_MS = 7 * DAY_MS;
const PERIOD_MAX_RUNS = 200;

/**
 * The schedule's typical period: the mean gap between its runs over the week after `now`. Unlike
 * the time to the next run it does not change with the time of day, so decisions made from it
 * (CALL-11's daysRange, the heartbeat column's sort) are stable; null when the list is invalid or
 * runs less than twice a week. Never a freshness or countdown measure: an average says nothing of
 * when a daily run is due, so those follow the runs themselves (cronSchedule).
 */
export function cronPeriodMs(expressions: readonly string[], now: number): number | null {
  const parsed = parseCronList(expressions);
  if (!parsed.ok) return null;
  const first = nextRunOf(parsed.crons, now);
  if (first === null) return null;
  const runs = [first, ...runsAfter(parsed.crons, first, PERIOD_MAX_RUNS - 1, first + PERIOD_WINDOW_MS)];
  const last = runs.at(-1) ?? first;
  return runs.length < 2 ? null : (last - first) / (runs.length - 1);
}
