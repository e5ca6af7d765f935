import type { TvsClientRowView, TvsTimelineView } from "@oracle-explorer/core/api-views";
import {
  TVS_PRICE_UPDATE_SLOTS,
  TVS_PROVIDER_PERFORMANCE,
  TVS_TOP_CLIENTS,
} from "@oracle-explorer/core/constants";
import { abbreviateTvsAxis, abbreviateTvsTooltip, formatTvsPercentage } from "@oracle-explorer/core/format";
import type { Bar, BarChartProps } from "../../components/chart/bar-chart.tsx";
import type { ChartOption } from "../../components/chart/echart.tsx";
import type { StackedSeries } from "../../components/chart/stacked-area-model.ts";
import { cycledColor, TVS_NEUTRAL_GREY, TVS_REDS, TVS_SERIES_COLORS } from "./tvs-palette.ts";

/**
 * The TVS dashboard's charts, built from the api's view by pure functions so the tests can read
 * them from the data: the timeline for StackedAreaChart, the bars for BarChart (our SVG charts)
 * and the treemap as an ECharts option, the one chart left on the library. Tooltips are drawn in
 * the SVG (EChart's "richText" too), so they are plain text with "\n", never HTML.
 */

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
  // TVS-06 draws the current figures 12 h ahead of now: a projection, said as one.
  const when =
    index === timeline.timestamps.length - 1
      ? `${tooltipDate(x)} (projection of the current total)`
      : tooltipDate(x);
  return [when, ...lines, `Total: ${tooltipDollars(timeline.totals[index] ?? 0)}`].join("\n");
}

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

/** A treemap label's two colours: white, or the light theme's text colour (--color-text). */
export const TILE_LABEL_LIGHT = "#ffffff";
export const TILE_LABEL_DARK = "#14171f";

/** WCAG relative luminance of a "#rrggbb" colour (0 black … 1 white). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The label colour that reads best on a tile: white or near-black, whichever contrasts more with
 * its fill. A tile's colour is the same in both themes, so its label is too: ECharts' white on the
 * neutral grey or the orange was faint whatever the page's theme.
 */
export function tileLabelColor(fill: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(fill)) return TILE_LABEL_LIGHT;
  const tile = luminance(fill);
  return contrast(tile, luminance(TILE_LABEL_LIGHT)) >= contrast(tile, luminance(TILE_LABEL_DARK))
    ? TILE_LABEL_LIGHT
    : TILE_LABEL_DARK;
}

/**
 * TVS-09: every client by TVS; the top 10 take the series colours, the rest neutral grey. Labels
 * are crisp text (no outline or shadow, which EChart also sets for the theme) in the colour that
 * reads best on their tile.
 */
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
        label: { show: true, formatter: "{b}", overflow: "truncate", textBorderWidth: 0, textShadowBlur: 0 },
        // Transparent gaps show the card behind the tiles: white ones drew a bright grid on the
        // dark theme's card.
        itemStyle: { borderColor: "transparent", borderWidth: 1, gapWidth: 1 },
        data: rows.map((row, index) => {
          const color = index < TVS_TOP_CLIENTS ? cycledColor(TVS_SERIES_COLORS, index) : TVS_NEUTRAL_GREY;
          return {
            name: row.name,
            value: row.value,
            itemStyle: { color },
            label: { color: tileLabelColor(color) },
          };
        }),
      },
    ],
  };
}

/** What BarChart draws of a panel; the page adds the height and the accessible name. */
export type BarChartModel = Pick<
  BarChartProps,
  "bars" | "formatValue" | "tooltipText" | "horizontal" | "valueLabels"
>;

/** TVS-39: bars coloured with the six reds in order, cycling. */
function redBars(labels: readonly string[], values: readonly number[]): Bar[] {
  return labels.map((label, index) => ({
    label,
    value: values[index] ?? 0,
    color: cycledColor(TVS_REDS, index),
  }));
}

/** A bar's tooltip: the category and its value (ECharts' axis tooltip's two lines). */
const barTooltip = (bars: readonly Bar[], format: (value: number) => string) => (index: number) => {
  const bar = bars[index];
  return bar ? `${bar.label}\n${format(bar.value)}` : "";
};

/** TVS-10: the 10 largest clients as rows, largest at the top; FORMAT-26 on the axis, FORMAT-27 in the tooltip. */
export function topClientsBars(rows: readonly TvsClientRowView[]): BarChartModel {
  const top = rows.slice(0, TVS_TOP_CLIENTS);
  const bars = redBars(
    top.map((row) => row.name),
    top.map((row) => row.value),
  );
  return { bars, formatValue: axisDollars, tooltipText: barTooltip(bars, tooltipDollars), horizontal: true };
}

/** Columns of fixed categories with their values printed on the bars. */
function staticBars(
  categories: readonly string[],
  values: readonly number[],
  format: (value: number) => string,
): BarChartModel {
  const bars = redBars(categories, values);
  return { bars, formatValue: format, tooltipText: barTooltip(bars, format), valueLabels: true };
}

/** TVS-11: the fixed demo values Response Time 98, Uptime 99.9 and Accuracy 99.5. */
export function providerPerformanceBars(): BarChartModel {
  const entries = Object.entries(TVS_PROVIDER_PERFORMANCE);
  return staticBars(
    entries.map(([label]) => label),
    entries.map(([, value]) => value),
    (value) => String(value),
  );
}

const COUNT = new Intl.NumberFormat("en-US");

/** TVS-12: the fixed demo counts per 4-hour slot, labelled 00:00 to 20:00. */
export function priceUpdatesBars(): BarChartModel {
  return staticBars(
    TVS_PRICE_UPDATE_SLOTS.map((slot) => slot.slot),
    TVS_PRICE_UPDATE_SLOTS.map((slot) => slot.count),
    (value) => COUNT.format(value),
  );
}
