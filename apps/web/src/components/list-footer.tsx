import type { FilterAction, PageWindow } from "@oracle-explorer/core/filtering";
import { memo } from "react";
import type { To } from "react-router";
import list from "./list-page.module.css";
import { Pager } from "./pager.tsx";
import { PaginationSummary } from "./pagination-summary.tsx";

interface ListFooterProps {
  view: PageWindow;
  /** Where "Clear filters" leads when filters hide every row; null without filters. */
  clearFiltersTo: To | null;
  /** Runs as that link is followed, for filters kept outside the URL (the feeds' network types). */
  onClearFilters?: () => void;
  /** The list's state dispatch: the pager sends setPage with the last page, to clamp at once. */
  dispatch: (action: FilterAction) => void;
  /** The visitor reaches for the footer (points into it, tabs into it), as the feeds page notes. */
  onReach?: () => void;
}

/**
 * A list page's footer: "Showing X to Y of N entries" or "No entries found" (TOKENS-17/18) and
 * the pager when there is more than one page. Memoised: it pays off where a page hands it a
 * stable view, link and dispatch while it re-renders per keystroke (the feeds list does).
 */
export const ListFooter = memo(function ListFooter({
  view,
  clearFiltersTo,
  onClearFilters,
  dispatch,
  onReach,
}: ListFooterProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only notice the visitor arriving; the controls inside do the work
    <div className={list.footer} onPointerEnter={onReach} onFocus={onReach}>
      <PaginationSummary view={view} clearFiltersTo={clearFiltersTo} onClearFilters={onClearFilters} />
      {view.lastPage > 1 ? (
        <Pager
          page={view.page}
          lastPage={view.lastPage}
          onPage={(page) => dispatch({ type: "setPage", page, lastPage: view.lastPage })}
        />
      ) : null}
    </div>
  );
});
