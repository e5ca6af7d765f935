import type { SVGProps } from "react";
import styles from "./chart.module.css";
import { LABEL_LINE_HEIGHT, type Plot } from "./chart-geometry.ts";

/** A tick or label: what keys it, where along its axis it sits, what it reads. */
export interface AxisTick {
  key: string | number;
  at: number;
  label: string;
  /** A label wrapped onto several lines (a long category name); `label` on one line without it. */
  lines?: readonly string[];
}

/** Where a label sits: under the plot, centred on its tick, or left of it, ending at the gap. */
function labelPosition(plot: Plot, side: "bottom" | "left", at: number): SVGProps<SVGTextElement> {
  return side === "bottom"
    ? { x: at, y: plot.bottom + 16, textAnchor: "middle" }
    : { x: plot.left - 8, y: at, dy: "0.32em", textAnchor: "end" };
}

interface ValueGridProps {
  plot: Plot;
  ticks: readonly AxisTick[];
  /** The value axis's direction: up the left (lines across the plot), or along the bottom (rows). */
  along?: "y" | "x";
}

/** The value axis: a grid line across the plot at each tick, its label outside the plot. */
export function ValueGrid({ plot, ticks, along = "y" }: ValueGridProps) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick.key}>
          {along === "y" ? (
            <line className={styles.grid} x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} />
          ) : (
            <line className={styles.grid} x1={tick.at} x2={tick.at} y1={plot.top} y2={plot.bottom} />
          )}
          <text className={styles.label} {...labelPosition(plot, along === "y" ? "left" : "bottom", tick.at)}>
            {tick.label}
          </text>
        </g>
      ))}
    </>
  );
}

/**
 * A label on several lines: one tspan per line at the label's x, the first line where a one-line
 * label would be (under the plot) or the block centred on its row (left of it).
 */
function WrappedLabel({ plot, side, tick }: { plot: Plot; side: "bottom" | "left"; tick: AxisTick }) {
  const lines = tick.lines ?? [tick.label];
  const position = labelPosition(plot, side, tick.at);
  const lift = side === "left" ? ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2 : 0;
  return (
    <text className={styles.label} {...position} y={Number(position.y) - lift} dy={undefined}>
      {lines.map((line, index) => (
        <tspan
          // biome-ignore lint/suspicious/noArrayIndexKey: a label's lines, in order
          key={index}
          x={position.x}
          dy={index === 0 ? (position.dy ?? 0) : LABEL_LINE_HEIGHT}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The other axis's labels (times, categories): under the plot, or left of it for rows; a label
 * with `lines` is drawn on them, one under the other.
 */
export function AxisLabels({
  plot,
  ticks,
  side,
}: {
  plot: Plot;
  ticks: readonly AxisTick[];
  side: "bottom" | "left";
}) {
  return (
    <>
      {ticks.map((tick) =>
        tick.lines && tick.lines.length > 1 ? (
          <WrappedLabel key={tick.key} plot={plot} side={side} tick={tick} />
        ) : (
          <text key={tick.key} className={styles.label} {...labelPosition(plot, side, tick.at)}>
            {tick.label}
          </text>
        ),
      )}
    </>
  );
}

/** The axis line the data grows from: along the bottom, or down the left for rows. */
export function BaseLine({ plot, side = "bottom" }: { plot: Plot; side?: "bottom" | "left" }) {
  return side === "bottom" ? (
    <line className={styles.axis} x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
  ) : (
    <line className={styles.axis} x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
  );
}
