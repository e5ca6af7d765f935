import type { PriceTimeRange, SeriesPoint, TimeAxisUnit } from "@oracle-explorer/core";
import { chartDecimals, formatChartValue, timeAxisUnit } from "@oracle-explorer/core";

interface PriceChartInput {
  points: readonly SeriesPoint[];
  range: PriceTimeRange;
  /** FORMAT-17..19: "$", "€" or "Ξ". */
  currency: string;
  symbol: string;
}

/** What LineChart needs besides its size and label. */
export interface PriceChartModel {
  points: readonly SeriesPoint[];
  unit: TimeAxisUnit;
  formatValue: (value: number) => string;
  tooltipLabel: string;
}

/**
 * The Token page chart: a time axis whose tick unit follows the range (minute for Last hour,
 * hour for 1 day, day for 3 and 7 days — TOKEN-05) and values, on the axis and in the tooltip,
 * with the currency and as many decimals as the series needs to tell its points apart (FORMAT-05).
 */
export function priceChartModel({ points, range, currency, symbol }: PriceChartInput): PriceChartModel {
  const decimals = chartDecimals(points.map((point) => point.value));
  return {
    points,
    unit: timeAxisUnit(range),
    formatValue: (value) => `${currency}${formatChartValue(value, decimals)}`,
    tooltipLabel: symbol,
  };
}
