import { type PageWindow, paginationText } from "@oracle-explorer/core/filtering";
import { Link, type To } from "react-router";
import styles from "./pagination-summary.module.css";

interface PaginationSummaryProps {
  view: PageWindow;
  /** Where "Clear filters" leads; null when no filter is set, so the link is left out. */
  clearFiltersTo: To | null;
  /** Runs as the link is followed, for filters kept outside the URL (the feeds' network types). */
  onClearFilters?: () => void;
}

/**
 * "Showing X to Y of N entries" (TOKENS-17), or "No entries found" with a "Clear filters" link
 * when filters hide every row (TOKENS-18, ERROR-15, ERROR-16). Polite live text, so paging and
 * filtering are announced.
 */
export function PaginationSummary({ view, clearFiltersTo, onClearFilters }: PaginationSummaryProps) {
  return (
    <p className={styles.summary} role="status">
      {paginationText(view)}
      {view.total === 0 && clearFiltersTo !== null ? (
        <>
          {" "}
          <Link to={clearFiltersTo} className={styles.clear} onClick={onClearFilters}>
            Clear filters
          </Link>
        </>
      ) : null}
    </p>
  );
}
