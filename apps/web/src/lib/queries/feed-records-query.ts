import type { FeedRecordView } from "@oracle-explorer/core/api-views";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";

/** The records move with each on-chain update the indexer sees; the list asks again each minute. */
export const FEED_RECORDS_REFETCH_MS = 60_000;

/**
 * Every indexed push feed's 7-day record (/feeds/records), for the Push Model list's record
 * columns. Its own query, never the list's: the list draws without it and fills the columns when
 * it arrives; a failure leaves them "—".
 */
export const feedRecordsQueryOptions = queryOptions({
  queryKey: apiKey("feedRecords"),
  queryFn: ({ signal }) => fetchApi(apiPath("feedRecords"), { signal }),
  refetchInterval: FEED_RECORDS_REFETCH_MS,
});

export function useFeedRecords() {
  return useQuery(feedRecordsQueryOptions);
}

/** The key a feed's record is filed under: "layerId/feedId". */
export const feedRecordKey = (feed: { readonly layerId: string; readonly feed: string }) =>
  `${feed.layerId}/${feed.feed}`;

export type FeedRecords = Readonly<Record<string, FeedRecordView>>;
