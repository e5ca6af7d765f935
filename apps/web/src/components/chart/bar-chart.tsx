import { memo, useMemo, useRef } from "react";
import own from "./bar-chart.module.css";
import { type Bar, type BarGeometry, barGeometry } from "./bar-chart-model.ts";
import styles from "./chart.module.css";
import { AxisLabels, BaseLine, ValueGrid } from "./chart-axes.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import { ChartTooltip } from "./chart-tooltip.tsx";
import { placeBeside, type Size, textLines } from "./chart-tooltip-model.ts";
import { useBoxWidth } from "./use-box-width.ts";
import { useChartInteraction } from "./use-chart-interaction.ts";

export type { Bar } from "./bar-chart-model.ts";

export interface BarChartProps {
  /** One bar per category, in this order: left to right, or top to bottom as rows. */
  bars: readonly Bar[];
  /** Pixel height, held from the first render (no layout shift); the width follows the container. */
  height: number;
  /** The accessible name, e.g. "Fetching failed per day for lbank, …". */
  label: string;
  /** The value axis's labels, e.g. "20,000" (and the printed values, with valueLabels). */
  formatValue: (value: number) => string;
  /** The tooltip of bar `index`: plain text, one line per "\n"; also what a screen reader hears. */
  tooltipText: (index: number) => string;
  /**
   * The bars' fill, any SVG paint (e.g. a source colour "#F5B400"), set as a presentation
   * attribute (the CSP allows those); a bar's own colour wins. Without either, the theme's brand red.
   */
  color?: string;
  /** Rows: categories down the left, the first at the top, so long names read whole on a phone. */
  horizontal?: boolean;
  /** Each bar's value printed at its end. */
  valueLabels?: boolean;
}

interface PlotProps {
  geometry: BarGeometry;
  bars: readonly Bar[];
  color: string | undefined;
  formatValue: (value: number) => string;
  valueLabels: boolean;
}

/** The part that does not move with the pointer, memoised so hovering redraws only the overlay. */
const Plot = memo(function Plot({ geometry, bars, color, formatValue, valueLabels }: PlotProps) {
  const { plot, horizontal } = geometry;
  return (
    <>
      <ValueGrid
        plot={plot}
        along={horizontal ? "x" : "y"}
        ticks={geometry.valueTicks.map((tick) => ({ key: tick.value, at: tick.at, label: tick.label }))}
      />
      <AxisLabels
        plot={plot}
        side={horizontal ? "left" : "bottom"}
        ticks={geometry.categories.map((tick) => ({
          key: tick.index,
          at: tick.at,
          label: tick.label,
          lines: tick.lines,
        }))}
      />
      {/* A zero keeps its (empty) path, so there is one per category, in order. */}
      {geometry.bars.map((bar, index) => {
        const fill = bars[index]?.color ?? color;
        return (
          <path
            // biome-ignore lint/suspicious/noArrayIndexKey: bars are categories in a fixed order, labels may repeat
            key={index}
            className={fill === undefined ? `${own.bar} ${own.brand}` : own.bar}
            d={bar.path}
            fill={fill}
          />
        );
      })}
      {valueLabels
        ? geometry.bars.map((bar, index) => (
            <text
              // biome-ignore lint/suspicious/noArrayIndexKey: one label per bar, in the bars' order
              key={index}
              className={`${styles.label} ${styles.valueLabel}`}
              {...(horizontal
                ? { x: bar.end + 6, y: bar.at, dy: "0.32em", textAnchor: "start" }
                : { x: bar.at, y: bar.end - 6, textAnchor: "middle" })}
            >
              {formatValue(bars[index]?.value ?? 0)}
            </text>
          ))
        : null}
      <BaseLine plot={plot} side={horizontal ? "left" : "bottom"} />
    </>
  );
});

/**
 * A bar chart of categories in plain SVG: columns for the Source page's error counts per day and
 * the TVS dashboard's demo panels, rows for the PoR custodians and the TVS top 10 clients, where
 * ECharts (~209 KB gzip) was loaded and evaluated for a handful of bars. Design-token colours for
 * the frame (light or dark theme), the bars in the colours given; the pointer, a touch or the
 * arrow keys (Home, End, Escape) highlight a bar's band (ECharts' "shadow" axis pointer) with the
 * shared tooltip beside it; keyboard moves are read out through a polite live region.
 */
export function BarChart({
  bars,
  height,
  label,
  formatValue,
  tooltipText,
  color,
  horizontal = false,
  valueLabels = false,
}: BarChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const geometry = useMemo(
    () => barGeometry({ bars, width, height, formatValue, horizontal, valueLabels }),
    [bars, width, height, formatValue, horizontal, valueLabels],
  );
  // Kept by index: the categories are fixed, and a shorter new set simply drops the tooltip.
  const { active, frame } = useChartInteraction({
    count: bars.length,
    width,
    height,
    textAt: tooltipText,
    pick: ({ x, y }) => geometry.indexAt(horizontal ? y : x),
    vertical: horizontal,
  });
  // Memoised so the tooltip measures its text only when the text changes.
  const lines = useMemo(
    () => (active < 0 ? null : textLines(tooltipText(active)).map((text) => ({ text }))),
    [active, tooltipText],
  );

  const { plot, band } = geometry;
  const start = geometry.bandStart(active);
  // Beside the band (right of a column's, level with the plot's top; under a row's, from its
  // bar's end; else the other side), so the highlighted band and its bar stay in view.
  const place = (size: Size) =>
    placeBeside(
      size,
      {
        from: start,
        to: start + band,
        at: horizontal ? (geometry.bars[active]?.end ?? plot.left) : plot.top,
      },
      { width, height },
      horizontal,
    );
  return (
    <ChartFrame {...frame} boxRef={boxRef} label={label} reads="bars" data={{ "data-bars": bars.length }}>
      {/* The band behind the active bar, drawn first so the bar stays on top of it. */}
      {active >= 0 ? (
        <rect
          className={own.shadow}
          {...(horizontal
            ? { x: plot.left, y: start, width: plot.right - plot.left, height: band }
            : { x: start, y: plot.top, width: band, height: plot.bottom - plot.top })}
        />
      ) : null}
      <Plot
        geometry={geometry}
        bars={bars}
        color={color}
        formatValue={formatValue}
        valueLabels={valueLabels}
      />
      {lines ? (
        <g className={styles.overlay}>
          <ChartTooltip lines={lines} room={{ width, height }} place={place} />
        </g>
      ) : null}
    </ChartFrame>
  );
}
