/**
 * Paging (FILTER-04, TOKENS-17, TOKENS-18). Every input may come from a URL or an empty table,
 * so each function turns NaN, negative, fractional and huge values into a valid page instead of
 * throwing: the page is always a whole number in 1..lastPage.
 */

/** TOKENS-18, ERROR-15: the pagination text of an empty table. */
export const NO_ENTRIES_TEXT = "No entries found";

/** A whole count ≥ 0; NaN and negatives count as 0, and no count passes the safe-integer range. */
function wholeCount(value: number): number {
  if (Number.isNaN(value) || value <= 0) return 0;
  return Math.min(Number.MAX_SAFE_INTEGER, Math.floor(value));
}

/** A page size ≥ 1: a size below 1 (or NaN) would make every page empty, so it counts as 1. */
function pageSize(perPage: number): number {
  return Math.max(1, wholeCount(perPage));
}

/** The last page for `total` rows: at least 1, so an empty table still has page 1 (FILTER-04). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(wholeCount(total) / pageSize(perPage)));
}

/** FILTER-04: a page clamped to 1..lastPage; NaN and fractions fall to a whole page. */
export function clampPage(page: number, total: number, perPage: number): number {
  const last = lastPage(total, perPage);
  if (Number.isNaN(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

export interface PageWindow {
  /** The clamped 1-based page. */
  readonly page: number;
  readonly lastPage: number;
  readonly perPage: number;
  /** The filtered row count N. */
  readonly total: number;
  /** 1-based number of the first row shown (X); 0 when there are no rows. */
  readonly from: number;
  /** 1-based number of the last row shown (Y); 0 when there are no rows. */
  readonly to: number;
}

/** Where a page sits in the filtered rows: the numbers behind the pagination text. */
export function pageWindow(page: number, total: number, perPage: number): PageWindow {
  const count = wholeCount(total);
  const size = pageSize(perPage);
  const current = clampPage(page, count, size);
  const first = (current - 1) * size;
  return {
    page: current,
    lastPage: lastPage(count, size),
    perPage: size,
    total: count,
    from: count === 0 ? 0 : first + 1,
    to: Math.min(count, first + size),
  };
}

/** TOKENS-17, TOKENS-18: "Showing X to Y of N entries", or "No entries found" with no rows. */
export function paginationText(view: PageWindow): string {
  if (view.total === 0) return NO_ENTRIES_TEXT;
  return `Showing ${view.from} to ${view.to} of ${view.total} entries`;
}

/** The rows of one page, after clamping the page to the rows there are. */
export function pageRows<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const view = pageWindow(page, rows.length, perPage);
  return rows.slice(view.from === 0 ? 0 : view.from - 1, view.to);
}

/** TOKENS-10: the choices of the current-page select, 1 to the last page. */
export function pageOptions(total: number, perPage: number): number[] {
  return Array.from({ length: lastPage(total, perPage) }, (_, index) => index + 1);
}
