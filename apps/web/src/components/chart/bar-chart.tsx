import {
  type KeyboardEvent,
  memo,
  type PointerEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import styles from "./bar-chart.module.css";
import { type Bar, type BarGeometry, barGeometry, TOOLTIP, tooltipBox } from "./bar-chart-model.ts";
import { ChartFrame } from "./chart-frame.tsx";
import { pointForKey } from "./chart-keys.ts";
import { useBoxWidth } from "./use-box-width.ts";

export interface BarChartProps {
  /** One bar per category, drawn left to right in this order (e.g. days, oldest first). */
  bars: readonly Bar[];
  /** Pixel height, held from the first render (no layout shift); the width follows the container. */
  height: number;
  /** The accessible name, e.g. "Fetching failed per day for lbank, …". */
  label: string;
  /** The value axis's labels, e.g. "20,000". */
  formatValue: (value: number) => string;
  /** The tooltip of bar `index`: plain text, one line per "\n"; also what a screen reader hears. */
  tooltipText: (index: number) => string;
  /**
   * The bars' fill, any SVG paint (e.g. a source colour "#F5B400"), set as a presentation
   * attribute (the CSP allows those). Without it, the brand red of the theme.
   */
  color?: string;
}

interface PlotProps {
  geometry: BarGeometry;
  color: string | undefined;
}

/** The part that does not move with the pointer, memoised so hovering redraws only the overlay. */
const Plot = memo(function Plot({ geometry, color }: PlotProps) {
  const { plot, xLabels, yTicks, bars } = geometry;
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
      {xLabels.map((tick) => (
        <text key={tick.index} className={styles.label} x={tick.x} y={plot.bottom + 16} textAnchor="middle">
          {tick.label}
        </text>
      ))}
      {/* A zero keeps its (empty) path, so there is one per category, in order. */}
      {bars.map((bar, index) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are categories in a fixed order, labels may repeat
          key={index}
          className={color === undefined ? `${styles.bar} ${styles.brand}` : styles.bar}
          d={bar.path}
          fill={color}
        />
      ))}
      <line className={styles.axis} x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
    </>
  );
});

interface TooltipProps {
  geometry: BarGeometry;
  index: number;
  lines: readonly string[];
  width: number;
  height: number;
}

/** The tooltip box beside the active band, inside the SVG (the CSP allows no HTML style attributes). */
function Tooltip({ geometry, index, lines, width, height }: TooltipProps) {
  const textsRef = useRef<SVGGElement>(null);
  // The estimate draws the first frame; the browser's measure of the text corrects it before paint
  // (fonts differ by platform, and the value line is bold). jsdom measures nothing: estimate only.
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const texts = textsRef.current?.children;
    const widths = lines.map((_, line) => {
      const text = texts?.[line] as SVGTextElement | undefined;
      return typeof text?.getComputedTextLength === "function" ? text.getComputedTextLength() : 0;
    });
    setMeasured(Math.ceil(Math.max(0, ...widths)));
  }, [lines]);
  const box = tooltipBox(geometry, index, lines, { width, height }, measured);
  return (
    <g className={styles.overlay}>
      <rect className={styles.tooltipBox} x={box.x} y={box.y} width={box.width} height={box.height} rx={6} />
      <g ref={textsRef}>
        {lines.map((text, line) => (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one tooltip, in a fixed order
            key={line}
            className={line === 0 ? styles.tooltipTitle : styles.tooltipValue}
            x={box.x + TOOLTIP.padX}
            y={box.y + TOOLTIP.padY + (line + 0.5) * TOOLTIP.line}
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
 * A bar chart of categories (days) in plain SVG, for the Source page's error counts: ECharts
 * (~209 KB gzip) loaded and evaluated on a phone's first view for two charts of five bars each.
 * It follows LineChart: design-token colours for the frame (light or dark theme), the bars in the
 * colour given; the pointer, a touch or the arrow keys (Home, End, Escape) highlight a bar's band
 * (ECharts' "shadow" axis pointer) with its tooltip; keyboard moves are read out through a polite
 * live region.
 */
export function BarChart({ bars, height, label, formatValue, tooltipText, color }: BarChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const geometry = useMemo(
    () => barGeometry({ bars, width, height, formatValue }),
    [bars, width, height, formatValue],
  );
  // Kept by index: the categories are fixed, and a shorter new set simply drops the tooltip.
  const [active, setActive] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const activeIndex = active !== null && active < bars.length ? active : -1;
  // Memoised so the tooltip measures its text only when the text changes.
  const lines = useMemo(
    () =>
      activeIndex < 0
        ? null
        : tooltipText(activeIndex)
            .split("\n")
            .filter((line) => line !== ""),
    [activeIndex, tooltipText],
  );

  const follow = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const pixel = rect.width > 0 ? ((event.clientX - rect.left) * width) / rect.width : 0;
    const index = geometry.indexAt(pixel);
    setActive(index < 0 ? null : index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = pointForKey(event.key, activeIndex, bars.length - 1);
    if (next === null) return;
    event.preventDefault();
    if (next === "hide") {
      setActive(null);
      setAnnouncement("");
      return;
    }
    // No bars: nothing to step to.
    if (next < 0 || next >= bars.length) return;
    setActive(next);
    setAnnouncement(tooltipText(next).split("\n").join(", "));
  };

  const band = geometry.plot.left + activeIndex * geometry.band;
  return (
    <ChartFrame
      boxRef={boxRef}
      width={width}
      height={height}
      label={label}
      reads="bars"
      announcement={announcement}
      data={{ "data-bars": bars.length }}
      onKeyDown={onKeyDown}
      onPointer={follow}
      onLeave={() => setActive(null)}
    >
      {/* The band behind the active bar, drawn first so the bar stays on top of it. */}
      {activeIndex >= 0 ? (
        <rect
          className={styles.shadow}
          x={band}
          y={geometry.plot.top}
          width={geometry.band}
          height={geometry.plot.bottom - geometry.plot.top}
        />
      ) : null}
      <Plot geometry={geometry} color={color} />
      {lines && activeIndex >= 0 ? (
        <Tooltip geometry={geometry} index={activeIndex} lines={lines} width={width} height={height} />
      ) : null}
    </ChartFrame>
  );
}
