import type { TokenPriceView, TokenSeriesView } from "@oracle-explorer/core/api-views";
import type { SeriesPoint, TokenSeriesRange } from "@oracle-explorer/core/charts";
import {
  mergeLastHourPoint,
  TOKEN_SERIES_RANGE_NAMES,
  TOKEN_SERIES_RANGES,
} from "@oracle-explorer/core/charts";
import { priceDenomination } from "@oracle-explorer/core/prices";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import card from "../../components/card.module.css";
import { ChartEmpty } from "../../components/chart/chart-empty.tsx";
import { useDropInvalidQueryValue } from "../../components/chart/chart-query.ts";
import { LineChart } from "../../components/chart/line-chart.tsx";
import { priceChartModel } from "../../components/chart/price-chart-model.ts";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { SegmentedControl } from "../../components/segmented-control.tsx";
import { tokenSeriesQuery } from "./token-queries.ts";

const CHART_HEIGHT = 320;

/** A `?range=` value the chart offers (TOKEN-04): "1h", "1d", "3d" or "7d". */
export function isTokenSeriesRange(value: string): value is TokenSeriesRange {
  return TOKEN_SERIES_RANGES.some((range) => range === value);
}

/**
 * A `?range=` the chart does not offer is shown as the 1 day default (TOKEN-06), so the URL is
 * rewritten to say so: the parameter dropped (the default is written as none), by history replace.
 */
export function useRangeQueryRewrite(): void {
  useDropInvalidQueryValue("range", isTokenSeriesRange);
}

/**
 * TOKEN-08: the Last hour series follows the polled price. Each new latest price of the same
 * provider is merged in and points older than one hour drop out; a new series (another range,
 * provider or token) starts over from what the api sent.
 */
export function useLastHourPoints(
  series: TokenSeriesView | undefined,
  latest: TokenPriceView | null | undefined,
): readonly SeriesPoint[] {
  const [state, setState] = useState({ base: series, points: series?.points ?? [] });
  if (state.base !== series) setState({ base: series, points: series?.points ?? [] });
  const live = series?.range === "1h" && latest && latest.provider === series.answeredBy ? latest : null;
  const liveTimestamp = live?.timestamp;
  const liveValue = live?.value;
  useEffect(() => {
    if (liveTimestamp === undefined || liveValue === undefined) return;
    setState((before) => ({
      ...before,
      points: mergeLastHourPoint(before.points, { timestamp: liveTimestamp, value: liveValue }, Date.now()),
    }));
  }, [liveTimestamp, liveValue]);
  return state.base === series ? state.points : (series?.points ?? []);
}

interface PriceChartSectionProps {
  param: string;
  symbol: string;
  provider: string | undefined;
  range: TokenSeriesRange;
  onRangeChange: (range: TokenSeriesRange) => void;
  denomination: string | null | undefined;
  latest: TokenPriceView | null | undefined;
}

/** The price chart block: the four ranges (TOKEN-04) and the chart or its empty state (ERROR-11). */
export function PriceChartSection({
  param,
  symbol,
  provider,
  range,
  onRangeChange,
  denomination,
  latest,
}: PriceChartSectionProps) {
  const series = useQuery(tokenSeriesQuery(param, provider, range));
  // ERROR-10: a failed chart fetch is logged and the chart shows as empty.
  useEffect(() => {
    if (series.error) console.warn(`token: the ${range} chart of ${symbol} failed to load`, series.error);
  }, [series.error, range, symbol]);
  const current = series.isError ? undefined : series.data;
  const points = useLastHourPoints(current, latest);
  const rangeName = TOKEN_SERIES_RANGE_NAMES[range];
  // What the points are in: coingecko's are dollars whatever the token's denomination.
  const unit = priceDenomination(current?.answeredBy, denomination ?? undefined) ?? "USD";
  const model = useMemo(
    () => priceChartModel({ points, range: rangeName, denomination: unit, symbol }),
    [points, rangeName, unit, symbol],
  );
  const loading = series.isPending;
  return (
    <section className={card.card} aria-labelledby="price-chart-title">
      <header className={card.head}>
        <h2 id="price-chart-title" className={card.title}>
          Price chart
        </h2>
        <div className={card.tools}>
          <SegmentedControl
            legend="Time range"
            options={TOKEN_SERIES_RANGES.map((value) => ({ value, label: TOKEN_SERIES_RANGE_NAMES[value] }))}
            value={range}
            onChange={onRangeChange}
          />
          <ExportButtons
            title={`${symbol} price ${rangeName}`}
            rows={() =>
              points.map((point) => ({
                time: new Date(point.timestamp).toISOString(),
                value: point.value,
                denomination: unit,
              }))
            }
          />
        </div>
      </header>
      {loading ? (
        <div className={card.chartPlaceholder} style={{ height: CHART_HEIGHT }} aria-busy="true">
          <span className="visually-hidden">Loading the chart…</span>
        </div>
      ) : points.length === 0 ? (
        <ChartEmpty height={CHART_HEIGHT} />
      ) : (
        <LineChart {...model} height={CHART_HEIGHT} label={`${symbol} price, ${rangeName.toLowerCase()}`} />
      )}
      {current?.answeredBy && current.answeredBy !== current.provider ? (
        <p className={card.foot}>
          {current.provider} has no prices for this range; the chart shows {current.answeredBy}.
        </p>
      ) : null}
    </section>
  );
}
