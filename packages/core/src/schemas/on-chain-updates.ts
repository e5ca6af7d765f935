import { z } from "zod";
import { cleanChartPoints } from "../charts/chart-points.ts";

/** CALL-12, upstream contract e: `GET {api}/on-chain-updates`, read from its `onChainUpdates` field. */

export const onChainUpdateSchema = z.looseObject({
  /** Epoch ms. */
  timestamp: z.number(),
  /** Decimal text in human units; not checked here so one odd value only drops its point. */
  value: z.string(),
  txHash: z.string(),
});
export type OnChainUpdate = z.infer<typeof onChainUpdateSchema>;

export const onChainUpdatesSchema = z.looseObject({
  onChainUpdates: z.array(onChainUpdateSchema),
});
export type OnChainUpdates = z.infer<typeof onChainUpdatesSchema>;

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
export type FeedChartPoint = z.infer<typeof feedChartPointSchema>;

/**
 * The chart points of an on-chain-updates response, in response order. FILTER-32: entries
 * without a valid timestamp or a numeric value are dropped, by the one rule charts/ owns
 * (cleanChartPoints), so the feed chart and every other chart agree on what is drawable.
 */
export function toChartPoints(response: OnChainUpdates): FeedChartPoint[] {
  // Picked before cleaning: a loose object's index signature would type txHash as unknown.
  const updates = response.onChainUpdates.map(({ timestamp, value, txHash }) => ({
    timestamp,
    value,
    txHash,
  }));
  return cleanChartPoints(updates);
}
