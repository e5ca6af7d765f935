import { z } from "zod";
import { apiWarningView } from "./tokens.ts";

/** Response schemas (view models) of the api's feeds resources; types are inferred from them. */

const chainId = z.union([z.number(), z.string()]);

export const feedNetworkView = z
  .object({
    id: chainId,
    key: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    isTestnet: z.boolean(),
  })
  .meta({ id: "FeedNetwork" });

export const feedScheduleView = z
  .object({
    expressions: z.array(z.string()).meta({ description: "The cron expressions as the manifest wrote them" }),
    text: z.string().meta({
      description: 'The schedule in words, UTC; "Invalid cron" when an expression does not parse',
      example: "Daily at 07:55, 07:59:30, 07:59:40 and 07:59:50 UTC",
    }),
    cadence: z.string().meta({ description: "A short label for tight places", example: "4× daily" }),
    nextRuns: z.array(z.number()).meta({
      description: "Runs after the answer was made, epoch ms: up to 8 within 48 h, at least the next one",
    }),
    lastRunAt: z.number().nullable().meta({ description: "The latest run at or before then, epoch ms" }),
    recentRuns: z.array(z.number()).meta({
      description:
        "Runs at or before then, oldest first, from the run an update was due for (its margin passed) " +
        "to lastRunAt: with nextRuns they let a client judge freshness at a later time",
    }),
  })
  .meta({ id: "FeedSchedule", description: "A cron trigger's schedule (UTC)." });
export type FeedScheduleView = z.infer<typeof feedScheduleView>;

export const feedListItemView = z
  .object({
    feed: z.string().meta({ description: "The feed id as published", example: "ETH" }),
    tokenName: z.string(),
    logo: z.string().nullable(),
    denomination: z.string(),
    network: feedNetworkView,
    routeNetwork: z.string().meta({ description: "URL-safe network name for SingleFeed links" }),
    routeToken: z.string().meta({ description: "URL-safe feed id for SingleFeed links" }),
    routeLayer: z
      .string()
      .nullable()
      .meta({ description: "The ?layer= qualifier its link needs when another layer shares its route" }),
    variant: z
      .string()
      .nullable()
      .meta({
        description:
          'How this row differs from the other rows of its feed on its network: "multi-feed", "price feed", ' +
          'or the kind and layer ("price feed · baseEth") where kinds repeat; null when it is the only one',
      }),
    layerId: z.string(),
    contractType: z.string(),
    contractAddress: z.string(),
    feedAddress: z.string().meta({ description: 'The feed contract, or "__NO_FEED__"' }),
    explorerAddressUrl: z.string().nullable(),
    deviation: z.number().nullable().meta({ description: "Deviation threshold, percent" }),
    heartbeatMs: z.number().nullable().meta({
      description:
        "Heartbeat period, ms; for cron the mean gap between runs, for sorting only (see schedule)",
    }),
    heartbeatTitle: z
      .string()
      .nullable()
      .meta({ description: 'The heartbeat as "24h", "10m"…; for cron the cadence, e.g. "daily"' }),
    cron: z.array(z.string()).nullable(),
    schedule: feedScheduleView.nullable().meta({ description: "The cron schedule; null for non-cron feeds" }),
    nextBeatAt: z
      .number()
      .nullable()
      .meta({ description: "When the next heartbeat is due (cron: the next run), epoch ms" }),
    isPerun: z.boolean().meta({ description: "Instant-update feed: no triggers" }),
    answer: z.number().nullable().meta({ description: "The latest answer, human units; null = no-data" }),
    answerTimestamp: z.number().nullable(),
    answerSource: z.enum(["chain", "api", "none"]),
    onChain: z.enum(["read", "unreachable", "failed", "unsupported"]).meta({
      description: "The on-chain read: done, chain not reachable, call failed, or not readable here",
    }),
    popularity: z.number(),
    isFundamentalFeed: z.boolean(),
    isTwap30: z.boolean(),
    isTwap60: z.boolean(),
    isMultifeed: z.boolean(),
    isNonEvm: z.boolean(),
    feedUpdateModalSupported: z.boolean(),
    signedValue: z.number().nullable().meta({
      description: "The latest signed (off-chain) value of the feed's data service, for trigger proximity",
    }),
    signedTimestamp: z.number().nullable(),
  })
  .meta({ id: "FeedListItem", description: "One push-model feed on one layer." });
export type FeedListItem = z.infer<typeof feedListItemView>;

export const feedsListView = z
  .object({
    feeds: z.array(feedListItemView),
    generatedAt: z.number(),
    warnings: z.array(apiWarningView).meta({ description: "Upstreams that failed; the data is partial" }),
  })
  .meta({ id: "FeedsList" });
export type FeedsListView = z.infer<typeof feedsListView>;

export const feedDetailView = z
  .object({
    feed: feedListItemView,
    chainId: chainId,
    explorerName: z.string(),
    // FEED-17: a transaction's explorer link.
    explorerTxBase: z
      .string()
      .nullable()
      .meta({ description: "Start of a tx link: the hash, then explorerTxSuffix, follow it" }),
    explorerTxSuffix: z.string().meta({ description: 'End of a tx link, e.g. "?cluster=devnet"; often ""' }),
    dataServiceId: z.string().nullable(),
    sources: z
      .record(z.string(), z.number())
      .meta({ description: "Latest value per source (primary provider)" }),
    sourcesTimestamp: z.number().nullable(),
    /** DISCLAIMER-06: the disclaimer of the feed's token, if it has one. */
    disclaimerID: z.string().nullable(),
    warnings: z.array(apiWarningView),
  })
  .meta({ id: "FeedDetail" });
export type FeedDetailView = z.infer<typeof feedDetailView>;

export const feedUpdatePointView = z
  .object({ timestamp: z.number(), value: z.number(), txHash: z.string() })
  .meta({ id: "FeedUpdatePoint" });

export const feedUpdatesView = z
  .object({
    range: z.enum(["1d", "1w", "1m"]),
    // FEED-10
    ranges: z.array(z.enum(["1d", "1w", "1m"])).meta({ description: "Ranges with distinct points" }),
    // FEED-11
    points: z.array(feedUpdatePointView).meta({ description: "At most 500, sampled evenly" }),
    transactions: z.array(feedUpdatePointView).meta({ description: "Newest first, one page" }),
    totalTransactions: z.number(),
  })
  .meta({ id: "FeedUpdates" });
export type FeedUpdatesView = z.infer<typeof feedUpdatesView>;

export const feedLiveValueView = z
  .object({
    value: z.number().nullable().meta({ description: "The value read on chain just now, human units" }),
    timestamp: z.number().nullable().meta({ description: "Block time of the feed's last update, epoch ms" }),
    status: z.enum(["read", "unreachable", "failed", "unsupported"]),
    readAt: z.number().meta({ description: "When the api read the chain, epoch ms" }),
  })
  .meta({
    id: "FeedLiveValue",
    description: "A feed's value read on chain at request time (at most 1 s old).",
  });
export type FeedLiveValueView = z.infer<typeof feedLiveValueView>;
