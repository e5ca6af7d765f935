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
import { nearestIndex } from "./line-chart-model.ts";
import styles from "./stacked-area-chart.module.css";
import {
  type StackedGeometry,
  type StackedSeries,
  stackedGeometry,
  TOOLTIP_BOX,
  type TooltipLine,
  tooltipLayout,
} from "./stacked-area-model.ts";
import { useBoxWidth } from "./use-box-width.ts";

/** The tooltip keeps this far from the crosshair and from the edges of the chart. */
const TOOLTIP_GAP = 12;
const TOOLTIP_MARGIN = 4;

const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

export interface StackedAreaChartProps {
  /** Epoch ms of each point, ascending (as the api sends them). */
  timestamps: readonly number[];
  /** Stacked in this order, the first at the bottom (like ECharts' `stack`); names are unique. */
  series: readonly StackedSeries[];
  /** Pixel height of the plot, held from the first render (no layout shift); the legend is below. */
  height: number;
  /** The accessible name, e.g. "TVS per client over time, last 30 days". */
  label: string;
  /** The value axis's labels, e.g. "$2.3B". */
  formatAxisValue: (value: number) => string;
  /** The tooltip at a point's index: plain text, one line per "\n"; also what a screen reader hears. */
  tooltipText: (index: number) => string;
}

interface PlotProps {
  geometry: StackedGeometry;
  /** One timestamp draws no area: a dot at the top of each band shows it. */
  single: boolean;
}

/** The part that does not move with the pointer, memoised so hovering redraws only the overlay. */
const Plot = memo(function Plot({ geometry, single }: PlotProps) {
  const { plot, x, y, xTicks, yTicks, layers, points } = geometry;
  const only = points[0];
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
      {/* Colours are presentation attributes, not style attributes: the CSP allows them. */}
      {layers.map((layer) => (
        <g key={layer.name} data-series-name={layer.name}>
          <path className={styles.area} d={layer.area} fill={layer.color} />
          <path className={styles.line} d={layer.line} stroke={layer.color} />
          {single && only ? (
            <circle
              className={styles.dot}
              cx={x(only.timestamp)}
              cy={y(layer.upper[0] ?? 0)}
              r={3.5}
              fill={layer.color}
            />
          ) : null}
        </g>
      ))}
      <line className={styles.axis} x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
    </>
  );
});

interface OverlayProps {
  geometry: StackedGeometry;
  index: number;
  lines: readonly TooltipLine[];
  width: number;
  height: number;
}

/**
 * The crosshair at the active timestamp, a dot on top of each band and the tooltip box, all
 * inside the SVG (the CSP allows no HTML style attributes). With a line per series the box is
 * tall: it takes the smaller type or a second column when the chart is too short for it.
 */
function Overlay({ geometry, index, lines, width, height }: OverlayProps) {
  const { plot, layers } = geometry;
  const cx = geometry.x(geometry.points[index]?.timestamp ?? 0);
  const textsRef = useRef<SVGGElement>(null);
  // The estimate draws the first frame; the browser's measure of the text corrects it before
  // paint (fonts differ by platform). jsdom measures nothing: estimate only.
  const [measured, setMeasured] = useState<readonly number[] | undefined>(undefined);
  const room = { width: width - 2 * TOOLTIP_MARGIN, height: plot.bottom - plot.top };
  const layout = tooltipLayout(lines, room, measured);
  const fontSize = layout.font.size;
  useLayoutEffect(() => {
    const texts = textsRef.current?.children;
    // Remeasured when the lines change and when the layout picks another type size.
    if (!texts || fontSize <= 0) return;
    const widths = lines.map((_, index) => {
      const text = texts[index] as SVGTextElement | undefined;
      return typeof text?.getComputedTextLength === "function" ? Math.ceil(text.getComputedTextLength()) : 0;
    });
    setMeasured((previous) =>
      previous?.length === widths.length && previous.every((w, i) => w === widths[i]) ? previous : widths,
    );
  }, [lines, fontSize]);

  // Right of the crosshair unless that runs off the chart, else left of it; never outside the box.
  const right = cx + TOOLTIP_GAP;
  const wanted = right + layout.width <= width - TOOLTIP_MARGIN ? right : cx - TOOLTIP_GAP - layout.width;
  const boxX = Math.max(TOOLTIP_MARGIN, Math.min(wanted, width - TOOLTIP_MARGIN - layout.width));
  const boxY = Math.max(TOOLTIP_MARGIN, Math.min(plot.top, height - TOOLTIP_MARGIN - layout.height));
  const rowY = (row: number) => boxY + TOOLTIP_BOX.padY + (row + 0.5) * layout.font.line;
  return (
    <g className={styles.overlay}>
      <line className={styles.crosshair} x1={cx} x2={cx} y1={plot.top} y2={plot.bottom} />
      {layers.map((layer) => (
        <circle
          key={layer.name}
          className={styles.dot}
          cx={cx}
          cy={geometry.y(layer.upper[index] ?? 0)}
          r={3.5}
          fill={layer.color}
        />
      ))}
      <rect
        className={styles.tooltipBox}
        x={boxX}
        y={boxY}
        width={layout.width}
        height={layout.height}
        rx={6}
      />
      {layout.columns.map((column) =>
        column.lines.map((line, row) =>
          line.color ? (
            <rect
              key={line.text}
              className={line.muted ? styles.mutedSwatch : undefined}
              x={boxX + column.x}
              y={rowY(row) - 4}
              width={8}
              height={8}
              rx={2}
              fill={line.color}
            />
          ) : null,
        ),
      )}
      <g ref={textsRef} fontSize={layout.font.size}>
        {layout.columns.flatMap((column, columnIndex) =>
          column.lines.map((line, row) => (
            <text
              key={line.text}
              className={textClass(line, columnIndex === 0 && row === 0)}
              x={boxX + column.x + (line.color ? TOOLTIP_BOX.swatch : 0)}
              y={rowY(row)}
              dy="0.32em"
            >
              {line.text}
            </text>
          )),
        )}
      </g>
    </g>
  );
}

