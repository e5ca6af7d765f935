import { memo, useMemo, useRef, useState } from "react";
import styles from "./chart.module.css";
import { AxisLabels, BaseLine, ValueGrid } from "./chart-axes.tsx";
import { ChartFrame } from "./chart-frame.tsx";
import { ChartTooltip } from "./chart-tooltip.tsx";
import { placeBeside, type Size, TOOLTIP_BOX, type TooltipLine, textLines } from "./chart-tooltip-model.ts";
import { nearestIndex } from "./line-chart-model.ts";
import own from "./stacked-area-chart.module.css";
import { type StackedGeometry, type StackedSeries, stackedGeometry } from "./stacked-area-model.ts";
import { useBoxWidth } from "./use-box-width.ts";
import { useChartInteraction } from "./use-chart-interaction.ts";

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
      <ValueGrid
        plot={plot}
        ticks={yTicks.map((tick) => ({ key: tick.value, at: tick.y, label: tick.label }))}
      />
      <AxisLabels
        plot={plot}
        side="bottom"
        ticks={xTicks.map((tick) => ({ key: tick.timestamp, at: tick.x, label: tick.label }))}
      />
      {/* Colours are presentation attributes, not style attributes: the CSP allows them. */}
      {layers.map((layer) => (
        <g key={layer.name} data-series-name={layer.name}>
          <path className={own.area} d={layer.area} fill={layer.color} />
          <path className={own.line} d={layer.line} stroke={layer.color} />
          {single && only ? (
            <circle
              className={own.dot}
              cx={x(only.timestamp)}
              cy={y(layer.upper[0] ?? 0)}
              r={3.5}
              fill={layer.color}
            />
          ) : null}
        </g>
      ))}
      <BaseLine plot={plot} />
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
 * The crosshair at the active timestamp, a dot on top of each band and the tooltip beside it,
 * level with the top of the plot. With a line per series the box is tall: ChartTooltip takes the
 * smaller type or more columns when the plot is too short for it.
 */
function Overlay({ geometry, index, lines, width, height }: OverlayProps) {
  const { plot, layers } = geometry;
  const cx = geometry.x(geometry.points[index]?.timestamp ?? 0);
  const place = (size: Size) => placeBeside(size, { from: cx, to: cx, at: plot.top }, { width, height });
  return (
    <g className={styles.overlay}>
      <line className={styles.crosshair} x1={cx} x2={cx} y1={plot.top} y2={plot.bottom} />
      {layers.map((layer) => (
        <circle
          key={layer.name}
          className={own.dot}
          cx={cx}
          cy={geometry.y(layer.upper[index] ?? 0)}
          r={3.5}
          fill={layer.color}
        />
      ))}
      <ChartTooltip
        lines={lines}
        room={{ width: width - 2 * TOOLTIP_BOX.margin, height: plot.bottom - plot.top }}
        place={place}
      />
    </g>
  );
}

/** The tooltip's lines, each naming a series given that series' colour (and muted when hidden). */
function tooltipLines(
  text: string,
  series: readonly StackedSeries[],
  hidden: ReadonlySet<string>,
): TooltipLine[] {
  return textLines(text).map((line) => {
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
  const { active, frame } = useChartInteraction({
    count: timestamps.length,
    width,
    height,
    textAt: tooltipText,
    pick: ({ x }) => nearestIndex(geometry.points, geometry.timeAt(x)),
    keyOf: (index) => timestamps[index],
    indexOf: (timestamp) => (typeof timestamp === "number" ? nearestIndex(geometry.points, timestamp) : -1),
  });
  // Memoised so the tooltip measures its text only when the text changes.
  const lines = useMemo(
    () => (active < 0 ? null : tooltipLines(tooltipText(active), series, hidden)),
    [active, tooltipText, series, hidden],
  );

  const toggle = (name: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    <ChartFrame
      {...frame}
      boxRef={boxRef}
      label={label}
      reads="points"
      data={{ "data-series": series.length, "data-points": timestamps.length }}
      after={
        <>
          {/* The legend (ECharts' scrolling one, here wrapping): every series, each a show/hide toggle. */}
          <ul className={own.legend} aria-label="Series shown">
            {series.map((entry) => (
              <li key={entry.name}>
                <button
                  type="button"
                  className={own.legendItem}
                  aria-pressed={!hidden.has(entry.name)}
                  onClick={() => toggle(entry.name)}
                >
                  <svg className={own.swatch} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
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
      {lines && active >= 0 ? (
        <Overlay geometry={geometry} index={active} lines={lines} width={width} height={height} />
      ) : null}
    </ChartFrame>
  );
}
