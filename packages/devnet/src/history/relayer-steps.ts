import type { FeedTriggers } from "@oracle-explorer/core/feeds";
import { combineIndex, hashString } from "../market/hash.ts";

/**
 * When the simulated relayer looks at a feed. The real relayer checks every few seconds; the
 * simulation checks on a coarser grid so 30 days of ~900 feeds stay a matter of seconds:
 * - every 10 minutes by default, instant-update and bolt feeds included (they really push every
 *   ~10 s; a 10-minute grid keeps their history readable and the log small);
 * - every minute for feeds whose heartbeat is under an hour, so short heartbeats stay visible
 *   (a heartbeat under a minute is simulated as one update a minute), but only over the last
 *   FAST_WINDOW_MS of a simulated range (a day and ten minutes); before that they too are
 *   checked every 10 minutes, so one whose heartbeat is under 10 minutes misses its heartbeat
 *   there, on purpose: the devnet's indexer reads back only the last day. A month of minutes is ~45k updates per fast feed (1.1M rows for the recorded world's 45 fast
 *   feeds): the cap keeps backfills to seconds and responses to a few hundred kB, and the charts,
 *   drawn with at most 500 points, do not show the difference. Live appends (ranges of seconds)
 *   and restarts after less than a day down are always at the fast cadence.
 * Each grid step lands a few seconds after its grid line (a per-step jitter shared by every feed,
 * pure in (seed, cadence, step)), so block times do not all fall on round minutes; cron runs are
 * extra checks a few seconds after each run, and so are heartbeat deadlines (for feeds whose
 * heartbeat is at least their cadence) and the ends of held-back windows (simulate.ts).
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const DEFAULT_CADENCE_MS = 10 * MINUTE_MS;
const FAST_CADENCE_MS = MINUTE_MS;
/**
 * The recent span of a simulated range where fast feeds are checked every minute: the last day,
 * and one 10-minute step before it, so the interval from a feed's last 10-minute update to its
 * first 1-minute one (up to ~11 minutes, a missed heartbeat for any fast feed) ends before the
 * last day begins, and the last day that an indexer reads back holds only on-time heartbeats.
 */
export const FAST_WINDOW_MS = DAY_MS + DEFAULT_CADENCE_MS;
/** Cron checks land 1–8 s after the run. */
export const CRON_DELAY_MAX_MS = 9_000;

/** The check cadence of a feed (see above). */
export function cadenceOf(triggers: FeedTriggers): number {
  const heartbeat = triggers.timeSinceLastUpdateInMilliseconds;
  return heartbeat !== null && heartbeat > 0 && heartbeat < HOUR_MS ? FAST_CADENCE_MS : DEFAULT_CADENCE_MS;
}

const seedWord = (seed: number) => (Number.isFinite(seed) ? Math.floor(seed) : 0);

/**
 * The instant of grid step k at a cadence: k × cadence plus whole seconds of jitter below a sixth
 * of the cadence (0–9 s a minute, 0–99 s per 10 minutes). Strictly increasing in k.
 */
export function stepClock(seed: number, cadence: number): (k: number) => number {
  const key = combineIndex(hashString(`relayer-step|${cadence}`), seedWord(seed));
  const jitterSeconds = Math.max(1, Math.floor(cadence / 6_000));
  return (k) => k * cadence + (combineIndex(key, k) % jitterSeconds) * 1000;
}

/** The first grid step strictly after `from`. */
export function firstStepAfter(from: number, cadence: number, stepAt: (k: number) => number): number {
  const k = Math.floor(from / cadence);
  return stepAt(k) > from ? k : k + 1;
}

/** When the relayer acts on a cron run: 1–8 whole seconds after it. */
export function cronCheckTime(seed: number, run: number): number {
  const key = combineIndex(hashString("relayer-cron"), seedWord(seed));
  return run + (1 + (combineIndex(key, Math.floor(run / 1000)) % 8)) * 1000;
}

/**
 * When the relayer acts on a heartbeat deadline (last update + heartbeat) or on the end of a
 * held-back window: 1–8 whole seconds after it, as for a cron run (its own hash, so a deadline and
 * a cron run at the same instant are not checked together by construction).
 */
export function heartbeatCheckTime(seed: number, due: number): number {
  const key = combineIndex(hashString("relayer-deadline"), seedWord(seed));
  return due + (1 + (combineIndex(key, Math.floor(due / 1000)) % 8)) * 1000;
}
