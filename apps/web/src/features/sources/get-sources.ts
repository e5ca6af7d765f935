import type { SourceDetailView, SourcesView } from "@oracle-explorer/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";

/** SOURCES-01..05: every price source with its Number of Feeds, most used first. */
export function fetchSources(signal?: AbortSignal): Promise<SourcesView> {
  return fetchApi<SourcesView>("/sources", { signal });
}

export const sourcesQueryOptions = queryOptions({
  queryKey: ["sources"] as const,
  queryFn: ({ signal }) => fetchSources(signal),
});

export function useSources(enabled = true) {
  return useQuery({ ...sourcesQueryOptions, enabled });
}

/** SOURCES-06..10: one source with its per-day errors of the last 5 days. */
export function sourcePath(sourceId: string): string {
  return `/sources/${encodeURIComponent(sourceId)}`;
}

export function sourceQueryOptions(sourceId: string) {
  return queryOptions({
    queryKey: ["source", sourceId] as const,
    queryFn: ({ signal }) => fetchApi<SourceDetailView>(sourcePath(sourceId), { signal }),
  });
}

/** `initial` is what the route loader already read, so the page does not ask twice. */
export function useSource(sourceId: string, initial: SourceDetailView | null) {
  return useQuery({ ...sourceQueryOptions(sourceId), initialData: initial ?? undefined });
}
