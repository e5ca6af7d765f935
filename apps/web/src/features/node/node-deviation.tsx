import type { FeedDeviationView, NodeScorecardView } from "@oracle-explorer/core/api-views";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import card from "../../components/card.module.css";
import figures from "../../components/figures.module.css";
import { EmptyRow, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import {
  formatBp,
  formatBpShort,
  formatCount,
  formatQuantile,
  formatQuantileShort,
  NONE,
} from "../../lib/node-format.ts";
import { tokensQueryOptions } from "../../lib/queries/tokens-query.ts";
import styles from "./node-page.module.css";

export const FEED_DEVIATION_SORT_KEYS = ["feed", "samples", "p50", "p95", "max"] as const;
export type FeedDeviationSortKey = (typeof FEED_DEVIATION_SORT_KEYS)[number];

export interface FeedDeviationSort {
  readonly key: FeedDeviationSortKey;
  readonly desc: boolean;
}

/** The api's order: the largest p95 first. */
export const DEFAULT_FEED_DEVIATION_SORT: FeedDeviationSort = { key: "p95", desc: true };

const COLUMNS: readonly (TableColumn & { key: FeedDeviationSortKey })[] = [
  { key: "feed", label: "Feed" },
  { key: "samples", label: "Values", numeric: true },
  { key: "p50", label: "p50", numeric: true },
  { key: "p95", label: "p95", numeric: true },
  { key: "max", label: "Max", numeric: true },
];

const text = new Intl.Collator("en", { sensitivity: "base", numeric: true });

const figureOf = (row: FeedDeviationView, key: Exclude<FeedDeviationSortKey, "feed">): number | null =>
  key === "samples" ? row.samples : key === "p50" ? row.p50Bp : key === "p95" ? row.p95Bp : row.maxBp;

/**
 * The feeds in a column's order; no figure sorts last whichever the direction, and ties keep the
 * feed ids' order.
 */
export function sortFeedDeviations(
  rows: readonly FeedDeviationView[],
  { key, desc }: FeedDeviationSort,
): FeedDeviationView[] {
  const byFeed = (a: FeedDeviationView, b: FeedDeviationView) => text.compare(a.feedId, b.feedId);
  return [...rows].sort((a, b) => {
    if (key === "feed") return (desc ? -1 : 1) * byFeed(a, b);
    const x = figureOf(a, key);
    const y = figureOf(b, key);
    if (x === null || y === null) return x === y ? byFeed(a, b) : x === null ? 1 : -1;
    return (desc ? y - x : x - y) || byFeed(a, b);
  });
}

/** The next sort after a header press: the same column flips, another starts ascending. */
export const nextSort = (current: FeedDeviationSort, key: FeedDeviationSortKey): FeedDeviationSort =>
  key === current.key ? { key, desc: !current.desc } : { key, desc: false };

const bpCell = (bp: number | null, bound: boolean) =>
  bound ? formatQuantileShort(bp) : bp === null ? NONE : formatBpShort(bp);

/** A feed id that is a token of the explorer links to its token page; others are plain text. */
function FeedCell({ feedId, tokens }: { feedId: string; tokens: ReadonlySet<string> | null }) {
  return tokens?.has(feedId) ? (
    <Link to={paths.token(feedId)} className={styles.feedLink}>
      {feedId}
    </Link>
  ) : (
    <span className={styles.feedId}>{feedId}</span>
  );
}

function FeedTable({ feeds }: { feeds: readonly FeedDeviationView[] }) {
  const [sort, setSort] = useState<FeedDeviationSort>(DEFAULT_FEED_DEVIATION_SORT);
  // The token list tells which feed ids have a token page (the palette reads it the same way,
  // without following it live).
  const tokens = useQuery({ ...tokensQueryOptions, refetchInterval: false });
  const symbols = useMemo(
    () => (tokens.data ? new Set(tokens.data.tokens.map((token) => token.symbol)) : null),
    [tokens.data],
  );
  const rows = useMemo(() => sortFeedDeviations(feeds, sort), [feeds, sort]);
  const columns = useMemo(
    () =>
      COLUMNS.map((column) => ({
        ...column,
        sort: column.key === sort.key ? (sort.desc ? "descending" : "ascending") : "none",
      })) as TableColumn[],
    [sort],
  );
  return (
    <StickyTable
      caption="Deviation from the median per feed over 7 days"
      columns={columns}
      onSort={(key) => setSort((current) => nextSort(current, key as FeedDeviationSortKey))}
      fitRows
    >
      {rows.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>No values of this node were compared in the last 7 days.</EmptyRow>
      ) : null}
      {rows.map((row) => (
        <tr key={row.feedId}>
          <td>
            <FeedCell feedId={row.feedId} tokens={symbols} />
          </td>
          <td className={styles.numericCell} data-label="Values">
            {formatCount(row.samples)}
          </td>
          <td className={styles.numericCell} data-label="p50">
            {bpCell(row.p50Bp, true)}
          </td>
          <td className={styles.numericCell} data-label="p95">
            {bpCell(row.p95Bp, true)}
          </td>
          <td className={styles.numericCell} data-label="Max">
            {bpCell(row.maxBp, false)}
          </td>
        </tr>
      ))}
    </StickyTable>
  );
}

/**
 * How far the node's values sat from each round's median over 7 days: p50, p95 and max over all
 * feeds (a quantile as its bucket's upper edge: "≤ 5 bp"), then per feed, sortable.
 */
export function DeviationCard({ data }: { data: NodeScorecardView }) {
  const titleId = useId();
  const { deviation } = data;
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Deviation from the median
        </h2>
        <p className={card.note}>
          Last 7 days · {formatCount(deviation.samples)} {deviation.samples === 1 ? "value" : "values"}
        </p>
      </header>
      <dl className={`${figures.figures} ${styles.deviationStats}`}>
        <div className={figures.figure}>
          <dt>p50</dt>
          <dd>{formatQuantile(deviation.p50Bp)}</dd>
        </div>
        <div className={figures.figure}>
          <dt>p95</dt>
          <dd>{formatQuantile(deviation.p95Bp)}</dd>
        </div>
        <div className={figures.figure}>
          <dt>Max</dt>
          <dd>{deviation.maxBp === null ? NONE : formatBp(deviation.maxBp)}</dd>
        </div>
      </dl>
      <p className={card.intro}>
        Each value against the median of its round, in basis points (1 bp = 0.01%). A percentile is the upper
        edge of the range it falls in, so p95 ≤ 5 bp means 95% of the values were within 5 bp.
      </p>
      <FeedTable feeds={data.feeds} />
    </section>
  );
}
