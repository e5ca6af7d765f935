import type { FeedReliabilityView } from "@oracle-explorer/core/api-views";
import { formatAnswer } from "@oracle-explorer/core/format";
import { useEffect, useId, useMemo } from "react";
import card from "../../components/card.module.css";
import { BarChart } from "../../components/chart/bar-chart.tsx";
import chartPair from "../../components/chart-pair.module.css";
import { DownloadLinks } from "../../components/download-links.tsx";
import { Notice } from "../../components/notice.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { EmptyRow, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { useNow } from "../../components/use-now.ts";
import { historyErrorText } from "../../lib/history-error.ts";
import { formatCount, NONE, utcDay } from "../../lib/node-format.ts";
import styles from "./feed-reliability.module.css";
import {
  type DayCharts,
  dayCharts,
  type FigureCell,
  reliabilityFigures,
  type UpdateRow,
  updateRow,
  utcMinute,
} from "./feed-reliability-model.ts";
import type { FeedRef } from "./get-feed.ts";
import { EXPORT_WINDOW_DAYS, updatesExportUrl, useFeedReliability } from "./get-feed-reliability.ts";

const CHART_HEIGHT = 200;

/** What the section is about, in the sentences that name it. */
const WHAT = "this feed's record";

/** CSV and JSON of the feed's recorded updates over the last 30 days. */
function UpdatesDownload({ feedRef }: { feedRef: FeedRef }) {
  const days = EXPORT_WINDOW_DAYS;
  return (
    <DownloadLinks
      label={`Updates, last ${days} d`}
      what={`recorded updates of the last ${days} days`}
      href={(now, format) => updatesExportUrl(feedRef, now, days, format)}
    />
  );
}

/** A figure, or "—" with the reason in its title and, for screen readers, beside it. */
function Figure({ cell }: { cell: FigureCell }) {
  if (cell.why !== undefined) {
    return (
      <span className={styles.none} title={cell.why}>
        {NONE}
        <span className="visually-hidden"> ({cell.why})</span>
      </span>
    );
  }
  return (
    <>
      <span className={styles.figure}>{cell.text}</span>
      {cell.detail ? <span className={styles.detail}>{cell.detail}</span> : null}
    </>
  );
}

