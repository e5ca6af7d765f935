import type { TvsClientRowView, TvsTimelineView } from "@oracle-explorer/core";
import {
  abbreviateTvsAxis,
  abbreviateTvsTooltip,
  formatTvsPercentage,
  TVS_PRICE_UPDATE_SLOTS,
  TVS_PROVIDER_PERFORMANCE,
  TVS_TOP_CLIENTS,
} from "@oracle-explorer/core";
import type { ChartOption } from "../../components/chart/echart.tsx";
import type { StackedSeries } from "../../components/chart/stacked-area-model.ts";
import { cycledColor, TVS_NEUTRAL_GREY, TVS_REDS, TVS_SERIES_COLORS } from "./tvs-palette.ts";

/**
 * The TVS dashboard's chart options, built from the api's view by pure functions so the tests can
 * read them from the data. Tooltips are drawn in the SVG (see EChart and StackedAreaChart), so
 * formatters return plain text with "\n", never HTML.
 */

const AXIS_TEXT = "#8a93a2";
const GRID_LINE = "rgba(138, 147, 162, 0.2)";

/** FORMAT-26 with a dollar sign: "$2.3B". */
export const axisDollars = (value: number) => `$${abbreviateTvsAxis(value)}`;
/** FORMAT-27 with a dollar sign: "$2.28B". */
export const tooltipDollars = (value: number) => `$${abbreviateTvsTooltip(value)}`;

const TOOLTIP_DATE = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** The timeline tooltip's first line: the point's date, in UTC like the daily TVS points. */
export function tooltipDate(ms: number): string {
  return `${TOOLTIP_DATE.format(new Date(ms))} UTC`;
}

/**
 * TVS-05: the timeline tooltip at one point: the date, every series (largest first, as stacked)
 * with its value, then the total of all clients.
 */
export function timelineTooltipText(timeline: TvsTimelineView, index: number): string {
  const x = timeline.timestamps[index];
  if (x === undefined) return "";
  const lines = timeline.series.map(
    (series) => `${series.name}: ${tooltipDollars(series.values[index] ?? 0)}`,
  );
  return [tooltipDate(x), ...lines, `Total: ${tooltipDollars(timeline.totals[index] ?? 0)}`].join("\n");
}

const valueAxis = {
  type: "value",
  axisLabel: { formatter: axisDollars, color: AXIS_TEXT, hideOverlap: true },
  splitLine: { lineStyle: { color: GRID_LINE } },
} as const;

/** What the timeline's StackedAreaChart draws; the page adds its height and label. */
export interface TimelineChartModel {
  timestamps: readonly number[];
  series: readonly StackedSeries[];
  formatAxisValue: (value: number) => string;
  tooltipText: (index: number) => string;
}

/**
 * TVS-03..08, TVS-38, TVS-40: the timeline for the SVG stacked area chart (no ECharts: it is the
 * first chart in view on a phone, and loading the library for it alone cost ~500 ms of blocking
 * time). One band per series (top 15 clients and Others, as the api ranks them, the largest at
 * the bottom) at the api's epoch-ms timestamps; no tick settings, so the time ticks are the
 * chart's own for the span shown; ten colours, cycled for more series.
 */
export function timelineChartModel(timeline: TvsTimelineView): TimelineChartModel {
  return {
    timestamps: timeline.timestamps,
    series: timeline.series.map((series, index) => ({
      name: series.name,
      values: series.values,
      // TVS-08: explicit, so the 11th series visibly reuses the first colour.
      color: cycledColor(TVS_SERIES_COLORS, index),
    })),
    formatAxisValue: axisDollars,
    tooltipText: (index) => timelineTooltipText(timeline, index),
  };
}

