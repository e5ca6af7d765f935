import {
  feedCountsBySource,
  hasSourceErrors,
  type SourceDetailView,
  type SourceEntry,
  type SourcesCatalogue,
  type SourcesView,
  type SourceView,
  type SymbolDetails,
  sortSourcesByFeedCount,
  sourceErrorDays,
} from "@oracle-explorer/core";
import type { ApiContext } from "../context.ts";
import { toAssetUrl, toLinkUrl } from "./asset-urls.ts";
import { loadSourcesCatalogue, loadSourcesReport } from "./catalogue.ts";
import { loadSymbolCatalogue } from "./manifests.ts";
import { memoizeLast } from "./memo.ts";

/** The Sources list and a source's detail with its errors of the last 5 days. */

/**
 * The catalogue entry for a source id. The catalogue is keyed by base names ("binance") while
 * manifests name full ids ("binance-usdt", CONTRACTS g), so the longest base name the id starts
 * with (followed by "-") gives the display data when there is no exact entry.
 */
export function catalogueEntryFor(catalogue: SourcesCatalogue, id: string): SourceEntry | null {
  if (Object.hasOwn(catalogue, id)) return catalogue[id] ?? null;
  let best: string | null = null;
  for (const base of Object.keys(catalogue)) {
    if (id.startsWith(`${base}-`) && (best === null || base.length > best.length)) best = base;
  }
  return best === null ? null : (catalogue[best] ?? null);
}

/** A source's view; display fields are null when the catalogue (or its entry) is missing. */
export function toSourceView(catalogue: SourcesCatalogue | null, id: string, feedCount: number): SourceView {
  const entry = catalogue ? catalogueEntryFor(catalogue, id) : null;
  return {
    id,
    logoURI: toAssetUrl(entry?.logoURI),
    url: toLinkUrl(entry?.url),
    color: entry?.color ? entry.color : null,
    feedCount,
  };
}

/**
 * SOURCES-03, SOURCES-05: every catalogue source plus every source a feed reads that the
 * catalogue lacks, with its Number of Feeds, most used first. Recomputed once per load.
 */
const sourcesOf = memoizeLast(
  (catalogue: SourcesCatalogue, details: ReadonlyMap<string, SymbolDetails>): SourceView[] => {
    const counts = feedCountsBySource(
      [...details.values()].map((token) => ({ isHidden: token.hidden, config: token.config })),
    );
    const ids = new Set([...Object.keys(catalogue), ...counts.keys()]);
    return sortSourcesByFeedCount([...ids].map((id) => toSourceView(catalogue, id, counts.get(id) ?? 0)));
  },
);

export async function sourcesList(ctx: ApiContext): Promise<SourcesView> {
  const [catalogue, symbols] = await Promise.all([loadSourcesCatalogue(ctx), loadSymbolCatalogue(ctx)]);
  return { sources: sourcesOf(catalogue, symbols.details), warnings: symbols.warnings };
}

/**
 * SOURCES-06..10: one source with per-day error counts of the last 5 UTC days, or null for an
 * id neither the catalogue nor any feed knows (a 404). The report is the resource's content, so
 * its failure propagates (502/504, or the last good report while one is cached).
 */
export async function sourceDetail(ctx: ApiContext, sourceId: string): Promise<SourceDetailView | null> {
  const report = loadSourcesReport(ctx);
  // Read in parallel, but a 404 must not wait for (or fail on) the report.
  report.catch(() => {});
  const { sources, warnings } = await sourcesList(ctx);
  const source = sources.find((candidate) => candidate.id === sourceId);
  if (!source) return null;
  const errorDays = sourceErrorDays(await report, sourceId, ctx.now());
  return { ...source, errorDays, hasErrors: hasSourceErrors(errorDays), warnings };
}
