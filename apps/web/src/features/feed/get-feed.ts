import type { FeedDetailView } from "@oracle-explorer/core";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";

/** The single feed's detail (network and token are URL-safe route forms already). */
export function feedDetailQuery(network: string, token: string, layer: string | null) {
  const query = layer ? `?layer=${encodeURIComponent(layer)}` : "";
  return queryOptions({
    queryKey: ["feed", network, token, layer] as const,
    queryFn: ({ signal }) =>
      fetchApi<FeedDetailView>(`/feeds/${encodeURIComponent(network)}/${encodeURIComponent(token)}${query}`, {
        signal,
      }),
  });
}

export function useFeedDetail(network: string, token: string, layer: string | null) {
  return useQuery(feedDetailQuery(network, token, layer));
}
