import { LAST_UPDATED_REFRESH_MS, NO_DATA, relativeTime } from "@oracle-explorer/core";
import { useNow } from "./use-now.ts";

/**
 * "N seconds ago" / "N minutes ago" / "recently" (FORMAT-20..22), refreshed every second
 * (FORMAT-23). The exact time is in the element's title and dateTime for those who need it.
 */
export function RelativeTime({ timestamp }: { timestamp: number | null }) {
  const now = useNow(LAST_UPDATED_REFRESH_MS);
  const date = new Date(timestamp ?? Number.NaN);
  // A finite number can still be past what a Date holds (±8.64e15 ms); toISOString would throw.
  if (Number.isNaN(date.getTime()) || timestamp === null) return <span>{NO_DATA}</span>;
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString("en-US")}>
      {relativeTime(timestamp, now)}
    </time>
  );
}
