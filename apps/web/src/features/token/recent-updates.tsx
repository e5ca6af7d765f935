import type { HistoryPointView } from "@oracle-explorer/core/api-views";
import { PRICE_TABLE_PAGE_SIZE, RECENT_UPDATES_WINDOW_MS } from "@oracle-explorer/core/constants";
import { formatAnswer, shortenTxHashForTable } from "@oracle-explorer/core/format";
import { priceDenomination } from "@oracle-explorer/core/prices";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import card from "../../components/card.module.css";
import { DateRangePicker } from "../../components/date-range-picker.tsx";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { Notice } from "../../components/notice.tsx";
import {
  EmptyRow,
  FullWidthRow,
  PlaceholderRows,
  StickyTable,
  type TableColumn,
} from "../../components/sticky-table.tsx";
import { useIncrementalRows } from "../../components/use-incremental-rows.ts";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";
import styles from "./token-page.module.css";
import { type HistoryWindow, tokenHistoryQuery } from "./token-queries.ts";

const COLUMNS: readonly TableColumn[] = [
  { key: "time", label: "Time" },
  { key: "value", label: "Value", numeric: true },
  { key: "provider", label: "Provider" },
  { key: "sources", label: "Sources" },
  { key: "permaweb", label: "Permaweb tx" },
];

/** TOKEN-16: the default window, the last 24 h as of when the table opened. */
export function defaultHistoryWindow(now: number): HistoryWindow {
  return { from: now - RECENT_UPDATES_WINDOW_MS, to: now };
}

interface RecentUpdatesProps {
  param: string;
  provider: string | undefined;
  /** What the prices are in (the token's denomination). */
  denomination: string | undefined;
  /** The latest price's time: a newer one moves the default window on, so its row appears. */
  latestAt: number | null;
}

/**
 * TOKEN-13..18: the Recent updates table. It shows 10 rows, and 10 more each time its bottom
 * comes into view; rows come from the api in offset pages of 20, fetched only when the rows to
 * show would pass the rows fetched. The parent keys it by token and provider, so a switch starts
 * over with the default window.
 */
export function RecentUpdates({ param, provider, denomination, latestAt }: RecentUpdatesProps) {
  const [now] = useState(() => Date.now());
  const [dateWindow, setDateWindow] = useState<HistoryWindow>(() => defaultHistoryWindow(now));
  /** Until the visitor picks dates, the window follows the latest price (pushed live, or polled). */
  const [following, setFollowing] = useState(true);
  const history = useInfiniteQuery({
    ...tokenHistoryQuery(param, provider, dateWindow),
    // Moving on keeps the rows on screen until the new first page is in.
    placeholderData: following ? keepPreviousData : undefined,
  });
  useEffect(() => {
    // Anchored at the price's own time, so every visitor of the token asks for the same window
    // and the api reads it once (its cache is keyed by the window).
    if (following && latestAt !== null && latestAt > dateWindow.to)
      setDateWindow(defaultHistoryWindow(latestAt));
  }, [following, latestAt, dateWindow.to]);
  const rows = history.data?.pages.flatMap((page) => page.points) ?? [];
  // TOKEN-15: 10 rows, and 10 more each time the bottom of the table comes into view.
  const { visible, canShowMore, sentinelRef, showMore, reset } = useIncrementalRows(
    { ...history, rows },
    { initial: PRICE_TABLE_PAGE_SIZE, batch: PRICE_TABLE_PAGE_SIZE },
  );
  const { isFetchingNextPage } = history;

  // TOKEN-17: another window reloads from offset 0 (a new query key) with 10 rows shown.
  const changeWindow = (next: HistoryWindow) => {
    setFollowing(false);
    setDateWindow(next);
    reset();
  };

  useEffect(() => {
    if (history.error) console.warn(`token: recent updates of ${param} failed to load`, history.error);
  }, [history.error, param]);

  return (
    <section className={card.card} aria-labelledby="recent-updates-title">
      <header className={card.head}>
        <h2 id="recent-updates-title" className={card.title}>
          Recent updates
        </h2>
        <div className={card.tools}>
          <DateRangePicker value={dateWindow} now={Date.now()} onChange={changeWindow} />
          <ExportButtons
            title={`${param} recent updates`}
            rows={() =>
              rows.map((point) => ({
                time: new Date(point.timestamp).toISOString(),
                value: point.value,
                denomination: priceDenomination(point.provider, denomination) ?? "USD",
                provider: point.provider,
                sources: Object.entries(point.source)
                  .map(([source, value]) => `${source}=${value}`)
                  .join(" "),
                permawebTx: point.permawebTx,
              }))
            }
          />
        </div>
      </header>
      {history.isError && rows.length === 0 ? (
        <Notice
          action={
            <button type="button" className="button" onClick={() => history.refetch()}>
              Retry
            </button>
          }
        >
          Recent updates are unavailable right now.
        </Notice>
      ) : null}
      <StickyTable caption="Recent price updates" columns={COLUMNS} busy={history.isPending}>
        {history.isPending ? (
          <PlaceholderRows rows={PRICE_TABLE_PAGE_SIZE} columns={COLUMNS.length} />
        ) : visible.length === 0 ? (
          <EmptyRow columns={COLUMNS.length}>No entries found</EmptyRow>
        ) : (
          visible.map((point) => (
            <UpdateRow
              key={`${point.timestamp}-${point.provider}`}
              point={point}
              denomination={denomination}
            />
          ))
        )}
        {canShowMore && !history.isPending ? (
          <FullWidthRow ref={sentinelRef} columns={COLUMNS.length}>
            <button type="button" className={styles.moreButton} onClick={showMore}>
              {isFetchingNextPage ? "Loading more updates…" : "Show more updates"}
            </button>
          </FullWidthRow>
        ) : null}
      </StickyTable>
      {!history.isPending && visible.length > 0 && !canShowMore ? (
        <p className={card.foot}>
          All {rows.length} {rows.length === 1 ? "update" : "updates"} of this date range are shown.
        </p>
      ) : null}
    </section>
  );
}

