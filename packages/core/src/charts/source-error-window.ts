import { DAY_MS, SOURCE_ERROR_WINDOW_DAYS } from "../constants.ts";
import type { SourcesReportLike } from "./source-errors.ts";

/**
 * The UTC days a source's error charts cover (SOURCES-06). The spec's window is the last 5 days,
 * which suits a report written daily (the devnet's). The live report stopped being written in
 * March 2022, so counted back from today every chart would be empty and every source would read
 * "no errors", which the report does not say. When the report's newest day is older than the
 * window ending today, the window ends on that day instead, and says so (decision).
 */
export interface SourceErrorWindow {
  /** First UTC day, "YYYY-MM-DD". */
  readonly first: string;
  /** Last UTC day, "YYYY-MM-DD". */
  readonly last: string;
  /** "today": the last N days (the spec's window); "report": the report's last N days. */
  readonly endsAt: "today" | "report";
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" of an epoch ms, or null for a time no Date holds. */
function utcDay(ms: number): string | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** Epoch ms of a real calendar day's UTC midnight, or null ("2022-02-30", "yesterday"). */
function utcDayStart(day: string): number | null {
  if (!DAY_KEY.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return utcDay(ms) === day ? ms : null;
}

/**
 * The newest day any source's stat is keyed by, across the whole report, or null for an empty
 * report. Keys that are not real calendar days are ignored, so one bad key cannot move the
 * window of every source.
 */
export function reportNewestDay(report: SourcesReportLike | null | undefined): string | null {
  let newest: string | null = null;
  for (const stats of Object.values(report ?? {})) {
    for (const perDay of Object.values(stats ?? {})) {
      for (const day of Object.keys(perDay ?? {})) {
        // Real "YYYY-MM-DD" keys order as text in the order of their days.
        if ((newest === null || day > newest) && utcDayStart(day) !== null) newest = day;
      }
    }
  }
  return newest;
}

/**
 * SOURCES-06 (decision on stale reports): the `days` UTC days ending today, or ending on the
 * report's newest day when that day falls before them. A report with days after today (a clock
 * behind the report's) keeps today's window. Null for an unusable `now`.
 */
export function sourceErrorWindow(
  report: SourcesReportLike | null | undefined,
  now: number,
  days: number = SOURCE_ERROR_WINDOW_DAYS,
): SourceErrorWindow | null {
  const count = Number.isNaN(days) ? SOURCE_ERROR_WINDOW_DAYS : Math.max(1, Math.min(366, Math.floor(days)));
  const today = utcDay(now);
  const todayStart = today === null ? null : utcDayStart(today);
  if (todayStart === null) return null;
  const newest = reportNewestDay(report);
  const newestStart = newest === null ? null : utcDayStart(newest);
  const spanMs = (count - 1) * DAY_MS;
  const stale = newestStart !== null && newestStart < todayStart - spanMs;
  const lastStart = stale ? newestStart : todayStart;
  const first = utcDay(lastStart - spanMs);
  const last = utcDay(lastStart);
  if (first === null || last === null) return null;
  return { first, last, endsAt: stale ? "report" : "today" };
}

/** Every UTC day of a window, oldest first (none when its ends are not days). */
export function windowDays(window: Pick<SourceErrorWindow, "first" | "last">): string[] {
  const first = utcDayStart(window.first);
  const last = utcDayStart(window.last);
  if (first === null || last === null) return [];
  const result: string[] = [];
  for (let ms = first; ms <= last && result.length < 366; ms += DAY_MS) {
    const day = utcDay(ms);
    if (day !== null) result.push(day);
  }
  return result;
}