/** The first line (the date) is muted, series lines plain (muted when hidden), the rest (the total) bold. */
function textClass(line: TooltipLine, first: boolean): string | undefined {
  if (line.color) return line.muted ? styles.tooltipMuted : styles.tooltipValue;
  return first ? styles.tooltipTime : styles.tooltipTotal;
}

/** The tooltip's lines, each naming a series given that series' colour (and muted when hidden). */
function tooltipLines(
  text: string,
  series: readonly StackedSeries[],
  hidden: ReadonlySet<string>,
): TooltipLine[] {
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const named = series.find((s) => line.startsWith(`${s.name}: `));
      return named ? { text: line, color: named.color, muted: hidden.has(named.name) } : { text: line };
    });
}

/**
 * A stacked area chart in plain SVG, for the TVS timeline: the first chart in view on a phone,
 * it alone made the dashboard load and evaluate ECharts (~500 ms of blocking time) before the
 * visitor scrolled. It follows LineChart: design-token colours for the frame (light or dark
 * theme), the series' own colours for the bands; the pointer, a touch or the arrow keys (Home,
 * End, Escape) move a crosshair from timestamp to timestamp, with every series in the tooltip;
 * keyboard moves are read out through a polite live region. The legend below toggles series.
 */
export function StackedAreaChart({
  timestamps,
  series,
  height,
  label,
  formatAxisValue,
  tooltipText,
}: StackedAreaChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(NOTHING_HIDDEN);
  const geometry = useMemo(
    () => stackedGeometry({ timestamps, series, hidden, width, height, formatValue: formatAxisValue }),
    [timestamps, series, hidden, width, height, formatAxisValue],
  );
  // The active point is kept by time, so it stays put when the data reloads.
  const [activeTime, setActiveTime] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const activeIndex = activeTime === null ? -1 : nearestIndex(geometry.points, activeTime);
  // Memoised so the tooltip measures its text only when the text changes.
  const lines = useMemo(
    () => (activeIndex < 0 ? null : tooltipLines(tooltipText(activeIndex), series, hidden)),
    [activeIndex, tooltipText, series, hidden],
  );

  const follow = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const pixel = rect.width > 0 ? ((event.clientX - rect.left) * width) / rect.width : 0;
    const index = nearestIndex(geometry.points, geometry.timeAt(pixel));
    setActiveTime(timestamps[index] ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = timestamps.length - 1;
    const next = pointForKey(event.key, activeIndex, last);
    if (next === null) return;
    event.preventDefault();
    if (next === "hide") {
      setActiveTime(null);
      setAnnouncement("");
      return;
    }
    const timestamp = timestamps[next];
    if (timestamp === undefined) return;
    setActiveTime(timestamp);
    setAnnouncement(tooltipText(next).split("\n").join(", "));
  };

  const toggle = (name: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    <ChartFrame
      boxRef={boxRef}
      width={width}
      height={height}
      label={label}
      reads="points"
      announcement={announcement}
      data={{ "data-series": series.length, "data-points": timestamps.length }}
      onKeyDown={onKeyDown}
      onPointer={follow}
      onLeave={() => setActiveTime(null)}
      after={
        <>
          {/* The legend (ECharts' scrolling one, here wrapping): every series, each a show/hide toggle. */}
          <ul className={styles.legend} aria-label="Series shown">
            {series.map((entry) => (
              <li key={entry.name}>
                <button
                  type="button"
                  className={styles.legendItem}
                  aria-pressed={!hidden.has(entry.name)}
                  onClick={() => toggle(entry.name)}
                >
                  <svg className={styles.swatch} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                    <rect width={12} height={12} rx={3} fill={entry.color} />
                  </svg>
                  {entry.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      }
    >
      <Plot geometry={geometry} single={timestamps.length === 1} />
      {lines && activeIndex >= 0 ? (
        <Overlay geometry={geometry} index={activeIndex} lines={lines} width={width} height={height} />
      ) : null}
    </ChartFrame>
  );
}
