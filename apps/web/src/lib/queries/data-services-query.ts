import type { DataServicesView } from "@oracle-explorer/core/api-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";

/** SERVICES-01: one card per data service of the registry (CALL-20). */
export function fetchDataServices(signal?: AbortSignal): Promise<DataServicesView> {
  return fetchApi(apiPath("dataServices"), { signal });
}

export const dataServicesQueryOptions = queryOptions({
  queryKey: apiKey("dataServices"),
  queryFn: ({ signal }) => fetchDataServices(signal),
});

export function useDataServices() {
  return useQuery(dataServicesQueryOptions);
}
