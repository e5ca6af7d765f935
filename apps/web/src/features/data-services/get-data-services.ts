import type { DataServicesView } from "@oracle-explorer/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";

/** SERVICES-01: one card per data service of the registry (CALL-20). */
export function fetchDataServices(signal?: AbortSignal): Promise<DataServicesView> {
  return fetchApi<DataServicesView>("/data-services", { signal });
}

export const dataServicesQueryOptions = queryOptions({
  queryKey: ["data-services"] as const,
  queryFn: ({ signal }) => fetchDataServices(signal),
});

export function useDataServices() {
  return useQuery(dataServicesQueryOptions);
}
