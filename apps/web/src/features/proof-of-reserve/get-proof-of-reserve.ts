import type { PorRatioHistoryView } from "@oracle-explorer/core/api-views";
import type { TokenSeriesRange } from "@oracle-explorer/core/charts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";
import { POR_REFETCH_MS, proofOfReserveQueryOptions } from "../../lib/queries/proof-of-reserve-query.ts";

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
