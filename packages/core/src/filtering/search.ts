import { NO_FEED_ADDRESS } from "../feeds/feed-row.ts";

/**
 * Text search (FILTER-20..25): every list matches a case-insensitive substring of a few fields.
 * Row types here are the smallest shapes the rules read, so any richer row (a parsed token, a
 * feed row, a registry node) can be passed as it is.
 */

/** FILTER-07, FILTER-12: a search this long or longer clears the picker filters. */
const SEARCH_CLEARS_FILTERS_MIN_LENGTH = 3;

/** The search as it is compared: surrounding spaces dropped (typing leaves them), lower case. */
export function normalizeSearch(search: string | null | undefined): string {
  return typeof search === "string" ? search.trim().toLowerCase() : "";
}

/** True when the search is long enough to clear the picker filters (FILTER-07). */
export function isClearingSearch(search: string | null | undefined): boolean {
  return normalizeSearch(search).length >= SEARCH_CLEARS_FILTERS_MIN_LENGTH;
}

/**
 * FILTER-20: true when any field contains the search, ignoring case; an empty search matches
 * everything. Missing fields never match.
 */
export function matchesSearch(search: string | null | undefined, fields: readonly unknown[]): boolean {
  const needle = normalizeSearch(search);
  if (needle === "") return true;
  return fields.some((field) => typeof field === "string" && field.toLowerCase().includes(needle));
}

export interface SearchableToken {
  readonly name?: string | null;
  readonly symbol?: string | null;
  readonly comment?: string | null;
}

/** FILTER-21: tokens match on name, symbol or comment. */
export function tokenMatchesSearch(token: SearchableToken, search: string): boolean {
  return matchesSearch(search, [token.name, token.symbol, token.comment]);
}

interface SearchableServiceAsset {
  readonly name?: string | null;
  readonly symbol?: string | null;
}

/** FILTER-22: data service assets match on name or symbol. */
export function serviceAssetMatchesSearch(asset: SearchableServiceAsset, search: string): boolean {
  return matchesSearch(search, [asset.name, asset.symbol]);
}

interface SearchableSource {
  readonly id: string;
}

/** FILTER-23: sources match on id. */
export function sourceMatchesSearch(source: SearchableSource, search: string): boolean {
  return matchesSearch(search, [source.id]);
}

interface SearchableNode {
  readonly name?: string | null;
  readonly dataServiceId?: string | null;
}

/** FILTER-24: nodes match on name or dataServiceId. */
export function nodeMatchesSearch(node: SearchableNode, search: string): boolean {
  return matchesSearch(search, [node.name, node.dataServiceId]);
}

export interface SearchableFeed {
  readonly feed?: string | null;
  readonly network?: { readonly name?: string | null } | null;
  readonly contractAddress?: string | null;
  readonly feedAddress?: string | null;
}

/**
 * FILTER-25: feeds match on feed, network name, contract address or feed address. The
 * "__NO_FEED__" sentinel is not an address a visitor sees, so it never matches ("feed" would
 * otherwise return 113 of the 890 real rows).
 */
export function feedMatchesSearch(row: SearchableFeed, search: string): boolean {
  return feedMatchesNeedle(row, normalizeSearch(search));
}

/**
 * Each feed row's searched fields, lower-cased once. A list's rows are immutable items searched
 * again on every keystroke (890 of them in the real world), so lower-casing four fields per row
 * per keystroke was most of the filtering's time. Rows must not be changed in place: a row's
 * fields are read once, on its first search.
 */
const feedSearchFields = new WeakMap<SearchableFeed, readonly string[]>();

/** feedMatchesSearch for a search already normalised (normalizeSearch), as list filters have it. */
export function feedMatchesNeedle(row: SearchableFeed, needle: string): boolean {
  if (needle === "") return true;
  let fields = feedSearchFields.get(row);
  if (fields === undefined) {
    const feedAddress = row.feedAddress === NO_FEED_ADDRESS ? null : row.feedAddress;
    fields = [row.feed, row.network?.name, row.contractAddress, feedAddress]
      .filter((field): field is string => typeof field === "string")
      .map((field) => field.toLowerCase());
    feedSearchFields.set(row, fields);
  }
  return fields.some((field) => field.includes(needle));
}

/** The rows matching a search with one of the matchers above; the same array order is kept. */
function searchRows<T>(
  rows: readonly T[],
  search: string | null | undefined,
  matcher: (row: T, search: string) => boolean,
): T[] {
  const needle = normalizeSearch(search);
  return needle === "" ? [...rows] : rows.filter((row) => matcher(row, needle));
}

/** Sources list rows for a search (SOURCES-04, FILTER-23). */
export function searchSources<T extends SearchableSource>(sources: readonly T[], search: string): T[] {
  return searchRows(sources, search, sourceMatchesSearch);
}

/** Production nodes for the page's search parameter (NODES-06, FILTER-24). */
export function searchNodes<T extends SearchableNode>(nodes: readonly T[], search: string): T[] {
  return searchRows(nodes, search, nodeMatchesSearch);
}