/** 7 and 30 days side by side: one row per figure, the trigger mix under its heading row. */
function FiguresTable({ view }: { view: FeedReliabilityView }) {
  const now = useNow(60_000);
  const { columns, rows } = useMemo(() => reliabilityFigures(view, now), [view, now]);
  return (
    <div className={styles.figuresBox}>
      <table className={styles.figures}>
        <caption className="visually-hidden">Reliability figures over the last 7 and 30 days</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Figure</span>
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-window={column.key}>
                {column.title}
                {column.note ? <span className={styles.columnNote}>{column.note}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-figure={row.key} className={row.sub ? styles.subRow : undefined}>
              <th scope="row">
                <span className={styles.rowLabel}>{row.label}</span>
                {row.hint ? <span className={styles.hint}>{row.hint}</span> : null}
              </th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one cell per window, in the columns' order
                <td key={index} data-short={columns[index]?.short}>
                  <Figure cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A day's bars: how many updates, and the longest wait, per UTC day since the record began. */
function DayChartsBlock({ view, charts }: { view: FeedReliabilityView; charts: DayCharts }) {
  const { days } = charts;
  const first = days[0];
  const last = days.at(-1);
  const short = days.length < view.days.length;
  const summary = (values: readonly number[], format: (value: number) => string) =>
    values.length === 0
      ? "nothing recorded"
      : `lowest ${format(Math.min(...values))}, highest ${format(Math.max(...values))}`;
  const updates = days.map((day) => day.updates);
  const waits = charts.staleness.map((bar) => bar.value);
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>Day by day</h3>
      <p className={styles.note}>
        Per UTC day, {first ? utcDay(first.day) : ""} to {last ? utcDay(last.day) : ""}
        {short && view.recordedFrom !== null ? ` (the record began on ${utcMinute(view.recordedFrom)})` : ""}.
      </p>
      <div className={chartPair.pair}>
        <figure className={chartPair.chart}>
          <figcaption className={chartPair.title}>Updates per day</figcaption>
          <BarChart
            bars={charts.updates}
            height={CHART_HEIGHT}
            label={`Updates per UTC day: ${summary(updates, formatCount)}; ${charts.missDays} ${
              charts.missDays === 1 ? "day" : "days"
            } with a heartbeat miss`}
            formatValue={formatCount}
            tooltipText={charts.tooltip}
          />
        </figure>
        <figure className={chartPair.chart}>
          <figcaption className={chartPair.title}>Longest wait per day</figcaption>
          <BarChart
            bars={charts.staleness}
            height={CHART_HEIGHT}
            label={`Longest wait for an update per UTC day: ${summary(waits, charts.formatStaleness)}`}
            formatValue={charts.formatStaleness}
            tooltipText={charts.tooltip}
          />
        </figure>
      </div>
      <p className={card.foot}>
        <span className={styles.missSwatch} aria-hidden="true" /> A day with a heartbeat miss
        {charts.missDays === 0
          ? ": none so far."
          : ` (${charts.missDays} ${charts.missDays === 1 ? "day" : "days"}).`}
      </p>
    </div>
  );
}

const UPDATE_COLUMNS: readonly TableColumn[] = [
  { key: "time", label: "Time (UTC)" },
  { key: "value", label: "Value", numeric: true },
  { key: "trigger", label: "Trigger" },
  { key: "since", label: "Since previous", numeric: true },
  { key: "move", label: "Move", numeric: true },
  { key: "flags", label: "Flags" },
  { key: "lag", label: "Lag", numeric: true },
];

interface RecentUpdatesProps {
  view: FeedReliabilityView;
  denomination: string;
  txBase: string | null;
  txSuffix: string;
}

function TimeCell({ row, txBase, txSuffix }: { row: UpdateRow; txBase: string | null; txSuffix: string }) {
  const time = <time dateTime={new Date(row.at).toISOString()}>{row.time}</time>;
  return (
    <span className={styles.when}>
      {txBase !== null && row.txHash !== null ? (
        <a
          href={`${txBase}${encodeURIComponent(row.txHash)}${txSuffix}`}
          target="_blank"
          rel="noopener noreferrer"
          title={`Transaction ${row.txHash}`}
        >
          {time}
        </a>
      ) : (
        time
      )}
      <span className={styles.detail}>{row.day}</span>
    </span>
  );
}

/** The newest recorded updates (at most 50), each with what triggered it and how it landed. */
function RecentUpdates({ view, denomination, txBase, txSuffix }: RecentUpdatesProps) {
  const rows = useMemo(
    () => view.recent.map((update) => updateRow(update, view.overshootToleranceBp)),
    [view.recent, view.overshootToleranceBp],
  );
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>Recent updates</h3>
      <p className={styles.note}>
        {rows.length === 0
          ? "No update recorded yet."
          : `The newest ${formatCount(rows.length)}, newest first; the export has them all.`}
      </p>
      <StickyTable caption="Recorded updates, newest first" columns={UPDATE_COLUMNS} fitRows>
        {rows.length === 0 ? (
          <EmptyRow columns={UPDATE_COLUMNS.length}>No update recorded yet.</EmptyRow>
        ) : null}
        {rows.map((row) => (
          <tr key={row.key}>
            <td>
              <TimeCell row={row} txBase={txBase} txSuffix={txSuffix} />
            </td>
            <td className={styles.numeric} data-label="Value">
              {formatAnswer(row.value, denomination)}
            </td>
            <td data-label="Trigger">{row.trigger}</td>
            <td className={styles.numeric} data-label="Since previous" title={row.sinceWhy}>
              {row.since}
            </td>
            <td className={styles.numeric} data-label="Move">
              {row.move}
            </td>
            <td data-label="Flags">
              {row.flags.length === 0 ? (
                <span className={styles.muted}>None</span>
              ) : (
                <span className={styles.flags}>
                  {row.flags.map((flag) => (
                    <span key={flag} className={styles.flag}>
                      {flag}
                    </span>
                  ))}
                </span>
              )}
            </td>
            <td className={styles.numeric} data-label="Lag" title={row.lagWhy}>
              {row.lag}
            </td>
          </tr>
        ))}
      </StickyTable>
    </div>
  );
}

function Record({ view, ...props }: RecentUpdatesProps) {
  const charts = useMemo(() => dayCharts(view), [view]);
  return (
    <>
      <FiguresTable view={view} />
      {charts.days.length > 0 ? <DayChartsBlock view={view} charts={charts} /> : null}
      <RecentUpdates view={view} {...props} />
    </>
  );
}

interface FeedReliabilityProps {
  feedRef: FeedRef;
  denomination: string;
  txBase: string | null;
  txSuffix: string;
}

/**
 * The feed's Reliability section (beyond the spec), from the indexer's record of its on-chain
 * updates: updates per day, the trigger mix, heartbeat misses, the longest staleness, deviation
 * updates that landed beyond their threshold and the lag from signed round to chain, over 7 and
 * 30 days; the same per UTC day; the newest updates; and the recorded updates for download. Its
 * own query: the rest of the page never waits for it, and its failure stays in the section.
 */
export function FeedReliability({ feedRef, denomination, txBase, txSuffix }: FeedReliabilityProps) {
  const titleId = useId();
  const query = useFeedReliability(feedRef);
  const view = query.data;
  useEffect(() => {
    if (query.error) console.warn(`feed: the record of ${feedRef.token} failed to load`, query.error);
  }, [query.error, feedRef.token]);
  const recorded = view !== undefined && view.recordedFrom !== null;
  return (
    <section className={card.card} aria-labelledby={titleId} data-reliability="">
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Reliability
        </h2>
        {recorded ? <UpdatesDownload feedRef={feedRef} /> : null}
      </header>
      <p className={card.intro}>
        How this feed has been kept up on chain, from the indexer's record of its updates
        {recorded && view.recordedFrom !== null ? `, recorded since ${utcMinute(view.recordedFrom)}` : ""}.
      </p>
      {view === undefined && query.isError ? (
        <RetryNotice onRetry={() => query.refetch()} retrying={query.isFetching}>
          {historyErrorText(query.error, WHAT)}
        </RetryNotice>
      ) : null}
      {view !== undefined && query.isError ? (
        <Notice>This feed's record could not be refreshed; the section shows the last one received.</Notice>
      ) : null}
      {query.isPending ? (
        <div className={styles.placeholder} aria-busy="true">
          <span className="visually-hidden">Loading the feed's record…</span>
        </div>
      ) : null}
      {view !== undefined && view.recordedFrom === null ? (
        <Notice>
          The indexer has not recorded this feed yet: its figures start with the first on-chain update the
          indexer sees.
        </Notice>
      ) : null}
      {recorded ? (
        <Record view={view} denomination={denomination} txBase={txBase} txSuffix={txSuffix} />
      ) : null}
    </section>
  );
}
