/**
 * The maths of StackedAreaChart, kept free of React and the DOM so it is unit-tested on its own:
 * the stack, its value axis, the time tick labels for any span and the paths. The ticks are
 * time-ticks.ts', the downsampling and the path strings LineChart's (line-chart-model.ts); the
 * tooltip's layout is ChartTooltip's.
 */
import {
  fitsAcross,
  labelsThatFit,
  MAX_TIME_TICKS,
  type Plot,
  plotArea,
  textWidth,
} from "./chart-geometry.ts";
import { linearScale, valueScale } from "./chart-scales.ts";
import { AXIS_UNIT_MS, type ChartPoint, downsample, linePath, timeTickLabel } from "./line-chart-model.ts";
import { roundTimeTicks, type TickKind } from "./time-ticks.ts";

const DAY = AXIS_UNIT_MS.day;

export interface StackedSeries {
  name: string;
  /** One value per timestamp; a missing or non-finite value stacks as 0. */
  values: readonly number[];
  /** Any SVG paint, e.g. "#ae0822". */
  color: string;
}

/** One drawn series: its band between `lower` and `upper`, per timestamp. */
export interface StackLayer {
  name: string;
  color: string;
  lower: number[];
  upper: number[];
}

/**
 * The visible series stacked in the order given, the first at the bottom (ECharts' `stack`). A
 * hidden series takes no room: the ones above it drop onto the one below.
 */
export function stackLayers(
  series: readonly StackedSeries[],
  length: number,
  hidden: ReadonlySet<string> = new Set(),
): StackLayer[] {
  let base = new Array<number>(length).fill(0);
  const layers: StackLayer[] = [];
  for (const { name, values, color } of series) {
    if (hidden.has(name)) continue;
    const upper = base.map((below, index) => {
      const value = values[index];
      return below + (value !== undefined && Number.isFinite(value) ? value : 0);
    });
    layers.push({ name, color, lower: base, upper });
    base = upper;
  }
  return layers;
}

/** The value axis: from zero (a stack is read from its base) up to a nice bound over the top. */
export function stackScale(layers: readonly StackLayer[]) {
  let low = 0;
  let high = 0;
  for (const layer of layers) {
    for (const value of layer.upper) {
      if (value < low) low = value;
      if (value > high) high = value;
    }
  }
  // Nothing to show (every series hidden, or all zero): a plain 0-1 axis rather than a band around 0.
  return valueScale(high > low ? [low, high] : [0, 1]);
}

/**
 * A tick's label: "HH:mm" within a day ("MMM d" at midnight, so the day shows where it turns),
 * "MMM d" for days, "MMM" for months (the year itself at January) and the year for years.
 */
export function spanTickLabel(timestamp: number, kind: TickKind): string {
  const date = new Date(timestamp);
  switch (kind) {
    case "time":
      return date.getHours() === 0 && date.getMinutes() === 0
        ? timeTickLabel(timestamp, "day")
        : timeTickLabel(timestamp, "minute");
    case "day":
      return timeTickLabel(timestamp, "day");
    case "month":
      return date.getMonth() === 0
        ? String(date.getFullYear())
        : date.toLocaleString("en-US", { month: "short" });
    case "year":
      return String(date.getFullYear());
  }
}

/** The widest tick label any kind writes ("Sep 30"), so labels never crowd whichever step wins. */
const WIDEST_TICK_LABEL = "Sep 30";

export interface StackedGeometryInput {
  /** Epoch ms, ascending (as the api sends them); every series has a value at each. */
  timestamps: readonly number[];
  series: readonly StackedSeries[];
  /** Names of the series left out of the stack (the legend's toggles). */
  hidden: ReadonlySet<string>;
  width: number;
  height: number;
  formatValue: (value: number) => string;
}

export interface DrawnLayer {
  name: string;
  color: string;
  /** The top of the band at each timestamp, where the hover dots sit. */
  upper: readonly number[];
  /** The filled band, closed along the top of the layer below. */
  area: string;
  /** The band's top edge. */
  line: string;
}

export interface StackedGeometry {
  plot: Plot;
  x: (timestamp: number) => number;
  y: (value: number) => number;
  /** The pointer's time at a pixel. */
  timeAt: (pixel: number) => number;
  /** The timestamps as points, for nearestIndex. */
  points: readonly ChartPoint[];
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { timestamp: number; x: number; label: string }[];
  layers: DrawnLayer[];
}

/** A point of the downsampled stack that remembers which timestamp it stands for. */
type IndexedPoint = ChartPoint & { index: number };

/** Everything the static part of the chart draws, from the data and the box's size. */
export function stackedGeometry({
  timestamps,
  series,
  hidden,
  width,
  height,
  formatValue,
}: StackedGeometryInput): StackedGeometry {
  const stack = stackLayers(series, timestamps.length, hidden);
  const scale = stackScale(stack);
  const yLabels = scale.ticks.map(formatValue);
  const labelWidth = Math.max(0, ...yLabels.map(textWidth));
  const plot = plotArea(labelWidth, width, height);
  const first = timestamps[0] ?? 0;
  const last = timestamps.at(-1) ?? 0;
  // One point (or one instant) still needs a span: a day either side puts it in the middle.
  const [start, end] = last > first ? [first, last] : [first - DAY, first + DAY];
  const x = linearScale(start, end, plot.left, plot.right);
  const y = linearScale(scale.min, scale.max, plot.bottom, plot.top);
  const plotWidth = plot.right - plot.left;
  // TVS-40: no tick settings come from the page; the chart picks round steps for any span.
  const maxTicks = Math.min(MAX_TIME_TICKS, labelsThatFit(plotWidth, WIDEST_TICK_LABEL));
  const { ticks, kind } = roundTimeTicks(start, end, maxTicks);
  const xTicks = ticks
    .map((timestamp) => ({ timestamp, x: x(timestamp), label: spanTickLabel(timestamp, kind) }))
    .filter((tick) => fitsAcross(tick, width));

  // Downsampled once for the whole stack, by its top, so every band keeps the same timestamps
  // and the bands still meet exactly (a year of daily points is under two per pixel anyway).
  const top = stack.at(-1)?.upper;
  const indexed: IndexedPoint[] = timestamps.map((timestamp, index) => ({
    timestamp,
    value: top?.[index] ?? 0,
    index,
  }));
  const drawn = downsample(indexed, start, end, plotWidth) as readonly IndexedPoint[];
  const at = (values: readonly number[]) =>
    drawn.map(({ timestamp, index }) => ({ timestamp, value: values[index] ?? 0 }));
  const layers = stack.map(({ name, color, lower, upper }) => {
    const line = linePath(at(upper), x, y);
    // Along the top left to right, then back along the layer below: the band between them.
    const back = linePath(at(lower).reverse(), x, y).replace(/^M/, "L");
    return { name, color, upper, line, area: line === "" ? "" : `${line}${back}Z` };
  });

  return {
    plot,
    x,
    y,
    timeAt: linearScale(plot.left, plot.right, start, end),
    points: indexed,
    yTicks: scale.ticks.map((value, index) => ({ value, y: y(value), label: yLabels[index] ?? "" })),
    xTicks,
    layers,
  };
}
