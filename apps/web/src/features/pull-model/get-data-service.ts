import type { DataServiceDetailView } from "@oracle-explorer/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";

/** SERVICES-07..15: a data service with its assets and the sources they read. */
export function dataServicePath(id: string): string {
  return `/data-services/${encodeURIComponent(id)}`;
}

/**
 * The priced sources behind FILTER-28 move with prices, so an open page asks again now and then
 * (the api caches the resource for a minute).
 */
export const DATA_SERVICE_REFETCH_MS = 60_000;

export function dataServiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["data-service", id] as const,
    queryFn: ({ signal }) => fetchApi<DataServiceDetailView>(dataServicePath(id), { signal }),
    refetchInterval: DATA_SERVICE_REFETCH_MS,
  });
}

/** `initial` is what the route loader already read, so the page does not ask twice. */
export function useDataService(id: string, initial: DataServiceDetailView | null) {
  return useQuery({ ...dataServiceQueryOptions(id), initialData: initial ?? undefined });
}
