import type { SVGProps } from "react";
import styles from "./chart.module.css";
import type { Plot } from "./chart-geometry.ts";

/** A tick or label: what keys it, where along its axis it sits, what it reads. */
export interface AxisTick {
  key: string | number;
  at: number;
  label: string;
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

/** The other axis's labels (times, categories): under the plot, or left of it for rows. */
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
      {ticks.map((tick) => (
        <text key={tick.key} className={styles.label} {...labelPosition(plot, side, tick.at)}>
          {tick.label}
        </text>
      ))}
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
