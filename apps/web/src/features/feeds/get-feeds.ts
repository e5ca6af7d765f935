import { FEEDS_INIT_ATTEMPTS, FEEDS_INIT_RETRY_DELAY_MS } from "@oracle-explorer/core";
import { queryOptions, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";

/**
 * How often an open list asks for answers again. The api reads the chains and the relayed values
 * once for every visitor (its cache), so this costs the upstreams nothing; 15 s keeps answers and
 * countdown targets fresh without churning the table.
 */
export const FEEDS_REFETCH_MS = 15_000;

/**
 * CALL-45: every push-model feed, loaded in up to 3 attempts 2 s apart before the error state.
 * The api does the initialisation waits of CALL-46..48 (manifests, denominations, feed data), so
 * one request here is the whole initialisation.
 */
export const feedsQueryOptions = queryOptions({
  queryKey: apiKey("feeds"),
  queryFn: ({ signal }) => fetchApi(apiPath("feeds"), { signal }),
  retry: FEEDS_INIT_ATTEMPTS - 1,
  retryDelay: FEEDS_INIT_RETRY_DELAY_MS,
  refetchInterval: FEEDS_REFETCH_MS,
});

export function useFeeds() {
  return useQuery(feedsQueryOptions);
}

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
