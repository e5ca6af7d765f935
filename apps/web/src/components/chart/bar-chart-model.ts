/**
 * The maths of BarChart, kept free of React and the DOM so it is unit-tested on its own: the
 * value axis from zero, the band and bar of each category, how each category label is written to
 * fit (wrapped or cut short, never left out: ECharts' axisLabel.interval 0) and the pointer's band,
 * for columns (categories along the bottom) and rows (categories down the left, the first at the
 * top). The scale is chart-scales.ts', the padding, text estimate and pixel rounding
 * chart-geometry.ts', so the charts look alike.
 */
import {
  fitsAcross,
  LABEL_LINE_HEIGHT,
  labelsThatFit,
  PAD,
  type Plot,
  plotArea,
  px,
  textWidth,
  Y_LABEL_GAP,
} from "./chart-geometry.ts";
import {
  linearScale,
  MAX_ZERO_BASED_TICKS,
  MIN_VALUE_TICKS,
  type ValueScale,
  zeroBasedScale,
} from "./chart-scales.ts";

export interface Bar {
  /** The category, e.g. a day "Nov 18" or a custodian; drawn beside its bar. */
  label: string;
  value: number;
  /** The bar's own fill (any SVG paint), over the chart's colour. */
  color?: string;
}

/** ECharts' grid of the charts this replaces: the bars reach nearer the right edge than a line. */
export const BAR_PAD = { ...PAD, right: 8 } as const;
/** The thickest a bar grows (ECharts' barMaxWidth), however wide its band: columns, rows. */
export const BAR_MAX_WIDTH = 40;
export const ROW_MAX_HEIGHT = 28;
/** The share of its band a bar takes below that, the rest a gap between neighbours. */
export const BAR_BAND_SHARE = 0.6;
/** The rounding of a bar's far corners (ECharts' borderRadius 4 on the end away from the axis). */
export const BAR_RADIUS = 4;
/** A value above zero is drawn at least this long, so one error next to thousands does not read as none. */
export const MIN_BAR_HEIGHT = 2;
/** The clear gap kept between two category labels side by side. */
export const CATEGORY_LABEL_GAP = 6;
/** The most lines a category label is wrapped onto, under a column or left of a row. */
export const MAX_LABEL_LINES = 2;
/**
 * The narrowest a column's label is written (two characters, "N…"): on bands narrower than that
 * (dozens of columns on a phone) labels could only overlap, so every second, third… is drawn.
 */
export const MIN_COLUMN_LABEL_WIDTH = 14;
/** A row's category label needs this much height (12 px text and a little air). */
export const ROW_LABEL_HEIGHT = 14;
/** Room above columns for the values printed on them; right of rows, the gap before the value. */
export const VALUE_LABEL_ROOM = 14;
export const VALUE_LABEL_GAP = 6;
/** Row labels longer than this share of the chart's width are cut short with an ellipsis. */
export const MAX_ROW_LABEL_SHARE = 0.4;

/**
 * A column's `d`: a rectangle from `bottom` up to `top` with its two top corners rounded; empty
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

/** A row's `d`: a rectangle from `left` out to `right` with its two right corners rounded. */
export function rowPath(
  top: number,
  height: number,
  left: number,
  right: number,
  radius = BAR_RADIUS,
): string {
  const length = right - left;
  if (!(length > 0) || !(height > 0)) return "";
  const r = Math.min(radius, height / 2, length);
  const bottom = top + height;
  return (
    `M${px(left)} ${px(top)}H${px(right - r)}` +
    `A${px(r)} ${px(r)} 0 0 1 ${px(right)} ${px(top + r)}V${px(bottom - r)}` +
    `A${px(r)} ${px(r)} 0 0 1 ${px(right - r)} ${px(bottom)}H${px(left)}Z`
  );
}

/**
 * The indices whose labels are drawn: all of them when each fits its band (`size` is a label's
 * width along columns, its height down rows), else every second, third… from the first (ECharts'
 * automatic label interval), so labels never overlap. Only the last resort of bands too narrow for
 * any text: labels are wrapped or cut short to their band first (categoryLines).
 */
export function labelIndices(labels: readonly string[], band: number, size = textWidth): number[] {
  const widest = Math.max(0, ...labels.map(size));
  const every = band > 0 ? Math.max(1, Math.ceil((widest + CATEGORY_LABEL_GAP) / band)) : labels.length;
  return labels.flatMap((_, index) => (index % Math.max(1, every) === 0 ? [index] : []));
}

/** What a row's label takes down the chart, whatever its text (the gap is added by labelIndices). */
const rowLabelSize = () => ROW_LABEL_HEIGHT - CATEGORY_LABEL_GAP;

/** The label cut to at most `width` px with an ellipsis (the tooltip still names it whole). */
export function shortened(label: string, width: number): string {
  if (textWidth(label) <= width) return label;
  const keep = Math.max(1, Math.floor(width / textWidth("m")) - 1);
  return `${label.slice(0, keep).trimEnd()}…`;
}

