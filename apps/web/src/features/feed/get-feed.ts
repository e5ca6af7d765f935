import type { FeedChartRange, FeedDetailView, FeedUpdatesView } from "@oracle-explorer/core";
import { infiniteQueryOptions, queryOptions, useQuery } from "@tanstack/react-query";
import { useLoadedAnswer } from "../../app/loaded-answer.ts";
import { fetchApi } from "../../lib/api-client.ts";

/** The feed a SingleFeed URL names: route forms (DATA-36) and the ?layer= qualifier, if any. */
export interface FeedRef {
  readonly network: string;
  readonly token: string;
  readonly layer: string | null;
}

/** The api path of a feed (network and token are URL-safe route forms already). */
export function feedApiPath({ network, token }: FeedRef, tail = ""): string {
  return `/feeds/${encodeURIComponent(network)}/${encodeURIComponent(token)}${tail}`;
}

function layerParam(layer: string | null): string {
  return layer ? `layer=${encodeURIComponent(layer)}` : "";
}

/**
 * Values on the page refresh every 15 s besides each heartbeat (FEED-20): the api reads the chain
 * for every visitor at once, so this costs the chain nothing more.
 */
export const FEED_REFETCH_MS = 15_000;

/** The single feed's detail: its row with the on-chain answer, explorer links and sources. */
export function feedDetailQuery(ref: FeedRef) {
  const query = layerParam(ref.layer);
  return queryOptions({
    queryKey: ["feed", ref.network, ref.token, ref.layer] as const,
    queryFn: ({ signal }) => fetchApi<FeedDetailView>(feedApiPath(ref, query ? `?${query}` : ""), { signal }),
    refetchInterval: FEED_REFETCH_MS,
  });
}

/** The detail, starting from the route loader's answer (the same URL) when there is one. */
export function useFeedDetail(ref: FeedRef) {
  return useQuery({ ...feedDetailQuery(ref), ...useLoadedAnswer<FeedDetailView>(true) });
}

/** The Transactions chart of one range (FEED-09..11): at most 500 points and the ranges to offer. */
export function feedChartQuery(ref: FeedRef, range: FeedChartRange) {
  const layer = layerParam(ref.layer);
  return queryOptions({
    queryKey: ["feed-updates", ref.network, ref.token, ref.layer, "chart", range] as const,
    queryFn: ({ signal }) =>
      fetchApi<FeedUpdatesView>(
        feedApiPath(ref, `/updates?range=${range}&limit=1${layer ? `&${layer}` : ""}`),
        {
          signal,
        },
      ),
  });
}

/** Transactions are fetched in pages of 20 and shown 10 at a time (FEED-15, FEED-16). */
export const TRANSACTIONS_FETCH_PAGE = 20;

/** The On chain transactions table's rows, newest first, in offset pages. */
export function feedTransactionsQuery(ref: FeedRef) {
  const layer = layerParam(ref.layer);
  return infiniteQueryOptions({
    queryKey: ["feed-updates", ref.network, ref.token, ref.layer, "transactions"] as const,
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }) =>
      fetchApi<FeedUpdatesView>(
        feedApiPath(
          ref,
          `/updates?chart=false&offset=${pageParam}&limit=${TRANSACTIONS_FETCH_PAGE}${layer ? `&${layer}` : ""}`,
        ),
        { signal },
      ),
    getNextPageParam: (last, pages) => {
      const fetched = pages.reduce((count, page) => count + page.transactions.length, 0);
      return fetched < last.totalTransactions && last.transactions.length > 0 ? fetched : undefined;
    },
  });
}
