import { z } from "zod";

/**
 * The time windows of the history exports (a node's rounds, a feed's updates): epoch-ms query
 * parameters, and why a window cannot be answered. A window longer than what the store keeps is
 * refused with the reason, never answered with a slow full scan.
 */

/** How far ahead of the api's clock a range may end: clocks differ a little, never a minute. */
const CLOCK_SKEW_MS = 60_000;
const HOUR_MS = 3_600_000;

export const epochMs = z
  .string()
  .regex(/^\d{1,15}$/, "expected epoch milliseconds (digits only)")
  .transform(Number);

/** "48 h", "31 days": a retention as the 400's reason says it (days from three of them). */
const spanText = (ms: number) =>
  ms >= 72 * HOUR_MS ? `${Math.round(ms / (24 * HOUR_MS))} days` : `${ms / HOUR_MS} h`;

/** Why a requested window cannot be answered, or null when it can. */
export function rangeProblem(
  range: { from: number; to: number },
  now: number,
  kept: { ms: number; what: string },
): string | null {
  if (range.from >= range.to) return "from must be before to";
  if (range.to > now + CLOCK_SKEW_MS) return "to is in the future";
  if (range.to - range.from > kept.ms) {
    return `the window is longer than the ${spanText(kept.ms)} of ${kept.what} the store keeps`;
  }
  return null;
}
