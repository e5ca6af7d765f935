import type { KeyboardEvent, PointerEvent, ReactNode, RefObject } from "react";
import { useId } from "react";
import styles from "./chart-frame.module.css";

interface ChartFrameProps {
  /** The box whose width the chart follows (useBoxWidth). */
  boxRef: RefObject<HTMLDivElement | null>;
  width: number;
  /** Pixel height, held from the first render (no layout shift). */
  height: number;
  /** The accessible name of the picture. */
  label: string;
  /** What the arrow keys step through, for the hint: "points", "bars", "slices". */
  reads: string;
  /** The active point's text, read out politely after a keyboard move. */
  announcement: string;
  /** data-* attributes on the picture, for tests and tooling (data-points, data-bars…). */
  data: Readonly<Record<`data-${string}`, string | number | undefined>>;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** The pointer moved or touched down over the plot. */
  onPointer: (event: PointerEvent<SVGSVGElement>) => void;
  /** Focus left, or a mouse left the plot: the tooltip closes. */
  onLeave: () => void;
  /** The SVG's content. */
  children: ReactNode;
  /** Below the picture, outside it (a legend of buttons must not sit inside role="img"). */
  after?: ReactNode;
}

/**
 * The part LineChart, BarChart, DonutChart and StackedAreaChart share: a focusable role="img"
 * box holding the SVG (the keys step through the data, the pointer follows it), a hint for the
 * keys, and a polite live region that reads each keyboard move. The live region sits next to the
 * picture, not in it: an image's children are not read out.
 */
export function ChartFrame({
  boxRef,
  width,
  height,
  label,
  reads,
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
        Use the left and right arrow keys to read the {reads}.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {after}
    </div>
  );
}
