import type { ProofOfReserveView } from "@oracle-explorer/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";

/** Reserves move slowly; the api caches the gateway read for 10 s, so a minute is plenty. */
export const POR_REFETCH_MS = 60_000;

/** POR-15 through the api: the mapped data service's gateway metadata, read into the dashboard. */
export function fetchProofOfReserve(id: string, signal?: AbortSignal): Promise<ProofOfReserveView> {
  return fetchApi(apiPath("proofOfReserve", { id }), { signal });
}

export const proofOfReserveQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiKey("proofOfReserve", { id }),
    queryFn: ({ signal }) => fetchProofOfReserve(id, signal),
    refetchInterval: POR_REFETCH_MS,
  });

export function useProofOfReserve(id: string) {
  return useQuery(proofOfReserveQueryOptions(id));
}
