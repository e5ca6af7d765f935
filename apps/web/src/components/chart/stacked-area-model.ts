/**
 * The maths of StackedAreaChart, kept free of React and the DOM so it is unit-tested on its own:
 * the stack, the time ticks it picks for any span, the paths, and the tooltip's layout. The value
 * scale, the downsampling and the path strings are LineChart's (line-chart-model.ts).
 */
import {
  AXIS_UNIT_MS,
  type ChartPoint,
  downsample,
  linearScale,
  linePath,
  MAX_TIME_TICKS,
  PAD,
  TICK_LABEL_GAP,
  TIME_STEPS,
  textWidth,
  ticksWithStep,
  timeTickLabel,
  valueScale,
  X_LABEL_BAND,
  Y_LABEL_GAP,
} from "./line-chart-model.ts";

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

/** Month steps for spans longer than the day steps reach; 12 and more are whole years. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120] as const;
const MONTH_MS = 31 * DAY;

/** The first of every `months`-th month inside [start, end], counted from year 0 so they line up. */
function monthTicks(start: number, end: number, months: number): number[] {
  const date = new Date(start);
  date.setHours(0, 0, 0, 0);
  date.setDate(1);
  if (date.getTime() < start) date.setMonth(date.getMonth() + 1);
  while ((date.getFullYear() * 12 + date.getMonth()) % months !== 0) date.setMonth(date.getMonth() + 1);
  const ticks: number[] = [];
  while (date.getTime() <= end) {
    ticks.push(date.getTime());
    date.setMonth(date.getMonth() + months);
  }
  return ticks;
}

export type TickKind = "time" | "day" | "month" | "year";

/**
 * The chart's own time ticks for whatever span the data covers (TVS-40: no tick settings come
 * from the page): the smallest round step, from a minute to years, that keeps at most maxTicks.
 */
