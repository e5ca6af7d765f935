import { queryOptions } from "@tanstack/react-query";
import { fetchApi } from "../api-client.ts";
import { apiKey, apiPath } from "../api-resources.ts";

/**
 * The api's network catalogue, one query for every reader (the search palette's networks, the
 * manual update's name for the wallet's chain). It changes rarely: the api caches it 10 min.
 */
export const networksQueryOptions = queryOptions({
  queryKey: apiKey("networks"),
  queryFn: ({ signal }) => fetchApi(apiPath("networks"), { signal }),
  staleTime: 10 * 60_000,
});
