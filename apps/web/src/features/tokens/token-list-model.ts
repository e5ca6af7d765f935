import type { TokenListItem } from "@oracle-explorer/core/api-views";
import {
  type FilterState,
  filterTokens,
  type PageWindow,
  pageRows,
  pageWindow,
  type TokenTypeOption,
  tokenTypeOptions,
} from "@oracle-explorer/core/filtering";

/** What the page shows for one list state: derived, never stored, so the URL stays the truth. */
export interface TokenListModel {
  /** The tokens matching the filters, in popularity order: their count is the asset count (TOKENS-02). */
  readonly matching: readonly TokenListItem[];
  /** The rows of the shown page. */
  readonly rows: readonly TokenListItem[];
  /** The clamped page and the numbers behind "Showing X to Y of N entries". */
  readonly view: PageWindow;
}

/** Every tag some token carries: token types in a URL are checked against these (and the labels). */
export function tagsOf(tokens: readonly TokenListItem[]): ReadonlySet<string> {
  return new Set(tokens.flatMap((token) => token.tags));
}

/**
 * The asset-types options (TOKENS-03, TOKENS-30): labelled tags some token carries. Until the
 * tokens arrive (or when they failed) every labelled type is offered, so the button count is
 * stable and the dropdown is never empty for no reason.
 */
export function typeOptionsFor(tokens: readonly TokenListItem[] | undefined): TokenTypeOption[] {
  return tokens === undefined ? tokenTypeOptions() : tokenTypeOptions(tokens);
}

/**
 * Filters (FILTER-10, FILTER-20, FILTER-21, FILTER-26: hidden rows are dropped here too, whatever
 * the api sends) and pages (FILTER-04) the tokens. `sorted` is already in popularity order.
 */
export function tokenListModel(
  sorted: readonly TokenListItem[],
  state: Pick<FilterState, "search" | "filterStatus" | "tokenTypes" | "page" | "perPage">,
): TokenListModel {
  const matching = filterTokens(sorted, state);
  return {
    matching,
    rows: pageRows(matching, state.page, state.perPage),
    view: pageWindow(state.page, matching.length, state.perPage),
  };
}

/** TOKENS-18, ERROR-16: whether any filter is set, which is when "Clear filters" is offered. */
export function hasActiveFilters(state: Pick<FilterState, "search" | "tokenTypes">): boolean {
  return state.search.trim() !== "" || state.tokenTypes.length > 0;
}
