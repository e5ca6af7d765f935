import type { SeriesPoint, TimeAxisUnit } from "@oracle-explorer/core/charts";
import { timeAxisUnit } from "@oracle-explorer/core/charts";
import type { PriceTimeRange } from "@oracle-explorer/core/constants";
import { chartDecimals, formatChartValue, withUnit } from "@oracle-explorer/core/format";

interface PriceChartInput {
  points: readonly SeriesPoint[];
  range: PriceTimeRange;
  /** What the values are in (FORMAT-17..19 with the units decision): "USD", "EUR", "percentage"… */
  denomination: string | null | undefined;
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
 * in their unit and with as many decimals as the series needs to tell its points apart (FORMAT-05).
 */
export function priceChartModel({ points, range, denomination, symbol }: PriceChartInput): PriceChartModel {
  const decimals = chartDecimals(points.map((point) => point.value));
  return {
    points,
    unit: timeAxisUnit(range),
    formatValue: (value) => withUnit(formatChartValue(value, decimals), denomination),
    tooltipLabel: symbol,
  };
}
