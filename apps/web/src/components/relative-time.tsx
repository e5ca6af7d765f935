import { LAST_UPDATED_REFRESH_MS } from "@oracle-explorer/core/constants";
import { NO_DATA, relativeTime } from "@oracle-explorer/core/format";
import { useNow } from "./use-now.ts";

const two = (value: number) => String(value).padStart(2, "0");

/**
 * The exact local time as toLocaleString("en-US") writes it ("11/22/2026, 6:42:04 AM"), without
 * Intl: the first Intl date format of a page sets up the locale's calendar data (about 25 ms on a
 * desktop, four times that on a phone), which would otherwise land in the page's first render.
 */
export function exactLocalTime(date: Date): string {
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${two(date.getMinutes())}:${two(date.getSeconds())} ${hours < 12 ? "AM" : "PM"}`;
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}, ${clock}`;
}

/**
 * "N seconds ago" / "N minutes ago" / "N hours ago" / "N days ago" (FORMAT-20..22, with ages
 * past an hour said as ages: see core's relativeTime), refreshed every second
 * (FORMAT-23). The exact time is in the element's title and dateTime for those who need it.
 */
export function RelativeTime({ timestamp }: { timestamp: number | null }) {
  const now = useNow(LAST_UPDATED_REFRESH_MS);
  const date = new Date(timestamp ?? Number.NaN);
  // A finite number can still be past what a Date holds (±8.64e15 ms); toISOString would throw.
  if (Number.isNaN(date.getTime()) || timestamp === null) return <span>{NO_DATA}</span>;
  return (
    <time dateTime={date.toISOString()} title={exactLocalTime(date)}>
      {relativeTime(timestamp, now)}
    </time>
  );
}
