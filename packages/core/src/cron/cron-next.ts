import { DAY_MS } from "../constants.ts";
import { type CronSchedule, parseCronList } from "./cron-parse.ts";

/**
 * Search horizon: one Gregorian cycle (400 years). parseCron rejects schedules that can never fire,
 * and every other schedule fires within a cycle (e.g. 29 February on a Sunday recurs after 28
 * years), so reaching the horizon only happens near the end of the Date range.
 */
const SEARCH_LIMIT_MS = 400 * 366 * DAY_MS;

/** Epoch ms of a UTC wall time; overflowing fields roll over (day 32 is the next month's 1st). */
function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  // setUTCFullYear, unlike Date.UTC, does not remap years 0-99 onto 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** The first value of a sorted list that is >= value. */
function firstAtLeast(sorted: readonly number[], value: number): number | undefined {
  return sorted.find((candidate) => candidate >= value);
}

function dayMatches(schedule: CronSchedule, dayOfMonth: number, dayOfWeek: number): boolean {
  const domMatches = schedule.daysOfMonth.includes(dayOfMonth);
  const dowMatches = schedule.daysOfWeek.includes(dayOfWeek);
  return schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted
    ? domMatches || dowMatches
    : domMatches && dowMatches;
}

/** True when `ms` is a whole UTC second that the schedule fires at. */
export function cronMatches(schedule: CronSchedule, ms: number): boolean {
  if (!Number.isFinite(ms) || ms % 1000 !== 0) return false;
  const date = new Date(ms);
  if (Number.isNaN(date.getTime())) return false;
  return (
    schedule.seconds.includes(date.getUTCSeconds()) &&
    schedule.minutes.includes(date.getUTCMinutes()) &&
    schedule.hours.includes(date.getUTCHours()) &&
    schedule.months.includes(date.getUTCMonth() + 1) &&
    dayMatches(schedule, date.getUTCDate(), date.getUTCDay())
  );
}

/**
 * The first run strictly after `now` (epoch ms), or null past the end of the Date range. Skips by
 * field (month, then day, then hour, minute, second) instead of stepping minute by minute.
 */
export function nextScheduleRun(schedule: CronSchedule, now: number): number | null {
  if (!Number.isFinite(now)) return null;
  let time = Math.floor(now / 1000) * 1000 + 1000;
  const limit = time + SEARCH_LIMIT_MS;
  while (time <= limit) {
    const date = new Date(time);
    if (Number.isNaN(date.getTime())) return null;
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    const day = date.getUTCDate();
    const hour = date.getUTCHours();
    const minute = date.getUTCMinutes();
    const second = date.getUTCSeconds();

    const nextMonth = firstAtLeast(schedule.months, month);
    if (nextMonth !== month) {
      time = nextMonth === undefined ? utc(year + 1, schedule.months[0] ?? 1, 1) : utc(year, nextMonth, 1);
      continue;
    }
    if (!dayMatches(schedule, day, date.getUTCDay())) {
      time = utc(year, month, day + 1);
      continue;
    }
    const nextHour = firstAtLeast(schedule.hours, hour);
    if (nextHour !== hour) {
      time = nextHour === undefined ? utc(year, month, day + 1) : utc(year, month, day, nextHour);
      continue;
    }
    const nextMinute = firstAtLeast(schedule.minutes, minute);
    if (nextMinute !== minute) {
      time =
        nextMinute === undefined ? utc(year, month, day, hour + 1) : utc(year, month, day, hour, nextMinute);
      continue;
    }
    const nextSecond = firstAtLeast(schedule.seconds, second);
    if (nextSecond !== second) {
      time =
        nextSecond === undefined
          ? utc(year, month, day, hour, minute + 1)
          : utc(year, month, day, hour, minute, nextSecond);
      continue;
    }
    return time;
  }
  return null;
}

/** The earliest run strictly after `now` across all schedules, or null when there is none. */
export function nextRunOfSchedules(schedules: readonly CronSchedule[], now: number): number | null {
  let earliest: number | null = null;
  for (const schedule of schedules) {
    const run = nextScheduleRun(schedule, now);
    if (run !== null && (earliest === null || run < earliest)) earliest = run;
  }
  return earliest;
}

/**
 * DATA-27: the earliest next run (epoch ms) across all expressions; null when the list does not
 * parse (any bad expression, see parseCronList) or `now` is not a usable time.
 */
export function nextCronRun(expressions: readonly string[], now: number): number | null {
  const parsed = parseCronList(expressions);
  return parsed.ok ? nextRunOfSchedules(parsed.schedules, now) : null;
}
