import { describe, expect, it } from "vitest";
import { barGeometry } from "../../components/chart/bar-chart-model.ts";
import { MIN_VALUE_TICKS } from "../../components/chart/chart-scales.ts";
import { stackedGeometry } from "../../components/chart/stacked-area-model.ts";
import {
  type BarChartModel,
  priceUpdatesBars,
  providerPerformanceBars,
  TILE_LABEL_DARK,
  TILE_LABEL_LIGHT,
  tileLabelColor,
  timelineChartModel,
  timelineTooltipText,
  topClientsBars,
  treemapOption,
} from "./tvs-chart-options.ts";
import { DAY, T0, TIMELINE, TVS_ROWS } from "./tvs-fixture.ts";
import { TVS_NEUTRAL_GREY, TVS_REDS, TVS_SERIES_COLORS } from "./tvs-palette.ts";

/** The parts of an ECharts option these tests read. */
type Series = {
  type: string;
  name?: string;
  itemStyle?: { color?: string };
  label?: { formatter?: (p: { value: number }) => string };
  data: unknown[];
};
type Option = { series: Series[]; tooltip: { formatter: (params: unknown) => string } };
const read = (option: unknown) => option as Option;
const colorsOf = (series: Series) =>
  (series.data as { itemStyle: { color: string } }[]).map((item) => item.itemStyle.color);
const barColors = (chart: BarChartModel) => chart.bars.map((bar) => bar.color);
const barValues = (chart: BarChartModel) => chart.bars.map((bar) => bar.value);

describe("TVS timeline model", () => {
  const model = timelineChartModel(TIMELINE);

  it("TVS-03 gives the stacked area chart one series per client series, in the api's order", () => {
    expect(model.series).toHaveLength(TIMELINE.series.length);
    for (const [index, series] of model.series.entries()) {
      expect(series.name).toBe(TIMELINE.series[index]?.name);
      expect(series.values).toEqual(TIMELINE.series[index]?.values);
    }
  });

  it("TVS-04 keeps the api's top 15 clients and the Others series, in that order", () => {
    expect(model.series.map((series) => series.name)).toEqual([
      ...Array.from({ length: 15 }, (_, index) => `Client ${String(index + 1).padStart(2, "0")}`),
      "Others",
    ]);
  });

  it("TVS-38 points are at the api's epoch-ms timestamps, shared by every series", () => {
    expect(model.timestamps).toEqual([T0, T0 + DAY, T0 + 2 * DAY + 12 * 3_600_000]);
    expect(model.series[0]?.values).toEqual([16_000_000, 17_600_000, 20_000_000]);
  });

  it("TVS-06 the final point 12 h after now is drawn like any other", () => {
    expect(model.timestamps.at(-1)).toBe(T0 + 2 * DAY + 12 * 3_600_000);
    expect(model.series.at(-1)?.values.at(-1)).toBe(700_000);
  });

  it("TVS-08 uses ten colours, cycled for more series", () => {
    expect(new Set(TVS_SERIES_COLORS).size).toBe(10);
    const colors = model.series.map((series) => series.color);
    expect(colors.slice(0, 10)).toEqual([...TVS_SERIES_COLORS]);
    expect(colors[10]).toBe(TVS_SERIES_COLORS[0]);
    expect(colors[15]).toBe(TVS_SERIES_COLORS[5]);
  });

  it("TVS-05 FORMAT-27 the tooltip lists the date, each client's value and the total", () => {
    const text = timelineTooltipText(TIMELINE, 1);
    const lines = text.split("\n");
    expect(lines[0]).toBe("Sep 4, 2024, 12:00 AM UTC");
    expect(lines[1]).toBe("Client 01: $17.60M");
    expect(lines[15]).toBe("Client 15: $2.20M");
    expect(lines[16]).toBe("Others: $600.00K");
    expect(lines[17]).toBe("Total: $149.10M");
    expect(lines).toHaveLength(18);
    // The chart asks for the hovered point's text by index; the text is plain, never HTML.
    expect(model.tooltipText(1)).toBe(text);
    expect(text).not.toMatch(/</);
    expect(model.tooltipText(99)).toBe("");
  });

  it("TVS-06 the last point's tooltip says it projects the current total, the others do not", () => {
    expect(timelineTooltipText(TIMELINE, 2).split("\n")[0]).toMatch(/ \(projection of the current total\)$/);
    expect(timelineTooltipText(TIMELINE, 1)).not.toMatch(/projection/);
  });

  it("FORMAT-26 axis labels abbreviate with K, M and B and 1 decimal", () => {
    expect(model.formatAxisValue(8_700_000_000)).toBe("$8.7B");
    expect(model.formatAxisValue(2_500_000)).toBe("$2.5M");
    expect(model.formatAxisValue(1_500)).toBe("$1.5K");
  });

  it("TVS-40 sets no time ticks: the chart picks its own for the span", () => {
    // Only the data and the two formatters: no interval, tick count or tick label format.
    expect(Object.keys(model).sort()).toEqual(["formatAxisValue", "series", "timestamps", "tooltipText"]);
  });
});

