import { FEEDS_DEFAULT_SORT } from "../constants.ts";

/**
 * Push Model list order (FEEDS-15, FEEDS-16). Popularity is the default and hidden column; Feed,
 * Network, Deviation and Heartbeat are sortable from their headers.
 */
export const FEED_SORT_KEYS = ["popularity", "feed", "network", "deviation", "heartbeat"] as const;
export type FeedSortKey = (typeof FEED_SORT_KEYS)[number];

/** The columns whose header sorts (FEEDS-16); popularity is sorted only as the default. */
export const FEED_SORTABLE_COLUMNS: readonly FeedSortKey[] = ["feed", "network", "deviation", "heartbeat"];

export interface SortableFeed {
  readonly feed: string;
  readonly popularity: number;
  readonly network: { readonly name: string };
  /** Percent; null for instant feeds and rows without a deviation trigger. */
  readonly deviation: number | null;
  /** ms; null when the feed has no heartbeat (instant feeds). */
  readonly heartbeatMs: number | null;
}

export function isFeedSortKey(key: string): key is FeedSortKey {
  return (FEED_SORT_KEYS as readonly string[]).includes(key);
}

const text = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Missing values sort last whichever the direction, so "no trigger" rows never lead a list. */
function compareNullable(a: number | null, b: number | null, desc: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return desc ? b - a : a - b;
}

function compareBy(key: FeedSortKey, a: SortableFeed, b: SortableFeed, desc: boolean): number {
  const sign = desc ? -1 : 1;
  switch (key) {
    case "popularity":
      return sign * (a.popularity - b.popularity);
    case "feed":
      return sign * text.compare(a.feed, b.feed);
    case "network":
      return sign * text.compare(a.network.name, b.network.name);
    case "deviation":
      return compareNullable(a.deviation, b.deviation, desc);
    case "heartbeat":
      return compareNullable(a.heartbeatMs, b.heartbeatMs, desc);
  }
}

/**
 * A sorted copy. Ties fall back to popularity, then feed and network names, so equal keys keep a
 * stable, meaningful order (the most popular feeds first within one network). An unknown key
 * sorts by the default.
 */
export function sortFeeds<T extends SortableFeed>(
  rows: readonly T[],
  sortBy: string = FEEDS_DEFAULT_SORT.sortBy,
  sortDesc: boolean = FEEDS_DEFAULT_SORT.sortDesc,
): T[] {
  const key: FeedSortKey = isFeedSortKey(sortBy) ? sortBy : FEEDS_DEFAULT_SORT.sortBy;
  return [...rows].sort(
    (a, b) =>
      compareBy(key, a, b, sortDesc) ||
      compareBy("popularity", a, b, false) ||
      compareBy("feed", a, b, false) ||
      compareBy("network", a, b, false),
  );
}
