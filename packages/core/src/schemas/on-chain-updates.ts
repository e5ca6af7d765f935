import { z } from "zod";
import { cleanChartPoints } from "../charts/chart-points.ts";

/** CALL-12, upstream contract e: `GET {api}/on-chain-updates`, read from its `onChainUpdates` field. */

/**
 * The response. Each entry is {timestamp (epoch ms), value (decimal text in human units), txHash},
 * but entries are not checked one by one here: toChartPoints drops each unusable point
 * (FILTER-32), so one bad entry never costs the chart its other points.
 */
export const onChainUpdatesSchema = z.looseObject({
  onChainUpdates: z.array(z.unknown()),
});
type OnChainUpdates = z.infer<typeof onChainUpdatesSchema>;

/**
 * DATA-42: one point of a feed's transactions chart. Named apart from charts' generic ChartPoint
 * ({timestamp, value}), which this shape satisfies.
 */
export const feedChartPointSchema = z.object({
  /** Epoch ms. */
  timestamp: z.number(),
  value: z.number(),
  txHash: z.string(),
});
type FeedChartPoint = z.infer<typeof feedChartPointSchema>;

/**
 * The chart points of an on-chain-updates response, in response order. FILTER-32: entries
 * without a valid timestamp or a numeric value are dropped, by the one rule charts/ owns
 * (cleanChartPoints), so the feed chart and every other chart agree on what is drawable.
 */
export function toChartPoints(response: OnChainUpdates): FeedChartPoint[] {
  const updates = response.onChainUpdates.map((entry) => {
    const { timestamp, value, txHash } = (typeof entry === "object" && entry !== null ? entry : {}) as {
      timestamp?: unknown;
      value?: unknown;
      txHash?: unknown;
    };
    return { timestamp, value, txHash: typeof txHash === "string" ? txHash : "" };
  });
  return cleanChartPoints(updates);
}
