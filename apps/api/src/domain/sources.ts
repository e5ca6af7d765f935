import type { ApiWarning, SourceDetailView, SourcesView, SourceView } from "@oracle-explorer/core/api-views";
import type { SymbolDetails } from "@oracle-explorer/core/caching";
import { hasSourceErrors, sourceErrorDays, sourceErrorWindow } from "@oracle-explorer/core/charts";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import {
  feedCountsBySource,
  manifestSourceIds,
  retiredSourceIds,
  sortSourcesByFeedCount,
} from "@oracle-explorer/core/filtering";
import type { NodeManifest, SourceEntry, SourcesCatalogue } from "@oracle-explorer/core/schemas";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { toAssetUrl, toLinkUrl } from "./asset-urls.ts";
import { loadSourcesCatalogue, loadSourcesReport, SOURCES_REPORT_KEY } from "./catalogue.ts";
import { loadOrWarn } from "./fallback.ts";
import { loadSymbolCatalogue } from "./manifests.ts";
import { memoizeLast } from "./memo.ts";
import { distinctWarnings } from "./warnings.ts";

/** The Sources list and a source's detail with its errors from the sources report. */

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

/** Source ids in use: the sources catalogue's and every one any manifest names. */
const inUseOf = memoizeLast(
  (catalogue: SourcesCatalogue, manifests: Readonly<Record<string, NodeManifest>>): ReadonlySet<string> =>
    new Set([...Object.keys(catalogue), ...manifestSourceIds(Object.values(manifests))]),
);

const retiredOf = memoizeLast(retiredSourceIds);

interface SourcesState {
  catalogue: SourcesCatalogue;
  sources: SourceView[];
  /**
   * Null while the primary production manifest failed: nearly every source in use is named there,
   * so without it most would be taken for unused. Another service's missing manifest (the live
   * repository has none for some services) only leaves its few own sources out, and is warned of.
   */
  inUse: ReadonlySet<string> | null;
  /** The manifests that failed (CALL-19). */
  warnings: ApiWarning[];
}

async function loadSourcesState(ctx: ApiContext): Promise<SourcesState> {
  const [catalogue, symbols] = await Promise.all([loadSourcesCatalogue(ctx), loadSymbolCatalogue(ctx)]);
  return {
    catalogue,
    sources: sourcesOf(catalogue, symbols.details),
    inUse: Object.hasOwn(symbols.manifests, primaryProdServiceId(ctx.config))
      ? inUseOf(catalogue, symbols.manifests)
      : null,
    warnings: symbols.warnings,
  };
}

/**
 * The sources report as the list reads it: secondary there (only `retired` needs it), so its
 * failure is a warning. Same cache entry as the detail's read (catalogue.ts loadSourcesReport).
 */
const loadReportForList = (ctx: ApiContext) =>
  loadOrWarn(
    ctx,
    SOURCES_REPORT_KEY,
    POLICIES.sourcesReport,
    () => ctx.upstreams.sourcesReport(),
    "sources report (no retired sources listed)",
  );

export async function sourcesList(ctx: ApiContext): Promise<SourcesView> {
  const [state, report] = await Promise.all([loadSourcesState(ctx), loadReportForList(ctx)]);
  return {
    sources: state.sources,
    retired: report.value !== null && state.inUse !== null ? retiredOf(report.value, state.inUse) : [],
    warnings: distinctWarnings(report.warning ? [...state.warnings, report.warning] : state.warnings),
  };
}

/**
 * SOURCES-06..10: one source with its per-day errors (sourceErrorWindow: the last 5 UTC days, or
 * the report's last 5 when the report is older), or null (a 404) for an id that neither the
 * catalogue, nor any feed, nor the report knows. A source only the report names is served too,
 * marked retired, rather than a 404 (decision). The report is the resource's content, so its
 * failure propagates (502/504, or the last good report while one is cached), also for an id
 * nothing else knows: whether it is a retired source cannot be told without the report.
 */
export async function sourceDetail(ctx: ApiContext, sourceId: string): Promise<SourceDetailView | null> {
  const reportRead = loadSourcesReport(ctx);
  // Read in parallel; a failure is awaited below, so only this copy must not go unhandled.
  reportRead.catch(() => {});
  const { catalogue, sources, inUse, warnings } = await loadSourcesState(ctx);
  const listed = sources.find((candidate) => candidate.id === sourceId);
  const report = await reportRead;
  if (!listed && !Object.hasOwn(report, sourceId)) return null;
  const errorWindow = sourceErrorWindow(report, ctx.now());
  if (!errorWindow) throw new Error(`api: the clock reads no time (${ctx.now()})`);
  const errorDays = sourceErrorDays(report, sourceId, errorWindow);
  return {
    ...(listed ?? toSourceView(catalogue, sourceId, 0)),
    errorDays,
    errorWindow,
    hasErrors: hasSourceErrors(errorDays),
    retired: !listed && inUse !== null && !inUse.has(sourceId),
    warnings,
  };
}
