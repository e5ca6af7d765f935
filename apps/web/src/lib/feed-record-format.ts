import type { UpdateTriggerView } from "@oracle-explorer/core/api-views";
import { durationText, formatFixed, NONE } from "./node-format.ts";

/**
 * How a push feed's record reads (the feed page's Reliability section and the Push Model list's
 * record columns): updates per day, durations ("1 h 32 min", node-format's), the lag from a
 * signed round to its block, and the names of the triggers. A figure with nothing behind it is
 * "—" (NONE), never "0".
 */

/** What each trigger is called, in the order they are listed. */
export const TRIGGER_LABELS: Readonly<Record<UpdateTriggerView, string>> = {
  deviation: "Deviation",
  heartbeat: "Heartbeat",
  cron: "Cron",
  other: "Other (manual, or written with its layer)",
  unknown: "Unknown (first recorded)",
};

export const TRIGGER_ORDER: readonly UpdateTriggerView[] = [
  "deviation",
  "heartbeat",
  "cron",
  "other",
  "unknown",
];

/** Trailing zeros of a fraction dropped: "2.50" → "2.5", "3.0" → "3". */
const trimZeros = (text: string) => (text.includes(".") ? text.replace(/\.?0+$/, "") : text);

/**
 * Updates per day: "1,440", "48.5", "2.25", "0.03"; a rate too small to write in two decimals is
 * "< 0.01", never "0" (there was an update); only no update at all is "0".
 */
export function formatPerDay(perDay: number | null): string {
  if (perDay === null || !Number.isFinite(perDay)) return NONE;
  if (perDay <= 0) return "0";
  if (perDay < 0.01) return "< 0.01";
  if (perDay >= 100) return formatFixed(perDay, 0);
  return trimZeros(formatFixed(perDay, perDay >= 10 ? 1 : 2));
}

/** A duration or "—": "1 h 32 min", "45 s". */
export const formatDuration = (ms: number | null): string =>
  ms === null || !Number.isFinite(ms) ? NONE : durationText(ms);

/**
 * The lag from a signed round to the block that carried it: "0.8 s", "4.2 s", "12 s", "3 min".
 * Block times are whole seconds, so nothing finer than a tenth is written.
 */
export function formatLag(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return NONE;
  const seconds = Math.max(0, ms) / 1000;
  if (seconds < 10) return `${trimZeros(formatFixed(seconds, 1))} s`;
  return durationText(ms);
}

/** A share of a whole: "85.2%", "0%" for none; "—" when there is no whole to share. */
export function formatShare(part: number, whole: number): string {
  if (whole <= 0) return NONE;
  if (part === 0) return "0%";
  const percent = (part / whole) * 100;
  // A share that rounds to 0.0 still happened.
  if (percent < 0.1) return "< 0.1%";
  return `${trimZeros(formatFixed(percent, 1))}%`;
}

/** "1 update", "59 updates". */
export const updatesText = (count: number) =>
  `${formatFixed(count, 0)} ${count === 1 ? "update" : "updates"}`;
