import { NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import { FEED_SORTABLE_COLUMNS, type FeedSortKey } from "@oracle-explorer/core/filtering";
import { formatAnswer, formatDeviation, shortenAddress } from "@oracle-explorer/core/format";
import { memo, useMemo } from "react";
import { feedHref } from "../../app/paths.ts";
import { CopyButton } from "../../components/copy-button.tsx";
import { FlashOnChange } from "../../components/flash-on-change.tsx";
import { FreshnessBadge } from "../../components/freshness-badge.tsx";
import { HeartbeatTimer } from "../../components/heartbeat-timer.tsx";
import { EmptyRow, PlaceholderRows, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { useProgressiveRows } from "../../components/use-progressive-rows.ts";
import { useClientLinkClicks } from "../../lib/client-link-clicks.ts";
import type { FeedRowView } from "./feed-list-model.ts";
import styles from "./feeds.module.css";

/** FEEDS-06: the columns in order; Popularity is the default order's key, kept but hidden. */
const COLUMNS: readonly (TableColumn & { key: string })[] = [
  { key: "feed", label: "Feed" },
  { key: "popularity", label: "Popularity", hidden: true },
  { key: "network", label: "Network" },
  { key: "addresses", label: "Addresses" },
  { key: "answer", label: "Answer", numeric: true },
  { key: "deviation", label: "Deviation", numeric: true },
  { key: "heartbeat", label: "Heartbeat" },
];

const PLACEHOLDER_ROWS = 8;

interface FeedsTableProps {
  /** Null while the list initialises or retries (placeholder rows, FEEDS-10's loader). */
  rows: readonly FeedRowView[] | null;
  sortBy: string;
  sortDesc: boolean;
  /** FEEDS-16: a header was pressed; the page flips or switches the sort. */
  onSort: (key: FeedSortKey) => void;
  emptyText: string;
  /** The visitor is typing (useTypingPause, read once by the page): rows below the fold wait. */
  typing: boolean;
  /** The visitor reaches for the rows (scrolls, points or tabs into them): typing is over. */
  endTyping: () => void;
}

/** FEEDS-06..12: the push-model feeds table. */
export function FeedsTable({
  rows: allRows,
  sortBy,
  sortDesc,
  onSort,
  emptyText,
  typing,
  endTyping,
}: FeedsTableProps) {
  // While the visitor types, only the rows in view follow each keystroke (useProgressiveRows).
  const rows = useProgressiveRows(allRows, typing);
  // Feed names are plain links the table follows in the app (a router Link per row costs ~0.1 ms).
  const onLinkClick = useClientLinkClicks();
  // The same columns while the order stays, so the header row skips the keystrokes' renders.
  const columns = useMemo(
    () =>
      COLUMNS.map((column) =>
        (FEED_SORTABLE_COLUMNS as readonly string[]).includes(column.key)
          ? { ...column, sort: column.key === sortBy ? (sortDesc ? "descending" : "ascending") : "none" }
          : column,
      ) as TableColumn[],
    [sortBy, sortDesc],
  );
  return (
    <StickyTable
      caption="Push model feeds: feed, network, addresses, answer, deviation and heartbeat"
      columns={columns}
      busy={rows === null}
      // The keys come from COLUMNS, whose sortable ones are feed sort keys.
      onSort={onSort as (key: string) => void}
      onReach={endTyping}
      onClick={onLinkClick}
    >
      {rows === null ? <PlaceholderRows rows={PLACEHOLDER_ROWS} columns={COLUMNS.length} /> : null}
      {allRows !== null && allRows.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>{emptyText}</EmptyRow>
      ) : null}
      {/*
        Rows are keyed by their place on the page, not by feed: when a keystroke in search changes
        which feeds show, React rewrites the text and attributes of the rows already there instead
        of building ~40 new elements per row, which keeps the update within a frame. Nothing in a
        row holds state that belongs to its feed (CopyButton and TokenLogo reset on new props).
      */}
      {rows?.map(({ row, hidden }, slot) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slot keys are the point (see above).
        <FeedRow key={slot} row={row} hidden={hidden} />
      ))}
    </StickyTable>
  );
}

