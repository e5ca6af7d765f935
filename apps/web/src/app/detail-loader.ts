import { type EnsureQueryDataOptions, hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { LoaderFunctionArgs, Params, ShouldRevalidateFunctionArgs } from "react-router";
import { ApiRequestError } from "../lib/api-client.ts";
import { notFound } from "./pages/not-found.ts";

/**
 * How long a detail route's loader waits for its resource before it lets the page render with its
 * own loading state (the read goes on in the cache, and the page's query picks it up). Navigation
 * waits for the loader, so a slow upstream must not hold the previous page for long.
 */
export const DETAIL_LOADER_WAIT_MS = 4_000;

/** What a detail route reads: the page's own query, from the route's params and URL. */
export type DetailQuery<Data, Key extends QueryKey> = (route: {
  readonly params: Params;
  readonly url: URL;
}) => EnsureQueryDataOptions<Data, Error, Data, Key>;

/** An api answer that says the URL names nothing: 404, or 400 for an id no resource can have. */
const namesNothing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/**
 * Waits for the first word on the query: its data (now in the cache), a failure the query gives
 * up on (rejected), a failure it will retry, the wait running out or the navigation going away
 * (the last three resolve: the page opens and shows the query's own state as it goes on).
 */
async function firstAnswer<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<Data, Error, Data, Key>,
  signal: AbortSignal,
  waitMs: number,
): Promise<void> {
  const hash = hashKey(options.queryKey);
  let stopWaiting = () => {};
  const enough = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "failed" && event.query.queryHash === hash)
        resolve();
    });
    const onAbort = () => resolve();
    signal.addEventListener("abort", onAbort, { once: true });
    stopWaiting = () => {
      clearTimeout(timer);
      unsubscribe();
      signal.removeEventListener("abort", onAbort);
    };
  });
  try {
    await Promise.race([queryClient.ensureQueryData(options), enough]);
  } finally {
    stopWaiting();
  }
}

/**
 * The loader of a screen whose URL names one resource (a token, feed, source or data service):
 * it reads the page's own query into the cache (ensureQueryData), so an unknown id raises the 404
 * page from the loader, outside the layout and not logged as a crash (TOKEN-03, FEED-01,
 * SOURCES-10, SERVICES-15, ROUTE-23), and the page's useQuery finds the answer in the cache and
 * draws its header and cards in its first render (no layout shift when its data arrives). Any
 * other failure, or no answer within DETAIL_LOADER_WAIT_MS, opens the page, which shows the
 * query's own loading or error state. The read is the one the api preloads in the screen's HTML
 * (apps/api route-preloads.ts), so a first visit finds it already under way.
 *
 * The loader runs again only when its query changes (another id, another ?layer=): the rest of the
 * URL is the page's own state, and the page's query keeps the data fresh.
 */
export function detailRoute<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  what: string,
  query: DetailQuery<Data, Key>,
  waitMs = DETAIL_LOADER_WAIT_MS,
) {
  return {
    loader: async ({ params, request }: LoaderFunctionArgs): Promise<null> => {
      try {
        await firstAnswer(queryClient, query({ params, url: new URL(request.url) }), request.signal, waitMs);
      } catch (error) {
        if (namesNothing(error)) notFound(what);
      }
      return null;
    },
    shouldRevalidate: ({ currentParams, currentUrl, nextParams, nextUrl }: ShouldRevalidateFunctionArgs) =>
      hashKey(query({ params: currentParams, url: currentUrl }).queryKey) !==
      hashKey(query({ params: nextParams, url: nextUrl }).queryKey),
  };
}
