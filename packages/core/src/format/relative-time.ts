import { LAST_UPDATED_SECONDS_THRESHOLD_S } from "../constants.ts";
import { NO_DATA } from "./no-data.ts";

const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
/** FORMAT-21 (decision): minutes are shown up to, not including, 60 minutes. */
const MINUTES_THRESHOLD = 60;

/** FORMAT-22: the text shown once minutes no longer apply. */
export const RECENTLY = "recently";

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * The "Last updated" text (FORMAT-20..22): "N seconds ago" under 60 s, "N minutes ago" under 60
 * minutes, "recently" otherwise. Both arguments are epoch ms; `now` is passed in so the function
 * stays pure. A timestamp in the future (clock skew) counts as 0 seconds ago. Counts are whole
 * units rounded down, and a count of 1 reads "1 second ago" / "1 minute ago" (decision). A
 * missing or non-finite time shows "no-data".
 */
export function relativeTime(timestampMs: number | null | undefined, nowMs: number): string {
  if (typeof timestampMs !== "number" || !Number.isFinite(timestampMs) || !Number.isFinite(nowMs)) {
    return NO_DATA;
  }
  const seconds = Math.max(0, Math.floor((nowMs - timestampMs) / MS_PER_SECOND));
  if (seconds < LAST_UPDATED_SECONDS_THRESHOLD_S) return plural(seconds, "second");
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  if (minutes < MINUTES_THRESHOLD) return plural(minutes, "minute");
  return RECENTLY;
}
