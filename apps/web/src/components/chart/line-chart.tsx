import type { TimeAxisUnit } from "@oracle-explorer/core";
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
import styles from "./line-chart.module.css";
import {
  type ChartGeometry,
  type ChartPoint,
  chartGeometry,
  nearestIndex,
  sortedByTime,
  textWidth,
  tooltipLines,
} from "./line-chart-model.ts";
import { useBoxWidth } from "./use-box-width.ts";

/** Shared, so the memoised plot is not redrawn for a new empty array on every hover. */
const NO_DOTS: readonly ChartPoint[] = [];

/** The tooltip box: two 12 px lines with padding, drawn this far from the crosshair. */
const TOOLTIP = { padX: 8, line: 16, padY: 7, gap: 12, margin: 4 } as const;

interface LineChartProps {
  points: readonly ChartPoint[];
  /** Pixel height, held from the first render (no layout shift); the width follows the container. */
  height: number;
  /** The accessible name, e.g. "BTC price, last hour". */
  label: string;
  /** The time axis's unit: tick labels and the smallest step between ticks. */
  unit: TimeAxisUnit;
  /** Value labels of the axis and the tooltip (currency and decimals). */
  formatValue: (value: number) => string;
  /** What the tooltip names the value, e.g. the symbol. */
  tooltipLabel: string;
  /** The value holds until the next point (on-chain values): draws steps instead of slopes. */
  step?: boolean;
  /** A dot at every point, for short series where each point is one event. */
  showDots?: boolean;
}

interface PlotProps {
  geometry: ChartGeometry;
  dots: readonly ChartPoint[];
}

/** The part that does not move with the pointer, memoised so hovering redraws only the overlay. */
const Plot = memo(function Plot({ geometry, dots }: PlotProps) {
  const { plot, x, y, xTicks, yTicks, line, area } = geometry;
  return (
    <>
      {yTicks.map((tick) => (
        <g key={tick.value}>
          <line className={styles.grid} x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />
          <text className={styles.label} x={plot.left - 8} y={tick.y} dy="0.32em" textAnchor="end">
            {tick.label}
          </text>
        </g>
      ))}
      <line className={styles.axis} x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
      {xTicks.map((tick) => (
        <text
          key={tick.timestamp}
          className={styles.label}
          x={tick.x}
          y={plot.bottom + 16}
          textAnchor="middle"
        >
          {tick.label}
        </text>
      ))}
      <path className={styles.area} d={area} />
      <path className={styles.line} d={line} />
      {dots.map((point) => (
        <circle
          key={point.timestamp}
          className={styles.dot}
          cx={x(point.timestamp)}
          cy={y(point.value)}
          r={3}
        />
      ))}
    </>
  );
});

interface OverlayProps {
  geometry: ChartGeometry;
  point: ChartPoint;
  lines: readonly string[];
  width: number;
  height: number;
}

