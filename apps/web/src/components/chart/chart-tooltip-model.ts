/**
 * The maths of ChartTooltip, the tooltip every SVG chart draws inside its picture (the CSP allows
 * no HTML style attributes): its lines, its layout in one or more columns, and where it goes in
 * the chart. Free of React and the DOM, so it is unit-tested on its own.
 */
import { textWidth } from "./chart-geometry.ts";

export interface TooltipLine {
  text: string;
  /** The colour of the series or slice the line names, drawn as a swatch before it. */
  color?: string;
  /** The line names a hidden series: drawn muted. */
  muted?: boolean;
}

/** The type sizes: the regular one, then a smaller one for when the lines do not fit. */
export const TOOLTIP_FONTS = [
  { size: 12, line: 16 },
  { size: 11, line: 13 },
] as const;

/**
 * Padding inside the box, the room a swatch takes before its line, the gap between columns, the
 * gap kept from what the tooltip points at, and the margin kept from the chart's edges.
 */
export const TOOLTIP_BOX = { padX: 8, padY: 7, swatch: 14, columnGap: 16, gap: 12, margin: 4 } as const;

/** The tooltip's lines from a chart's text: one per "\n", empty ones dropped. */
export const textLines = (text: string): string[] => text.split("\n").filter((line) => line !== "");

/** What a screen reader hears for the same text: its lines, read as one sentence. */
export const announcement = (text: string): string => textLines(text).join(", ");

/**
 * How a line reads: a series' or slice's line plain (muted when hidden), a first line without a
 * colour (the time or the category) muted, the others (the values, the total) bold.
 */
export function lineTone(line: TooltipLine, index: number): "plain" | "muted" | "strong" {
  if (line.color) return line.muted ? "muted" : "plain";
  return index === 0 ? "muted" : "strong";
}

export interface TooltipLayout {
  font: (typeof TOOLTIP_FONTS)[number];
  /** The lines of each column, with its left edge inside the box and its width. */
  columns: { lines: readonly TooltipLine[]; x: number; width: number }[];
  width: number;
  height: number;
}

/**
 * How the lines fit a room (width × height): one column in the regular size when it can, else
 * the smaller size, then two columns and more, the first layout that fits both ways. Widths are
 * estimated from the character count (SVG text is not measured before it is drawn); `measured`,
 * the drawn text widths at the chosen size, then corrects the box (not the choice, so the measure
 * cannot flip the layout back and forth).
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
          // textWidth counts 12 px characters: scaled to the size in use.
          const text = useMeasured
            ? (measured?.[start + offset] ?? 0)
            : (textWidth(line.text) * font.size) / 12;
          return Math.ceil(text) + (line.color ? TOOLTIP_BOX.swatch : 0);
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

export interface Size {
  width: number;
  height: number;
}

/** Where the box's top-left corner goes; `bare` draws the lines alone, centred (a donut's hole). */
export interface TooltipPlace {
  x: number;
  y: number;
  bare?: boolean;
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** The box moved inside the chart, TOOLTIP_BOX.margin from its edges (at the top-left when too big). */
export function keepInside(at: { x: number; y: number }, size: Size, chart: Size): TooltipPlace {
  const { margin } = TOOLTIP_BOX;
  return {
    x: clamp(at.x, margin, chart.width - margin - size.width),
    y: clamp(at.y, margin, chart.height - margin - size.height),
  };
}

/**
 * The box beside what it points at (a crosshair, a bar's band): right of `span` unless that runs
 * off the chart, then left of it, its top at `top`; with `across` the same below or above a
 * horizontal band instead, its left at `start`. Always inside the chart.
 */
export function placeBeside(
  size: Size,
  anchor: { from: number; to: number; at: number },
  chart: Size,
  across = false,
): TooltipPlace {
  const { gap, margin } = TOOLTIP_BOX;
  const length = across ? size.height : size.width;
  const room = across ? chart.height : chart.width;
  const after = anchor.to + gap;
  const along = after + length <= room - margin ? after : anchor.from - gap - length;
  return keepInside(across ? { x: anchor.at, y: along } : { x: along, y: anchor.at }, size, chart);
}
