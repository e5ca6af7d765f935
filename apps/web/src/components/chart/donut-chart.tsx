import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { ChartFrame } from "./chart-frame.tsx";
import { pointForKey } from "./chart-keys.ts";
import styles from "./donut-chart.module.css";
import {
  type DonutGeometry,
  type DonutSlice,
  donutGeometry,
  fitsInHole,
  LEGEND,
  shares,
  TOOLTIP,
  tooltipPosition,
} from "./donut-chart-model.ts";
import { textWidth } from "./line-chart-model.ts";
import { useBoxWidth } from "./use-box-width.ts";

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
        <circle
          className={styles.track}
          cx={cx}
          cy={cy}
          r={(inner + outer) / 2}
          strokeWidth={outer - inner}
        />
      ) : null}
      {arcs.map((arc, index) => {
        const slice = slices[index];
        if (!slice || arc.d === "") return null;
        return (
          <path
            key={slice.name}
            className={index === active ? `${styles.slice} ${styles.activeSlice}` : styles.slice}
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
          className={index === active ? `${styles.legendItem} ${styles.legendActive}` : styles.legendItem}
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
          <text
            className={styles.legendText}
            x={item.x + LEGEND.swatch + LEGEND.textGap}
            y={item.y}
            dy="0.32em"
          >
            {item.text}
          </text>
        </g>
      ))}
    </>
  );
});

interface OverlayProps {
  geometry: DonutGeometry;
  index: number;
  color: string;
  lines: readonly string[];
  width: number;
  height: number;
}

/**
 * The active slice's tooltip, inside the SVG (the CSP allows no HTML style attributes): its lines
 * centred in the ring's hole when they fit, else in a box beside the ring or the slice.
 */
function Overlay({ geometry, index, color, lines, width, height }: OverlayProps) {
  const textsRef = useRef<SVGGElement>(null);
  // The estimate draws the first frame; the browser's measure of the text corrects it before paint
  // (fonts differ by platform, and the value line is bold). jsdom measures nothing: estimate only.
  const [measured, setMeasured] = useState<readonly number[] | undefined>(undefined);
  useLayoutEffect(() => {
    const texts = textsRef.current?.children;
    const widths = lines.map((_, line) => {
      const text = texts?.[line] as SVGTextElement | undefined;
      return typeof text?.getComputedTextLength === "function" ? Math.ceil(text.getComputedTextLength()) : 0;
    });
    setMeasured(widths.every((w) => w > 0) ? widths : undefined);
  }, [lines]);
  // The first line (the slice's name) has a swatch before it.
  const swatch = LEGEND.swatch + LEGEND.textGap;
  const widths = lines.map((line, row) => (measured?.[row] ?? textWidth(line)) + (row === 0 ? swatch : 0));
  const content = { width: Math.max(0, ...widths), height: lines.length * TOOLTIP.line };
  const inHole = fitsInHole(geometry.inner, widths);
  const size = { width: content.width + 2 * TOOLTIP.padX, height: content.height + 2 * TOOLTIP.padY };
  const at = inHole
    ? { x: geometry.cx - size.width / 2, y: geometry.cy - size.height / 2 }
    : tooltipPosition(geometry, geometry.arcs[index]?.mid ?? 0, { width, height }, size);
  const rowY = (row: number) => at.y + TOOLTIP.padY + (row + 0.5) * TOOLTIP.line;
  // In the hole each line is centred; in a box they start at its padding.
  const rowX = (row: number) => (inHole ? geometry.cx - (widths[row] ?? 0) / 2 : at.x + TOOLTIP.padX);
  return (
    <g className={styles.overlay} data-placement={inHole ? "hole" : "box"}>
      {inHole ? null : (
        <rect
          className={styles.tooltipBox}
          x={at.x}
          y={at.y}
          width={size.width}
          height={size.height}
          rx={6}
        />
      )}
      <rect
        x={rowX(0)}
        y={rowY(0) - LEGEND.swatch / 2 + 1}
        width={LEGEND.swatch - 2}
        height={LEGEND.swatch - 2}
        rx={2}
        fill={color}
      />
      <g ref={textsRef}>
        {lines.map((text, row) => (
          <text
            key={text}
            className={row === 0 ? styles.tooltipName : styles.tooltipValue}
            x={rowX(row) + (row === 0 ? swatch : 0)}
            y={rowY(row)}
            dy="0.32em"
          >
            {text}
          </text>
        ))}
      </g>
    </g>
  );
}

/** The slice (or legend entry) under the pointer, from the data-index the plot draws on it. */
function indexAt(target: EventTarget | null): number {
  const element = target instanceof Element ? target.closest("[data-index]") : null;
  const index = Number(element?.getAttribute("data-index"));
  return Number.isInteger(index) ? index : -1;
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
  const [activeName, setActiveName] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const activeIndex = activeName === null ? -1 : slices.findIndex((slice) => slice.name === activeName);
  const active = slices[activeIndex];
  // Memoised so the tooltip measures its text only when the text changes.
  const lines = useMemo(
    () => (activeIndex < 0 ? null : tooltipText(activeIndex).split("\n").filter(Boolean)),
    [activeIndex, tooltipText],
  );

  const follow = (event: PointerEvent<SVGSVGElement>) => {
    const index = indexAt(event.target);
    // A touch outside every slice keeps its slice until the chart loses focus, like a lifted finger.
    if (index < 0 && event.pointerType === "touch") return;
    setActiveName(slices[index]?.name ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = pointForKey(event.key, activeIndex, slices.length - 1);
    if (next === null) return;
    event.preventDefault();
    if (next === "hide") {
      setActiveName(null);
      setAnnouncement("");
      return;
    }
    const slice = slices[next];
    if (!slice) return;
    setActiveName(slice.name);
    setAnnouncement(tooltipText(next).split("\n").join(", "));
  };

  return (
    <ChartFrame
      boxRef={boxRef}
      width={width}
      height={height}
      label={label}
      reads="slices"
      announcement={announcement}
      data={{ "data-slices": slices.length }}
      onKeyDown={onKeyDown}
      onPointer={follow}
      onLeave={() => setActiveName(null)}
    >
      <Plot geometry={geometry} slices={slices} active={activeIndex} />
      {active && lines ? (
        <Overlay
          geometry={geometry}
          index={activeIndex}
          color={active.color}
          lines={lines}
          width={width}
          height={height}
        />
      ) : null}
    </ChartFrame>
  );
}
