import { LAST_UPDATED_REFRESH_MS, relativeTime } from "@oracle-explorer/core";
import { useNow } from "./use-now.ts";

/**
 * "N seconds ago" / "N minutes ago" / "recently" (FORMAT-20..22), refreshed every second
 * (FORMAT-23). The exact time is in the element's title and dateTime for those who need it.
 */
export function RelativeTime({ timestamp }: { timestamp: number | null }) {
  const now = useNow(LAST_UPDATED_REFRESH_MS);
  if (timestamp === null || !Number.isFinite(timestamp)) return <span>no-data</span>;
  const date = new Date(timestamp);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString("en-US")}>
      {relativeTime(timestamp, now)}
    </time>
  );
}
