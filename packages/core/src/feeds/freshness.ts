import {
  dueRunAt,
  runsAround,
  SCHEDULE_EARLY_MS,
  type ScheduleRuns,
  scheduleGapShare,
} from "./schedule-runs.ts";

/**
 * Freshness and trigger proximity of a push feed (beyond the spec): how old the on-chain value is
 * against its heartbeat or its cron schedule, and how much of the deviation threshold the latest
 * signed (off-chain) value has used. Pure, so the list, the feed page and the api agree on every
 * badge.
 */

/**
 * Read with the heartbeat timer, which counts down to the same moment (last update + heartbeat):
 * "fresh" and "due-soon" while it runs (due soon in its last 20 %), "due-now" once it has reached
 * zero and the update has not landed, "stale" past the margin. So the badge never says "due soon"
 * beside a timer at zero, nor "due now" beside a running one. (A cron feed is "due now" while its
 * last run's update is pending; its timer meanwhile counts to the next run.)
 */
export type FreshnessStatus = "fresh" | "due-soon" | "due-now" | "stale" | "instant" | "unknown";

export interface FreshnessInput {
  /** Instant-update feeds have no triggers: always current. */
  readonly isPerun: boolean;
  /** When the on-chain value was written, epoch ms. */
  readonly answerTimestamp: number | null;
  /** The on-chain (or relayed) answer. */
  readonly answer: number | null;
  /** Heartbeat, ms; null or 0 = no time trigger. Not read for a feed with a schedule. */
  readonly heartbeatMs: number | null;
  /** A cron feed's runs (the api's `schedule`); null or absent for other feeds. */
  readonly schedule?: ScheduleRuns | null;
  /** Deviation threshold, percent; null = no deviation trigger. */
  readonly deviation: number | null;
  /** The latest signed value of the feed's data service, off chain. */
  readonly signedValue: number | null;
}

export interface FeedFreshness {
  readonly status: FreshnessStatus;
  /** now − answerTimestamp, ms. */
  readonly ageMs: number | null;
  /**
   * ageMs / heartbeat: 1 = the heartbeat is due now. For a cron feed, the share of the gap between
   * the previous and the next scheduled run that has elapsed.
   */
  readonly heartbeatUsed: number | null;
  /** |signed − on-chain| / on-chain / threshold: 1 = the deviation trigger fires. */
  readonly deviationUsed: number | null;
  /** Why the status is what it is, in a short sentence for titles and banners. */
  readonly reason: string;
}

/** A feed is stale once its heartbeat is overdue by this share of it (at least STALE_MIN_MARGIN_MS). */
const STALE_MARGIN_SHARE = 0.1;
const STALE_MIN_MARGIN_MS = 60_000;
/** "Due soon" from this share of the heartbeat or of the deviation threshold. */
const DUE_SOON_SHARE = 0.8;

/** The margin past the heartbeat before a feed counts as stale: 10 % of it, at least a minute. */
export function staleMarginMs(heartbeatMs: number): number {
  return Math.max(STALE_MIN_MARGIN_MS, heartbeatMs * STALE_MARGIN_SHARE);
}

const positive = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/** A duration in its largest whole unit: "45 s", "12 min", "5 h", "3 d". */
export function shortDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
}

/** Shares above this are said in words: "28128824 %" tells a visitor nothing more than "far beyond". */
const MAX_SHOWN_SHARE = 9.99;

/** A share of a trigger as a percentage, or "far beyond" past MAX_SHOWN_SHARE (999 %). */
export function formatShare(share: number): string {
  return share > MAX_SHOWN_SHARE ? "far beyond" : `${Math.round(share * 100)} %`;
}

/** "45 % of the heartbeat", "far beyond the heartbeat". */
const shareOf = (share: number, what: string) =>
  share > MAX_SHOWN_SHARE ? `far beyond ${what}` : `${formatShare(share)} of ${what}`;

