/**
 * The maths of LineChart, kept free of React and the DOM so it is unit-tested on its own: the
 * value and time scales with their ticks, the per-pixel downsampling, the SVG path strings and
 * the nearest point to a pointer.
 */
import type { TimeAxisUnit } from "@oracle-explorer/core";

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

const MINUTE = AXIS_UNIT_MS.minute;
const HOUR = AXIS_UNIT_MS.hour;
const DAY = AXIS_UNIT_MS.day;

/** Tick steps a reader counts in; the first one at least the unit's is the smallest allowed. */
export const TIME_STEPS = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  4 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  3 * DAY,
  7 * DAY,
  14 * DAY,
  28 * DAY,
] as const;

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

/** Local midnight of the day holding the timestamp. */
export function localMidnight(timestamp: number): number {
  const date = new Date(timestamp);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Tick times of one step (at most 28 days) inside [start, end], on round local times. */
export function ticksWithStep(start: number, end: number, step: number): number[] {
  const ticks: number[] = [];
  if (step >= DAY) {
    // Whole days step by calendar date, so a daylight-saving change does not shift them off midnight.
    const days = Math.round(step / DAY);
    const date = new Date(localMidnight(start));
    if (date.getTime() < start) date.setDate(date.getDate() + 1);
    while (date.getTime() <= end) {
      ticks.push(date.getTime());
      date.setDate(date.getDate() + days);
    }
    return ticks;
  }
  // Steps under a day divide it, so counting from the day's midnight lands on round times.
  const midnight = localMidnight(start);
  for (let t = midnight + Math.ceil((start - midnight) / step) * step; t <= end; t += step) ticks.push(t);
  return ticks;
}

/**
 * Time-axis ticks: the smallest round step, no smaller than the unit (ECharts' minInterval), that
 * keeps at most maxTicks labels, so they never crowd on a narrow chart.
 */
export function timeTicks(start: number, end: number, unit: TimeAxisUnit, maxTicks: number): number[] {
  if (!(end > start)) return Number.isFinite(start) ? [start] : [];
  const minStep = AXIS_UNIT_MS[unit];
  const limit = Math.max(2, maxTicks);
  let ticks: number[] = [];
  for (const step of TIME_STEPS) {
    if (step < minStep) continue;
    ticks = ticksWithStep(start, end, step);
    if (ticks.length <= limit) return ticks;
  }
  // Longer than the steps reach (not a range the explorer draws): every few of the longest step.
  const every = Math.ceil(ticks.length / limit);
  return ticks.filter((_, index) => index % every === 0);
}

/** 1, 2, 2.5 or 5 times a power of ten, the smallest at least `rough` (BarChart's count axis too). */
export function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/** Strips the binary noise of repeated additions (0.1 + 0.2) so ticks print as typed. */
const clean = (value: number) => Number.parseFloat(value.toPrecision(12));

/**
 * The value axis like ECharts' `scale: true`: not from zero but rounded to a nice step around the
 * data, with 4 to 6 ticks. A flat series gets a band of ±1% (±1 at zero) around its value.
 */
export function valueScale(values: readonly number[]): ValueScale {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  if (low > high) return { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) / 100;
    low -= pad;
    high += pad;
  }
  // From a step too fine upwards through 1, 2, 2.5, 5, 10…: the first that fits 6 ticks is at most
  // twice the one before, which needed 7 or more, so it still draws at least 4.
  let step = niceStep((high - low) / 8);
  for (;;) {
    const min = Math.floor(low / step) * step;
    const max = Math.ceil(high / step) * step;
    const count = Math.round((max - min) / step) + 1;
    if (count <= 6 || !Number.isFinite(count)) {
      const ticks = Array.from({ length: count }, (_, index) => clean(min + index * step));
      return { min: clean(min), max: clean(max), ticks };
    }
    step = niceStep(step * 1.01);
  }
}