/** TVS-09: every client by TVS; the top 10 take the series colours, the rest neutral grey. */
export function treemapOption(rows: readonly TvsClientRowView[]): ChartOption {
  const byName = new Map(rows.map((row) => [row.name, row]));
  return {
    animation: false,
    tooltip: {
      formatter: (info: { name?: string; value?: number }) => {
        const row = byName.get(info.name ?? "");
        if (!row) return "";
        return `${row.name}\n${tooltipDollars(row.value)} (${formatTvsPercentage(row.percentage)})`;
      },
    },
    series: [
      {
        type: "treemap",
        name: "TVS per client",
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        label: { show: true, formatter: "{b}", overflow: "truncate" },
        // Transparent gaps show the card behind the tiles: white ones drew a bright grid on the
        // dark theme's card.
        itemStyle: { borderColor: "transparent", borderWidth: 1, gapWidth: 1 },
        data: rows.map((row, index) => ({
          name: row.name,
          value: row.value,
          itemStyle: {
            color: index < TVS_TOP_CLIENTS ? cycledColor(TVS_SERIES_COLORS, index) : TVS_NEUTRAL_GREY,
          },
        })),
      },
    ],
  };
}

/** A bar tooltip: the category and its value. */
function barTooltip(format: (value: number) => string) {
  return {
    trigger: "axis",
    axisPointer: { type: "shadow" },
    formatter: (params: unknown) => {
      const first = Array.isArray(params)
        ? (params[0] as { name?: string; value?: number } | undefined)
        : undefined;
      return first ? `${first.name ?? ""}\n${format(Number(first.value))}` : "";
    },
  } as const;
}

/** TVS-39: bars coloured with the six reds in order, cycling. */
function redBars(values: readonly number[]) {
  return values.map((value, index) => ({ value, itemStyle: { color: cycledColor(TVS_REDS, index) } }));
}

/** TVS-10: the 10 largest clients as horizontal bars, largest at the top. */
export function topClientsOption(rows: readonly TvsClientRowView[]): ChartOption {
  const top = rows.slice(0, TVS_TOP_CLIENTS);
  return {
    animation: false,
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: barTooltip(tooltipDollars),
    xAxis: valueAxis,
    // inverse: the first category (the largest client) is drawn at the top.
    yAxis: {
      type: "category",
      inverse: true,
      data: top.map((row) => row.name),
      axisLabel: { color: AXIS_TEXT },
    },
    series: [{ type: "bar", name: "TVS", barMaxWidth: 22, data: redBars(top.map((row) => row.value)) }],
  };
}

/** A vertical bar chart of fixed categories with their values printed on the bars. */
function staticBarsOption(
  name: string,
  categories: readonly string[],
  values: readonly number[],
  format: (value: number) => string,
): ChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 8, top: 28, bottom: 8, containLabel: true },
    tooltip: barTooltip(format),
    xAxis: { type: "category", data: [...categories], axisLabel: { color: AXIS_TEXT } },
    yAxis: {
      type: "value",
      axisLabel: { color: AXIS_TEXT },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    series: [
      {
        type: "bar",
        name,
        barMaxWidth: 48,
        label: { show: true, position: "top", formatter: (p: { value?: number }) => format(Number(p.value)) },
        data: redBars(values),
      },
    ],
  };
}

/** TVS-11: the fixed demo values Response Time 98, Uptime 99.9 and Accuracy 99.5. */
export function providerPerformanceOption(): ChartOption {
  const entries = Object.entries(TVS_PROVIDER_PERFORMANCE);
  return staticBarsOption(
    "Provider Performance",
    entries.map(([label]) => label),
    entries.map(([, value]) => value),
    (value) => String(value),
  );
}

const COUNT = new Intl.NumberFormat("en-US");

/** TVS-12: the fixed demo counts per 4-hour slot, labelled 00:00 to 20:00. */
export function priceUpdatesOption(): ChartOption {
  return staticBarsOption(
    "Price updates",
    TVS_PRICE_UPDATE_SLOTS.map((slot) => slot.slot),
    TVS_PRICE_UPDATE_SLOTS.map((slot) => slot.count),
    (value) => COUNT.format(value),
  );
}
