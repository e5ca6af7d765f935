import type { NetworksView } from "@oracle-explorer/core";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { fetchApi } from "../../lib/api-client.ts";

/**
 * Names a chain id by the api's network catalogue (ERROR-27 names the wallet's current network),
 * falling back to the feed's own network, then to "chain {id}" for one the catalogue lacks.
 */
export function useNetworkName(feedChainId: number | null, feedNetworkName: string) {
  const { data } = useQuery({
    queryKey: ["networks"],
    queryFn: ({ signal }) => fetchApi<NetworksView>("/networks", { signal }),
    // The catalogue changes rarely (the api caches it 10 min).
    staleTime: 10 * 60_000,
  });
  return useCallback(
    (chainId: number): string =>
      data?.networks.find((network) => network.chainId === chainId)?.name ??
      (chainId === feedChainId ? feedNetworkName : `chain ${chainId}`),
    [data, feedChainId, feedNetworkName],
  );
}
