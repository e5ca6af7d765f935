import { isHiddenRow } from "./list-filters.ts";

export interface SourceConfiguredToken {
  readonly isHidden?: boolean | null;
  readonly hide?: boolean | null;
  /** The token's config; its source list names the price sources it reads. */
  readonly config?: { readonly source?: readonly string[] | null } | null;
}

/**
 * SOURCES-03 (decision on derivation): a source's Number of Feeds is the count of non-hidden
 * tokens whose config source list names it, compared exactly. A token naming the source twice
 * counts once.
 */
export function countFeedsForSource(sourceId: string, tokens: Iterable<SourceConfiguredToken>): number {
  let count = 0;
  for (const token of tokens) {
    if (!isHiddenRow(token) && token.config?.source?.includes(sourceId) === true) count++;
  }
  return count;
}

/** Number of Feeds for every source at once: one pass over the tokens instead of one per source. */
export function feedCountsBySource(tokens: Iterable<SourceConfiguredToken>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) {
    if (isHiddenRow(token)) continue;
    for (const source of new Set(token.config?.source ?? []))
      counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  return counts;
}

export interface SourceWithFeedCount {
  readonly id: string;
  readonly feedCount: number;
}

/**
 * SOURCES-05 (decision): the Sources list, highest Number of Feeds first; equal counts by id A–Z
 * so the order is stable between loads.
 */
export function sortSourcesByFeedCount<T extends SourceWithFeedCount>(sources: readonly T[]): T[] {
  return [...sources].sort((a, b) => b.feedCount - a.feedCount || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
