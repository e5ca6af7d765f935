import { nextCronRun } from "@oracle-explorer/core/cron";
import type { DecideUpdate } from "../relayer/types.ts";

const usable = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;

/**
 * The relayer's trigger decision for one feed (pure; the simulated history and the real relayer
 * share it, so both write on the same rules).
 *
 * Precedence when several triggers hold at once: first, deviation, cron, heartbeat. A price move
 * is the most informative reason to report, a scheduled run is more specific than an elapsed
 * heartbeat, and the answer only labels the update: whichever holds, one update is sent.
 *
 * Edge cases:
 * - a candidate or `now` that is not a finite number never triggers (nothing sane to write);
 * - a null or 0 deviation threshold never triggers (0 would mean "every round", which the
 *   manifests express with a 0 heartbeat instead);
 * - a written value of 0: any non-zero candidate counts as a deviation (the relative move is
 *   unbounded), a candidate of 0 does not; no division is ever made;
 * - a null or 0 heartbeat never triggers (bolt layers, see core's heartbeatOf);
 * - an invalid cron list never triggers (nextCronRun answers null);
 * - a cron run exactly at `now` counts: runs are looked for in (timestamp, now].
 */
export const decideUpdate: DecideUpdate = ({ triggers, current, candidate, now }) => {
  if (!Number.isFinite(candidate) || !Number.isFinite(now)) return null;
  const { value, timestamp } = current;
  if (value === null || timestamp === null || !Number.isFinite(value) || !Number.isFinite(timestamp)) {
    return "first";
  }

  const deviation = triggers.deviationPercentage;
  if (usable(deviation)) {
    // |Δ| × 100 ≥ threshold × |value| is the percentage test without a division, so a written
    // value of 0 needs no special case and exact thresholds are not lost to rounding.
    if (Math.abs(candidate - value) * 100 >= deviation * Math.abs(value) && candidate !== value) {
      return "deviation";
    }
  }

  if (triggers.cron !== null && triggers.cron.length > 0) {
    const run = nextCronRun(triggers.cron, timestamp);
    if (run !== null && run <= now) return "cron";
  }

  const heartbeat = triggers.timeSinceLastUpdateInMilliseconds;
  if (usable(heartbeat) && now - timestamp >= heartbeat) return "heartbeat";
  return null;
};
