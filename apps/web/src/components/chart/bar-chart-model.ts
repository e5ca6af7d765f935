/**
 * The maths of BarChart, kept free of React and the DOM so it is unit-tested on its own: the
 * count axis from zero, the band and bar of each category, which category labels fit, the pointer's
 * band and the tooltip's box. The padding, the text estimate, the nice steps and the pixel
 * rounding are LineChart's (line-chart-model.ts), so the charts look alike.
 */
import {
  linearScale,
  niceStep,
  PAD,
  px,
  textWidth,
  type ValueScale,
  X_LABEL_BAND,
  Y_LABEL_GAP,
} from "./line-chart-model.ts";

export interface Bar {
  /** The category, e.g. a day "Nov 18"; drawn under its bar. */
  label: string;
  value: number;
}

/** ECharts' grid of the charts this replaces: the bars reach nearer the right edge than a line. */
export const BAR_PAD = { ...PAD, right: 8 } as const;
/** The widest a bar grows (ECharts' barMaxWidth), however wide its band. */
export const BAR_MAX_WIDTH = 40;
/** The share of its band a bar takes below that, the rest a gap between neighbours. */
export const BAR_BAND_SHARE = 0.6;
/** The rounding of a bar's top corners (ECharts' borderRadius [4, 4, 0, 0]). */
export const BAR_RADIUS = 4;
/** A count above zero is drawn at least this tall, so one error next to thousands does not read as none. */
export const MIN_BAR_HEIGHT = 2;
/** The clear gap kept between two category labels; closer than that, every other one is left out. */
export const CATEGORY_LABEL_GAP = 6;
/** The most value ticks the count axis draws. */
export const MAX_COUNT_TICKS = 6;

/**
 * The value axis of counts: from zero (a bar is read from its base) to a nice bound over the
 * highest value, in whole-number steps of 1, 2 or 5 times a power of ten (ECharts' minInterval 1:
 * no "0.5 errors"), at most MAX_COUNT_TICKS ticks. Nothing above zero still draws a 0-1 axis.
 */
export function countScale(values: readonly number[]): ValueScale {
  let high = 0;
  for (const value of values) if (Number.isFinite(value) && value > high) high = value;
  if (high === 0) return { min: 0, max: 1, ticks: [0, 1] };
  // The smallest nice step that fits the ticks; 2.5 is the one step over 1 that is not whole.
  let step = niceStep(Math.max(1, high / (MAX_COUNT_TICKS - 1)));
  while (!Number.isInteger(step)) step = niceStep(step * 1.01);
  const count = Math.ceil(high / step) + 1;
  const ticks = Array.from({ length: count }, (_, index) => index * step);
  return { min: 0, max: (count - 1) * step, ticks };
}

/**
 * A bar's `d`: a rectangle from `bottom` up to `top` with its two top corners rounded; empty
 * when it has no height (a zero draws nothing, as in ECharts).
 */
export function barPath(
  left: number,
  top: number,
  width: number,
  bottom: number,
  radius = BAR_RADIUS,
): string {
  const height = bottom - top;
  if (!(height > 0) || !(width > 0)) return "";
  const r = Math.min(radius, width / 2, height);
  const right = left + width;
  return (
    `M${px(left)} ${px(bottom)}V${px(top + r)}` +
    `A${px(r)} ${px(r)} 0 0 1 ${px(left + r)} ${px(top)}H${px(right - r)}` +
    `A${px(r)} ${px(r)} 0 0 1 ${px(right)} ${px(top + r)}V${px(bottom)}Z`
  );
}

/**
 * The indices whose labels are drawn: all of them when each fits its band, else every second,
 * third… from the first (ECharts' automatic label interval), so labels never overlap.
 */
export function labelIndices(labels: readonly string[], band: number): number[] {
  const widest = Math.max(0, ...labels.map(textWidth));
  const every = band > 0 ? Math.max(1, Math.ceil((widest + CATEGORY_LABEL_GAP) / band)) : labels.length;
  return labels.flatMap((_, index) => (index % Math.max(1, every) === 0 ? [index] : []));
}

export interface BarGeometryInput {
  bars: readonly Bar[];
  width: number;
  height: number;
  formatValue: (value: number) => string;
}

