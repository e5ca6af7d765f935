import type { TokensView } from "@oracle-explorer/core/api-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";
import { liveInterval } from "../live/live-stream.ts";

/**
 * How often the list asks for prices again, so they update live on an open page. The api caches
 * its upstream, so a short interval costs the upstream nothing (a later change may switch to the
 * SSE stream). A failed load is retried on the same beat, which is also why it is only logged.
 */
export const TOKENS_REFETCH_MS = 10_000;

/** CALL-25 through the api: every non-hidden token with its latest price (TOKENS-22). */
export function fetchTokens(signal?: AbortSignal): Promise<TokensView> {
  return fetchApi(apiPath("tokens"), { signal });
}

export const tokensQueryOptions = queryOptions({
  queryKey: apiKey("tokens"),
  queryFn: ({ signal }) => fetchTokens(signal),
  refetchInterval: liveInterval(TOKENS_REFETCH_MS),
});

export function useTokens() {
  return useQuery(tokensQueryOptions);
}
