import { z } from "zod";

/**
 * Response schemas of the network's record, read from the indexer's store: a node's scorecard
 * and its rounds. Deviations are basis points from the round's median (1 bp = 0.01 %); a
 * quantile is the upper edge of its histogram bucket ("p95 ≤ 5 bp"), never an understatement.
 */

export const historyWindowView = z.enum(["24h", "7d", "30d"]);

export const nodeUptimeView = z
  .object({
    window: historyWindowView,
    /** Rounds of the node's data service the indexer observed in the window. */
    expectedRounds: z.number().int(),
    /** Of those, rounds the node signed (late ones included). */
    signedRounds: z.number().int(),
    lateRounds: z.number().int(),
    missedRounds: z.number().int(),
    /** Packages whose signature did not recover to the node. */
    invalidSignatures: z.number().int(),
    /** signedRounds / expectedRounds, 0..1; null when nothing was observed. */
    uptime: z.number().nullable(),
  })
  .meta({ id: "NodeUptime", description: "A node's record over one window." });
export type NodeUptimeView = z.infer<typeof nodeUptimeView>;

export const deviationStatsView = z
  .object({
    samples: z.number().int(),
    p50Bp: z.number().nullable(),
    p95Bp: z.number().nullable(),
    maxBp: z.number().nullable(),
  })
  .meta({ id: "DeviationStats", description: "Deviation from the round's median, basis points." });
export type DeviationStatsView = z.infer<typeof deviationStatsView>;

export const feedDeviationView = deviationStatsView
  .extend({ feedId: z.string() })
  .meta({ id: "FeedDeviation", description: "A node's deviation on one feed." });
export type FeedDeviationView = z.infer<typeof feedDeviationView>;

export const missedRunView = z
  .object({ from: z.number(), to: z.number(), rounds: z.number().int() })
  .meta({ id: "MissedRun", description: "Consecutive observed rounds a node did not sign (epoch ms)." });

export const historyGapView = z
  .object({ from: z.number(), to: z.number(), reason: z.string() })
  .meta({ id: "HistoryGap", description: "Time nobody observed: the indexer or the gateway was down." });
export type HistoryGapView = z.infer<typeof historyGapView>;

export const nodeHourView = z
  .object({
    hour: z.number(),
    expectedRounds: z.number().int(),
    signedRounds: z.number().int(),
    lateRounds: z.number().int(),
    invalidSignatures: z.number().int(),
    uptime: z.number().nullable(),
    deviationP95Bp: z.number().nullable(),
  })
  .meta({ id: "NodeHour", description: "One hour of a node's record." });
export type NodeHourView = z.infer<typeof nodeHourView>;

export const nodeScorecardView = z
  .object({
    node: z.object({
      name: z.string(),
      address: z.string(),
      dataServiceId: z.string(),
      logo: z.string().nullable(),
      url: z.string().nullable(),
    }),
    /** 24 h, 7 d and 30 d, in that order. */
    uptime: z.array(nodeUptimeView),
    /** Over 7 days, all feeds. */
    deviation: deviationStatsView,
    /** Over 7 days, per feed, largest p95 first. */
    feeds: z.array(feedDeviationView),
    /** Missed rounds of the raw window (newest first). */
    missed: z.array(missedRunView),
    /** Rounds where one of its packages failed signature recovery (newest first, raw window). */
    invalidRounds: z.array(z.object({ round: z.number(), feedIds: z.array(z.string()) })),
    /** Hourly record over 7 days, oldest first. */
    hours: z.array(nodeHourView),
    gaps: z.array(historyGapView),
    /** The first round the store holds for the service; null before the indexer's first round. */
    recordedFrom: z.number().nullable(),
    /** How far back the raw rounds go (the rest is hourly). */
    rawRetentionHours: z.number(),
  })
  .meta({ id: "NodeScorecard", description: "A node's record: uptime, deviation, missed rounds." });
export type NodeScorecardView = z.infer<typeof nodeScorecardView>;

export const nodeRoundView = z
  .object({
    round: z.number(),
    status: z.enum(["signed", "late", "missed"]),
    /** When the indexer first saw its package; null for a missed round or one read back later. */
    seenAt: z.number().nullable(),
    feeds: z.number().int(),
    invalidSignatures: z.number().int(),
    deviationMaxBp: z.number().nullable(),
  })
  .meta({ id: "NodeRound", description: "One observed round of a node's data service." });
export type NodeRoundView = z.infer<typeof nodeRoundView>;

export const nodeRoundsView = z
  .object({ address: z.string(), from: z.number(), to: z.number(), rounds: z.array(nodeRoundView) })
  .meta({ id: "NodeRounds", description: "A node's raw rounds in a window (oldest first)." });
export type NodeRoundsView = z.infer<typeof nodeRoundsView>;

/** The Production Nodes list's record columns: null for a node without a key or not yet indexed. */
export const nodeRecordView = z
  .object({
    uptime7d: z.number().nullable(),
    deviationP95Bp7d: z.number().nullable(),
    missedRounds7d: z.number().int(),
    /** 1 is best: highest uptime, then lowest deviation p95. */
    rank: z.number().int().nullable(),
  })
  .meta({ id: "NodeRecord", description: "A node's 7-day record, for the nodes list." });
export type NodeRecordView = z.infer<typeof nodeRecordView>;
