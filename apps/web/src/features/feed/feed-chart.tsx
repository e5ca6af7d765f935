import {
  FEED_CHART_DEFAULT_RANGE,
  FEED_CHART_RANGES,
  type FeedChartRange,
} from "@oracle-explorer/core/constants";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import card from "../../components/card.module.css";
import { ChartEmpty } from "../../components/chart/chart-empty.tsx";
import { LineChart } from "../../components/chart/line-chart.tsx";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { SegmentedControl } from "../../components/segmented-control.tsx";
import { FEED_RANGE_LABELS, feedChartModel, shownRange } from "./feed-chart-model.ts";
import { type FeedRef, feedChartQuery } from "./get-feed.ts";

const CHART_HEIGHT = 300;

interface FeedChartProps {
  feedRef: FeedRef;
  symbol: string;
  denomination: string | null | undefined;
}

/**
 * FEED-09..11: the Transactions chart with 1D / 1W / 1M (1M by default). Ranges whose points equal
 * a longer range's are hidden (the api says which remain), so every button changes the picture.
 */
export function FeedChart({ feedRef, symbol, denomination }: FeedChartProps) {
  const [asked, setAsked] = useState<FeedChartRange>(FEED_CHART_DEFAULT_RANGE);
  const live = useQuery(feedChartQuery(feedRef, asked));
  // The chart draws a deferred snapshot of the asked range and its answer, so an answer renders
  // in a transition React slices, not in one task as it arrives (TanStack Query's store updates
  // are synchronous; that kept the page's TBT high). The range buttons follow the click at once.
  const snapshot = useMemo(
    () => ({ asked, data: live.data, isError: live.isError, isPending: live.isPending }),
    [asked, live.data, live.isError, live.isPending],
  );
  const chart = useDeferredValue(snapshot);
  const range = shownRange(chart.asked, chart.data?.ranges ?? FEED_CHART_RANGES);
  const offered = live.data?.ranges ?? chart.data?.ranges ?? FEED_CHART_RANGES;
  const pressed = shownRange(asked, offered);
  const points = chart.data?.points;
  const model = useMemo(
    () => feedChartModel({ points: points ?? [], range, denomination, symbol }),
    [points, range, denomination, symbol],
  );
  useEffect(() => {
    if (live.error) console.warn(`feed: the ${asked} chart of ${symbol} failed to load`, live.error);
  }, [live.error, asked, symbol]);

  return (
    <section className={card.card} aria-labelledby="feed-chart-title">
      <header className={card.head}>
        <h2 id="feed-chart-title" className={card.title}>
          Transactions
        </h2>
        <div className={card.tools}>
          <SegmentedControl
            legend="Time range"
            options={offered.map((value) => ({ value, label: FEED_RANGE_LABELS[value] }))}
            value={pressed}
            onChange={setAsked}
          />
          <ExportButtons
            title={`${symbol} on-chain values ${FEED_RANGE_LABELS[range]}`}
            rows={() =>
              (points ?? []).map((point) => ({
                time: new Date(point.timestamp).toISOString(),
                value: point.value,
                txHash: point.txHash,
              }))
            }
          />
        </div>
      </header>
      {chart.isPending ? (
        <div className={card.chartPlaceholder} style={{ height: CHART_HEIGHT }} aria-busy="true">
          <span className="visually-hidden">Loading the chart…</span>
        </div>
      ) : chart.isError || (points?.length ?? 0) === 0 ? (
        // ERROR-10/11: a failed fetch (logged above) shows as an empty chart, with a Retry.
        <ChartEmpty height={CHART_HEIGHT}>
          {chart.isError ? (
            <button type="button" className="button" onClick={() => live.refetch()}>
              Retry
            </button>
          ) : null}
        </ChartEmpty>
      ) : (
        <LineChart
          {...model}
          height={CHART_HEIGHT}
          label={`${symbol} on-chain values, ${FEED_RANGE_LABELS[range]}`}
        />
      )}
    </section>
  );
}
