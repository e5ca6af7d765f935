import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";
import { liveInterval } from "../../lib/live/live-stream.ts";

/**
 * The priced sources behind FILTER-28 move with prices, so an open page asks again now and then
 * (the api caches the resource for a minute).
 */
export const DATA_SERVICE_REFETCH_MS = 60_000;

/**
 * SERVICES-07..15: a data service with its assets and the sources they read. The route loader
 * reads it first (app/detail-loader.ts), so the page finds it in the cache.
 */
export function dataServiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: apiKey("dataService", { id }),
    queryFn: ({ signal }) => fetchApi(apiPath("dataService", { id }), { signal }),
    refetchInterval: liveInterval(DATA_SERVICE_REFETCH_MS),
  });
}

export function useDataService(id: string) {
  return useQuery(dataServiceQueryOptions(id));
}
