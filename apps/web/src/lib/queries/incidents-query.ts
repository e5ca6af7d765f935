import { queryOptions } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath, apiUrl } from "../api-resources.ts";

/**
 * A subject's incidents (a feed's, a node's), read from the indexer's store through
 * /incidents?ids=…: the record moves round by round, so a page asks again each minute rather
 * than following it live.
 */
export const INCIDENTS_REFETCH_MS = 60_000;

/** A subject page lists its incidents of the last 30 UTC days, today included. */
export const SUBJECT_INCIDENT_DAYS = 30;

/**
 * At most this many of a window's incidents are listed (the newest). One more is asked for, so
 * the list can say that there were more: the answer carries no total of its own.
 */
export const SUBJECT_INCIDENT_LIMIT = 200;

const DAY_MS = 86_400_000;

/**
 * The window's start: the UTC day `days - 1` days before today's. A whole day, so the query's
 * key (and with it the cache entry) holds from midnight to midnight instead of changing each minute.
 */
export const incidentWindowFrom = (now: number, days = SUBJECT_INCIDENT_DAYS) =>
  Math.floor(now / DAY_MS) * DAY_MS - (days - 1) * DAY_MS;

/** The newest incidents of `subject` since `from` (one past the limit, see SUBJECT_INCIDENT_LIMIT). */
export function subjectIncidentsQuery(subject: string, from: number) {
  const query = { ids: subject, from, limit: SUBJECT_INCIDENT_LIMIT + 1 };
  return queryOptions({
    queryKey: apiKey("incidents", {}, query),
    queryFn: ({ signal }) => fetchApi(apiPath("incidents", {}, query), { signal }),
    refetchInterval: INCIDENTS_REFETCH_MS,
  });
}

/**
 * The subject's ongoing incidents, whenever they began: the window's list is cut to its newest,
 * and an incident that has gone on for weeks must still be the first thing the section says.
 */
export function subjectOngoingQuery(subject: string) {
  const query = { ids: subject, ongoing: true };
  return queryOptions({
    queryKey: apiKey("incidents", {}, query),
    queryFn: ({ signal }) => fetchApi(apiPath("incidents", {}, query), { signal }),
    refetchInterval: INCIDENTS_REFETCH_MS,
  });
}

/**
 * The Atom 1.0 feed of some subjects' incidents (null: the whole network's), for feed readers.
 * Relative, as every api link of the app; `absoluteUrl` gives what a reader needs pasted.
 */
export function incidentsAtomUrl(ids: string | null): string {
  return apiUrl(apiPath("incidentsAtom", {}, { ids }));
}
