import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { fetchApi } from "../../lib/api-client.ts";
import { apiKey, apiPath } from "../../lib/api-resources.ts";
import { INCIDENTS_REFETCH_MS, incidentWindowFrom } from "../../lib/queries/incidents-query.ts";

/** The watchlist lists its ids' incidents of the last 7 UTC days, today included. */
export const WATCHLIST_INCIDENT_DAYS = 7;

/**
 * At most this many incidents are listed, the newest; one more is asked for, so the page can say
 * there were more (the answer carries no total).
 */
export const WATCHLIST_INCIDENT_LIMIT = 200;

/**
 * The watched ids resolved (name, page, ongoing incidents now) and their incidents since `from`,
 * in one request (/incidents?ids=…). While a star is added or removed the last answer stays on
 * screen (its rows keep their health; a new id says "Checking…") until the new one arrives.
 */
export function watchlistIncidentsQuery(ids: readonly string[], from: number) {
  const query = { ids: ids.join(","), from, limit: WATCHLIST_INCIDENT_LIMIT + 1 };
  return queryOptions({
    queryKey: apiKey("incidents", {}, query),
    queryFn: ({ signal }) => fetchApi(apiPath("incidents", {}, query), { signal }),
    refetchInterval: INCIDENTS_REFETCH_MS,
    placeholderData: keepPreviousData,
    enabled: ids.length > 0,
  });
}

/** The window's start for now: a whole UTC day, so the query's key holds from midnight to midnight. */
export const watchlistWindowFrom = (now: number) => incidentWindowFrom(now, WATCHLIST_INCIDENT_DAYS);
