import type { TvsDashboardView } from "@oracle-explorer/core/api-views";
import type { TvsTimeframe } from "@oracle-explorer/core/constants";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";
import { liveInterval } from "../../lib/live/live-stream.ts";

/**
 * CALL-37 through the api: one request brings everything the dashboard draws for a timeframe (the
 * api makes the five TVS reads in parallel and fails the whole answer when one fails, CALL-43).
 */
export function fetchTvsDashboard(timeframe: TvsTimeframe, signal?: AbortSignal): Promise<TvsDashboardView> {
  return fetchApi(apiPath("tvs", {}, { timeframe }), { signal });
}

/**
 * The page refreshes in the background, so an upstream that recovers clears the "last figures"
 * notice without a reload (the api caches the TVS reads for 5 minutes; a refetch is a cache hit).
 */
export const TVS_REFETCH_MS = 30_000;

export const tvsQueryOptions = (timeframe: TvsTimeframe) =>
  queryOptions({
    queryKey: apiKey("tvs", {}, { timeframe }),
    queryFn: ({ signal }) => fetchTvsDashboard(timeframe, signal),
    refetchInterval: liveInterval(TVS_REFETCH_MS),
    // A timeframe switch keeps the previous charts on screen until the new answer arrives.
    placeholderData: keepPreviousData,
  });

export function useTvsDashboard(timeframe: TvsTimeframe) {
  return useQuery(tvsQueryOptions(timeframe));
}
