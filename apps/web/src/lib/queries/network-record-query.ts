import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";

/** Measured over days and the last 24 h: asked again each minute while the dashboard is open. */
export const NETWORK_RECORD_REFETCH_MS = 60_000;

/** The network's measured figures from the indexer's store (/network/record): the TVS dashboard's Measured panel. */
export const networkRecordQueryOptions = queryOptions({
  queryKey: apiKey("networkRecord"),
  queryFn: ({ signal }) => fetchApi(apiPath("networkRecord"), { signal }),
  refetchInterval: NETWORK_RECORD_REFETCH_MS,
});

export function useNetworkRecord() {
  return useQuery(networkRecordQueryOptions);
}
