import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath, apiUrl } from "../../lib/api-resources.ts";
import { type FeedRef, feedParams } from "./get-feed.ts";

/**
 * A feed's record is read from the indexer's store, which moves with each on-chain update it
 * sees; the section is not followed live, it asks again each minute.
 */
export const FEED_RELIABILITY_REFETCH_MS = 60_000;

/** What the Export links cover: the widest window of the section (the store keeps 31 days). */
export const EXPORT_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The feed's record (/feeds/{network}/{token}/reliability). Its own query, never the route
 * loader's: the page draws without it, and a failure shows in the section alone.
 */
export function feedReliabilityQuery(ref: FeedRef) {
  const query = { layer: ref.layer };
  return queryOptions({
    queryKey: apiKey("feedReliability", feedParams(ref), query),
    queryFn: ({ signal }) => fetchApi(apiPath("feedReliability", feedParams(ref), query), { signal }),
    refetchInterval: FEED_RELIABILITY_REFETCH_MS,
  });
}

export function useFeedReliability(ref: FeedRef) {
  return useQuery(feedReliabilityQuery(ref));
}

/** The Export links: the feed's recorded updates of the `days` up to `now` (to the second), as CSV or JSON. */
export function updatesExportUrl(ref: FeedRef, now: number, days: number, format: "csv" | "json"): string {
  const to = Math.floor(now / 1000) * 1000;
  return apiUrl(
    apiPath("feedUpdateRecords", feedParams(ref), { layer: ref.layer, from: to - days * DAY_MS, to, format }),
  );
}
