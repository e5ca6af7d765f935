import type { FeedRow } from "./feed-row.ts";
import { matchesRouteForm } from "./route-forms.ts";

type RouteRow = Pick<FeedRow, "routeNetwork" | "routeToken" | "feedId" | "layerId" | "isHiddenLayer"> & {
  network: { name: string };
};

/**
 * FEED-01: the row a SingleFeed URL names. The real schema carries 103 (network, feed) pairs on
 * two layers each (a price-feeds and a multi-feed adapter, or a regular and a "bolt" one), so the
 * route alone can be ambiguous: a `layer` qualifier (the ?layer= query) picks one exactly;
 * without it, public layers win over hidden ones, then schema order. Null means 404.
 */
export function findFeedRow<T extends RouteRow>(
  rows: readonly T[],
  network: string,
  token: string,
  layer?: string | null,
): T | null {
  return findFeedEntry(rows, (row) => row, network, token, layer);
}

/**
 * findFeedRow's rule over entries that carry a row (the api keeps each row with its list item),
 * so a caller finds the entry itself instead of a row it must then look up again.
 */
export function findFeedEntry<T>(
  entries: readonly T[],
  rowOf: (entry: T) => RouteRow,
  network: string,
  token: string,
  layer?: string | null,
): T | null {
  const matches = entries.filter((entry) => {
    const row = rowOf(entry);
    return matchesRouteForm(network, row.network.name) && matchesRouteForm(token, row.feedId);
  });
  if (layer) return matches.find((entry) => rowOf(entry).layerId === layer) ?? null;
  return matches.find((entry) => !rowOf(entry).isHiddenLayer) ?? matches[0] ?? null;
}