export function spanTicks(start: number, end: number, maxTicks: number): { ticks: number[]; kind: TickKind } {
  if (!(end > start)) return { ticks: Number.isFinite(start) ? [start] : [], kind: "day" };
  const limit = Math.max(2, maxTicks);
  const span = end - start;
  for (const step of TIME_STEPS) {
    // At least span / step - 1 ticks: skip the steps far too fine rather than list their ticks.
    if (span / step > limit + 1) continue;
    const ticks = ticksWithStep(start, end, step);
    if (ticks.length <= limit) return { ticks, kind: step < DAY ? "time" : "day" };
  }
  for (const months of MONTH_STEPS) {
    if (span / (months * MONTH_MS) > limit + 1) continue;
    const ticks = monthTicks(start, end, months);
    if (ticks.length <= limit) return { ticks, kind: months < 12 ? "month" : "year" };
  }
  return { ticks: monthTicks(start, end, MONTH_STEPS.at(-1) as number), kind: "year" };
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
  plot: { left: number; right: number; top: number; bottom: number };
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
  const plot = {
    left: PAD.left + labelWidth + Y_LABEL_GAP,
    right: Math.max(PAD.left + labelWidth + Y_LABEL_GAP + 1, width - PAD.right),
    top: PAD.top,
    bottom: Math.max(PAD.top + 1, height - PAD.bottom - X_LABEL_BAND),
  };
  const first = timestamps[0] ?? 0;
  const last = timestamps.at(-1) ?? 0;
  // One point (or one instant) still needs a span: a day either side puts it in the middle.
  const [start, end] = last > first ? [first, last] : [first - DAY, first + DAY];
  const x = linearScale(start, end, plot.left, plot.right);
  const y = linearScale(scale.min, scale.max, plot.bottom, plot.top);
  const plotWidth = plot.right - plot.left;
  const maxTicks = Math.min(
    MAX_TIME_TICKS,
    Math.floor(plotWidth / (textWidth(WIDEST_TICK_LABEL) + TICK_LABEL_GAP)) + 1,
  );
  const { ticks, kind } = spanTicks(start, end, maxTicks);
  const xTicks = ticks
    .map((timestamp) => ({ timestamp, x: x(timestamp), label: spanTickLabel(timestamp, kind) }))
    // A label centred on a tick near the edge would be cut off by the box: leave it out.
    .filter((tick) => tick.x - textWidth(tick.label) / 2 >= 0 && tick.x + textWidth(tick.label) / 2 <= width);

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

/** The tooltip's type sizes: the regular one, then a smaller one for when the lines do not fit. */
export const TOOLTIP_FONTS = [
  { size: 12, line: 15 },
  { size: 11, line: 13 },
] as const;

/** Padding inside the box, the room a series' colour swatch takes before its line, a column gap. */
export const TOOLTIP_BOX = { padX: 8, padY: 6, swatch: 14, columnGap: 16 } as const;

export interface TooltipLine {
  text: string;
  /** The series colour when the line names a series (drawn as a swatch before it). */
  color?: string;
  /** The line names a hidden series: drawn muted. */
  muted?: boolean;
}

export interface TooltipLayout {
  font: (typeof TOOLTIP_FONTS)[number];
  /** The lines of each column, with its left edge inside the box. */
  columns: { lines: readonly TooltipLine[]; x: number; width: number }[];
  width: number;
  height: number;
}

/**
 * How the tooltip's lines fit a room (width × height): one column in the regular size when it
 * can, else the smaller size, then two columns and more, the first layout that fits both ways.
 * Widths are estimated from the character count (SVG text is not measured before it is drawn);
 * `measured`, the drawn text widths at the chosen size, then corrects the box (not the choice, so
 * the measure cannot flip the layout back and forth).
 */
export function tooltipLayout(
  lines: readonly TooltipLine[],
  room: { width: number; height: number },
  measured?: readonly number[],
): TooltipLayout {
  const build = (font: TooltipLayout["font"], count: number, useMeasured: boolean): TooltipLayout => {
    const rows = Math.ceil(lines.length / count);
    const columns: TooltipLayout["columns"] = [];
    let x = TOOLTIP_BOX.padX;
    for (let start = 0; start < lines.length; start += rows) {
      const column = lines.slice(start, start + rows);
      const width = Math.max(
        0,
        ...column.map((line, offset) => {
          const text = useMeasured ? (measured?.[start + offset] ?? 0) : textWidth(line.text);
          // textWidth counts 12 px characters: scale it to the size in use.
          const scaled = useMeasured ? text : (text * font.size) / 12;
          return Math.ceil(scaled) + (line.color ? TOOLTIP_BOX.swatch : 0);
        }),
      );
      columns.push({ lines: column, x, width });
      x += width + TOOLTIP_BOX.columnGap;
    }
    return {
      font,
      columns,
      width: x - TOOLTIP_BOX.columnGap + TOOLTIP_BOX.padX,
      height: rows * font.line + 2 * TOOLTIP_BOX.padY,
    };
  };
  const options: [TooltipLayout["font"], number][] = [];
  // Beyond four columns a tooltip is a table nobody reads: four is the most it splits into.
  for (let count = 1; count <= Math.min(4, Math.max(1, lines.length)); count++) {
    for (const font of TOOLTIP_FONTS) options.push([font, count]);
  }
  const fits = (layout: TooltipLayout) => layout.width <= room.width && layout.height <= room.height;
  // Nothing fits (a tiny chart): the smallest size in as many columns as its height needs.
  const estimates = options.map(([font, count]) => ({ font, count, layout: build(font, count, false) }));
  const tallEnough = estimates.filter(({ layout }) => layout.height <= room.height);
  // Nothing fits (a tiny chart): the narrowest layout that fits the height, else the most columns.
  const chosen =
    estimates.find(({ layout }) => fits(layout)) ??
    tallEnough.sort((a, b) => a.layout.width - b.layout.width)[0] ??
    (estimates.at(-1) as (typeof estimates)[number]);
  const usable = measured !== undefined && measured.length === lines.length && measured.some((w) => w > 0);
  return usable ? build(chosen.font, chosen.count, true) : chosen.layout;
}