describe("TVS treemap option, top clients and static bars", () => {
  it("TVS-09 the treemap holds every client; the top 10 are coloured and the rest neutral grey", () => {
    const series = read(treemapOption(TVS_ROWS)).series[0] as Series;
    expect(series.type).toBe("treemap");
    // Gaps show the card behind (light or dark theme), not a fixed white grid.
    expect((series as { itemStyle?: { borderColor?: string } }).itemStyle?.borderColor).toBe("transparent");
    expect(series.name).toBe("TVS per client");
    expect(
      (series.data as { name: string; value: number }[]).map(({ name, value }) => [name, value]),
    ).toEqual(TVS_ROWS.map((row) => [row.name, row.value]));
    const colors = colorsOf(series);
    expect(colors.slice(0, 10)).toEqual([...TVS_SERIES_COLORS]);
    expect(colors.slice(10)).toEqual([TVS_NEUTRAL_GREY, TVS_NEUTRAL_GREY]);
  });

  it("TVS-09 FORMAT-28 the treemap tooltip shows the value and the share with 2 decimals", () => {
    const option = read(treemapOption(TVS_ROWS));
    expect(option.tooltip.formatter({ name: "Morpho Blue" })).toBe(
      `Morpho Blue\n$2.28B (${(TVS_ROWS[0] as { percentage: number }).percentage.toFixed(2)}%)`,
    );
  });

  it("TVS-10 the top-clients chart is horizontal bars of the 10 largest, largest at the top", () => {
    const chart = topClientsBars(TVS_ROWS);
    // Rows, the first category at the top.
    expect(chart.horizontal).toBe(true);
    expect(chart.bars.map((bar) => bar.label)).toEqual(TVS_ROWS.slice(0, 10).map((row) => row.name));
    const values = barValues(chart);
    expect(values).toEqual(TVS_ROWS.slice(0, 10).map((row) => row.value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    // FORMAT-26 on the axis, FORMAT-27 in the tooltip, which is plain text.
    expect(chart.formatValue(2_500_000_000)).toBe("$2.5B");
    expect(chart.tooltipText(0)).toBe(`Morpho Blue\n$2.28B`);
  });

  it("TVS-39 the six reds colour the bars in order, cycling", () => {
    expect(TVS_REDS).toHaveLength(6);
    expect(barColors(topClientsBars(TVS_ROWS))).toEqual([...TVS_REDS, ...TVS_REDS.slice(0, 4)]);
    expect(barColors(providerPerformanceBars())).toEqual(TVS_REDS.slice(0, 3));
    expect(barColors(priceUpdatesBars())).toEqual([...TVS_REDS]);
  });

  it("TVS-11 Provider Performance shows Response Time 98, Uptime 99.9 and Accuracy 99.5", () => {
    const chart = providerPerformanceBars();
    expect(chart.bars.map((bar) => bar.label)).toEqual(["Response Time", "Uptime", "Accuracy"]);
    expect(barValues(chart)).toEqual([98, 99.9, 99.5]);
    expect(chart.valueLabels).toBe(true);
    expect(chart.formatValue(99.9)).toBe("99.9");
  });

  it("TVS-12 Price Updates Distribution shows 2100, 1800, 2800, 3200, 2900, 2100 per 4-hour slot", () => {
    const chart = priceUpdatesBars();
    expect(chart.bars.map((bar) => bar.label)).toEqual([
      "00:00",
      "04:00",
      "08:00",
      "12:00",
      "16:00",
      "20:00",
    ]);
    expect(barValues(chart)).toEqual([2100, 1800, 2800, 3200, 2900, 2100]);
    // Each value is printed on its bar.
    expect(chart.valueLabels).toBe(true);
    expect(chart.formatValue(3200)).toBe("3,200");
    expect(chart.tooltipText(3)).toBe("12:00\n3,200");
  });
});

/** A 390 px phone's chart: the viewport less the page's and the panel's padding (measured: 324 px). */
const PHONE_CHART_WIDTH = 324;
const onPhone = (chart: BarChartModel, height: number) =>
  barGeometry({ ...chart, width: PHONE_CHART_WIDTH, height });

describe("TVS charts on a phone", () => {
  it("TVS-11 Provider Performance keeps every category label, Uptime included, wrapping the long one", () => {
    const geometry = onPhone(providerPerformanceBars(), 280);
    // ECharts' axisLabel.interval 0: a label per bar, none left out for lack of room.
    expect(geometry.categories.map((tick) => tick.index)).toEqual([0, 1, 2]);
    expect(geometry.categories.map((tick) => tick.lines)).toEqual([
      ["Response", "Time"],
      ["Uptime"],
      ["Accuracy"],
    ]);
    // Each line fits its column, so neighbours never overlap.
    for (const tick of geometry.categories) {
      for (const line of tick.lines) expect(line.length * 7).toBeLessThanOrEqual(geometry.band);
    }
    expect(geometry.valueTicks.length).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
  });

  it("TVS-12 Price Updates Distribution keeps all six slot labels and at least three value ticks", () => {
    const geometry = onPhone(priceUpdatesBars(), 280);
    expect(geometry.categories.map((tick) => tick.label)).toEqual([
      "00:00",
      "04:00",
      "08:00",
      "12:00",
      "16:00",
      "20:00",
    ]);
    expect(geometry.valueTicks.length).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
  });

  it("TVS-10 Top 10 Clients keeps every client's name and at least three value ticks", () => {
    const geometry = onPhone(topClientsBars(TVS_ROWS), 360);
    expect(geometry.categories.map((tick) => tick.label)).toEqual(
      TVS_ROWS.slice(0, 10).map((row) => row.name),
    );
    expect(geometry.valueTicks.length).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
  });

  it("TVS-03 the timeline keeps at least three value ticks", () => {
    const model = timelineChartModel(TIMELINE);
    const geometry = stackedGeometry({
      ...model,
      hidden: new Set(),
      width: PHONE_CHART_WIDTH,
      height: 350,
      formatValue: model.formatAxisValue,
    });
    expect(geometry.yTicks.length).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
  });
});

describe("TVS treemap labels", () => {
  it("TVS-09 each tile's label is white or dark, whichever reads better on it, with no outline", () => {
    // The brand red and the blue keep white; the orange, the greens and the neutral grey take dark text.
    expect(tileLabelColor("#ae0822")).toBe(TILE_LABEL_LIGHT);
    expect(tileLabelColor("#2563eb")).toBe(TILE_LABEL_LIGHT);
    expect(tileLabelColor("#e8912d")).toBe(TILE_LABEL_DARK);
    expect(tileLabelColor(TVS_NEUTRAL_GREY)).toBe(TILE_LABEL_DARK);
    expect(tileLabelColor("not a colour")).toBe(TILE_LABEL_LIGHT);
    const series = read(treemapOption(TVS_ROWS)).series[0] as Series & {
      label: { textBorderWidth?: number; textShadowBlur?: number };
    };
    expect(series.label.textBorderWidth).toBe(0);
    expect(series.label.textShadowBlur).toBe(0);
    const labels = (series.data as { itemStyle: { color: string }; label: { color: string } }[]).map(
      (item) => [item.itemStyle.color, item.label.color],
    );
    for (const [fill, label] of labels) expect(label).toBe(tileLabelColor(fill as string));
    expect(labels.at(-1)).toEqual([TVS_NEUTRAL_GREY, TILE_LABEL_DARK]);
  });
});
