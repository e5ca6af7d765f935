import type { FeedChartRange } from "@oracle-explorer/core/constants";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath, type PathParams } from "../../lib/api-resources.ts";
import { liveInterval } from "../../lib/live/live-stream.ts";

/** The feed a SingleFeed URL names: route forms (DATA-36) and the ?layer= qualifier, if any. */
export interface FeedRef {
  readonly network: string;
  readonly token: string;
  readonly layer: string | null;
}

/** The ?layer= qualifier of a SingleFeed URL; an empty one qualifies nothing. */
export function layerQualifier(search: URLSearchParams): string | null {
  return search.get("layer") || null;
}

/** The path params of the feed's api resources (detail, updates, value). */
export function feedParams({ network, token }: FeedRef): PathParams<"feed"> {
  return { network, token };
}

/**
 * Values on the page refresh every 15 s besides each heartbeat (FEED-20): the api reads the chain
 * for every visitor at once, so this costs the chain nothing more.
 */
export const FEED_REFETCH_MS = 15_000;

/**
 * The single feed's detail: its row with the on-chain answer, explorer links and sources. The
 * route loader reads it first (app/detail-loader.ts), so the page finds it in the cache.
 */
export function feedDetailQuery(ref: FeedRef) {
  const query = { layer: ref.layer };
  return queryOptions({
    queryKey: apiKey("feed", feedParams(ref), query),
    queryFn: ({ signal }) => fetchApi(apiPath("feed", feedParams(ref), query), { signal }),
    refetchInterval: liveInterval(FEED_REFETCH_MS),
  });
}

/** The Transactions chart of one range (FEED-09..11): at most 500 points and the ranges to offer. */
export function feedChartQuery(ref: FeedRef, range: FeedChartRange) {
  const query = { range, limit: 1, layer: ref.layer };
  return queryOptions({
    queryKey: apiKey("feedUpdates", feedParams(ref), query),
    queryFn: ({ signal }) => fetchApi(apiPath("feedUpdates", feedParams(ref), query), { signal }),
  });
}

/** Transactions are fetched in pages of 20 and shown 10 at a time (FEED-15, FEED-16). */
export const TRANSACTIONS_FETCH_PAGE = 20;

/** The On chain transactions table's rows, newest first, in offset pages. */
export function feedTransactionsQuery(ref: FeedRef) {
  const query = { chart: false, limit: TRANSACTIONS_FETCH_PAGE, layer: ref.layer };
  return infiniteQueryOptions({
    queryKey: apiKey("feedUpdates", feedParams(ref), query),
    initialPageParam: 0,
    queryFn: ({ signal, pageParam }) =>
      fetchApi(apiPath("feedUpdates", feedParams(ref), { ...query, offset: pageParam }), { signal }),
    getNextPageParam: (last, pages) => {
      const fetched = pages.reduce((count, page) => count + page.transactions.length, 0);
      return fetched < last.totalTransactions && last.transactions.length > 0 ? fetched : undefined;
    },
  });
}

/**
 * Every cached answer of one feed (detail, chart ranges, transactions), for a refetch after the
 * feed changed on chain: prefixes of the queries' keys (TanStack Query matches keys partially).
 */
export function feedQueryKeys(ref: FeedRef) {
  return [apiKey("feed", feedParams(ref), { layer: ref.layer }), feedUpdatesKey(ref)];
}

/** Every cached chart range and transactions page of one feed (a key prefix). */
export function feedUpdatesKey(ref: FeedRef) {
  return apiKey("feedUpdates", feedParams(ref), { layer: ref.layer });
}
