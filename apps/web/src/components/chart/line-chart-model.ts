/**
 * The maths of LineChart, kept free of React and the DOM so it is unit-tested on its own: its
 * time ticks and labels (on time-ticks.ts' steps), the per-pixel downsampling, the SVG path
 * strings, the nearest point to a pointer and the tooltip's lines.
 */
import type { TimeAxisUnit } from "@oracle-explorer/core/charts";
import {
  fitsAcross,
  labelsThatFit,
  MAX_TIME_TICKS,
  type Plot,
  plotArea,
  px,
  textWidth,
} from "./chart-geometry.ts";
import { linearScale, valueScale } from "./chart-scales.ts";
import { roundTimeTicks } from "./time-ticks.ts";

export interface ChartPoint {
  timestamp: number;
  value: number;
}

/** The smallest step between two time-axis ticks for each unit (TOKEN-05). */
export const AXIS_UNIT_MS: Readonly<Record<TimeAxisUnit, number>> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A tick label: "HH:mm" for minute and hour units, "MMM d" for days (local time, as ECharts did). */
export function timeTickLabel(timestamp: number, unit: TimeAxisUnit): string {
  const date = new Date(timestamp);
  if (unit === "day") return date.toLocaleString("en-US", { month: "short", day: "numeric" });
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/**
 * The tooltip's time, e.g. "Jan 5, 14:07". hourCycle rather than hour12: false, which writes
 * the hour after midnight as "24:07" in en-US.
 */
export function tooltipTime(timestamp: number): string {
  return new Date(timestamp).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
}

/** The tooltip's two lines ("<time>\n<SYMBOL>: <value>"); also what a screen reader hears. */
export function tooltipLines(point: ChartPoint, label: string, formatValue: (value: number) => string) {
  return [tooltipTime(point.timestamp), `${label}: ${formatValue(point.value)}`] as const;
}

/**
 * Time-axis ticks: the finest round step, no finer than the unit (ECharts' minInterval), that
 * keeps at most maxTicks labels, so they never crowd on a narrow chart.
 */
export function timeTicks(start: number, end: number, unit: TimeAxisUnit, maxTicks: number): number[] {
  return roundTimeTicks(start, end, maxTicks, AXIS_UNIT_MS[unit]).ticks;
}

/** The points in time order, the same array when already sorted (the api sends them so). */
export function sortedByTime(points: readonly ChartPoint[]): readonly ChartPoint[] {
  for (let i = 1; i < points.length; i++) {
    if ((points[i] as ChartPoint).timestamp < (points[i - 1] as ChartPoint).timestamp) {
      return [...points].sort((a, b) => a.timestamp - b.timestamp);
    }
  }
  return points;
}

/**
 * At most two points per pixel column: its lowest and highest, in time order. A day of minutes
 * (or 10 000 points) on a 600 px chart then draws ~1 200 vertices instead of all of them, while
 * a one-minute spike still reaches its full height. Short series come back untouched.
 */
export function downsample(
  points: readonly ChartPoint[],
  start: number,
  end: number,
  columns: number,
): readonly ChartPoint[] {
  const buckets = Math.max(1, Math.floor(columns));
  if (points.length <= 2 * buckets || !(end > start)) return points;
  const out: ChartPoint[] = [];
  const perMs = buckets / (end - start);
  let bucket = -1;
  let low: ChartPoint | undefined;
  let high: ChartPoint | undefined;
  const flush = () => {
    if (!low || !high) return;
    if (low === high) out.push(low);
    else if (low.timestamp < high.timestamp) out.push(low, high);
    else out.push(high, low);
  };
  for (const point of points) {
    const column = Math.min(buckets - 1, Math.floor((point.timestamp - start) * perMs));
    if (column !== bucket) {
      flush();
      bucket = column;
      low = point;
      high = point;
    } else {
      if (point.value < (low as ChartPoint).value) low = point;
      if (point.value > (high as ChartPoint).value) high = point;
    }
  }
  flush();
  return out;
}

/**
 * The points cut where two neighbours are more than `gapMs` apart (a time nobody observed): each
 * run is drawn on its own, so a gap shows as a gap, never as a line across it. One run without it.
 */
export function segmentsOf(points: readonly ChartPoint[], gapMs?: number): (readonly ChartPoint[])[] {
  if (gapMs === undefined || points.length === 0) return [points];
  const runs: ChartPoint[][] = [];
  let run: ChartPoint[] = [];
  let previous: ChartPoint | undefined;
  for (const point of points) {
    if (previous && point.timestamp - previous.timestamp > gapMs) {
      runs.push(run);
      run = [];
    }
    run.push(point);
    previous = point;
  }
  runs.push(run);
  return runs;
}

/**
 * The line's `d`: straight segments, or with `step` a value that holds until the next point
 * (ECharts' step "end": across, then up or down).
 */
export function linePath(
  points: readonly ChartPoint[],
  x: (timestamp: number) => number,
  y: (value: number) => number,
  step = false,
): string {
  let d = "";
  let lastY = "";
  points.forEach((point, index) => {
    const px1 = px(x(point.timestamp));
    const py1 = px(y(point.value));
    if (index === 0) d = `M${px1} ${py1}`;
    else if (step) d += `H${px1}V${py1}`;
    else d += `L${px1} ${py1}`;
    lastY = py1;
  });
  return lastY === "" ? "" : d;
}

/** The fill under the line: its path closed along the bottom of the plot. */
export function areaPath(
  points: readonly ChartPoint[],
  x: (timestamp: number) => number,
  y: (value: number) => number,
  bottom: number,
  step = false,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return "";
  return `${linePath(points, x, y, step)}V${px(bottom)}H${px(x(first.timestamp))}Z`;
}

/** The index of the point closest in time to `timestamp` (points sorted by time); -1 when empty. */
export function nearestIndex(points: readonly ChartPoint[], timestamp: number): number {
  if (points.length === 0) return -1;
  let lo = 0;
  let hi = points.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((points[mid] as ChartPoint).timestamp < timestamp) lo = mid + 1;
    else hi = mid;
  }
  const before = points[lo - 1];
  const at = points[lo] as ChartPoint;
  return before && timestamp - before.timestamp <= at.timestamp - timestamp ? lo - 1 : lo;
}