/**
 * A category label written to fit `width` px: whole on one line when it fits, else broken at its
 * spaces onto at most `maxLines` lines ("Response Time" → "Response", "Time"), the words past the
 * last line kept on it; a line wider than `cutAt` (the width, or a little more where neighbours
 * keep a gap) is cut short with an ellipsis. Never empty, so no category loses its label.
 */
export function wrapLabel(label: string, width: number, maxLines = MAX_LABEL_LINES, cutAt = width): string[] {
  const text = label.trim();
  if (textWidth(text) <= width || maxLines <= 1) return [shortened(text, cutAt)];
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && (textWidth(`${last} ${word}`) <= width || lines.length === maxLines)) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.map((line) => shortened(line, cutAt));
}

/** The widest line of some labels, estimated. */
const widestLine = (labels: readonly (readonly string[])[]) =>
  Math.max(0, ...labels.flatMap((lines) => lines.map(textWidth)));

/** How many lines the tallest of some labels takes. */
const mostLines = (labels: readonly (readonly string[])[]) =>
  Math.max(1, ...labels.map((lines) => lines.length));

/**
 * Trailing zero decimals dropped ("$500.00M" → "$500M", "$1.50B" → "$1.5B"): the shorter form of a
 * tick label, taken only when the full ones leave room for fewer than MIN_VALUE_TICKS.
 */
export function compactTickLabel(label: string): string {
  return label.replace(/(\d)\.(\d*?)0+(?!\d)/g, (_, digit: string, decimals: string) =>
    decimals === "" ? digit : `${digit}.${decimals}`,
  );
}

export interface BarGeometryInput {
  bars: readonly Bar[];
  width: number;
  height: number;
  formatValue: (value: number) => string;
  /** Rows: categories down the left, the first at the top, values along the bottom. */
  horizontal?: boolean;
  /** Room for each bar's value printed at its end. */
  valueLabels?: boolean;
}

export interface DrawnBar {
  /** The band's centre along the category axis, where the bar and its label sit. */
  at: number;
  /** Where the bar ends along the value axis (the axis itself for a zero). */
  end: number;
  /** Empty for a zero. */
  path: string;
}

export interface CategoryLabel {
  index: number;
  /** The band's centre along the category axis. */
  at: number;
  /** The label's text as drawn: its lines joined by a space (cut short with an ellipsis if need be). */
  label: string;
  /** The lines it is drawn on (one, or the label wrapped at its spaces). */
  lines: string[];
}

export interface BarGeometry {
  plot: Plot;
  horizontal: boolean;
  /** The length of each category's band; the band of bar i starts at bandStart(i). */
  band: number;
  bandStart: (index: number) => number;
  /** The bars' thickness across their band. */
  barWidth: number;
  /** A value's pixel along the value axis. */
  valueAt: (value: number) => number;
  valueTicks: { value: number; at: number; label: string }[];
  /**
   * The category labels drawn: one per category, wrapped or cut short to fit their band (only on
   * bands too narrow for any text are some left out rather than overlap).
   */
  categories: CategoryLabel[];
  bars: DrawnBar[];
  /** The index of the band under a pixel along the category axis (the nearest outside the plot); -1 with no bars. */
  indexAt: (pixel: number) => number;
}

/** Value labels and the widest of them, estimated. */
function labelled(scale: ValueScale, format: (value: number) => string) {
  const labels = scale.ticks.map(format);
  return { labels, widest: labels.reduce((a, b) => (textWidth(b) > textWidth(a) ? b : a), "") };
}

/**
 * Rows put the value labels along the bottom: the most ticks whose labels still fit side by side
 * (FORMAT-25's "$800.00M" allows three on a phone), and right padding for the last one. Never
 * fewer than MIN_VALUE_TICKS: where three full labels would not fit, their trailing zero decimals
 * go ("$500M"), and at worst three are drawn anyway.
 */
function rowScale(values: readonly number[], format: (value: number) => string, room: number) {
  const fitted = (max: number, write: (value: number) => string) => {
    const scale = zeroBasedScale(values, max);
    const { labels, widest } = labelled(scale, write);
    const right = Math.max(BAR_PAD.right, Math.ceil(textWidth(widest) / 2) + 2);
    return { scale, labels, right, fits: labelsThatFit(room - right, widest) >= scale.ticks.length };
  };
  const compact = (value: number) => compactTickLabel(format(value));
  for (const write of [format, compact]) {
    for (let max = MAX_ZERO_BASED_TICKS; max >= MIN_VALUE_TICKS; max--) {
      const scale = fitted(max, write);
      if (scale.fits) return scale;
    }
  }
  return fitted(MIN_VALUE_TICKS, compact);
}

const longer = (a: string, b: string) => (textWidth(b) > textWidth(a) ? b : a);

