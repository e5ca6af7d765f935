import { nextCronRun } from "../cron/index.ts";
import type { FeedTriggers } from "../feeds/triggers.ts";
import { median } from "./median.ts";
import { DAY_MS } from "./windows.ts";

/**
 * A push feed's record, told from its on-chain updates alone (so updates read back from the
 * provider's history count the same as those the indexer saw land): what triggered each one, how
 * long the feed went without one, and how far past its deviation threshold an update landed.
 */

/**
 * Why an update was written, as far as the update series tells it. The relayer's precedence is
 * deviation, cron, heartbeat (devnet decide-update.ts mirrors it); "other" is an update none of
 * them explains (a wallet's manual update, or a feed a price-feeds layer wrote because another of
 * its feeds triggered); "unknown" is the first update the store holds (nothing to compare with).
 */
export type UpdateTrigger = "deviation" | "heartbeat" | "cron" | "other" | "unknown";
export const UPDATE_TRIGGERS: readonly UpdateTrigger[] = [
  "deviation",
  "heartbeat",
  "cron",
  "other",
  "unknown",
];

/** An update counts as a heartbeat miss past its deadline plus this grace: 10 %, at least a minute. */
export const HEARTBEAT_GRACE = { share: 0.1, minMs: 60_000 } as const;
/** A deviation update counts as beyond its threshold past this share of the threshold (10 %). */
export const OVERSHOOT_TOLERANCE_SHARE = 0.1;
/** Feed updates are kept 31 days: the longest reliability window (30 d) and the day it starts in. */
export const FEED_UPDATE_RETENTION_MS = 31 * DAY_MS;

/** The triggers the figures read: the feed's effective triggers (DATA-24). */
export type ReliabilityTriggers = FeedTriggers;

const usable = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;

export function heartbeatGraceMs(spanMs: number): number {
  return Math.max(HEARTBEAT_GRACE.minMs, HEARTBEAT_GRACE.share * spanMs);
}

/** The deviation threshold in basis points; null without one. */
export function thresholdBp(triggers: ReliabilityTriggers): number | null {
  return usable(triggers.deviationPercentage) ? triggers.deviationPercentage * 100 : null;
}

export function overshootToleranceBp(triggers: ReliabilityTriggers): number | null {
  const threshold = thresholdBp(triggers);
  return threshold === null ? null : threshold * OVERSHOOT_TOLERANCE_SHARE;
}

/**
 * When an update was due at the latest after one at `previousAt`: the heartbeat's end or the next
 * cron run, whichever comes first; null for a feed without a time trigger (deviation-only, bolt,
 * instant-update), which cannot miss a heartbeat.
 */
export function updateDeadline(triggers: ReliabilityTriggers, previousAt: number): number | null {
  const deadlines: number[] = [];
  const heartbeat = triggers.timeSinceLastUpdateInMilliseconds;
  if (usable(heartbeat)) deadlines.push(previousAt + heartbeat);
  if (triggers.cron !== null && triggers.cron.length > 0) {
    const run = nextCronRun(triggers.cron, previousAt);
    if (run !== null) deadlines.push(run);
  }
  return deadlines.length > 0 ? Math.min(...deadlines) : null;
}

/** Whether a wait from `previousAt` to `at` without an update went past the deadline plus grace. */
export function missedHeartbeat(triggers: ReliabilityTriggers, previousAt: number, at: number): boolean {
  const deadline = updateDeadline(triggers, previousAt);
  if (deadline === null) return false;
  return at > deadline + heartbeatGraceMs(deadline - previousAt);
}

export interface UpdatePoint {
  at: number;
  value: number;
}

export interface ClassifiedUpdate {
  trigger: UpdateTrigger;
  sincePreviousMs: number | null;
  moveBp: number | null;
  /** Deviation updates only: the move past the threshold, bp (never negative). */
  overshootBp: number | null;
  heartbeatMissed: boolean;
}