/** The crosshair at the active point, its dot and the tooltip, all inside the SVG (CSP: no inline styles). */
function Overlay({ geometry, point, lines, width, height }: OverlayProps) {
  const { plot } = geometry;
  const cx = geometry.x(point.timestamp);
  const cy = geometry.y(point.value);
  const textsRef = useRef<SVGGElement>(null);
  // The estimate draws the first frame; the browser's measure of the text corrects it before paint
  // (fonts differ by platform, and the value line is bold). jsdom measures nothing: estimate only.
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const texts = textsRef.current?.children;
    const widths = lines.map((_, index) => {
      const text = texts?.[index] as SVGTextElement | undefined;
      return typeof text?.getComputedTextLength === "function" ? text.getComputedTextLength() : 0;
    });
    setMeasured(Math.ceil(Math.max(0, ...widths)));
  }, [lines]);
  const boxWidth = (measured || Math.max(...lines.map(textWidth))) + 2 * TOOLTIP.padX;
  const boxHeight = lines.length * TOOLTIP.line + 2 * TOOLTIP.padY;
  // Right of the crosshair unless that runs off the box; above the point in the lower half, else below.
  const right = cx + TOOLTIP.gap;
  const boxX = Math.max(
    TOOLTIP.margin,
    right + boxWidth <= width - TOOLTIP.margin ? right : cx - TOOLTIP.gap - boxWidth,
  );
  const wanted = cy > (plot.top + plot.bottom) / 2 ? cy - TOOLTIP.gap - boxHeight : cy + TOOLTIP.gap;
  const boxY = Math.min(Math.max(TOOLTIP.margin, wanted), height - boxHeight - TOOLTIP.margin);
  return (
    <g className={styles.overlay}>
      <line className={styles.crosshair} x1={cx} x2={cx} y1={plot.top} y2={plot.bottom} />
      <circle className={styles.activeDot} cx={cx} cy={cy} r={4.5} />
      <rect className={styles.tooltipBox} x={boxX} y={boxY} width={boxWidth} height={boxHeight} rx={6} />
      <g ref={textsRef}>
        {lines.map((text, index) => (
          <text
            key={text}
            className={index === 0 ? styles.tooltipTime : styles.tooltipValue}
            x={boxX + TOOLTIP.padX}
            y={boxY + TOOLTIP.padY + (index + 0.5) * TOOLTIP.line}
            dy="0.32em"
          >
            {text}
          </text>
        ))}
      </g>
    </g>
  );
}

/**
 * A time-series line chart in plain SVG, for the Token and Single feed pages: ECharts' evaluation
 * alone blocked a phone's main thread for 250-600 ms on them, and one line needs none of it.
 * Colours come from the design tokens, so it follows the light or dark theme. The pointer, a touch
 * or the arrow keys (Home, End, Escape) move a crosshair from point to point; keyboard moves are
 * also read out through a polite live region.
 */
export function LineChart({
  points,
  height,
  label,
  unit,
  formatValue,
  tooltipLabel,
  step = false,
  showDots = false,
}: LineChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const sorted = useMemo(() => sortedByTime(points), [points]);
  const geometry = useMemo(
    () => chartGeometry({ points: sorted, width, height, unit, formatValue, step }),
    [sorted, width, height, unit, formatValue, step],
  );
  // The active point is kept by time, so it stays put when a live point arrives or old ones drop out.
  const [activeTime, setActiveTime] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const activeIndex = activeTime === null ? -1 : nearestIndex(sorted, activeTime);
  const active = sorted[activeIndex];
  // Memoised so the tooltip measures its text only when the text changes.
  const lines = useMemo(
    () => (active ? tooltipLines(active, tooltipLabel, formatValue) : null),
    [active, tooltipLabel, formatValue],
  );

  const follow = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const pixel = rect.width > 0 ? ((event.clientX - rect.left) * width) / rect.width : 0;
    const index = nearestIndex(sorted, geometry.timeAt(pixel));
    setActiveTime(sorted[index]?.timestamp ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = sorted.length - 1;
    const next = pointForKey(event.key, activeIndex, last);
    if (next === null) return;
    event.preventDefault();
    if (next === "hide") {
      setActiveTime(null);
      setAnnouncement("");
      return;
    }
    const point = sorted[next];
    if (!point) return;
    setActiveTime(point.timestamp);
    setAnnouncement(tooltipLines(point, tooltipLabel, formatValue).join(", "));
  };

  return (
    <ChartFrame
      boxRef={boxRef}
      width={width}
      height={height}
      label={label}
      reads="points"
      announcement={announcement}
      data={{ "data-points": points.length, "data-step": step ? "end" : undefined }}
      onKeyDown={onKeyDown}
      onPointer={follow}
      onLeave={() => setActiveTime(null)}
    >
      {/* A single point draws no line: its dot shows it. */}
      <Plot geometry={geometry} dots={showDots || sorted.length === 1 ? sorted : NO_DOTS} />
      {active && lines ? (
        <Overlay geometry={geometry} point={active} lines={lines} width={width} height={height} />
      ) : null}
    </ChartFrame>
  );
}
