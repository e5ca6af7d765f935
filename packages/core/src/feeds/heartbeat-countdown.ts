import { BEAT_ANIMATION_MS } from "../constants.ts";

/**
 * The heartbeat timer of the feeds list and the single feed page (FEED-18, FEED-19): it counts
 * down to the next beat, and at zero the heart beats for 1.5 s. Pure, so every tick is a
 * function of the clock and no timer state drifts.
 */
interface HeartbeatCountdown {
  /** ms to the next beat, ≥ 0. */
  readonly remainingMs: number;
  /** When the timer reaches zero next, epoch ms. */
  readonly nextBeatAt: number;
  /** The beat the timer has reached (for a schedule, the latest passed run); null before it. */
  readonly lastBeatAt: number | null;
  /** True for BEAT_ANIMATION_MS after a beat: the heart animation plays. */
  readonly beating: boolean;
}

/**
 * `nextBeatAt` is when the api said the next beat is due (last update + heartbeat). The timer
 * counts down to it, beats there, and then rests at zero until the page's data brings the next
 * update and with it the next beat: the full heartbeat again (FEED-19, decision: the restart
 * waits for the update, so a late feed never shows a fresh countdown beside a "due now" badge).
 * (Cron feeds: scheduleCountdown.)
 */
export function heartbeatCountdown(nextBeatAt: number, now: number): HeartbeatCountdown {
  if (now < nextBeatAt)
    return { remainingMs: nextBeatAt - now, nextBeatAt, lastBeatAt: null, beating: false };
  return {
    remainingMs: 0,
    nextBeatAt,
    lastBeatAt: nextBeatAt,
    beating: now - nextBeatAt < BEAT_ANIMATION_MS,
  };
}

/**
 * The timer of a cron feed (decision): it counts down to the next of the schedule's listed runs
 * (the api's `schedule.nextRuns`, ascending) and at zero steps to the following one, never to an
 * average period. Once the list is used up it rests at 00:00:00 until the page's refetch brings
 * new runs. `lastBeatAt` is the latest listed run that has passed (null before the first), so each
 * run is one beat. Null when the schedule lists no run (an invalid cron).
 */
export function scheduleCountdown(runs: readonly number[], now: number): HeartbeatCountdown | null {
  const lastRun = runs.at(-1);
  if (lastRun === undefined) return null;
  const nextIndex = runs.findIndex((run) => run > now);
  const lastBeatAt = (nextIndex === -1 ? lastRun : runs[nextIndex - 1]) ?? null;
  const beating = lastBeatAt !== null && now - lastBeatAt < BEAT_ANIMATION_MS;
  const nextBeatAt = nextIndex === -1 ? lastRun : (runs[nextIndex] ?? lastRun);
  return { remainingMs: Math.max(0, nextBeatAt - now), nextBeatAt, lastBeatAt, beating };
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The timer text: "HH:MM:SS", with a day count in front past 24 hours ("2d 03:04:05"). Seconds
 * round up, so the timer reads 00:00:01 until the beat and 00:00:00 only at it.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
