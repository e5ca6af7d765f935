/**
 * The layout rules the SVG charts share, so they look alike: the space around the plot, the
 * estimate of a label's width, pixel rounding, and which axis labels fit.
 */

/** Pixels per character of the 12 px tabular-figure labels: an estimate, SVG text is not measured. */
export const CHAR_WIDTH = 7;

/** The label's estimated width in pixels. */
export const textWidth = (text: string) => text.length * CHAR_WIDTH;

/** One decimal is finer than a pixel and keeps path strings short. */
export const px = (value: number) => String(Math.round(value * 10) / 10);

/** Space around the plot, like the ECharts grid the charts replaced (left 8, right 16, top 16, bottom 8). */
export const PAD = { top: 16, right: 16, bottom: 8, left: 8 } as const;
/** Room for the labels under the plot, and the gap between the labels left of it and the plot. */
export const X_LABEL_BAND = 20;
/** The step from one line of a wrapped axis label to the next (12 px text). */
export const LABEL_LINE_HEIGHT = 14;
export const Y_LABEL_GAP = 8;
/** The clear gap kept between two labels along the bottom, and the most time ticks drawn. */
export const TICK_LABEL_GAP = 28;
export const MAX_TIME_TICKS = 7;

export interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * The plot inside a box of width × height: `leftLabels` px of labels (and their gap) on its left,
 * a band of labels under it, the padding around; never narrower or shorter than a pixel.
 */
export function plotArea(
  leftLabels: number,
  width: number,
  height: number,
  pad: { top: number; right: number; bottom: number; left: number } = PAD,
): Plot {
  const left = pad.left + leftLabels + Y_LABEL_GAP;
  return {
    left,
    right: Math.max(left + 1, width - pad.right),
    top: pad.top,
    bottom: Math.max(pad.top + 1, height - pad.bottom - X_LABEL_BAND),
  };
}

/** How many labels as wide as `widest` fit along `length` px with TICK_LABEL_GAP between them. */
export const labelsThatFit = (length: number, widest: string) =>
  Math.floor(length / (textWidth(widest) + TICK_LABEL_GAP)) + 1;

/** A label centred at x stays whole inside a box `width` wide: one near the edge would be cut off. */
export const fitsAcross = (tick: { x: number; label: string }, width: number) =>
  tick.x - textWidth(tick.label) / 2 >= 0 && tick.x + textWidth(tick.label) / 2 <= width;
