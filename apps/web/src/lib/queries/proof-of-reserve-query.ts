import type { ProofOfReserveView } from "@oracle-explorer/core/api-views";
import { queryOptions } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";
import { liveInterval } from "../live/live-stream.ts";

/** Reserves move slowly; the api caches the gateway read for 10 s, so a minute is plenty. */
export const POR_REFETCH_MS = 60_000;

/**
 * POR-15 through the api: the mapped data service's gateway metadata. Read by the dashboard and,
 * under the same key, by the link that token and feed pages show to it (ProofOfReserveLink).
 */
export const proofOfReserveQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiKey("proofOfReserve", { id }),
    queryFn: ({ signal }): Promise<ProofOfReserveView> =>
      fetchApi(apiPath("proofOfReserve", { id }), { signal }),
    refetchInterval: liveInterval(POR_REFETCH_MS),
  });
