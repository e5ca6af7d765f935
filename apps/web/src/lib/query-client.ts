import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api-client.ts";

/**
 * Shared query defaults: data counts as fresh for a few seconds (the api caches upstreams
 * itself), a 404 or a 400 is never retried (it will not change), anything else is retried twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) &&
          failureCount < 2,
      },
    },
  });
}