/** Relative move between two values, bp; null from 0 (unbounded) or a non-finite value. */
export function moveBp(from: number, to: number): number | null {
  if (from === 0 || !Number.isFinite(from) || !Number.isFinite(to)) return null;
  return (Math.abs(to - from) / Math.abs(from)) * 10_000;
}

/**
 * One update against the one before it. A deviation threshold is met when the move is at least
 * the threshold (less a rounding hair: the relayer compares the exact values); a cron run fell
 * between the two; the heartbeat had run out (less a second of clock noise between the check and
 * the block).
 */
export function classifyUpdate(
  triggers: ReliabilityTriggers,
  previous: UpdatePoint | null,
  update: UpdatePoint,
): ClassifiedUpdate {
  if (previous === null) {
    return {
      trigger: "unknown",
      sincePreviousMs: null,
      moveBp: null,
      overshootBp: null,
      heartbeatMissed: false,
    };
  }
  const since = update.at - previous.at;
  const move = moveBp(previous.value, update.value);
  const heartbeatMissed = missedHeartbeat(triggers, previous.at, update.at);
  const base = { sincePreviousMs: since, moveBp: move, heartbeatMissed };
  const threshold = thresholdBp(triggers);
  if (threshold !== null && move !== null && move >= threshold * (1 - 1e-9)) {
    return { ...base, trigger: "deviation", overshootBp: Math.max(0, move - threshold) };
  }
  if (triggers.cron !== null && triggers.cron.length > 0) {
    const run = nextCronRun(triggers.cron, previous.at);
    if (run !== null && run <= update.at) return { ...base, trigger: "cron", overshootBp: null };
  }
  const heartbeat = triggers.timeSinceLastUpdateInMilliseconds;
  if (usable(heartbeat) && since >= heartbeat - 1_000)
    return { ...base, trigger: "heartbeat", overshootBp: null };
  return { ...base, trigger: "other", overshootBp: null };
}

/** A recorded update as the summaries read it (the store's row, typed by core). */
export interface RecordedUpdate extends ClassifiedUpdate {
  at: number;
  value: number;
  lagMs: number | null;
}

export interface ReliabilitySummary {
  updates: number;
  updatesPerDay: number | null;
  triggers: Record<UpdateTrigger, number>;
  heartbeatMisses: number | null;
  longestStalenessMs: number | null;
  longestStalenessFrom: number | null;
  deviationUpdates: number;
  beyondThreshold: number;
  maxOvershootBp: number | null;
  lagSamples: number;
  lagP50Ms: number | null;
  lagMaxMs: number | null;
}

export interface SummaryWindow {
  from: number;
  to: number;
  /** The oldest update the store holds for the feed: time before it is not counted. */
  recordedFrom: number | null;
}

const emptyTriggers = (): Record<UpdateTrigger, number> => ({
  deviation: 0,
  heartbeat: 0,
  cron: 0,
  other: 0,
  unknown: 0,
});

/** Whether an update's overshoot counts as beyond the threshold. */
export function isBeyondThreshold(update: Pick<ClassifiedUpdate, "overshootBp">, toleranceBp: number | null) {
  return update.overshootBp !== null && toleranceBp !== null && update.overshootBp > toleranceBp;
}

/**
 * A feed's record over [from, to] from its updates in that window (ascending) and the last update
 * before or in it (the open stretch up to `to` counts as staleness, and as a miss once its deadline
 * plus grace has passed). Waits that began before the window count where they end.
 */
