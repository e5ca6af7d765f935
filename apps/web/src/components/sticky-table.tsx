import { STICKY_TABLE_HEIGHT_PX } from "@oracle-explorer/core/constants";
import { type MouseEvent, memo, type ReactNode, type Ref, useId, useRef } from "react";
import styles from "./sticky-table.module.css";
import { HIDDEN_RANKS_ATTRIBUTE, useTableFit } from "./use-table-fit.ts";

export interface TableColumn {
  readonly key: string;
  readonly label: string;
  /** Right-aligned numbers. */
  readonly numeric?: boolean;
  /** A column kept in the table's model but not displayed (FEEDS-06's Popularity). */
  readonly hidden?: boolean;
  /** A sortable column's state; its header becomes a button (FEEDS-16). */
  readonly sort?: "ascending" | "descending" | "none";
  /**
   * A column the table leaves out where it does not fit (1: the first to go, then 2, 3), before
   * its rows stack; stacked rows show it again under its name. Its cells carry the same rank in
   * data-optional.
   */
  readonly optional?: 1 | 2 | 3;
}

interface StickyTableProps {
  /** Says what the table holds; read by screen readers, hidden on screen (the page title says it). */
  caption: string;
  columns: readonly TableColumn[];
  /** True while rows are loading (placeholder rows are shown). */
  busy?: boolean;
  /** A sortable header was pressed. */
  onSort?: (key: string) => void;
  /** The visitor reaches for the rows: scrolls the area, points into it or moves focus into it. */
  onReach?: () => void;
  /** Clicks anywhere in the table, for links handled by the table as a whole (useClientLinkClicks). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /**
   * The area as tall as its rows, up to the sticky table height, rather than always that tall: for
   * a short table inside a card (a node's feeds), which would otherwise end in blank space.
   */
  fitRows?: boolean;
  children: ReactNode;
}

/**
 * A data table in a scroll area of the sticky table height (CONST-30, TOKENS-12) whose header row
 * stays in view; the area is focusable so keyboard users can scroll it too.
 *
 * Where the table is wider than its area (a phone, a laptop with the sidebar open), its rows are
 * stacked instead (useTableFit): each row a card whose first cell, the row's identity, spans the
 * top and whose other cells follow with their column's name above them, from each cell's
 * data-label. Nothing is then behind a sideways scroll, and the sortable headers stay as a bar.
 * A cell marked data-stack="wide" (addresses, a list of sources) takes a whole line of its card,
 * after the short facts. Optional columns (a list's extra figures) are left out, a rank at a
 * time, before the rows stack: the table keeps its columns where the extras do not fit.
 */
export function StickyTable({
  caption,
  columns,
  busy = false,
  onSort,
  onReach,
  onClick,
  fitRows = false,
  children,
}: StickyTableProps) {
  const captionId = useId();
  const scrollRef = useRef<HTMLElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const ranks = columns.reduce((most, column) => Math.max(most, column.optional ?? 0), 0);
  const fit = useTableFit(scrollRef, tableRef, ranks);
  const layout = fit.layout;
  const fitted = columns.filter((column) => !column.hidden).length <= 3;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: onClick only catches clicks on the links inside, and Enter on a link clicks it too
    <section
      ref={scrollRef}
      className={styles.scroll}
      style={fitRows ? { maxHeight: STICKY_TABLE_HEIGHT_PX } : { height: STICKY_TABLE_HEIGHT_PX }}
      // The scroll box, for IntersectionObservers of rows inside it (their margin applies here).
      data-scroll-area=""
      aria-labelledby={captionId}
      onScroll={onReach}
      onPointerEnter={onReach}
      onFocus={onReach}
      onClick={onClick}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table
        ref={tableRef}
        className={[styles.table, fitted ? styles.fitted : "", layout === "stacked" ? styles.stacked : ""]
          .filter(Boolean)
          .join(" ")}
        data-layout={layout}
        {...(ranks > 0 ? { [HIDDEN_RANKS_ATTRIBUTE]: layout === "table" ? fit.hidden : 0 } : {})}
        aria-busy={busy}
      >
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <TableHead columns={columns} onSort={onSort} />
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/**
 * The header row. Memoised: a list re-renders its rows on each keystroke in search, and given the
 * same columns and sort handler (FeedsTable keeps its columns, FeedsPage its handler) the header
 * skips those renders.
 */
const TableHead = memo(function TableHead({
  columns,
  onSort,
}: {
  columns: readonly TableColumn[];
  onSort: ((key: string) => void) | undefined;
}) {
  return (
    <thead className={styles.stickyHead}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.key}
            scope="col"
            className={column.numeric ? styles.numeric : undefined}
            hidden={column.hidden}
            data-optional={column.optional}
            aria-sort={column.sort}
          >
            {column.sort !== undefined && onSort ? (
              <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
                {column.label}
                <SortArrow direction={column.sort} />
              </button>
            ) : (
              column.label
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
});

/** The sort direction drawn beside a header; both arrows, dimmed, while the column is not the sort. */
function SortArrow({ direction }: { direction: "ascending" | "descending" | "none" }) {
  return (
    <svg
      className={styles.sortArrow}
      data-direction={direction}
      width="10"
      height="14"
      viewBox="0 0 10 14"
      aria-hidden="true"
    >
      <path className={styles.sortUp} d="M5 1 9 6H1z" />
      <path className={styles.sortDown} d="M5 13 1 8h8z" />
    </svg>
  );
}

/** SHELL-27 loading state: grey bars in the table's shape; the table's aria-busy tells screen readers. */
export function PlaceholderRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity of their own
    <tr key={row} className={styles.placeholderRow} data-placeholder="">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <td key={column}>
          <span className={styles.bar} aria-hidden="true" />
        </td>
      ))}
    </tr>
  ));
}

interface FullWidthRowProps {
  columns: number;
  children: ReactNode;
  /** The row's own class (its look in the feature's stylesheet). */
  className?: string;
  /** The row element, for an IntersectionObserver that loads more when it comes near. */
  ref?: Ref<HTMLTableRowElement>;
}

/**
 * A row across the whole table whose content stays centred in the visible part of the scroll box,
 * also when a wide table is scrolled sideways on a phone ("Show more", end of list).
 */
export function FullWidthRow({ columns, children, className, ref }: FullWidthRowProps) {
  return (
    <tr ref={ref} className={className}>
      <td colSpan={columns} className={styles.fullCell}>
        <div className={styles.fullContent}>{children}</div>
      </td>
    </tr>
  );
}

/** SHELL-27 empty state: one full-width row with a short message. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <FullWidthRow columns={columns} className={styles.empty}>
      {children}
    </FullWidthRow>
  );
}
