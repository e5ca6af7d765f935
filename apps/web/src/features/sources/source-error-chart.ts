import type { SourceErrorDay, SourceErrorStat } from "@oracle-explorer/core/charts";
import type { BarChartProps } from "../../components/chart/bar-chart.tsx";

/** SOURCES-07: the two charts, in the order they are drawn, with their titles. */
export const SOURCE_ERROR_CHARTS: readonly { stat: SourceErrorStat; title: string }[] = [
  { stat: "fetching-failed", title: "Fetching failed" },
  { stat: "incorrect-price-value", title: "Incorrect price value" },
];

/** The brand red: bars of a source with no usable colour of its own. */
export const FALLBACK_CHART_COLOR = "#ae0822";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * SOURCES-09 (decision): charts are drawn in the source colour when it is a hex or rgb() colour;
 * anything else from upstream is not passed into the SVG.
 */
export function chartColor(color: string | null | undefined): string {
  if (typeof color !== "string") return FALLBACK_CHART_COLOR;
  const text = color.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text) || /^rgba?\(\s*[\d.\s,%/]+\)$/i.test(text)
    ? text
    : FALLBACK_CHART_COLOR;
}

/** "2026-11-18" → "Nov 18" (the report's UTC day, shown as it is keyed). */
export function dayLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}` : date;
}

const countText = (count: number) => count.toLocaleString("en-US");

/** The errors of one stat over the days shown (the card's total). */
export function totalOf(days: readonly SourceErrorDay[], stat: SourceErrorStat): number {
  return days.reduce((sum, day) => sum + day[stat], 0);
}

/** The tooltip of one bar: plain text lines (tooltips are drawn in the SVG, never as HTML). */
export function errorTooltipText(day: SourceErrorDay, stat: SourceErrorStat, title: string): string {
  return `${day.date} (UTC)\n${title}: ${countText(day[stat])}`;
}

/** What BarChart draws of one stat; the page adds the height and the accessible name. */
export type SourceErrorChart = Pick<BarChartProps, "bars" | "formatValue" | "tooltipText" | "color">;

/**
 * SOURCES-07: a bar per UTC day (oldest first, as the api orders them) of one report stat, in the
 * source colour (SOURCES-09). Pure, so the chart is tested from its data rather than its pixels.
 */
export function sourceErrorChart(
  days: readonly SourceErrorDay[],
  stat: SourceErrorStat,
  color: string | null,
): SourceErrorChart {
  const title = SOURCE_ERROR_CHARTS.find((chart) => chart.stat === stat)?.title ?? stat;
  return {
    bars: days.map((day) => ({ label: dayLabel(day.date), value: day[stat] })),
    // Counts on the axis read like the card's total: "20,000".
    formatValue: countText,
    tooltipText: (index) => {
      const day = days[index];
      return day === undefined ? "" : errorTooltipText(day, stat, title);
    },
    color: chartColor(color),
  };
}
