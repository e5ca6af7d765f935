import type { ReactNode, RefObject } from "react";
import { useId } from "react";
import styles from "./chart-frame.module.css";
import type { ChartFrameHandlers } from "./use-chart-interaction.ts";

/**
 * The frame's own props; the size (its height held from the first render: no layout shift), the
 * keys, the pointer and the live region come from useChartInteraction.
 */
interface ChartFrameProps extends ChartFrameHandlers {
  /** The box whose width the chart follows (useBoxWidth). */
  boxRef: RefObject<HTMLDivElement | null>;
  /** The accessible name of the picture. */
  label: string;
  /** What the arrow keys step through, for the hint: "points", "bars", "slices". */
  reads: string;
  /** data-* attributes on the picture, for tests and tooling (data-points, data-bars…). */
  data: Readonly<Record<`data-${string}`, string | number | undefined>>;
  /** The SVG's content. */
  children: ReactNode;
  /** Below the picture, outside it (a legend of buttons must not sit inside role="img"). */
  after?: ReactNode;
}

/**
 * The part LineChart, BarChart, DonutChart and StackedAreaChart share: a focusable role="img"
 * box holding the SVG (the keys step through the data, the pointer follows it: the handlers of
 * useChartInteraction), a hint for the keys, and a polite live region that reads each keyboard
 * move. The live region sits next to the picture, not in it: an image's children are not read out.
 * Focus leaving, or a mouse leaving the plot, closes the tooltip.
 */
export function ChartFrame({
  boxRef,
  width,
  height,
  label,
  reads,
  arrows,
  announcement,
  data,
  onKeyDown,
  onPointer,
  onLeave,
  children,
  after,
}: ChartFrameProps) {
  const hintId = useId();
  return (
    <div className={styles.chart}>
      <div
        ref={boxRef}
        className={styles.box}
        style={{ height }}
        role="img"
        aria-label={label}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys read the data, so the chart must take focus
        tabIndex={0}
        {...data}
        onKeyDown={onKeyDown}
        onBlur={onLeave}
      >
        <svg
          className={styles.svg}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
          focusable="false"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          // A touch lifts off with a pointerleave: keep its tooltip until the chart loses focus.
          onPointerLeave={(event) => {
            if (event.pointerType !== "touch") onLeave();
          }}
        >
          {children}
        </svg>
      </div>
      <p id={hintId} className="visually-hidden">
        Use the {arrows} arrow keys to read the {reads}.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {after}
    </div>
  );
}
