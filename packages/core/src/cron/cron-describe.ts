import cronstrue from "cronstrue";
import { type CronFields, cronFields, fixedTimesOfDay, listedNumbers } from "./cron-fields.ts";

/**
 * A schedule in words, e.g. "Daily at 12:00 UTC" or "Daily at 07:55, 07:59:30, 07:59:40 and
 * 07:59:50 UTC". Expressions that share their day fields and fire at listed times of day are
 * described together, since relayers write one expression per time (the 2024 arbitrumPremia layer
 * has four); other shapes are left to cronstrue, with 24-hour times. Every phrase says UTC, as
 * relayers evaluate crons in UTC whatever the visitor's zone.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "a", "a and b", "a, b and c". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** 07:55, or 07:59:30 when the seconds matter. */
function timeOfDay(seconds: number): string {
  const clock = `${pad(Math.floor(seconds / 3_600))}:${pad(Math.floor(seconds / 60) % 60)}`;
  return seconds % 60 === 0 ? clock : `${clock}:${pad(seconds % 60)}`;
}

/** The day part of a phrase for day fields this describer covers, or null for cronstrue's. */
function daysInWords(days: Pick<CronFields, "dayOfMonth" | "month" | "dayOfWeek">): string | null {
  const { dayOfMonth, month, dayOfWeek } = days;
  if (month !== "*") return null;
  if (dayOfMonth === "*" && dayOfWeek === "*") return "Daily";
  const weekdays = listedNumbers(dayOfWeek);
  if (dayOfMonth === "*" && weekdays) {
    // Monday first, as a week reads; 7 and 0 are both Sunday.
    const ordered = [...new Set(weekdays.map((day) => day % 7))].sort(
      (a, b) => ((a + 6) % 7) - ((b + 6) % 7),
    );
    return `Every ${listInWords(ordered.map((day) => WEEKDAYS[day] ?? String(day)))}`;
  }
  const monthDays = listedNumbers(dayOfMonth);
  if (dayOfWeek === "*" && monthDays) {
    monthDays.sort((a, b) => a - b);
    return `Monthly on day${monthDays.length > 1 ? "s" : ""} ${listInWords(monthDays.map(String))}`;
  }
  return null;
}

/** cronstrue's words for one expression, or the expression itself should cronstrue refuse it. */
function cronstrueWords(expression: string): string {
  try {
    return `${cronstrue.toString(expression, { use24HourTimeFormat: true })} (UTC)`;
  } catch {
    return `Cron "${expression}" (UTC)`;
  }
}

interface Group {
  readonly days: string;
  readonly times: Set<number>;
}

/** The schedule of a valid expression list in words. */
export function describeCronList(expressions: readonly string[]): string {
  // Groups in the order their first expression appears; expressions they cannot take stand alone.
  const groups = new Map<string, Group>();
  const phrases: (Group | string)[] = [];
  for (const expression of expressions) {
    const fields = cronFields(expression);
    const times = fields === null ? null : fixedTimesOfDay(fields);
    const days = fields === null ? null : daysInWords(fields);
    if (fields === null || times === null || days === null) {
      phrases.push(cronstrueWords(expression));
      continue;
    }
    const key = `${fields.dayOfMonth} ${fields.month} ${fields.dayOfWeek}`;
    const known = groups.get(key);
    if (known) {
      for (const time of times) known.times.add(time);
      continue;
    }
    const group: Group = { days, times: new Set(times) };
    groups.set(key, group);
    phrases.push(group);
  }
  const words = [
    ...new Set(phrases.map((phrase) => (typeof phrase === "string" ? phrase : groupWords(phrase)))),
  ];
  return words.map((phrase, i) => (i === 0 ? phrase : lowerFirst(phrase))).join("; ");
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

function groupWords(group: Group): string {
  const times = [...group.times].sort((a, b) => a - b).map(timeOfDay);
  return `${group.days} at ${listInWords(times)} UTC`;
}
