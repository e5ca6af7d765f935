import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";

/**
 * The network's status is read from the indexer's store, which moves round by round (10 s): not a
 * live resource, the page asks again every half minute, so a visitor who keeps it open sees an
 * incident open or end within a minute of the indexer recording it.
 */
export const STATUS_REFETCH_MS = 30_000;

/** The network's state now and its last 7 days (/status). */
export const statusQueryOptions = queryOptions({
  queryKey: apiKey("status"),
  queryFn: ({ signal }) => fetchApi(apiPath("status"), { signal }),
  refetchInterval: STATUS_REFETCH_MS,
});

export function useStatus() {
  return useQuery(statusQueryOptions);
}