function formatTime(timestamp: number): string {
  return new Date(timestamp).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false,
  });
}

function UpdateRow({ point, denomination }: { point: HistoryPointView; denomination: string | undefined }) {
  const unit = priceDenomination(point.provider, denomination);
  const sources = Object.entries(point.source).sort(([a], [b]) => a.localeCompare(b));
  return (
    <tr>
      <td>
        <time dateTime={new Date(point.timestamp).toISOString()}>{formatTime(point.timestamp)}</time>
      </td>
      <td className={styles.numeric} data-label="Value">
        {formatAnswer(point.value, unit)}
      </td>
      <td data-label="Provider">{point.provider}</td>
      <td data-label="Sources">
        {sources.length === 0 ? (
          <span className="muted">none</span>
        ) : (
          <details className={styles.sources}>
            <summary>
              {sources.length} {sources.length === 1 ? "source" : "sources"}
            </summary>
            <dl className={styles.sourceList}>
              {sources.map(([source, value]) => (
                <div key={source}>
                  <dt>{source}</dt>
                  <dd>{formatAnswer(value, unit)}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </td>
      <td data-label="Permaweb tx" data-stack="wide">
        {point.permawebTx ? <PermawebTx tx={point.permawebTx} /> : <span className="muted">none</span>}
      </td>
    </tr>
  );
}

/**
 * TOKEN-18: the permanent-storage transaction of a data package, linked, with the time of the
 * block that holds it (CALL-35 through the api). The lookup never changes once answered.
 */
function PermawebTx({ tx }: { tx: string }) {
  const status = useQuery({
    queryKey: apiKey("permawebTx", { tx }),
    queryFn: ({ signal }) => fetchApi(apiPath("permawebTx", { tx }), { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const label = shortenTxHashForTable(tx);
  return (
    <span className={styles.permaweb}>
      {status.data ? (
        <a href={status.data.url} target="_blank" rel="noreferrer">
          {label}
        </a>
      ) : (
        <span title={tx}>{label}</span>
      )}
      <span className={styles.permawebTime}>
        {status.isPending
          ? "…"
          : status.isError
            ? "block time unavailable"
            : status.data?.blockTime
              ? `block ${formatTime(status.data.blockTime)}`
              : "not yet in a block"}
      </span>
    </span>
  );
}
