import type { TimeAxisUnit } from "@oracle-explorer/core/charts";
import { memo, useCallback, useMemo, useRef } from "react";
import styles from "./chart.module.css";
import { AxisLabels, BaseLine, ValueGrid } from "./chart-axes.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import { ChartTooltip } from "./chart-tooltip.tsx";
import { placeBeside, type Size, TOOLTIP_BOX } from "./chart-tooltip-model.ts";
import own from "./line-chart.module.css";
import {
  type ChartGeometry,
  type ChartPoint,
  chartGeometry,
  nearestIndex,
  sortedByTime,
  type TimeBand,
  tooltipLines,
} from "./line-chart-model.ts";
import { useBoxWidth } from "./use-box-width.ts";
import { useChartInteraction } from "./use-chart-interaction.ts";

/** Shared, so the memoised plot is not redrawn for a new empty array on every hover. */
const NO_DOTS: readonly ChartPoint[] = [];
const NO_BANDS: readonly TimeBand[] = [];
const NO_VALUES: readonly number[] = [];

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
  /**
   * Neighbours further apart than this (ms) are not joined: the line stops and starts again, so
   * missing data reads as missing, never as a slope or a zero. A point alone between two gaps
   * gets a dot.
   */
  gapMs?: number;
  /** Values the value axis spans whatever the data (0 and 100 for a percentage). */
  include?: readonly number[];
  /** The time axis's span, when it is a fixed window rather than the points' own. */
  span?: readonly [number, number];
  /** Stretches of time shaded behind the line (a time nobody observed). */
  bands?: readonly TimeBand[];
}

interface PlotProps {
  geometry: ChartGeometry;
  dots: readonly ChartPoint[];
}

/** The part that does not move with the pointer, memoised so hovering redraws only the overlay. */
const Plot = memo(function Plot({ geometry, dots }: PlotProps) {
  const { plot, x, y, xTicks, yTicks, line, area, bands } = geometry;
  return (
    <>
      {bands.map((band) => (
        <rect
          key={band.x1}
          className={own.band}
          x={band.x1}
          y={plot.top}
          width={band.x2 - band.x1}
          height={plot.bottom - plot.top}
        />
      ))}
      <ValueGrid
        plot={plot}
        ticks={yTicks.map((tick) => ({ key: tick.value, at: tick.y, label: tick.label }))}
      />
      <BaseLine plot={plot} />
      <AxisLabels
        plot={plot}
        side="bottom"
        ticks={xTicks.map((tick) => ({ key: tick.timestamp, at: tick.x, label: tick.label }))}
      />
      <path className={own.area} d={area} />
      <path className={own.line} d={line} />
      {dots.map((point) => (
        <circle key={point.timestamp} className={own.dot} cx={x(point.timestamp)} cy={y(point.value)} r={3} />
      ))}
    </>
  );
});

/**
 * A time-series line chart in plain SVG, for the Token and Single feed pages: ECharts' evaluation
 * alone blocked a phone's main thread for 250-600 ms on them, and one line needs none of it.
 * Colours come from the design tokens, so it follows the light or dark theme. The pointer, a touch
 * or the arrow keys (Home, End, Escape) move a crosshair from point to point with the shared
 * tooltip; keyboard moves are also read out through a polite live region (useChartInteraction).
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
  gapMs,
  include = NO_VALUES,
  span,
  bands = NO_BANDS,
}: LineChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const sorted = useMemo(() => sortedByTime(points), [points]);
  const geometry = useMemo(
    () =>
      chartGeometry({ points: sorted, width, height, unit, formatValue, step, gapMs, include, span, bands }),
    [sorted, width, height, unit, formatValue, step, gapMs, include, span, bands],
  );
  const textAt = useCallback(
    (index: number) => {
      const point = sorted[index];
      return point ? tooltipLines(point, tooltipLabel, formatValue).join("\n") : "";
    },
    [sorted, tooltipLabel, formatValue],
  );
  // The active point is kept by time, so it stays put when a live point arrives or old ones drop out.
  const { active, frame } = useChartInteraction({
    count: sorted.length,
    width,
    height,
    textAt,
    pick: ({ x }) => nearestIndex(sorted, geometry.timeAt(x)),
    keyOf: (index) => sorted[index]?.timestamp,
    indexOf: (timestamp) => (typeof timestamp === "number" ? nearestIndex(sorted, timestamp) : -1),
  });
  const point = sorted[active];
  // Memoised so the tooltip measures its text only when the text changes.
  const lines = useMemo(
    () => (point ? tooltipLines(point, tooltipLabel, formatValue).map((text) => ({ text })) : null),
    [point, tooltipLabel, formatValue],
  );

  const cx = point ? geometry.x(point.timestamp) : 0;
  const cy = point ? geometry.y(point.value) : 0;
  const { plot } = geometry;
  // Right of the crosshair unless that runs off the chart; above the point in the lower half, else below.
  const place = (size: Size) =>
    placeBeside(
      size,
      {
        from: cx,
        to: cx,
        at: cy > (plot.top + plot.bottom) / 2 ? cy - TOOLTIP_BOX.gap - size.height : cy + TOOLTIP_BOX.gap,
      },
      { width, height },
    );
  return (
    <ChartFrame
      {...frame}
      boxRef={boxRef}
      label={label}
      reads="points"
      data={{
        "data-points": points.length,
        "data-step": step ? "end" : undefined,
        "data-segments": gapMs === undefined ? undefined : geometry.line.split("M").length - 1,
      }}
    >
      {/* A single point draws no line: its dot shows it. */}
      <Plot
        geometry={geometry}
        dots={showDots || sorted.length === 1 ? sorted : geometry.lone.length > 0 ? geometry.lone : NO_DOTS}
      />
      {point && lines ? (
        <g className={styles.overlay}>
          <line className={styles.crosshair} x1={cx} x2={cx} y1={plot.top} y2={plot.bottom} />
          <circle className={own.activeDot} cx={cx} cy={cy} r={4.5} />
          <ChartTooltip lines={lines} room={{ width, height }} place={place} />
        </g>
      ) : null}
    </ChartFrame>
  );
}
