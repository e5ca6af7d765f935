import type { FeedRecordView } from "@oracle-explorer/core/api-views";
import { NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import { FEED_SORTABLE_COLUMNS } from "@oracle-explorer/core/filtering";
import { formatAnswer, formatDeviation, shortenAddress } from "@oracle-explorer/core/format";
import { feedSubject } from "@oracle-explorer/core/history";
import { memo, useMemo } from "react";
import { feedHref } from "../../app/paths.ts";
import { CopyButton } from "../../components/copy-button.tsx";
import { FlashOnChange } from "../../components/flash-on-change.tsx";
import { FreshnessBadge } from "../../components/freshness-badge.tsx";
import { HeartbeatTimer } from "../../components/heartbeat-timer.tsx";
import { StarButton } from "../../components/star-button.tsx";
import { EmptyRow, PlaceholderRows, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { useProgressiveRows } from "../../components/use-progressive-rows.ts";
import { useClientLinkClicks } from "../../lib/client-link-clicks.ts";
import { formatDuration, formatPerDay } from "../../lib/feed-record-format.ts";
import { formatCount, NONE } from "../../lib/node-format.ts";
import { type FeedRecords, feedRecordKey } from "../../lib/queries/feed-records-query.ts";
import { FEED_RECORD_SORT_KEYS, type FeedRowView } from "./feed-list-model.ts";
import styles from "./feeds.module.css";
import type { FeedListSortKey } from "./use-feed-list-state.ts";

/**
 * FEEDS-06: the columns in order; Popularity is the default order's key, kept but hidden. Beyond
 * the spec, each feed's 7-day record: left out where the table does not fit with them (updates
 * per day first, heartbeat misses last), in the row's card on a phone.
 */
const COLUMNS: readonly (TableColumn & { key: string })[] = [
  { key: "feed", label: "Feed" },
  { key: "popularity", label: "Popularity", hidden: true },
  { key: "network", label: "Network" },
  { key: "addresses", label: "Addresses" },
  { key: "answer", label: "Answer", numeric: true },
  { key: "deviation", label: "Deviation", numeric: true },
  { key: "heartbeat", label: "Heartbeat" },
  { key: "updatesPerDay", label: "Updates/day (7 d)", numeric: true, optional: 1 },
  { key: "heartbeatMisses", label: "Heartbeat misses (7 d)", numeric: true, optional: 3 },
  { key: "longestStaleness", label: "Longest staleness (7 d)", numeric: true, optional: 2 },
];

const SORTABLE: readonly string[] = [...FEED_SORTABLE_COLUMNS, ...FEED_RECORD_SORT_KEYS];

/** The record columns' state: the answer, or why there is none yet. */
export type RecordsState = { records: FeedRecords } | "loading" | "unavailable";

const PLACEHOLDER_ROWS = 8;

interface FeedsTableProps {
  /** Null while the list initialises or retries (placeholder rows, FEEDS-10's loader). */
  rows: readonly FeedRowView[] | null;
  sortBy: string;
  sortDesc: boolean;
  /** FEEDS-16: a header was pressed; the page flips or switches the sort. */
  onSort: (key: FeedListSortKey) => void;
  /** Each feed's 7-day record (beyond the spec), fetched apart from the list. */
  records: RecordsState;
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
  records,
}: FeedsTableProps) {
  // While the visitor types, only the rows in view follow each keystroke (useProgressiveRows).
  const rows = useProgressiveRows(allRows, typing);
  // Feed names are plain links the table follows in the app (a router Link per row costs ~0.1 ms).
  const onLinkClick = useClientLinkClicks();
  // The same columns while the order stays, so the header row skips the keystrokes' renders.
  const columns = useMemo(
    () =>
      COLUMNS.map((column) =>
        SORTABLE.includes(column.key)
          ? { ...column, sort: column.key === sortBy ? (sortDesc ? "descending" : "ascending") : "none" }
          : column,
      ) as TableColumn[],
    [sortBy, sortDesc],
  );
  const sortedOptional = COLUMNS.find((column) => column.key === sortBy && column.optional !== undefined);
  return (
    <div className={styles.tableBox}>
      {sortedOptional ? (
        // Shown (by the stylesheet) only while the table leaves that column out for want of room.
        <p className={styles.hiddenSort} data-rank={sortedOptional.optional}>
          Sorted by {sortedOptional.label}, a column left out at this width: collapse the sidebar or widen the
          window to see it.
        </p>
      ) : null}
      <StickyTable
        caption="Push model feeds: feed, network, addresses, answer, deviation, heartbeat and each feed's record over 7 days"
        columns={columns}
        busy={rows === null}
        // The keys come from COLUMNS, whose sortable ones are the list's sort keys.
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
          <FeedRow key={slot} row={row} hidden={hidden} record={recordOf(records, row)} />
        ))}
      </StickyTable>
    </div>
  );
}

