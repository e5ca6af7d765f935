/**
 * The maths of DonutChart, kept free of React and the DOM so it is unit-tested on its own: each
 * slice's angles and ring path, the legend's rows under the ring and where the tooltip goes.
 */
import { px, textWidth } from "./chart-geometry.ts";
import { keepInside, TOOLTIP_BOX, TOOLTIP_FONTS } from "./chart-tooltip-model.ts";

export interface DonutSlice {
  name: string;
  value: number;
  color: string;
}

/** The ring's hole as a share of its outer radius (ECharts' 48% / 74% drew about 0.65). */
export const INNER_RATIO = 0.6;
/** How far the active slice grows out of the ring, like ECharts' emphasis. */
export const ACTIVE_GROW = 6;
/** Space kept around the ring and the legend. */
export const PAD = 8;
/** Legend: a 12 px swatch, then the text; entries this far apart; rows this high. */
export const LEGEND = { swatch: 12, textGap: 6, itemGap: 18, row: 20, top: 8 } as const;

const TAU = 2 * Math.PI;

/**
 * Each value's share of the total, 0 for all when the total is nothing (or not a number):
 * negative and non-finite values count as 0, a share of a reserve is never below nothing.
 */
export function shares(values: readonly number[]): number[] {
  const clean = values.map((value) => (Number.isFinite(value) && value > 0 ? value : 0));
  const total = clean.reduce((sum, value) => sum + value, 0);
  return clean.map((value) => (total > 0 ? value / total : 0));
}

export interface SliceAngles {
  /** Radians clockwise from 12 o'clock, where ECharts starts its pies. */
  start: number;
  end: number;
  /** The middle of the slice, where the tooltip points. */
  mid: number;
}

/** The slices' angles, in order, clockwise from the top; a zero share is an empty slice. */
export function sliceAngles(sliceShares: readonly number[]): SliceAngles[] {
  let start = 0;
  return sliceShares.map((share) => {
    const end = start + share * TAU;
    const angles = { start, end, mid: (start + end) / 2 };
    start = end;
    return angles;
  });
}

/** The point at `radius` and `angle` (clockwise from 12 o'clock) around (cx, cy). */
export function polar(cx: number, cy: number, radius: number, angle: number) {
  return { x: cx + radius * Math.sin(angle), y: cy - radius * Math.cos(angle) };
}

/**
 * The `d` of a ring sector: out along the outer arc, back along the inner one. A whole ring (one
 * slice with everything) is two half rings, since an arc cannot start and end at the same point.
 */
export function sectorPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  start: number,
  end: number,
): string {
  const sweep = end - start;
  if (!(sweep > 0) || !(outer > 0)) return "";
  if (sweep >= TAU - 1e-6) {
    const half = start + Math.PI;
    return `${sectorPath(cx, cy, inner, outer, start, half)}${sectorPath(cx, cy, inner, outer, half, start + TAU)}`;
  }
  const large = sweep > Math.PI ? 1 : 0;
  const o0 = polar(cx, cy, outer, start);
  const o1 = polar(cx, cy, outer, end);
  const i1 = polar(cx, cy, inner, end);
  const i0 = polar(cx, cy, inner, start);
  const r = px(outer);
  const ri = px(inner);
  return (
    `M${px(o0.x)} ${px(o0.y)}A${r} ${r} 0 ${large} 1 ${px(o1.x)} ${px(o1.y)}` +
    `L${px(i1.x)} ${px(i1.y)}A${ri} ${ri} 0 ${large} 0 ${px(i0.x)} ${px(i0.y)}Z`
  );
}

export interface LegendItem {
  /** The swatch's left edge and the row's middle. */
  x: number;
  y: number;
  text: string;
}

/**
 * The legend's entries in rows under the ring, each row centred, as many per row as fit
 * (ECharts' bottom legend); a long entry on a narrow chart gets a row of its own.
 */
export function legendLayout(
  texts: readonly string[],
  width: number,
  bottom: number,
): { items: LegendItem[]; height: number } {
  const itemWidth = (text: string) => LEGEND.swatch + LEGEND.textGap + textWidth(text);
  const room = Math.max(0, width - 2 * PAD);
  const rows: { texts: string[]; width: number }[] = [];
  for (const text of texts) {
    const last = rows.at(-1);
    const wanted = itemWidth(text);
    if (last && last.width + LEGEND.itemGap + wanted <= room) {
      last.texts.push(text);
      last.width += LEGEND.itemGap + wanted;
    } else rows.push({ texts: [text], width: wanted });
  }
  const height = rows.length * LEGEND.row;
  const top = bottom - height;
  const items: LegendItem[] = [];
  rows.forEach((row, rowIndex) => {
    let x = Math.max(PAD, (width - row.width) / 2);
    for (const text of row.texts) {
      items.push({ x, y: top + (rowIndex + 0.5) * LEGEND.row, text });
      x += itemWidth(text) + LEGEND.itemGap;
    }
  });
  return { items, height };
}

