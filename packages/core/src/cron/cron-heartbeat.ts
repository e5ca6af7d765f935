import { DAY_MS } from "../constants.ts";
import { nextRunOfSchedules } from "./cron-next.ts";
import { INVALID_CRON_MESSAGE, parseCronList } from "./cron-parse.ts";
import { durationTitle } from "./duration-title.ts";

/**
 * DATA-26 (cron part): a cron heartbeat is carried as the JSON text of its expression list, e.g.
 * '["0 10 * * *"]'. Returns the list, or null when the text is not a JSON array of strings.
 */
export function parseCronHeartbeat(heartbeat: string): string[] | null {
  let value: unknown;
  try {
    value = JSON.parse(heartbeat);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === "string")) return null;
  return value;
}

/** DATA-26 (cron part): the heartbeat text for a cron trigger. */
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
  const next = nextRunOfSchedules(parsed.schedules, now);
  return next === null ? null : next - now;
}

/**
 * DATA-28 (cron part): heartbeatTitle for a cron trigger, the gap between the next run and the run
 * after it (both taken across all expressions), as durationTitle writes it; "Invalid cron"
 * (ERROR-18, DATA-29) when the list does not parse. Decision: the gap that follows `now`, so a list
 * such as ["55 7 * * *", "30 59 7 * * *"] shows the gap the countdown is currently running through.
 */
export function cronGapTitle(expressions: readonly string[], now: number): string {
  const parsed = parseCronList(expressions);
  if (!parsed.ok) return INVALID_CRON_MESSAGE;
  const first = nextRunOfSchedules(parsed.schedules, now);
  const second = first === null ? null : nextRunOfSchedules(parsed.schedules, first);
  if (first === null || second === null) return INVALID_CRON_MESSAGE;
  return durationTitle(second - first);
}

/** How far ahead, and how many runs at most, cronPeriodMs looks. */
const PERIOD_WINDOW_MS = 7 * DAY_MS;
const PERIOD_MAX_RUNS = 1000;

/**
 * The schedule's typical period: the mean gap between its runs over the week after `now`. Unlike
 * the time to the next run it does not change with the time of day, so decisions made from it
 * (CALL-11's daysRange) are stable; null when the list is invalid or runs less than twice a week.
 */
export function cronPeriodMs(expressions: readonly string[], now: number): number | null {
  const parsed = parseCronList(expressions);
  if (!parsed.ok) return null;
  const first = nextRunOfSchedules(parsed.schedules, now);
  if (first === null) return null;
  let last = first;
  let runs = 1;
  while (runs < PERIOD_MAX_RUNS) {
    const next = nextRunOfSchedules(parsed.schedules, last);
    if (next === null || next - first > PERIOD_WINDOW_MS) break;
    last = next;
    runs++;
  }
  return runs < 2 ? null : (last - first) / (runs - 1);
}
