import { isHiddenRow } from "./list-filters.ts";

interface SourceConfiguredToken {
  readonly isHidden?: boolean | null;
  readonly hide?: boolean | null;
  /** The token's config; its source list names the price sources it reads. */
  readonly config?: { readonly source?: readonly string[] | null } | null;
}

/**
 * SOURCES-03 (decision on derivation): a source's Number of Feeds is the count of non-hidden
 * tokens whose config source list names it, compared exactly. A token naming the source twice
 * counts once. Every source at once: one pass over the tokens instead of one per source.
 */
export function feedCountsBySource(tokens: Iterable<SourceConfiguredToken>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) {
    if (isHiddenRow(token)) continue;
    for (const source of new Set(token.config?.source ?? []))
      counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  return counts;
}

interface SourceWithFeedCount {
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

/** What of a data service's manifest names price sources. */
interface SourceNamingManifest {
  readonly defaultSource?: readonly string[] | null;
  readonly tokens: Readonly<Record<string, { readonly source?: readonly string[] | null } | undefined>>;
}

/**
 * Every source id the data services' manifests name: their default sources and each token's own
 * list, hidden tokens included (a source a hidden feed reads is still in use).
 */
export function manifestSourceIds(manifests: Iterable<SourceNamingManifest>): Set<string> {
  const ids = new Set<string>();
  for (const manifest of manifests) {
    for (const id of manifest.defaultSource ?? []) ids.add(id);
    for (const token of Object.values(manifest.tokens)) for (const id of token?.source ?? []) ids.add(id);
  }
  return ids;
}

/**
 * Source ids the sources report names that nothing uses any more (neither the sources catalogue
 * nor any manifest: `inUse`), A–Z. The live report (2022) names 55 sources, many since dropped;
 * the Sources page lists them apart rather than leaving them out unsaid (decision).
 */
export function retiredSourceIds(
  report: Readonly<Record<string, unknown>>,
  inUse: ReadonlySet<string>,
): string[] {
  return Object.keys(report)
    .filter((id) => !inUse.has(id))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