/** The widest time label of each unit, so labels never crowd whichever step wins. */
const WIDEST_TICK_LABEL: Readonly<Record<TimeAxisUnit, string>> = {
  minute: "00:00",
  hour: "00:00",
  day: "Sep 30",
};

/** A stretch of time the chart marks (a time nobody observed), epoch ms. */
export interface TimeBand {
  from: number;
  to: number;
}

/** The narrowest a band is drawn. */
const MIN_BAND_PX = 4;

export interface ChartGeometryInput {
  /** Sorted by time. */
  points: readonly ChartPoint[];
  width: number;
  height: number;
  unit: TimeAxisUnit;
  formatValue: (value: number) => string;
  step: boolean;
  /** Neighbours further apart than this are not joined (see segmentsOf). */
  gapMs?: number;
  /** Values the value axis spans whatever the data (0 and 100 for a percentage). */
  include?: readonly number[];
  /** The time axis's span, when it is not the points' own (a fixed window of 7 days). */
  span?: readonly [number, number];
  /** Stretches of time shaded behind the line, clipped to the plot. */
  bands?: readonly TimeBand[];
}

export interface ChartGeometry {
  plot: Plot;
  x: (timestamp: number) => number;
  y: (value: number) => number;
  /** The pointer's time at a pixel. */
  timeAt: (pixel: number) => number;
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { timestamp: number; x: number; label: string }[];
  line: string;
  area: string;
  /** Points with no neighbour within gapMs: no line shows them, so they get a dot. */
  lone: readonly ChartPoint[];
  /** The bands' left and right pixels, inside the plot. */
  bands: readonly { x1: number; x2: number }[];
}

/** Everything the static part of the chart draws, from the points and the box's size. */
export function chartGeometry({
  points,
  width,
  height,
  unit,
  formatValue,
  step,
  gapMs,
  include = [],
  span,
  bands = [],
}: ChartGeometryInput): ChartGeometry {
  const scale = valueScale([...points.map((point) => point.value), ...include]);
  const yLabels = scale.ticks.map(formatValue);
  const labelWidth = Math.max(0, ...yLabels.map(textWidth));
  const plot = plotArea(labelWidth, width, height);
  const first = span?.[0] ?? points[0]?.timestamp ?? 0;
  const last = span?.[1] ?? points.at(-1)?.timestamp ?? 0;
  // One point (or one instant) still needs a span: a unit either side puts it in the middle.
  const [start, end] =
    last > first ? [first, last] : [first - AXIS_UNIT_MS[unit], first + AXIS_UNIT_MS[unit]];
  const x = linearScale(start, end, plot.left, plot.right);
  const y = linearScale(scale.min, scale.max, plot.bottom, plot.top);
  const timeAt = linearScale(plot.left, plot.right, start, end);
  const plotWidth = plot.right - plot.left;
  const maxTicks = Math.min(MAX_TIME_TICKS, labelsThatFit(plotWidth, WIDEST_TICK_LABEL[unit]));
  const xTicks = timeTicks(start, end, unit, maxTicks)
    .map((timestamp) => ({ timestamp, x: x(timestamp), label: timeTickLabel(timestamp, unit) }))
    .filter((tick) => fitsAcross(tick, width));
  const runs = segmentsOf(points, gapMs).map((run) => ({
    run,
    drawn: downsample(run, start, end, plotWidth),
  }));
  const clip = (pixel: number) => Math.min(plot.right, Math.max(plot.left, pixel));
  return {
    plot,
    x,
    y,
    timeAt,
    yTicks: scale.ticks.map((value, index) => ({ value, y: y(value), label: yLabels[index] ?? "" })),
    xTicks,
    line: runs.map(({ drawn }) => linePath(drawn, x, y, step)).join(""),
    area: runs.map(({ drawn }) => areaPath(drawn, x, y, plot.bottom, step)).join(""),
    lone:
      gapMs === undefined
        ? []
        : runs.filter(({ run }) => run.length === 1).map(({ run }) => run[0] as ChartPoint),
    // At least MIN_BAND_PX wide, so a short gap on a long axis still shows.
    bands: bands
      .map((band) => ({ x1: clip(x(band.from)), x2: clip(x(band.to)) }))
      .filter((band) => band.x2 > band.x1)
      .map((band) => {
        const grow = Math.max(0, MIN_BAND_PX - (band.x2 - band.x1)) / 2;
        return { x1: clip(band.x1 - grow), x2: clip(band.x2 + grow) };
      }),
  };
}
