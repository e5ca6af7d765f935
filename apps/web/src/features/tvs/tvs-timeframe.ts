import { TVS_DEFAULT_TIMEFRAME, type TvsTimeframe } from "@oracle-explorer/core/constants";
import { isTvsTimeframe } from "@oracle-explorer/core/tvs";
import { useDropInvalidQueryValue } from "../../components/chart/chart-query.ts";

/** TVS-13: the timeframe buttons, 1M first and the default. */
export { TVS_TIMEFRAME_BUTTONS } from "@oracle-explorer/core/constants";

/** TVS-14, TVS-15: how each timeframe reads on screen. */
export const TIMEFRAME_SPANS: Readonly<Record<TvsTimeframe, string>> = {
  "24H": "Last 24 hours",
  "1W": "Last 7 days",
  "1M": "Last 30 days",
  "3M": "Last 90 days",
  "1Y": "Last 365 days",
  ALL: "All time",
};

/**
 * TVS-13, TVS-14: the timeframe of the URL's `?timeframe=`. Every filter value is accepted there,
 * including 24H, 1W and ALL, which have no buttons; anything else is the 1M default.
 */
export function timeframeFromQuery(value: string | null): TvsTimeframe {
  return isTvsTimeframe(value) ? value : TVS_DEFAULT_TIMEFRAME;
}

/**
 * TVS-14: a `?timeframe=` the filter does not know is shown as the 1M default, so the URL is
 * rewritten to say so: the parameter dropped (1M is written as none), by history replace.
 */
export function useTimeframeQueryRewrite(): void {
  useDropInvalidQueryValue("timeframe", isTvsTimeframe);
}
