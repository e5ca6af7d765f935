/**
 * Freshness and trigger proximity of a push feed (beyond the spec): how old the on-chain value is
 * against its heartbeat, and how much of the deviation threshold the latest signed (off-chain)
 * value has used. Pure, so the list, the feed page and the api agree on every badge.
 */

export type FreshnessStatus = "fresh" | "due-soon" | "stale" | "instant" | "unknown";

export interface FreshnessInput {
  /** Instant-update feeds have no triggers: always current. */
  readonly isPerun: boolean;
  /** When the on-chain value was written, epoch ms. */
  readonly answerTimestamp: number | null;
  /** The on-chain (or relayed) answer. */
  readonly answer: number | null;
  /** Heartbeat, ms (for cron feeds the gap between runs); null or 0 = no time trigger. */
  readonly heartbeatMs: number | null;
  /** Deviation threshold, percent; null = no deviation trigger. */
  readonly deviation: number | null;
  /** The latest signed value of the feed's data service, off chain. */
  readonly signedValue: number | null;
}

export interface FeedFreshness {
  readonly status: FreshnessStatus;
  /** now − answerTimestamp, ms. */
  readonly ageMs: number | null;
  /** ageMs / heartbeat: 1 = the heartbeat is due now. */
  readonly heartbeatUsed: number | null;
  /** |signed − on-chain| / on-chain / threshold: 1 = the deviation trigger fires. */
  readonly deviationUsed: number | null;
  /** Why the status is what it is, in a short sentence for titles and banners. */
  readonly reason: string;
}

/** A feed is stale once its heartbeat is overdue by this share of it (at least STALE_MIN_MARGIN_MS). */
export const STALE_MARGIN_SHARE = 0.1;
export const STALE_MIN_MARGIN_MS = 60_000;
/** "Due soon" from this share of the heartbeat or of the deviation threshold. */
export const DUE_SOON_SHARE = 0.8;

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

const percent = (share: number) => `${Math.round(share * 100)} %`;

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
  const heartbeatUsed = ageMs !== null && positive(input.heartbeatMs) ? ageMs / input.heartbeatMs : null;
  const deviationUsed =
    positive(input.deviation) && input.signedValue !== null && input.answer !== null && input.answer !== 0
      ? Math.abs(input.signedValue - input.answer) / Math.abs(input.answer) / (input.deviation / 100)
      : null;
  const base = { ageMs, heartbeatUsed, deviationUsed };
  if (ageMs === null || (heartbeatUsed === null && deviationUsed === null))
    return { ...base, status: "unknown", reason: "Not enough data to judge freshness" };
  const age = `updated ${shortDuration(ageMs)} ago`;
  if (positive(input.heartbeatMs) && ageMs > input.heartbeatMs + staleMarginMs(input.heartbeatMs))
    return {
      ...base,
      status: "stale",
      reason: `Heartbeat missed: ${age}, every ${shortDuration(input.heartbeatMs)} expected`,
    };
  const deviationText =
    deviationUsed === null ? "" : `; ${percent(deviationUsed)} of the deviation threshold used`;
  const heartbeatText = heartbeatUsed === null ? age : `${age} (${percent(heartbeatUsed)} of the heartbeat)`;
  const due = (heartbeatUsed ?? 0) >= DUE_SOON_SHARE || (deviationUsed ?? 0) >= DUE_SOON_SHARE;
  return {
    ...base,
    status: due ? "due-soon" : "fresh",
    reason: `${heartbeatText}${deviationText}`.replace(/^u/, "U"),
  };
}

/** Badge texts. */
export const FRESHNESS_LABELS: Readonly<Record<FreshnessStatus, string>> = {
  fresh: "Fresh",
  "due-soon": "Due soon",
  stale: "Stale",
  instant: "Instant",
  unknown: "Unknown",
};
