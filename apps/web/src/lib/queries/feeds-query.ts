import { FEEDS_INIT_ATTEMPTS, FEEDS_INIT_RETRY_DELAY_MS } from "@oracle-explorer/core/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";
import { liveInterval } from "../live/live-stream.ts";

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
  refetchInterval: liveInterval(FEEDS_REFETCH_MS),
});

export function useFeeds() {
  return useQuery(feedsQueryOptions);
}