export interface DonutArc extends SliceAngles {
  /** The slice at rest, and grown out when active. */
  d: string;
  activeD: string;
}

export interface DonutGeometry {
  cx: number;
  cy: number;
  inner: number;
  outer: number;
  arcs: DonutArc[];
  legend: LegendItem[];
  /** Nothing to share out (every value 0): the ring is drawn empty. */
  empty: boolean;
}

export interface DonutGeometryInput {
  values: readonly number[];
  /** The legend's text per slice, in the same order. */
  labels: readonly string[];
  width: number;
  height: number;
}

/** Everything the static part of the chart draws, from the values and the box's size. */
export function donutGeometry({ values, labels, width, height }: DonutGeometryInput): DonutGeometry {
  const legend = legendLayout(labels, width, height - PAD);
  const ringTop = PAD;
  const ringBottom = height - PAD - legend.height - LEGEND.top;
  // The active slice grows by ACTIVE_GROW: the ring leaves it room inside the box.
  const outer = Math.max(0, Math.min(width / 2 - PAD, (ringBottom - ringTop) / 2) - ACTIVE_GROW);
  const inner = outer * INNER_RATIO;
  const cx = width / 2;
  const cy = ringTop + (ringBottom - ringTop) / 2;
  const sliceShares = shares(values);
  const arcs = sliceAngles(sliceShares).map((angles) => ({
    ...angles,
    d: sectorPath(cx, cy, inner, outer, angles.start, angles.end),
    activeD: sectorPath(cx, cy, inner, outer + ACTIVE_GROW, angles.start, angles.end),
  }));
  return {
    cx,
    cy,
    inner,
    outer,
    arcs,
    legend: legend.items,
    empty: sliceShares.every((share) => share === 0),
  };
}

/**
 * Whether the tooltip's lines (without their box) fit in the ring's hole, where they cover no
 * slice and never run off a phone's narrow chart: the classic donut's centre label. Each line is
 * checked where it sits (the corners of a rectangle round them would not fit, the text does).
 */
export function fitsInHole(inner: number, widths: readonly number[]): boolean {
  const rows = widths.length;
  return widths.every((width, row) => {
    const middle = Math.abs((row + 0.5 - rows / 2) * TOOLTIP_FONTS[0].line);
    return Math.hypot(width / 2, middle + GLYPH_HALF_HEIGHT) <= inner - HOLE_MARGIN;
  });
}

/** Half the height of 12 px figures, and the clear space kept inside the hole. */
const GLYPH_HALF_HEIGHT = 6;
const HOLE_MARGIN = 2;

/** A slice whose middle is within ~65° of 3 or 9 o'clock gets its tooltip beside it, not above or below. */
const SIDEWAYS = 0.4;

/**
 * The tooltip box's top-left corner when its lines do not fit in the hole: beside the ring on the
 * side the active slice faces, when the chart has room there; otherwise off the slice's outer
 * middle (above and right of the ring for a slice at 1 o'clock, beside it for one near 3 or 9
 * o'clock), so the box covers as little of its slice as it can; always kept in the box.
 */
export function tooltipPosition(
  geometry: Pick<DonutGeometry, "cx" | "cy" | "outer">,
  mid: number,
  box: { width: number; height: number },
  size: { width: number; height: number },
): { x: number; y: number } {
  const anchor = polar(geometry.cx, geometry.cy, geometry.outer + ACTIVE_GROW, mid);
  const right = Math.sin(mid) >= 0;
  const reach = geometry.outer + ACTIVE_GROW + TOOLTIP_BOX.gap;
  const besideX = right ? geometry.cx + reach : geometry.cx - reach - size.width;
  const beside = besideX >= TOOLTIP_BOX.margin && besideX + size.width <= box.width - TOOLTIP_BOX.margin;
  const up = Math.cos(mid);
  const wantedX = beside
    ? besideX
    : right
      ? anchor.x + TOOLTIP_BOX.gap
      : anchor.x - TOOLTIP_BOX.gap - size.width;
  const wantedY =
    beside || Math.abs(up) <= SIDEWAYS
      ? anchor.y - size.height / 2
      : up > 0
        ? anchor.y - TOOLTIP_BOX.gap - size.height
        : anchor.y + TOOLTIP_BOX.gap;
  return keepInside({ x: wantedX, y: wantedY }, size, box);
}
