import type { FeedUpdatesView } from "@oracle-explorer/core/api-views";
import type { FeedChartRange, PriceTimeRange } from "@oracle-explorer/core/constants";
import { type PriceChartModel, priceChartModel } from "../../components/chart/price-chart-model.ts";

/** FEED-09: the range buttons' texts. */
export const FEED_RANGE_LABELS: Readonly<Record<FeedChartRange, string>> = {
  "1d": "1D",
  "1w": "1W",
  "1m": "1M",
};

/** The Token chart's axis rules by span: hours across a day, days across a week or a month. */
const AXIS_RANGE: Readonly<Record<FeedChartRange, PriceTimeRange>> = {
  "1d": "1 day",
  "1w": "7 days",
  "1m": "7 days",
};

/** Below this many points each update is worth a dot; above, dots would only blur the line. */
const DOTS_BELOW = 40;

interface FeedChartInput {
  points: FeedUpdatesView["points"];
  range: FeedChartRange;
  denomination: string | null | undefined;
  symbol: string;
}

export interface FeedChartModel extends PriceChartModel {
  step: boolean;
  showDots: boolean;
}

/**
 * The Transactions chart: the feed's on-chain values over the range. An on-chain value holds
 * until the next update, so the line steps at each transaction instead of sloping between them.
 * Points come from the api at most 500 (FEED-11); sorted oldest first here whatever their order.
 */
export function feedChartModel({ points, range, denomination, symbol }: FeedChartInput): FeedChartModel {
  const sorted = [...points].sort((a, b) => a.timestamp - b.timestamp);
  return {
    ...priceChartModel({ points: sorted, range: AXIS_RANGE[range], denomination, symbol }),
    step: true,
    showDots: sorted.length < DOTS_BELOW,
  };
}

/** FEED-10: the range to draw, the asked one when offered, else the longest offered. */
export function shownRange(asked: FeedChartRange, offered: readonly FeedChartRange[]): FeedChartRange {
  return offered.includes(asked) ? asked : (offered.at(-1) ?? asked);
}
