import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from "react-router";
import { notFound } from "../../app/pages/not-found.ts";
import { ApiRequestError, fetchApi } from "../../lib/api-client.ts";

/**
 * How long a detail route's loader waits before it lets the page render and fetch on its own.
 * Navigation waits for the loader, so a slow upstream must not hold the previous page for long.
 */
export const DETAIL_LOADER_WAIT_MS = 4_000;

/**
 * Reads a detail resource before its route renders, so an unknown id (the api's 404, or its 400
 * for an id no resource can have) raises the 404 page from the loader, outside the layout
 * (SOURCES-10, SERVICES-15, ROUTE-23). Any other failure, or no answer within the wait, gives
 * null: the page then fetches by itself and shows its own loading or error state.
 */
export async function loadDetailOr404<T>(
  path: string,
  { request }: Pick<LoaderFunctionArgs, "request">,
  what: string,
  waitMs = DETAIL_LOADER_WAIT_MS,
): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([fetchApi<T>(path, { signal: request.signal }), timeout]);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound(what);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Detail loaders run again only when the route's id changes: the query string (a search, a page)
 * is the page's own state and the page's queries keep the data fresh.
 */
export function revalidateOnParamChange({
  currentParams,
  nextParams,
}: ShouldRevalidateFunctionArgs): boolean {
  return JSON.stringify(currentParams) !== JSON.stringify(nextParams);
}
