import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { networksQueryOptions } from "../../../lib/queries/networks-query.ts";

/**
 * Names a chain id by the api's network catalogue (ERROR-27 names the wallet's current network),
 * falling back to the feed's own network, then to "chain {id}" for one the catalogue lacks.
 */
export function useNetworkName(feedChainId: number | null, feedNetworkName: string) {
  const { data } = useQuery(networksQueryOptions);
  return useCallback(
    (chainId: number): string =>
      data?.networks.find((network) => network.chainId === chainId)?.name ??
      (chainId === feedChainId ? feedNetworkName : `chain ${chainId}`),
    [data, feedChainId, feedNetworkName],
  );
}
