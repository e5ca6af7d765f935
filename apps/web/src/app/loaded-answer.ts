import { useLoaderData } from "react-router";

/** What a route loader read from the api for its page: the JSON body and when it arrived. */
export interface LoadedAnswer {
  readonly body: unknown;
  /** Epoch ms, for TanStack Query's initialDataUpdatedAt (the polling interval counts from it). */
  readonly at: number;
}

/**
 * The route loader's answer as a query's initial data, when the page asks for the same resource
 * the loader read (`same`); otherwise nothing, and the query fetches as usual. The api's JSON is
 * the query's type by contract (the same endpoint the query reads).
 */
export function useLoadedAnswer<T>(same: boolean): { initialData?: T; initialDataUpdatedAt?: number } {
  const loaded = useLoaderData() as LoadedAnswer | null | undefined;
  if (!same || !loaded) return {};
  return { initialData: loaded.body as T, initialDataUpdatedAt: loaded.at };
}
