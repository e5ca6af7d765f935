import type { UseQueryResult } from "@tanstack/react-query";

/** FEEDS-18: the feeds table's states. */
export type FeedsTableState = "initializing" | "loading" | "loaded" | "empty" | "error";

/**
 * FEEDS-18 from the query: initializing during the first attempt, loading while the automatic
 * retries run (CALL-45), error once they are spent with nothing to show, and loaded or empty
 * after that (a failed background refresh keeps the rows it has).
 */
export function feedsTableState(
  query: Pick<UseQueryResult<unknown>, "data" | "isPending" | "isError" | "failureCount">,
  shownRows: number,
): FeedsTableState {
  if (query.data === undefined) {
    if (query.isError) return "error";
    return query.failureCount > 0 ? "loading" : "initializing";
  }
  return shownRows === 0 ? "empty" : "loaded";
}

/** ERROR-34: the error state's text. */
export function feedsErrorText(error: unknown): string {
  const message = error instanceof Error && error.message !== "" ? error.message : "Unknown error";
  return `Failed to load feeds data: ${message}`;
}
