import {
  DOUBLE_CLICK_MS,
  TRANSACTIONS_BATCH_ROWS,
  TRANSACTIONS_INITIAL_ROWS,
  TRANSACTIONS_LOAD_DELAY_MS,
  TRANSACTIONS_OBSERVER_MARGIN_PX,
} from "@oracle-explorer/core/constants";
import { NO_ENTRIES_TEXT } from "@oracle-explorer/core/filtering";
import { formatAnswer, formatTimestampSeconds, shortenTxHashForTable } from "@oracle-explorer/core/format";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import card from "../../components/card.module.css";
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
import styles from "./feed-page.module.css";
import { type FeedRef, feedTransactionsQuery } from "./get-feed.ts";

const COLUMNS: readonly TableColumn[] = [
  { key: "tx", label: "Transaction" },
  { key: "value", label: "Value", numeric: true },
  { key: "time", label: "Time" },
];

const transactionCount = (count: number) => `${count} ${count === 1 ? "transaction" : "transactions"}`;

/** ERROR-17: the end of the table. */
export const NO_MORE_TRANSACTIONS = "No more transactions to load";

interface FeedTransactionsProps {
  feedRef: FeedRef;
  denomination: string;
  /** Explorer tx link parts from the detail (FEED-17); null base = no explorer to open. */
  txBase: string | null;
  txSuffix: string;
}

/**
 * FEED-14..17: the feed's on-chain updates, newest first. 10 rows at first; when the table's end
 * comes within 100 px of view, 10 more after 300 ms. Rows come from the api in pages of 20,
 * fetched when the rows to show pass the rows fetched. A double-click on a row (two clicks under
 * 300 ms apart) opens its transaction in the explorer; the hash is a plain link too, for keyboards.
 */
export function FeedTransactions({ feedRef, denomination, txBase, txSuffix }: FeedTransactionsProps) {
  const query = useInfiniteQuery(feedTransactionsQuery(feedRef));
  const rows = query.data?.pages.flatMap((page) => page.transactions) ?? [];
  // FEED-15, FEED-16: 10 at first; within 100 px of the table's end, 10 more after 300 ms.
  const { visible, canShowMore, sentinelRef, showMore } = useIncrementalRows(
    { ...query, rows },
    {
      initial: TRANSACTIONS_INITIAL_ROWS,
      batch: TRANSACTIONS_BATCH_ROWS,
      delayMs: TRANSACTIONS_LOAD_DELAY_MS,
      scrollAreaMarginPx: TRANSACTIONS_OBSERVER_MARGIN_PX,
    },
  );
  const { isFetchingNextPage } = query;

  // FEED-17: two clicks on the same row under 300 ms apart.
  const lastClick = useRef<{ hash: string; at: number } | null>(null);
  const onRowClick = (hash: string) => {
    const now = Date.now();
    const previous = lastClick.current;
    lastClick.current = { hash, at: now };
    if (txBase === null || previous?.hash !== hash || now - previous.at >= DOUBLE_CLICK_MS) return;
    lastClick.current = null;
    window.open(`${txBase}${encodeURIComponent(hash)}${txSuffix}`, "_blank", "noopener,noreferrer");
  };

  useEffect(() => {
    if (query.error) console.warn("feed: on-chain transactions failed to load", query.error);
  }, [query.error]);

  return (
    <section className={card.card} aria-labelledby="feed-transactions-title">
      <header className={card.head}>
        <h2 id="feed-transactions-title" className={card.title}>
          On chain transactions
        </h2>
        {query.data ? (
          <div className={card.tools}>
            <span className={styles.meta}>
              {transactionCount(query.data.pages[0]?.totalTransactions ?? 0)}
            </span>
            <ExportButtons
              title={`${feedRef.token} on-chain transactions`}
              rows={() =>
                rows.map((tx) => ({
                  time: new Date(tx.timestamp).toISOString(),
                  value: tx.value,
                  txHash: tx.txHash,
                }))
              }
            />
          </div>
        ) : null}
      </header>
      {query.isError && rows.length === 0 ? (
        <Notice
          action={
            <button type="button" className="button" onClick={() => query.refetch()}>
              Retry
            </button>
          }
        >
          On-chain transactions are unavailable right now.
        </Notice>
      ) : null}
      <StickyTable caption="On chain transactions" columns={COLUMNS} busy={query.isPending}>
        {query.isPending ? (
          <PlaceholderRows rows={TRANSACTIONS_INITIAL_ROWS} columns={COLUMNS.length} />
        ) : null}
        {!query.isPending && visible.length === 0 ? (
          <EmptyRow columns={COLUMNS.length}>{NO_ENTRIES_TEXT}</EmptyRow>
        ) : null}
        {visible.map((tx) => (
          <tr key={tx.txHash} className={styles.txRow} onClick={() => onRowClick(tx.txHash)}>
            <td>
              {txBase === null ? (
                <code title={tx.txHash}>{shortenTxHashForTable(tx.txHash)}</code>
              ) : (
                <a
                  href={`${txBase}${encodeURIComponent(tx.txHash)}${txSuffix}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={tx.txHash}
                  className={styles.txLink}
                  onClick={(event) => event.stopPropagation()}
                >
                  <code>{shortenTxHashForTable(tx.txHash)}</code>
                </a>
              )}
            </td>
            <td className={styles.numericCell} data-label="Value">
              {formatAnswer(tx.value, denomination)}
            </td>
            <td className={styles.time} data-label="Time">
              {formatTimestampSeconds(tx.timestamp / 1000)}
            </td>
          </tr>
        ))}
        {canShowMore && !query.isPending ? (
          <FullWidthRow ref={sentinelRef} columns={COLUMNS.length}>
            <button type="button" className={styles.moreButton} onClick={showMore}>
              {isFetchingNextPage ? "Loading more transactions…" : "Show more transactions"}
            </button>
          </FullWidthRow>
        ) : null}
        {!canShowMore && visible.length > 0 ? (
          <FullWidthRow columns={COLUMNS.length} className={styles.endRow}>
            {NO_MORE_TRANSACTIONS}
          </FullWidthRow>
        ) : null}
      </StickyTable>
    </section>
  );
}