/**
 * Memoised: a slot whose row and visibility are unchanged is skipped on a keystroke. A slot that
 * only changes visibility (a row kept hidden until the list settles, useProgressiveRows) renders
 * its <tr> alone: its cells are memoised on the row, so hiding the rows past the first costs one
 * attribute each instead of a diff of their ~40 elements.
 */
const FeedRow = memo(function FeedRow({
  row,
  hidden,
  record,
}: {
  row: FeedRowView;
  hidden: boolean;
  record: RowRecord;
}) {
  return (
    <tr hidden={hidden}>
      <FeedCells row={row} />
      <RecordCells record={record} />
    </tr>
  );
});

/** A row's record: its figures, or why the cells are empty (the same object for every row without one). */
type RowRecord = FeedRecordView | { readonly why: string };

const LOADING: RowRecord = { why: "Loading the feed's record" };
const UNAVAILABLE: RowRecord = { why: "The feeds' records are unavailable right now" };
const NOT_RECORDED: RowRecord = { why: "The indexer has not recorded this feed yet" };

function recordOf(records: RecordsState, row: FeedRowView): RowRecord {
  if (records === "loading") return LOADING;
  if (records === "unavailable") return UNAVAILABLE;
  return records.records[feedRecordKey(row)] ?? NOT_RECORDED;
}

/** A figure, or "—" with the reason in its title (and for screen readers, beside it). */
function RecordFigure({ text, why }: { text: string | null; why: string }) {
  if (text !== null) return text;
  return (
    <span className={styles.noData} title={why}>
      {NONE}
      <span className="visually-hidden"> ({why})</span>
    </span>
  );
}

/** Beyond the spec: the feed's 7-day record, in the optional columns (or the row's card). */
const RecordCells = memo(function RecordCells({ record }: { record: RowRecord }) {
  const why = "why" in record ? record.why : null;
  const figures =
    "why" in record
      ? null
      : {
          updates: record.updatesPerDay7d === null ? null : formatPerDay(record.updatesPerDay7d),
          misses: record.heartbeatMisses7d === null ? null : formatCount(record.heartbeatMisses7d),
          staleness:
            record.longestStalenessMs7d === null ? null : formatDuration(record.longestStalenessMs7d),
        };
  return (
    <>
      <td className={styles.numericCell} data-label="Updates/day (7 d)" data-optional="1">
        <RecordFigure
          text={figures?.updates ?? null}
          why={why ?? "The record does not cover any of these 7 days yet"}
        />
      </td>
      <td className={styles.numericCell} data-label="Heartbeat misses (7 d)" data-optional="3">
        <RecordFigure
          text={figures?.misses ?? null}
          why={why ?? "The feed has no heartbeat or schedule, so it cannot miss one"}
        />
      </td>
      <td className={styles.numericCell} data-label="Longest staleness (7 d)" data-optional="2">
        <RecordFigure text={figures?.staleness ?? null} why={why ?? "No update recorded in these 7 days"} />
      </td>
    </>
  );
});

const FeedCells = memo(function FeedCells({ row }: { row: FeedRowView }) {
  return (
    <>
      <td>
        <span className={styles.withIcon}>
          {/* Beyond the spec (issue 29): the feed's star, by its layer, so two rows of one feed
              differ; under the logo, where it costs the table no width (feeds.module.css). */}
          <span className={styles.logoAndStar}>
            <StarButton
              subject={feedSubject(row.layerId, row.feed)}
              name={`${row.feed} on ${row.network.name}${row.variant ? ` (${row.variant})` : ""}`}
              className={styles.rowStar}
            />
            <TokenLogo src={row.logo} name={row.feed} />
          </span>
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
