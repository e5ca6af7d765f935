import { LAST_UPDATED_SECONDS_THRESHOLD_S } from "../constants.ts";
import { NO_DATA } from "./no-data.ts";

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
/** FORMAT-21 (decision): minutes are shown up to, not including, 60 minutes. */
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;
/** The largest epoch ms a Date holds; beyond it a number is no time at all. */
const MAX_TIME_MS = 8.64e15;

const isTime = (ms: unknown): ms is number =>
  typeof ms === "number" && Number.isFinite(ms) && Math.abs(ms) <= MAX_TIME_MS;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * The "Last updated" text: "N seconds ago" under 60 s (FORMAT-20), "N minutes ago" under 60
 * minutes (FORMAT-21), then "N hours ago" under 24 hours and "N days ago" beyond. Both arguments
 * are epoch ms; `now` is passed in so the function stays pure. A timestamp in the future (clock
 * skew) counts as 0 seconds ago. Counts are whole units rounded down, and a count of 1 reads
 * "1 second ago" / "1 hour ago" (decision). A missing time, or a number no Date can hold,
 * shows "no-data".
 *
 * FORMAT-22 says "recently" past an hour. We say the age instead (decision): on the live network
 * values can be hours or years old ("814 days ago"), and "recently" beside them is untrue. Every
 * caller knows the age when it shows this text; with no age it is "no-data", never "recently".
 */
export function relativeTime(timestampMs: number | null | undefined, nowMs: number): string {
  if (!isTime(timestampMs) || !isTime(nowMs)) return NO_DATA;
  const seconds = Math.max(0, Math.floor((nowMs - timestampMs) / MS_PER_SECOND));
  if (seconds < LAST_UPDATED_SECONDS_THRESHOLD_S) return plural(seconds, "second");
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  if (minutes < MINUTES_PER_HOUR) return plural(minutes, "minute");
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < HOURS_PER_DAY) return plural(hours, "hour");
  return plural(Math.floor(hours / HOURS_PER_DAY), "day");
}