export function summarizeUpdates(
  updates: readonly RecordedUpdate[],
  triggers: ReliabilityTriggers,
  window: SummaryWindow,
): ReliabilitySummary {
  const inWindow = updates.filter((update) => update.at >= window.from && update.at <= window.to);
  const counts = emptyTriggers();
  let misses = 0;
  let longest: { ms: number; from: number } | null = null;
  const tolerance = overshootToleranceBp(triggers);
  let deviationUpdates = 0;
  let beyond = 0;
  let maxOvershoot: number | null = null;
  const lags: number[] = [];
  for (const update of inWindow) {
    counts[update.trigger]++;
    if (update.heartbeatMissed) misses++;
    if (update.sincePreviousMs !== null && (longest === null || update.sincePreviousMs > longest.ms)) {
      longest = { ms: update.sincePreviousMs, from: update.at - update.sincePreviousMs };
    }
    if (update.trigger === "deviation") {
      deviationUpdates++;
      if (isBeyondThreshold(update, tolerance)) beyond++;
      if (update.overshootBp !== null) maxOvershoot = Math.max(maxOvershoot ?? 0, update.overshootBp);
    }
    if (update.lagMs !== null) lags.push(update.lagMs);
  }
  const last = updates.filter((update) => update.at <= window.to).at(-1);
  if (last !== undefined) {
    const open = window.to - last.at;
    if (longest === null || open > longest.ms) longest = { ms: open, from: last.at };
    if (missedHeartbeat(triggers, last.at, window.to)) misses++;
  }
  const start = Math.max(window.from, window.recordedFrom ?? window.to);
  const coveredDays = (window.to - start) / DAY_MS;
  const hasTimeTrigger = updateDeadline(triggers, window.from) !== null;
  return {
    updates: inWindow.length,
    updatesPerDay: coveredDays > 0 ? inWindow.length / coveredDays : null,
    triggers: counts,
    // Nothing recorded is not "no miss": unknown.
    heartbeatMisses: hasTimeTrigger && window.recordedFrom !== null ? misses : null,
    longestStalenessMs: longest?.ms ?? null,
    longestStalenessFrom: longest?.from ?? null,
    deviationUpdates,
    beyondThreshold: beyond,
    maxOvershootBp: maxOvershoot,
    lagSamples: lags.length,
    lagP50Ms: median(lags),
    lagMaxMs: lags.length > 0 ? Math.max(...lags) : null,
  };
}

export interface ReliabilityDay {
  day: number;
  updates: number;
  heartbeatMisses: number;
  longestStalenessMs: number | null;
  beyondThreshold: number;
}

/** Per UTC day in [from, to] (oldest first): updates, misses, the longest wait ending that day. */
export function reliabilityDays(
  updates: readonly RecordedUpdate[],
  triggers: ReliabilityTriggers,
  from: number,
  to: number,
): ReliabilityDay[] {
  const days: ReliabilityDay[] = [];
  const byDay = new Map<number, ReliabilityDay>();
  for (let day = Math.floor(from / DAY_MS) * DAY_MS; day <= to; day += DAY_MS) {
    const entry = { day, updates: 0, heartbeatMisses: 0, longestStalenessMs: null, beyondThreshold: 0 };
    days.push(entry);
    byDay.set(day, entry);
  }
  const tolerance = overshootToleranceBp(triggers);
  const longer = (entry: ReliabilityDay, ms: number) => {
    entry.longestStalenessMs = Math.max(entry.longestStalenessMs ?? 0, ms);
  };
  for (const update of updates) {
    const entry = byDay.get(Math.floor(update.at / DAY_MS) * DAY_MS);
    if (!entry || update.at < from || update.at > to) continue;
    entry.updates++;
    if (update.heartbeatMissed) entry.heartbeatMisses++;
    if (isBeyondThreshold(update, tolerance)) entry.beyondThreshold++;
    if (update.sincePreviousMs !== null) longer(entry, update.sincePreviousMs);
  }
  const last = updates.filter((update) => update.at <= to).at(-1);
  const today = days.at(-1);
  if (last !== undefined && today !== undefined) {
    longer(today, to - last.at);
    if (missedHeartbeat(triggers, last.at, to)) today.heartbeatMisses++;
  }
  return days;
}