/** A linear map from a domain onto pixels. */
export function linearScale(domainMin: number, domainMax: number, from: number, to: number) {
  const span = domainMax - domainMin;
  return (value: number) =>
    span === 0 ? (from + to) / 2 : from + ((value - domainMin) / span) * (to - from);
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

/** One decimal is finer than a pixel and keeps the path string short (BarChart's bars too). */
export const px = (value: number) => String(Math.round(value * 10) / 10);

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

/** Pixels per character of the 12 px tabular-figure labels: an estimate, SVG text is not measured. */
export const CHAR_WIDTH = 7;

/** The label's estimated width in pixels. */
export const textWidth = (text: string) => text.length * CHAR_WIDTH;

/** Space around the plot, like the ECharts grid it replaces (left 8, right 16, top 16, bottom 8). */
export const PAD = { top: 16, right: 16, bottom: 8, left: 8 } as const;
/** Room for the time labels under the plot and the gap between value labels and the plot. */
export const X_LABEL_BAND = 20;
export const Y_LABEL_GAP = 8;
/** The clear gap kept between two time labels, and the widest label of each unit. */
export const TICK_LABEL_GAP = 28;
const WIDEST_TICK_LABEL: Readonly<Record<TimeAxisUnit, string>> = {
  minute: "00:00",
  hour: "00:00",
  day: "Sep 30",
};
export const MAX_TIME_TICKS = 7;

export interface ChartGeometryInput {
  /** Sorted by time. */
  points: readonly ChartPoint[];
  width: number;
  height: number;
  unit: TimeAxisUnit;
  formatValue: (value: number) => string;
  step: boolean;
}

export interface ChartGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  x: (timestamp: number) => number;
  y: (value: number) => number;
  /** The pointer's time at a pixel. */
  timeAt: (pixel: number) => number;
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { timestamp: number; x: number; label: string }[];
  line: string;
  area: string;
}

/** Everything the static part of the chart draws, from the points and the box's size. */
export function chartGeometry({
  points,
  width,
  height,
  unit,
  formatValue,
  step,
}: ChartGeometryInput): ChartGeometry {
  const scale = valueScale(points.map((point) => point.value));
  const yLabels = scale.ticks.map(formatValue);
  const labelWidth = Math.max(0, ...yLabels.map(textWidth));
  const plot = {
    left: PAD.left + labelWidth + Y_LABEL_GAP,
    right: Math.max(PAD.left + labelWidth + Y_LABEL_GAP + 1, width - PAD.right),
    top: PAD.top,
    bottom: Math.max(PAD.top + 1, height - PAD.bottom - X_LABEL_BAND),
  };
  const first = points[0]?.timestamp ?? 0;
  const last = points.at(-1)?.timestamp ?? 0;
  // One point (or one instant) still needs a span: a unit either side puts it in the middle.
  const [start, end] =
    last > first ? [first, last] : [first - AXIS_UNIT_MS[unit], first + AXIS_UNIT_MS[unit]];
  const x = linearScale(start, end, plot.left, plot.right);
  const y = linearScale(scale.min, scale.max, plot.bottom, plot.top);
  const timeAt = linearScale(plot.left, plot.right, start, end);
  const plotWidth = plot.right - plot.left;
  const spacing = textWidth(WIDEST_TICK_LABEL[unit]) + TICK_LABEL_GAP;
  const maxTicks = Math.min(MAX_TIME_TICKS, Math.floor(plotWidth / spacing) + 1);
  const xTicks = timeTicks(start, end, unit, maxTicks)
    .map((timestamp) => ({ timestamp, x: x(timestamp), label: timeTickLabel(timestamp, unit) }))
    // A label centred on a tick near the edge would be cut off by the box: leave it out.
    .filter((tick) => tick.x - textWidth(tick.label) / 2 >= 0 && tick.x + textWidth(tick.label) / 2 <= width);
  const drawn = downsample(points, start, end, plotWidth);
  return {
    plot,
    x,
    y,
    timeAt,
    yTicks: scale.ticks.map((value, index) => ({ value, y: y(value), label: yLabels[index] ?? "" })),
    xTicks,
    line: linePath(drawn, x, y, step),
    area: areaPath(drawn, x, y, plot.bottom, step),
  };
}