/** "; 20 % of the deviation threshold used", "; far beyond the deviation threshold", or "". */
const deviationPhrase = (used: number | null) =>
  used === null
    ? ""
    : used > MAX_SHOWN_SHARE
      ? "; far beyond the deviation threshold"
      : `; ${shareOf(used, "the deviation threshold")} used`;

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function feedFreshness(input: FreshnessInput, now: number): FeedFreshness {
  if (input.isPerun)
    return {
      status: "instant",
      ageMs: null,
      heartbeatUsed: null,
      deviationUsed: null,
      reason: "Updated on every change",
    };
  const ageMs = input.answerTimestamp === null ? null : Math.max(0, now - input.answerTimestamp);
  const deviationUsed =
    positive(input.deviation) && input.signedValue !== null && input.answer !== null && input.answer !== 0
      ? Math.abs(input.signedValue - input.answer) / Math.abs(input.answer) / (input.deviation / 100)
      : null;
  const deviationText = deviationPhrase(deviationUsed);
  if (input.schedule)
    return scheduledFreshness(
      input.schedule,
      input.answerTimestamp,
      ageMs,
      deviationUsed,
      deviationText,
      now,
    );
  const heartbeatUsed = ageMs !== null && positive(input.heartbeatMs) ? ageMs / input.heartbeatMs : null;
  const base = { ageMs, heartbeatUsed, deviationUsed };
  if (ageMs === null || (heartbeatUsed === null && deviationUsed === null))
    return { ...base, status: "unknown", reason: UNKNOWN_REASON };
  const age = `updated ${shortDuration(ageMs)} ago`;
  if (positive(input.heartbeatMs) && ageMs > input.heartbeatMs + staleMarginMs(input.heartbeatMs))
    return {
      ...base,
      status: "stale",
      reason: `Heartbeat missed: ${age}, every ${shortDuration(input.heartbeatMs)} expected`,
    };
  if (positive(input.heartbeatMs) && ageMs >= input.heartbeatMs)
    return {
      ...base,
      status: "due-now",
      reason: capitalised(
        `${age}: the heartbeat of ${shortDuration(input.heartbeatMs)} came ${shortDuration(ageMs - input.heartbeatMs)} ago and its update has not landed yet${deviationText}`,
      ),
    };
  const heartbeatText = heartbeatUsed === null ? age : `${age} (${shareOf(heartbeatUsed, "the heartbeat")})`;
  const due = (heartbeatUsed ?? 0) >= DUE_SOON_SHARE || (deviationUsed ?? 0) >= DUE_SOON_SHARE;
  return {
    ...base,
    status: due ? "due-soon" : "fresh",
    reason: capitalised(`${heartbeatText}${deviationText}`),
  };
}

const UNKNOWN_REASON = "Not enough data to judge freshness";

/**
 * A cron feed (decision): stale only when no update has landed for the run it is due for
 * (dueRunAt: the latest run whose margin has passed), an update up to SCHEDULE_EARLY_MS before a
 * run counting for it; due now while the latest run's update has not landed yet (within its
 * margin); due soon from DUE_SOON_SHARE of the current gap between runs. Never an average period: a feed
 * updated once a day is fresh all day.
 */
function scheduledFreshness(
  schedule: ScheduleRuns,
  answerTimestamp: number | null,
  ageMs: number | null,
  deviationUsed: number | null,
  deviationText: string,
  now: number,
): FeedFreshness {
  const heartbeatUsed = scheduleGapShare(schedule, now);
  const base = { ageMs, heartbeatUsed, deviationUsed };
  const dueRun = dueRunAt(schedule, now);
  if (
    answerTimestamp === null ||
    ageMs === null ||
    (dueRun === null && heartbeatUsed === null && deviationUsed === null)
  )
    return { ...base, status: "unknown", reason: UNKNOWN_REASON };
  const age = `updated ${shortDuration(ageMs)} ago`;
  const landedFor = (run: number) => answerTimestamp >= run - SCHEDULE_EARLY_MS;
  if (dueRun !== null && !landedFor(dueRun))
    return {
      ...base,
      status: "stale",
      reason: `Scheduled update missed: ${age}, a run was due ${shortDuration(now - dueRun)} ago`,
    };
  const { previous, next } = runsAround(schedule, now);
  const pending = previous !== null && !landedFor(previous);
  const scheduleText = pending
    ? `; the update for the run ${shortDuration(now - previous)} ago has not landed yet`
    : next === null
      ? ""
      : `; next scheduled run in ${shortDuration(next - now)}`;
  const due = (heartbeatUsed ?? 0) >= DUE_SOON_SHARE || (deviationUsed ?? 0) >= DUE_SOON_SHARE;
  return {
    ...base,
    status: pending ? "due-now" : due ? "due-soon" : "fresh",
    reason: capitalised(`${age}${scheduleText}${deviationText}`),
  };
}

/** Badge texts. */
export const FRESHNESS_LABELS: Readonly<Record<FreshnessStatus, string>> = {
  fresh: "Fresh",
  "due-soon": "Due soon",
  "due-now": "Due now",
  stale: "Stale",
  instant: "Instant",
  unknown: "Unknown",
};
