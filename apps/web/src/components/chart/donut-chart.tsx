import { memo, useMemo, useRef } from "react";
import styles from "./chart.module.css";
import { ChartFrame } from "./chart-frame.tsx";
import { ChartTooltip } from "./chart-tooltip.tsx";
import { type Size, type TooltipPlace, textLines } from "./chart-tooltip-model.ts";
import own from "./donut-chart.module.css";
import {
  type DonutGeometry,
  type DonutSlice,
  donutGeometry,
  fitsInHole,
  LEGEND,
  shares,
  tooltipPosition,
} from "./donut-chart-model.ts";
import { useBoxWidth } from "./use-box-width.ts";
import { type PointerAt, useChartInteraction } from "./use-chart-interaction.ts";

export type { DonutSlice } from "./donut-chart-model.ts";

export interface DonutChartProps {
  /** Drawn clockwise from 12 o'clock in this order, each in its own colour; names are unique. */
  slices: readonly DonutSlice[];
  /** Pixel height (ring and legend), held from the first render (no layout shift); the width follows the container. */
  height: number;
  /** The accessible name, e.g. "Reserves per asset, as a donut". */
  label: string;
  /** A slice's legend text, given its share of the total (0 to 1), e.g. "USDT 5.93%". */
  sliceLabel: (slice: DonutSlice, share: number) => string;
  /** The tooltip of a slice's index: plain text, one line per "\n"; also what a screen reader hears. */
  tooltipText: (index: number) => string;
}

interface PlotProps {
  geometry: DonutGeometry;
  slices: readonly DonutSlice[];
  active: number;
}

/**
 * The ring and the legend. Memoised on the active slice too: hovering swaps one path for its
 * grown form. Colours are presentation attributes, not style attributes: the CSP allows them.
 */
const Plot = memo(function Plot({ geometry, slices, active }: PlotProps) {
  const { cx, cy, inner, outer, arcs, legend, empty } = geometry;
  return (
    <>
      {/* Every value 0: an empty ring keeps the chart's shape, the legend still names each asset. */}
      {empty && outer > 0 ? (
        <circle className={own.track} cx={cx} cy={cy} r={(inner + outer) / 2} strokeWidth={outer - inner} />
      ) : null}
      {arcs.map((arc, index) => {
        const slice = slices[index];
        if (!slice || arc.d === "") return null;
        return (
          <path
            key={slice.name}
            className={index === active ? `${own.slice} ${own.activeSlice}` : own.slice}
            d={index === active ? arc.activeD : arc.d}
            fill={slice.color}
            data-index={index}
            data-slice-name={slice.name}
          />
        );
      })}
      {legend.map((item, index) => (
        <g
          key={slices[index]?.name ?? index}
          className={index === active ? `${own.legendItem} ${own.legendActive}` : own.legendItem}
          data-index={index}
        >
          <rect
            x={item.x}
            y={item.y - LEGEND.swatch / 2}
            width={LEGEND.swatch}
            height={LEGEND.swatch}
            rx={3}
            fill={slices[index]?.color}
          />
          <text className={own.legendText} x={item.x + LEGEND.swatch + LEGEND.textGap} y={item.y} dy="0.32em">
            {item.text}
          </text>
        </g>
      ))}
    </>
  );
});

/**
 * The slice (or legend entry) under the pointer, from the data-index the plot draws on it. A touch
 * outside every slice keeps its slice until the chart loses focus, like a lifted finger.
 */
function sliceAt({ target, pointerType }: PointerAt): number | null {
  const element = target instanceof Element ? target.closest("[data-index]") : null;
  const index = element ? Number(element.getAttribute("data-index")) : -1;
  if (!Number.isInteger(index) || index < 0) return pointerType === "touch" ? null : -1;
  return index;
}

/**
 * A donut chart in plain SVG, for the Proof of Reserve page: its top edge is in a phone's first
 * view, so the ECharts donut loaded and evaluated the whole library (~200 KB gzip) during the
 * first load. It follows LineChart and StackedAreaChart: design-token colours for the frame
 * (light or dark theme), the slices' own colours; the pointer, a touch or the arrow keys (Home,
 * End, Escape) pick a slice, which grows out of the ring with its tooltip beside it; keyboard
 * moves are read out through a polite live region. The legend under the ring is SVG text too.
 */
export function DonutChart({ slices, height, label, sliceLabel, tooltipText }: DonutChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const labels = useMemo(() => {
    const sliceShares = shares(slices.map((slice) => slice.value));
    return slices.map((slice, index) => sliceLabel(slice, sliceShares[index] ?? 0));
  }, [slices, sliceLabel]);
  const geometry = useMemo(
    () => donutGeometry({ values: slices.map((slice) => slice.value), labels, width, height }),
    [slices, labels, width, height],
  );
  // The active slice is kept by name, so it stays put when the data reloads.
  const { active, frame } = useChartInteraction({
    count: slices.length,
    width,
    height,
    textAt: tooltipText,
    pick: sliceAt,
    keyOf: (index) => slices[index]?.name,
    indexOf: (name) => slices.findIndex((slice) => slice.name === name),
  });
  const slice = slices[active];
  // Memoised so the tooltip measures its text only when the text changes; the first line (the
  // slice's name) has its colour's swatch before it.
  const lines = useMemo(
    () =>
      slice
        ? textLines(tooltipText(active)).map((text, row) =>
            row === 0 ? { text, color: slice.color } : { text },
          )
        : null,
    [slice, active, tooltipText],
  );
  // Centred in the ring's hole when the lines fit there (covering no slice, never off a phone's
  // narrow chart), else in a box beside the ring or off the slice.
  const place = (size: Size, widths: readonly number[]): TooltipPlace =>
    fitsInHole(geometry.inner, widths)
      ? { x: geometry.cx - size.width / 2, y: geometry.cy - size.height / 2, bare: true }
      : tooltipPosition(geometry, geometry.arcs[active]?.mid ?? 0, { width, height }, size);

  return (
    <ChartFrame
      {...frame}
      boxRef={boxRef}
      label={label}
      reads="slices"
      data={{ "data-slices": slices.length }}
    >
      <Plot geometry={geometry} slices={slices} active={active} />
      {lines ? (
        <g className={styles.overlay}>
          <ChartTooltip lines={lines} room={{ width, height }} place={place} />
        </g>
      ) : null}
    </ChartFrame>
  );
}
