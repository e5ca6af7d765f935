import type { TokenSeriesRange } from "@oracle-explorer/core/charts";
import { PRICE_POLL_MS, PRICE_TABLE_FETCH_LIMIT } from "@oracle-explorer/core/constants";
import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";
import { liveInterval } from "../../lib/live/live-stream.ts";

/*
 * The Token page's three api resources. The route param goes to the api as it is: the api turns
 * the first "-" back into "/" and falls back to the raw param (TOKEN-01, TOKEN-03).
 */

/**
 * TOKEN-09, TOKEN-12: the detail with the latest price, polled every 2000 ms while the page is
 * mounted (TanStack Query stops polling when the last observer unmounts). `provider` undefined
 * lets the api choose the token's default (DATA-50, DATA-51).
 */
export function tokenDetailQuery(param: string, provider: string | undefined) {
  return queryOptions({
    queryKey: apiKey("token", { symbol: param }, { provider }),
    queryFn: ({ signal }) => fetchApi(apiPath("token", { symbol: param }, { provider }), { signal }),
    refetchInterval: liveInterval(PRICE_POLL_MS),
    // A provider switch keeps the page in place while the new provider loads; another token does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1].symbol === param ? previous : undefined,
  });
}

/** TOKEN-07: the chart of one range (CALL-21..24, CALL-28 and the coingecko calls run in the api). */
export function tokenSeriesQuery(param: string, provider: string | undefined, range: TokenSeriesRange) {
  return queryOptions({
    queryKey: apiKey("tokenSeries", { symbol: param }, { range, provider }),
    queryFn: ({ signal }) =>
      fetchApi(apiPath("tokenSeries", { symbol: param }, { range, provider }), { signal }),
    // Long ranges change by one hourly point at a time; Last hour is kept fresh by the latest price
    // (pushed live, or polled while the stream is down).
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export interface HistoryWindow {
  from: number;
  to: number;
}

/**
 * TOKEN-15..17: Recent updates, fetched in offset pages of 20 (PRICE_TABLE_FETCH_LIMIT) for one
 * date window; a new window or provider starts again at offset 0 (a new query key).
 */
export function tokenHistoryQuery(param: string, provider: string | undefined, dates: HistoryWindow) {
  const query = { provider, from: dates.from, to: dates.to, limit: PRICE_TABLE_FETCH_LIMIT };
  return infiniteQueryOptions({
    queryKey: apiKey("tokenHistory", { symbol: param }, query),
    queryFn: ({ signal, pageParam }) =>
      fetchApi(apiPath("tokenHistory", { symbol: param }, { ...query, offset: pageParam }), { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.points.length : undefined),
    staleTime: 60_000,
  });
}