/**
 * Memoised: a slot whose row and visibility are unchanged is skipped on a keystroke. A slot that
 * only changes visibility (a row kept hidden until the list settles, useProgressiveRows) renders
 * its <tr> alone: its cells are memoised on the row, so hiding the rows past the first costs one
 * attribute each instead of a diff of their ~40 elements.
 */
const FeedRow = memo(function FeedRow({ row, hidden }: { row: FeedRowView; hidden: boolean }) {
  return (
    <tr hidden={hidden}>
      <FeedCells row={row} />
    </tr>
  );
});

const FeedCells = memo(function FeedCells({ row }: { row: FeedRowView }) {
  return (
    <>
      <td>
        <span className={styles.withIcon}>
          <TokenLogo src={row.logo} name={row.feed} />
          {/* FEEDS-07 */}
          <span className={styles.feedName}>
            <a href={feedHref(row)} className={styles.feedLink} title={row.tokenName}>
              {row.feed}
            </a>
            {/* Under a row of the same feed on the same network: how the two differ. */}
            {row.variant ? <span className={styles.variant}>{row.variant}</span> : null}
          </span>
        </span>
      </td>
      <td hidden>{row.popularity}</td>
      <td data-label="Network">
        {/* FEEDS-08 */}
        <span className={styles.withIcon}>
          <TokenLogo src={row.network.image} name={row.network.name} size={20} />
          {row.network.name}
        </span>
      </td>
      <td data-label="Addresses" data-stack="wide">
        <Addresses row={row} />
      </td>
      <td className={row.answer === null ? styles.noData : styles.answer} data-label="Answer">
        {/* FEEDS-10, FEEDS-23: the api says whether the chain or the relayed value answered. */}
        <span title={answerTitle(row)}>
          <FlashOnChange
            text={formatAnswer(row.answer, row.denomination)}
            of={`${row.layerId}\n${row.feed}`}
          />
        </span>
      </td>
      <td className={styles.numericCell} data-label="Deviation">
        {row.isPerun ? "—" : formatDeviation(row.deviation)}
      </td>
      <td data-label="Heartbeat">
        {/* FEEDS-12 */}
        {row.isPerun ? (
          <span className={styles.instant}>Updates instantly</span>
        ) : (
          <span className={styles.heartbeat}>
            {/* A cron feed's cadence here; its schedule in words is the label's tooltip (and the feed page's). */}
            <HeartbeatTimer
              nextBeatAt={row.nextBeatAt}
              runs={row.schedule?.nextRuns ?? null}
              title={row.heartbeatTitle}
              description={row.schedule?.text ?? null}
            />
            <FreshnessBadge feed={row} />
          </span>
        )}
      </td>
    </>
  );
});

function answerTitle(row: FeedRowView): string | undefined {
  if (row.answerSource === "chain") return "Read on chain";
  if (row.answerSource === "api") return "Relayed value (the chain was not read)";
  return undefined;
}

/** FEEDS-09: contract and feed addresses, shortened (FORMAT-11) with copy; no "__NO_FEED__". */
function Addresses({ row }: { row: FeedRowView }) {
  return (
    <dl className={styles.addresses}>
      <div>
        <dt>Contract</dt>
        <dd>
          <code title={row.contractAddress}>{shortenAddress(row.contractAddress)}</code>
          <CopyButton text={row.contractAddress} label={`${row.feed} contract address`} />
        </dd>
      </div>
      {row.feedAddress !== NO_FEED_ADDRESS ? (
        <div>
          <dt>Feed</dt>
          <dd>
            <code title={row.feedAddress}>{shortenAddress(row.feedAddress)}</code>
            <CopyButton text={row.feedAddress} label={`${row.feed} feed address`} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
