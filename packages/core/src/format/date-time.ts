import { NO_DATA, type NumericInput, toFiniteNumber } from "./no-data.ts";

const MS_PER_SECOND = 1000;

const SHORT = { dateStyle: "short", timeStyle: "short" } as const;

/** Formatters for explicit time zones. The local-zone one is not cached: the zone can change. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** An en-US short date-time formatter; an unknown time zone falls back to the local one. */
function shortDateTimeFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  if (timeZone === undefined) return new Intl.DateTimeFormat("en-US", SHORT);
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", { ...SHORT, timeZone });
    } catch {
      // Intl throws RangeError for a zone it does not know; a wrong zone must not break a table.
      return new Intl.DateTimeFormat("en-US", SHORT);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A timestamp in seconds as a short date and time, e.g. "7/1/24, 6:01 PM" (FORMAT-16, decision:
 * en-US, dateStyle and timeStyle "short"). The local time zone is used unless `timeZone` (an IANA
 * name) is given; tests pass one so they do not depend on the machine. A missing, non-numeric or
 * out-of-range timestamp shows "no-data".
 */
export function formatTimestampSeconds(seconds: NumericInput, timeZone?: string): string {
  const value = toFiniteNumber(seconds);
  if (value === null) return NO_DATA;
  const date = new Date(value * MS_PER_SECOND);
  if (Number.isNaN(date.getTime())) return NO_DATA;
  return shortDateTimeFormatter(timeZone).format(date);
}