export interface DrawnBar {
  /** The band's centre, where the bar and its label sit. */
  x: number;
  /** The top of the bar (the plot's bottom for a zero). */
  top: number;
  /** Empty for a zero. */
  path: string;
}

export interface BarGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  /** The width of each category's band; the band of bar i starts at plot.left + i * band. */
  band: number;
  barWidth: number;
  y: (value: number) => number;
  yTicks: { value: number; y: number; label: string }[];
  xLabels: { index: number; x: number; label: string }[];
  bars: DrawnBar[];
  /** The index of the band under a pixel (the nearest one outside the plot); -1 with no bars. */
  indexAt: (pixel: number) => number;
}

/** Everything the static part of the chart draws, from the bars and the box's size. */
export function barGeometry({ bars, width, height, formatValue }: BarGeometryInput): BarGeometry {
  const scale = countScale(bars.map((bar) => bar.value));
  const yLabels = scale.ticks.map(formatValue);
  const labelWidth = Math.max(0, ...yLabels.map(textWidth));
  const left = BAR_PAD.left + labelWidth + Y_LABEL_GAP;
  const plot = {
    left,
    right: Math.max(left + 1, width - BAR_PAD.right),
    top: BAR_PAD.top,
    bottom: Math.max(BAR_PAD.top + 1, height - BAR_PAD.bottom - X_LABEL_BAND),
  };
  const y = linearScale(scale.min, scale.max, plot.bottom, plot.top);
  const count = bars.length;
  const band = count > 0 ? (plot.right - plot.left) / count : 0;
  const barWidth = Math.min(BAR_MAX_WIDTH, band * BAR_BAND_SHARE);
  const centre = (index: number) => plot.left + (index + 0.5) * band;
  const drawn = bars.map((bar, index) => {
    const value = Number.isFinite(bar.value) ? Math.max(0, bar.value) : 0;
    const top = value > 0 ? Math.min(y(value), plot.bottom - MIN_BAR_HEIGHT) : plot.bottom;
    const x = centre(index);
    return { x, top, path: barPath(x - barWidth / 2, top, barWidth, plot.bottom) };
  });
  const labels = bars.map((bar) => bar.label);
  const xLabels = labelIndices(labels, band)
    .map((index) => ({ index, x: centre(index), label: labels[index] ?? "" }))
    // A label wider than the box around it would be cut off at the edge: leave it out.
    .filter((tick) => tick.x - textWidth(tick.label) / 2 >= 0 && tick.x + textWidth(tick.label) / 2 <= width);
  return {
    plot,
    band,
    barWidth,
    y,
    yTicks: scale.ticks.map((value, index) => ({ value, y: y(value), label: yLabels[index] ?? "" })),
    xLabels,
    bars: drawn,
    indexAt: (pixel) =>
      count === 0 ? -1 : Math.min(count - 1, Math.max(0, Math.floor((pixel - plot.left) / band))),
  };
}

/** The tooltip box: 12 px lines with padding, kept this far from the band and the chart's edges. */
export const TOOLTIP = { padX: 8, line: 16, padY: 7, gap: 8, margin: 4 } as const;

/**
 * Where the tooltip of bar `index` goes: beside its band (right of it unless that runs off the
 * chart, then left), level with the top of the plot, never outside the box. Beside rather than
 * over the band, so the highlighted band and its bar stay in view.
 */
export function tooltipBox(
  geometry: BarGeometry,
  index: number,
  lines: readonly string[],
  size: { width: number; height: number },
  measured = 0,
): { x: number; y: number; width: number; height: number } {
  const width = (measured || Math.max(0, ...lines.map(textWidth))) + 2 * TOOLTIP.padX;
  const height = lines.length * TOOLTIP.line + 2 * TOOLTIP.padY;
  const bandLeft = geometry.plot.left + index * geometry.band;
  const right = bandLeft + geometry.band + TOOLTIP.gap;
  const wanted = right + width <= size.width - TOOLTIP.margin ? right : bandLeft - TOOLTIP.gap - width;
  const x = Math.max(TOOLTIP.margin, Math.min(wanted, size.width - TOOLTIP.margin - width));
  const y = Math.max(TOOLTIP.margin, Math.min(geometry.plot.top, size.height - TOOLTIP.margin - height));
  return { x, y, width, height };
}