/** Everything the static part of the chart draws, from the bars and the box's size. */
export function barGeometry({
  bars,
  width,
  height,
  formatValue,
  horizontal = false,
  valueLabels = false,
}: BarGeometryInput): BarGeometry {
  const values = bars.map((bar) => bar.value);
  const count = bars.length;
  const names = bars.map((bar) => bar.label);
  let plot: Plot;
  let scale: ValueScale;
  let tickLabels: string[];
  let lines: string[][];
  if (horizontal) {
    // A row's label may take two lines when its band is two lines high (the plot's height does
    // not depend on the labels' width), so a long name wraps instead of being cut.
    const { top, bottom } = plotArea(0, width, height, BAR_PAD);
    const rowBand = count > 0 ? (bottom - top) / count : 0;
    const rowLines = Math.max(1, Math.min(MAX_LABEL_LINES, Math.floor(rowBand / ROW_LABEL_HEIGHT)));
    const labelRoom = Math.min(Math.max(0, ...names.map(textWidth)), width * MAX_ROW_LABEL_SHARE);
    lines = names.map((name) => wrapLabel(name, labelRoom, rowLines));
    const left = widestLine(lines);
    // Printed values sit right of their rows: the longest one needs room past the plot.
    const extra = valueLabels
      ? Math.max(0, ...values.map((value) => textWidth(formatValue(value)))) + VALUE_LABEL_GAP
      : 0;
    const fitted = rowScale(values, formatValue, width - BAR_PAD.left - left - Y_LABEL_GAP - extra);
    scale = fitted.scale;
    tickLabels = fitted.labels;
    plot = plotArea(left, width, height, { ...BAR_PAD, right: fitted.right + extra });
  } else {
    scale = zeroBasedScale(values);
    tickLabels = scale.ticks.map(formatValue);
    const top = BAR_PAD.top + (valueLabels ? VALUE_LABEL_ROOM : 0);
    const oneLine = plotArea(Math.max(0, ...tickLabels.map(textWidth)), width, height, { ...BAR_PAD, top });
    // The bands' width does not depend on the labels' height: wrap each label to its band, then
    // lift the plot's bottom by the extra lines the tallest one needs.
    const columnBand = count > 0 ? (oneLine.right - oneLine.left) / count : 0;
    // Wrapped to keep the gap between neighbours, cut short only past most of it ("Nov" stays whole).
    const room = Math.max(MIN_COLUMN_LABEL_WIDTH, columnBand - CATEGORY_LABEL_GAP);
    lines = names.map((name) => wrapLabel(name, room, MAX_LABEL_LINES, Math.max(room, columnBand - 2)));
    const extraLines = mostLines(lines) - 1;
    plot = { ...oneLine, bottom: Math.max(oneLine.top + 1, oneLine.bottom - extraLines * LABEL_LINE_HEIGHT) };
  }
  // Columns grow up from the bottom; rows out from the left, the first at the top.
  const valueAt = horizontal
    ? linearScale(scale.min, scale.max, plot.left, plot.right)
    : linearScale(scale.min, scale.max, plot.bottom, plot.top);
  const [from, to] = horizontal ? [plot.top, plot.bottom] : [plot.left, plot.right];
  const band = count > 0 ? (to - from) / count : 0;
  const barWidth = Math.min(horizontal ? ROW_MAX_HEIGHT : BAR_MAX_WIDTH, band * BAR_BAND_SHARE);
  const bandStart = (index: number) => from + index * band;
  const centre = (index: number) => bandStart(index) + band / 2;
  const base = valueAt(0);
  const drawn = bars.map((bar, index) => {
    const value = Number.isFinite(bar.value) ? Math.max(0, bar.value) : 0;
    const at = centre(index);
    const side = at - barWidth / 2;
    if (horizontal) {
      const end = value > 0 ? Math.max(valueAt(value), base + MIN_BAR_HEIGHT) : base;
      return { at, end, path: rowPath(side, barWidth, base, end) };
    }
    const end = value > 0 ? Math.min(valueAt(value), base - MIN_BAR_HEIGHT) : base;
    return { at, end, path: barPath(side, end, barWidth, base) };
  });
  // Every category keeps its label, wrapped or cut to its band; only bands too narrow for two
  // characters (rows less than a line high) thin them out, as ECharts' automatic interval would.
  const tooNarrow = horizontal ? band < ROW_LABEL_HEIGHT : band - CATEGORY_LABEL_GAP < MIN_COLUMN_LABEL_WIDTH;
  const shown = !tooNarrow
    ? names.map((_, index) => index)
    : horizontal
      ? labelIndices(names, band, rowLabelSize)
      : labelIndices(
          lines.map((label) => label.reduce(longer, "")),
          band,
        );
  const categories = shown
    .map((index) => {
      const label = lines[index] ?? [""];
      return { index, at: centre(index), label: label.join(" "), lines: label };
    })
    // Where bands are too narrow for every label, one wider than the box around it would be cut
    // off at the edge: leave it out.
    .filter(
      (tick) =>
        horizontal || !tooNarrow || fitsAcross({ x: tick.at, label: tick.lines.reduce(longer, "") }, width),
    );
  return {
    plot,
    horizontal,
    band,
    bandStart,
    barWidth,
    valueAt,
    valueTicks: scale.ticks.map((value, index) => ({
      value,
      at: valueAt(value),
      label: tickLabels[index] ?? "",
    })),
    categories,
    bars: drawn,
    indexAt: (pixel) =>
      count === 0 ? -1 : Math.min(count - 1, Math.max(0, Math.floor((pixel - from) / band))),
  };
}
