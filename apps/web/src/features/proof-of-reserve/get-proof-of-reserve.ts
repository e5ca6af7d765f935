import type { PorRatioHistoryView, ProofOfReserveView } from "@oracle-explorer/core/api-views";
import type { TokenSeriesRange } from "@oracle-explorer/core/charts";
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

/** The signed ratio's history (one range), from the mapped service's price history of the feed. */
export const porRatioHistoryQueryOptions = (id: string, range: TokenSeriesRange) =>
  queryOptions({
    queryKey: apiKey("porRatioHistory", { id }, { range }),
    queryFn: ({ signal }): Promise<PorRatioHistoryView> =>
      fetchApi(apiPath("porRatioHistory", { id }, { range }), { signal }),
    refetchInterval: POR_REFETCH_MS,
  });
