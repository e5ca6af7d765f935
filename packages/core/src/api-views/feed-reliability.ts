import { z } from "zod";
import { historyWindowView } from "./history.ts";

/**
 * Response schemas of a push feed's record, read from the indexer's store: every on-chain update
 * the indexer saw or read back, what triggered it, how long the feed went without one, how far
 * past its deviation threshold an update landed and how long after its signed round. Durations
 * are milliseconds; deviations basis points (1 bp = 0.01 %).
 */

export const updateTriggerView = z.enum(["deviation", "heartbeat", "cron", "other", "unknown"]);
export type UpdateTriggerView = z.infer<typeof updateTriggerView>;

export const feedReliabilityWindowView = z
  .object({
    window: historyWindowView,
    updates: z.number().int(),
    /** updates / days of the window the store covers; null when it covers none of it. */
    updatesPerDay: z.number().nullable(),
    /** Updates per trigger, every trigger present (0 when none). */
    triggers: z.record(updateTriggerView, z.number().int()),
    /** Times the feed went past its heartbeat (plus grace) without an update; null without a heartbeat or a record. */
    heartbeatMisses: z.number().int().nullable(),
    /** The longest time between two updates (or since the last one), ms; null without updates. */
    longestStalenessMs: z.number().nullable(),
    /** When that stretch began, epoch ms. */
    longestStalenessFrom: z.number().nullable(),
    /** Deviation updates, and those that landed more than the tolerance past the threshold. */
    deviationUpdates: z.number().int(),
    beyondThreshold: z.number().int(),
    /** The largest overshoot past the threshold, bp; null without deviation updates. */
    maxOvershootBp: z.number().nullable(),
    /** Signed round → block time, over updates whose round the indexer could tell, ms. */
    lagSamples: z.number().int(),
    lagP50Ms: z.number().nullable(),
    lagMaxMs: z.number().nullable(),
  })
  .meta({ id: "FeedReliabilityWindow", description: "A push feed's record over one window." });
export type FeedReliabilityWindowView = z.infer<typeof feedReliabilityWindowView>;

export const feedUpdateRecordView = z
  .object({
    /** Block time of the update, epoch ms. */
    at: z.number(),
    value: z.number(),
    trigger: updateTriggerView,
    /** Time since the previous update, ms; null for the first one the store holds. */
    sincePreviousMs: z.number().nullable(),
    /** The move from the previous on-chain value, bp. */
    moveBp: z.number().nullable(),
    /** Deviation updates: how far past the threshold it landed, bp (0 when exactly at it). */
    overshootBp: z.number().nullable(),
    /** True when the update came after the heartbeat (plus grace) had run out. */
    heartbeatMissed: z.boolean(),
    /** Signed round → block time, ms; null when the round could not be told (read back, or ambiguous). */
    lagMs: z.number().nullable(),
    /** The written value against the signed median of the newest round at that moment, bp. */
    signedDeviationBp: z.number().nullable(),
    /** When the indexer saw it; null when read back from the provider's history. */
    seenAt: z.number().nullable(),
    txHash: z.string().nullable(),
  })
  .meta({ id: "FeedUpdateRecord", description: "One on-chain update as the indexer recorded it." });
export type FeedUpdateRecordView = z.infer<typeof feedUpdateRecordView>;

export const feedReliabilityDayView = z
  .object({
    day: z.number(),
    updates: z.number().int(),
    heartbeatMisses: z.number().int(),
    /** The longest wait for an update that ended (or is still open) that day, ms. */
    longestStalenessMs: z.number().nullable(),
    beyondThreshold: z.number().int(),
  })
  .meta({ id: "FeedReliabilityDay", description: "One UTC day of a push feed's record." });
export type FeedReliabilityDayView = z.infer<typeof feedReliabilityDayView>;

export const feedReliabilityView = z
  .object({
    layerId: z.string(),
    feedId: z.string(),
    /** The feed's triggers as the figures read them. */
    deviationPercentage: z.number().nullable(),
    heartbeatMs: z.number().nullable(),
    /** Grace past the heartbeat before an update counts as missed, ms. */
    heartbeatGraceMs: z.number().nullable(),
    /** Tolerance past the deviation threshold before an update counts as beyond it, bp. */
    overshootToleranceBp: z.number().nullable(),
    /** 7 d and 30 d, in that order. */
    windows: z.array(feedReliabilityWindowView),
    /** Per UTC day over 30 days, oldest first. */
    days: z.array(feedReliabilityDayView),
    /** The newest updates first, at most 50 (the rest: /updates). */
    recent: z.array(feedUpdateRecordView),
    /** The oldest update the store holds for the feed; null before the indexer read any. */
    recordedFrom: z.number().nullable(),
  })
  .meta({ id: "FeedReliability", description: "A push feed's record: updates, triggers, staleness, lag." });
export type FeedReliabilityView = z.infer<typeof feedReliabilityView>;

export const feedUpdateRecordsView = z
  .object({
    layerId: z.string(),
    feedId: z.string(),
    from: z.number(),
    to: z.number(),
    updates: z.array(feedUpdateRecordView),
  })
  .meta({
    id: "FeedUpdateRecords",
    description: "A push feed's recorded updates in a window (oldest first).",
  });
export type FeedUpdateRecordsView = z.infer<typeof feedUpdateRecordsView>;

/** The Push Model list's record columns, keyed "layerId/feedId"; a feed not indexed yet is absent. */
export const feedRecordView = z
  .object({
    updatesPerDay7d: z.number().nullable(),
    heartbeatMisses7d: z.number().int().nullable(),
    longestStalenessMs7d: z.number().nullable(),
    beyondThreshold7d: z.number().int(),
  })
  .meta({ id: "FeedRecord", description: "A push feed's 7-day record, for the feeds list." });
export type FeedRecordView = z.infer<typeof feedRecordView>;

export const feedRecordsView = z
  .object({ records: z.record(z.string(), feedRecordView), generatedAt: z.number() })
  .meta({ id: "FeedRecords", description: "Every indexed push feed's 7-day record." });
export type FeedRecordsView = z.infer<typeof feedRecordsView>;

/** The TVS page's measured panel: the network over the last day (7 d for uptime). */
export const networkRecordView = z
  .object({
    /** Median over registered nodes of their 7-day uptime, 0..1; null before any round. */
    medianNodeUptime7d: z.number().nullable(),
    /** Median over nodes of their 7-day deviation p50 from the round median, bp. */
    medianDeviationBp7d: z.number().nullable(),
    /** On-chain updates recorded in the last 24 h, all feeds. */
    onChainUpdates24h: z.number().int(),
    /** Nodes with a 7-day record. */
    nodes: z.number().int(),
    /** Feeds with an on-chain update in the last 24 h. */
    feeds: z.number().int(),
    generatedAt: z.number(),
  })
  .meta({ id: "NetworkRecord", description: "Measured network figures from the indexer's store." });
export type NetworkRecordView = z.infer<typeof networkRecordView>;
