import type { HistoryGapView, NodeHourView, NodeScorecardView } from "@oracle-explorer/core/api-views";
import { HOUR_MS } from "@oracle-explorer/core/history";
import { useId, useMemo } from "react";
import card from "../../components/card.module.css";
import { LineChart } from "../../components/chart/line-chart.tsx";
import type { ChartPoint, TimeBand } from "../../components/chart/line-chart-model.ts";
import chartPair from "../../components/chart-pair.module.css";
import { formatBpShort, formatUptime } from "../../lib/node-format.ts";
import styles from "./node-page.module.css";

const CHART_HEIGHT = 200;
/** Hours are an hour apart: a longer step is an hour with nothing in it, drawn as a break. */
const GAP_MS = HOUR_MS * 1.5;
const UPTIME_AXIS: readonly number[] = [100];
const DEVIATION_AXIS: readonly number[] = [0];

/** Axis and readout: "99.5%" (whole tenths as the cards write them, finer only on a zoomed axis). */
const percentLabel = (value: number) => `${Number(value.toFixed(2))}%`;
const uptimeText = (value: number) => formatUptime(value / 100);

/** One series of the hourly record: the hours with a figure; an hour with none is left out, not zero. */
export function hourlyPoints(
  hours: readonly NodeHourView[],
  pick: (hour: NodeHourView) => number | null,
): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const hour of hours) {
    const value = pick(hour);
    if (value !== null && Number.isFinite(value)) points.push({ timestamp: hour.hour, value });
  }
  return points;
}

interface HourChartProps {
  title: string;
  points: readonly ChartPoint[];
  span: readonly [number, number];
  bands: readonly TimeBand[];
  formatValue: (value: number) => string;
  include: readonly number[];
  label: string;
}

function HourChart({ title, points, span, bands, formatValue, include, label }: HourChartProps) {
  return (
    <figure className={chartPair.chart}>
      <figcaption className={chartPair.title}>{title}</figcaption>
      {points.length === 0 ? (
        <p className={styles.chartNone} style={{ height: CHART_HEIGHT }}>
          Nothing was observed in these 7 days.
        </p>
      ) : (
        <LineChart
          points={points}
          height={CHART_HEIGHT}
          label={label}
          unit="day"
          formatValue={formatValue}
          tooltipLabel={title}
          gapMs={GAP_MS}
          include={include}
          span={span}
          bands={bands}
        />
      )}
    </figure>
  );
}

/**
 * The hourly record over 7 days: uptime and deviation p95 per hour. An hour nobody observed has
 * no point, so the line breaks there; the stretches of the gaps list are shaded.
 */
export function HourlyCard({ data }: { data: NodeScorecardView }) {
  const titleId = useId();
  const { hours, gaps } = data;
  const uptime = useMemo(
    () => hourlyPoints(hours, (hour) => (hour.uptime === null ? null : hour.uptime * 100)),
    [hours],
  );
  const deviation = useMemo(() => hourlyPoints(hours, (hour) => hour.deviationP95Bp), [hours]);
  const span = useMemo<readonly [number, number]>(() => {
    const first = hours[0]?.hour ?? 0;
    const last = hours.at(-1)?.hour ?? first;
    return [first, last];
  }, [hours]);
  const bands = useMemo(() => visibleGaps(gaps, span), [gaps, span]);
  const summary = (points: readonly ChartPoint[], format: (value: number) => string) =>
    points.length === 0
      ? "nothing observed"
      : `lowest ${format(Math.min(...points.map((point) => point.value)))}, highest ${format(
          Math.max(...points.map((point) => point.value)),
        )}`;
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Hour by hour
        </h2>
        <p className={card.note}>Last 7 days, your local time</p>
      </header>
      <div className={chartPair.pair}>
        <HourChart
          title="Uptime"
          points={uptime}
          span={span}
          bands={bands}
          formatValue={percentLabel}
          include={UPTIME_AXIS}
          label={`Uptime per hour over the last 7 days: ${summary(uptime, uptimeText)}`}
        />
        <HourChart
          title="Deviation p95"
          points={deviation}
          span={span}
          bands={bands}
          formatValue={formatBpShort}
          include={DEVIATION_AXIS}
          label={`Deviation p95 per hour over the last 7 days: ${summary(deviation, formatBpShort)}`}
        />
      </div>
      {bands.length > 0 ? (
        <p className={card.foot}>
          <span className={styles.bandSwatch} aria-hidden="true" /> Shaded: not observed. Nobody watched then,
          so those hours count neither for nor against the node.
        </p>
      ) : null}
    </section>
  );
}

/** The gaps that fall inside the charts' span. */
function visibleGaps(gaps: readonly HistoryGapView[], [start, end]: readonly [number, number]): TimeBand[] {
  return gaps
    .filter((gap) => gap.to > start && gap.from < end)
    .map((gap) => ({ from: Math.max(gap.from, start), to: Math.min(gap.to, end) }));
}
