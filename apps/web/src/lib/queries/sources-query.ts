import type { SourcesView } from "@oracle-explorer/core/api-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";

/** SOURCES-01..05: every price source with its Number of Feeds, most used first. */
export function fetchSources(signal?: AbortSignal): Promise<SourcesView> {
  return fetchApi(apiPath("sources"), { signal });
}

export const sourcesQueryOptions = queryOptions({
  queryKey: apiKey("sources"),
  queryFn: ({ signal }) => fetchSources(signal),
});

export function useSources(enabled = true) {
  return useQuery({ ...sourcesQueryOptions, enabled });
}

/**
 * SOURCES-06..10: one source with its per-day errors of the last 5 days. The route loader reads
 * it first (app/detail-loader.ts), so the page finds it in the cache.
 */
export function sourceQueryOptions(sourceId: string) {
  return queryOptions({
    queryKey: apiKey("source", { sourceId }),
    queryFn: ({ signal }) => fetchApi(apiPath("source", { sourceId }), { signal }),
  });
}

export function useSource(sourceId: string) {
  return useQuery(sourceQueryOptions(sourceId));
}
