import {
  cronCadenceTitle,
  cronHeartbeat,
  cronPeriodMs,
  durationTitle,
  msUntilNextCronRun,
} from "../cron/index.ts";

/** Update triggers as manifests write them (layer level or per-feed override). */
export interface UpdateTriggersInput {
  deviationPercentage?: number;
  timeSinceLastUpdateInMilliseconds?: number;
  cron?: string[];
  priceFeedsDeviationOverrides?: Record<string, number>;
}

/** A feed's effective triggers (DATA-24). */
export interface FeedTriggers {
  cron: string[] | null;
  deviationPercentage: number | null;
  timeSinceLastUpdateInMilliseconds: number | null;
}

/** Which override produced the effective triggers. */
export interface TriggerOverrides {
  /** priceFeedsDeviationOverrides[feedId] replaced the layer's deviation. */
  deviation: boolean;
  /** The feed's updateTriggersOverrides replaced the layer's triggers entirely. */
  full: boolean;
}

const finite = (n: unknown): number | null => (typeof n === "number" && Number.isFinite(n) ? n : null);

/**
 * DATA-24 (decision on precedence): a feed's updateTriggersOverrides replaces the layer's
 * triggers entirely, as the relayer does; otherwise priceFeedsDeviationOverrides[feedId] replaces
 * just the deviation; otherwise the layer's updateTriggers apply.
 */
export function effectiveTriggers(
  layer: UpdateTriggersInput | undefined,
  feedId: string,
  feedOverrides: UpdateTriggersInput | undefined,
): { triggers: FeedTriggers; overrides: TriggerOverrides } {
  const full = feedOverrides !== undefined && Object.keys(feedOverrides).length > 0;
  const source = full ? feedOverrides : (layer ?? {});
  const deviationOverride = full ? null : finite(layer?.priceFeedsDeviationOverrides?.[feedId]);
  const cron = Array.isArray(source.cron) && source.cron.length > 0 ? [...source.cron] : null;
  return {
    triggers: {
      cron,
      deviationPercentage: deviationOverride ?? finite(source.deviationPercentage),
      timeSinceLastUpdateInMilliseconds: finite(source.timeSinceLastUpdateInMilliseconds),
    },
    overrides: { deviation: deviationOverride !== null, full },
  };
}

/** The heartbeat fields of a feed row (DATA-26..29). */
export interface Heartbeat {
  /** Seconds, or a JSON array of cron expressions; null when there is no time trigger. */
  heartbeat: number | string | null;
  /** ms to the next beat: the heartbeat itself, or for cron the time to the next run. */
  heartbeatInterval: number | null;
  /** "24h", "10m"…; for cron the schedule's cadence ("daily", "every 5 min"), or "Invalid cron". */
  heartbeatTitle: string | null;
  /**
   * The heartbeat's period: the heartbeat itself, or a cron schedule's mean gap between runs (for
   * CALL-11 and sorting only; a cron feed's freshness and countdown follow its runs).
   */
  heartbeatPeriodMs: number | null;
}

/**
 * DATA-26..29. A heartbeat of 0 ms (the fast "bolt" layers) is no time trigger at all: those
 * relayers push on every round, and a 0-length countdown would beat every second.
 */
export function heartbeatOf(triggers: FeedTriggers, now: number): Heartbeat {
  if (triggers.cron) {
    return {
      heartbeat: cronHeartbeat(triggers.cron),
      heartbeatInterval: msUntilNextCronRun(triggers.cron, now),
      heartbeatTitle: cronCadenceTitle(triggers.cron, now),
      heartbeatPeriodMs: cronPeriodMs(triggers.cron, now),
    };
  }
  const ms = triggers.timeSinceLastUpdateInMilliseconds;
  if (ms === null || ms <= 0) {
    return { heartbeat: null, heartbeatInterval: null, heartbeatTitle: null, heartbeatPeriodMs: null };
  }
  return {
    heartbeat: ms / 1000,
    heartbeatInterval: ms,
    heartbeatTitle: durationTitle(ms),
    heartbeatPeriodMs: ms,
  };
}

/** DATA-30: instant-update ("perun") feeds have no update trigger at all. */
export function isInstantUpdate(triggers: FeedTriggers): boolean {
  const hasDeviation = triggers.deviationPercentage !== null && triggers.deviationPercentage > 0;
  const hasHeartbeat =
    triggers.timeSinceLastUpdateInMilliseconds !== null && triggers.timeSinceLastUpdateInMilliseconds > 0;
  return !hasDeviation && !hasHeartbeat && triggers.cron === null;
}
