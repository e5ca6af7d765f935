import type { SeriesPoint } from "@oracle-explorer/core";
import {
  chartDecimals,
  formatChartValue,
  type PriceTimeRange,
  type TimeAxisUnit,
  timeAxisUnit,
} from "@oracle-explorer/core";
import type { ChartOption } from "../../components/chart/echart.tsx";

/** The smallest step between two time-axis ticks for each unit (TOKEN-05). */
export const AXIS_UNIT_MS: Readonly<Record<TimeAxisUnit, number>> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** Tick labels for each unit, in ECharts' time template syntax. */
const AXIS_LABELS: Readonly<Record<TimeAxisUnit, string>> = {
  minute: "{HH}:{mm}",
  hour: "{HH}:{mm}",
  day: "{MMM} {d}",
};

/** ECharts cannot read CSS custom properties, so the chart carries the brand colour itself. */
const LINE_COLOUR = "#ae0822";
const MUTED_TEXT = "#6b7280";
const GRID_LINE = "rgba(127, 127, 127, 0.18)";

function tooltipTime(timestamp: number): string {
  return new Date(timestamp).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
}

interface PriceChartInput {
  points: readonly SeriesPoint[];
  range: PriceTimeRange;
  /** FORMAT-17..19: "$", "€" or "Ξ". */
  currency: string;
  symbol: string;
}

/**
 * The Token page chart: a time axis whose tick unit follows the range (minute for Last hour,
 * hour for 1 day, day for 3 and 7 days — TOKEN-05) and a value axis labelled with the currency
 * and as many decimals as the series needs to tell its points apart (FORMAT-05).
 */
export function priceChartOption({ points, range, currency, symbol }: PriceChartInput): ChartOption {
  const unit = timeAxisUnit(range);
  const decimals = chartDecimals(points.map((point) => point.value));
  const money = (value: number) => `${currency}${formatChartValue(value, decimals)}`;
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: "axis",
      confine: true,
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as
          | { value?: [number, number] }
          | undefined;
        const [timestamp, value] = first?.value ?? [Number.NaN, Number.NaN];
        return `${tooltipTime(timestamp)}\n${symbol}: ${money(value)}`;
      },
    },
    xAxis: {
      type: "time",
      minInterval: AXIS_UNIT_MS[unit],
      axisLabel: { formatter: AXIS_LABELS[unit], color: MUTED_TEXT, hideOverlap: true },
      axisLine: { lineStyle: { color: GRID_LINE } },
      splitLine: { show: false },
    },
    yAxis: {
      type: "value",
      scale: true,
      axisLabel: { formatter: (value: number) => money(value), color: MUTED_TEXT },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        name: symbol,
        type: "line",
        showSymbol: false,
        sampling: "lttb",
        lineStyle: { width: 2, color: LINE_COLOUR },
        itemStyle: { color: LINE_COLOUR },
        areaStyle: { color: "rgba(174, 8, 34, 0.08)" },
        data: points.map((point) => [point.timestamp, point.value]),
      },
    ],
  };
}
