import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath, apiUrl } from "../../lib/api-resources.ts";

/**
 * The record is built from the indexer's store, which moves round by round; the page is not
 * followed live, it asks again each minute.
 */
export const NODE_SCORECARD_REFETCH_MS = 60_000;

/** What the Export links cover: the last 24 hours of raw rounds (less if the store keeps less). */
export const EXPORT_WINDOW_HOURS = 24;

/** The Export window for a store that keeps `rawRetentionHours` of raw rounds (the api refuses more). */
export const exportWindowHours = (rawRetentionHours: number) =>
  Math.max(1, Math.min(EXPORT_WINDOW_HOURS, Math.floor(rawRetentionHours)));

/** The address as the page asks for it: lower-case, so every spelling of a node is one cache entry. */
export const nodeAddressKey = (address: string) => address.trim().toLowerCase();

/**
 * A node's scorecard (/nodes/{address}). The route loader reads it first (app/detail-loader.ts),
 * so an unknown address is the 404 page and the page finds the answer in the cache.
 */
export function nodeScorecardQueryOptions(address: string) {
  const key = nodeAddressKey(address);
  return queryOptions({
    queryKey: apiKey("nodeScorecard", { address: key }),
    queryFn: ({ signal }) => fetchApi(apiPath("nodeScorecard", { address: key }), { signal }),
    refetchInterval: NODE_SCORECARD_REFETCH_MS,
  });
}

export function useNodeScorecard(address: string) {
  return useQuery(nodeScorecardQueryOptions(address));
}

/** The Export links: the node's raw rounds of the `hours` up to `now`, as CSV or JSON. */
export function roundsExportUrl(address: string, now: number, hours: number, format: "csv" | "json"): string {
  const to = Math.floor(now / 1000) * 1000;
  return apiUrl(
    apiPath("nodeRounds", { address: nodeAddressKey(address) }, { from: to - hours * 3_600_000, to, format }),
  );
}
