import { z } from "zod";
import { TVS_DEFAULT_TIMEFRAME, type TvsTimeframe } from "../constants.ts";
import { TVS_TIMEFRAMES } from "../tvs/tvs-timeframe.ts";

/** Response schemas (view models) of the api's tvs resources; types are inferred from them. */

/** TVS-14, TVS-15: every timeframe the dashboard's filter accepts. */
export const tvsTimeframeView = z
  .enum(TVS_TIMEFRAMES as [TvsTimeframe, ...TvsTimeframe[]])
  .meta({ id: "TvsTimeframe", description: "24H 1 day, 1W 7, 1M 30, 3M 90, 1Y 365 days; ALL unlimited." });

/** The `?timeframe=` query: TVS-13's default is 1M; TVS-16: the timeline's span. */
export const tvsQueryView = z.object({
  timeframe: tvsTimeframeView.default(TVS_DEFAULT_TIMEFRAME).meta({
    description: "Span of the timeline; 1M when absent.",
    example: "1M",
  }),
});

/** TVS-21: one client of a TVS or TVL map with its share of the map's total. */
export const tvsClientRowView = z
  .object({
    name: z.string(),
    value: z.number().meta({ description: "USD" }),
    percentage: z.number().meta({ description: "value / sum of all values × 100, 0-100" }),
  })
  .meta({ id: "TvsClientRow" });
export type TvsClientRowView = z.infer<typeof tvsClientRowView>;

/**
 * TVS-03..07: the stacked timeline in columns: every series shares `timestamps`, so each point's x
 * is sent once rather than once per series (a year of 16 series is a third the size this way).
 */
export const tvsTimelineView = z
  .object({
    timestamps: z.array(z.number()).meta({ description: "epoch ms of each point, ascending" }),
    series: z
      .array(
        z.object({
          // TVS-04
          name: z.string().meta({ description: 'a client, or "Others" for the rest' }),
          values: z.array(z.number()).meta({ description: "USD at each timestamp" }),
        }),
      )
      .meta({ description: "top 15 clients by average, largest first, then Others" }),
    // TVS-05
    totals: z.array(z.number()).meta({ description: "every client's sum at each timestamp" }),
  })
  .meta({ id: "TvsTimeline" });
export type TvsTimelineView = z.infer<typeof tvsTimelineView>;

/** TVS-31: placeholder metrics (dailyVolume is 15 % of the total TVS). */
export const tvsPlaceholderMetricsView = z
  .object({
    activeProviders: z.number(),
    dailyTransactions: z.number(),
    dailyVolume: z.number(),
    avgResponseTime: z.number(),
    tvsDailyChange: z.number(),
  })
  .meta({ id: "TvsPlaceholderMetrics" });

/** TVS-32: the key metrics' fixed display values. */
export const tvsKeyMetricsView = z
  .object({ assets: z.string(), networks: z.string(), users: z.string() })
  .meta({ id: "TvsKeyMetrics" });

/** Everything the TVS dashboard (/tvs) draws, for one timeframe. */
export const tvsDashboardView = z
  .object({
    timeframe: tvsTimeframeView,
    // TVS-01
    tvsSum: z.number().meta({ description: "Total TVS, USD" }),
    // TVS-02
    projectCount: z.number().int().meta({ description: "Clients in tvs-per-client" }),
    placeholders: tvsPlaceholderMetricsView,
    keyMetrics: tvsKeyMetricsView,
    timeline: tvsTimelineView,
    // TVS-09
    treemap: z
      .array(tvsClientRowView)
      .meta({ description: "Every client by TVS, largest first; the first 10 are coloured" }),
    // TVS-10
    topClients: z.array(tvsClientRowView).meta({ description: "The 10 largest by TVS" }),
    // TVS-17, TVS-18
    clients: z
      .object({
        desc: z.array(tvsClientRowView).meta({ description: '"Highest TVL First" (the default)' }),
        asc: z.array(tvsClientRowView).meta({ description: '"Lowest TVL First"' }),
      })
      .meta({
        description: "The Tvs Clients section's rows from tvl-per-client, in both orders",
      }),
    fetchedAt: z.number().meta({ description: "epoch ms of the TVS reads behind this answer" }),
    stale: z.boolean().meta({
      description:
        "true when the latest refresh of the TVS upstream failed and the previous reads are served",
    }),
  })
  .meta({ id: "TvsDashboard", description: "The TVS dashboard for one timeframe." });
export type TvsDashboardView = z.infer<typeof tvsDashboardView>;
