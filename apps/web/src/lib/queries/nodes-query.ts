import type { NodesView } from "@oracle-explorer/core/api-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";

/** NODES-08: the nodes of the oracle registry state (CALL-20), through the api. */
export function fetchNodes(signal?: AbortSignal): Promise<NodesView> {
  return fetchApi(apiPath("nodes"), { signal });
}

export const nodesQueryOptions = queryOptions({
  queryKey: apiKey("nodes"),
  queryFn: ({ signal }) => fetchNodes(signal),
});

export function useNodes() {
  return useQuery(nodesQueryOptions);
}
