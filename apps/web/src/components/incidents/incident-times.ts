import type { IncidentView } from "@oracle-explorer/core/api-views";
import { relativeTime } from "@oracle-explorer/core/format";
import { durationText, utcClock, utcDay, utcRange } from "../../lib/node-format.ts";

/**
 * When an incident was, in the words its row shows: how long ago it started (the exact UTC time
 * beside it and in its title), and for one that ended, its span in UTC and how long it lasted.
 * UTC, as the network's record and the status page's days are.
 */
export interface IncidentTimes {
  /** "12 minutes ago". */
  readonly ago: string;
  /** "Nov 25, 12:03:10 UTC": the start, exactly. */
  readonly startedAt: string;
  /** "12:03:10 – 13:15:00 UTC" (both days when it crossed midnight); null while ongoing. */
  readonly span: string | null;
  /** "1 h 12 min"; null while ongoing. */
  readonly lasted: string | null;
}

/** "Nov 25, 12:03:10 UTC". */
export const utcInstant = (ms: number) => `${utcDay(ms)}, ${utcClock(ms)} UTC`;

export function incidentTimes(
  incident: Pick<IncidentView, "startedAt" | "endedAt">,
  now: number,
): IncidentTimes {
  const { startedAt, endedAt } = incident;
  return {
    ago: relativeTime(startedAt, now),
    startedAt: utcInstant(startedAt),
    span: endedAt === null ? null : utcRange(startedAt, endedAt),
    lasted: endedAt === null ? null : durationText(endedAt - startedAt),
  };
}
