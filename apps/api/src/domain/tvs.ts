import type { TvsDashboardView, TvsTimelineView } from "@oracle-explorer/core/api-views";
import { TVS_KEY_METRICS, type TvsTimeframe } from "@oracle-explorer/core/constants";
import {
  buildTvsTimeline,
  type ClientTvsMap,
  type HistoricalTvs,
  type TvsClientRecord,
  topTvsClients,
  tvsClientRows,
  tvsPlaceholderMetrics,
  tvsProjectCount,
} from "@oracle-explorer/core/tvs";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";

/** The five TVS reads of one load (CALL-38..42), exactly as validated. */
export interface TvsReads {
  tvsSum: number;
  tvsPerClient: ClientTvsMap;
  tvlPerClient: ClientTvsMap;
  historical: HistoricalTvs;
  clients: readonly TvsClientRecord[];
}

export interface TvsLoad {
  reads: TvsReads;
  fetchedAt: number;
  stale: boolean;
}

/**
 * CALL-37, CALL-43: the five GETs in parallel, cached as one entry so every answer is drawn from
 * reads of the same moment and one failing read fails the whole load (its UpstreamError reaches
 * the router's error handler) — unless an earlier complete load may still be served stale.
 */
export async function loadTvsReads(ctx: ApiContext): Promise<TvsLoad> {
  const { tvs } = ctx.upstreams;
  const cached = await ctx.cache.get("tvs:reads", POLICIES.tvs, async (): Promise<TvsReads> => {
    const [tvsSum, tvsPerClient, tvlPerClient, historical, clients] = await Promise.all([
      tvs.sum(),
      tvs.perClient(),
      tvs.tvlPerClient(),
      tvs.historical(),
      tvs.clients(),
    ]);
    return { tvsSum, tvsPerClient, tvlPerClient, historical, clients };
  });
  return { reads: cached.value, fetchedAt: cached.fetchedAt, stale: cached.refreshFailed };
}

/** The core timeline ({name, data: {x, y}[]} per series) in columns: x once, values per series. */
export function timelineColumns(input: Parameters<typeof buildTvsTimeline>[0]): TvsTimelineView {
  const timeline = buildTvsTimeline(input);
  return {
    timestamps: timeline.totals.map((point) => point.x),
    series: timeline.series.map((series) => ({ name: series.name, values: series.data.map((p) => p.y) })),
    totals: timeline.totals.map((point) => point.y),
  };
}

export interface TvsViewOptions {
  timeframe: TvsTimeframe;
  now: number;
  aliases: Readonly<Record<string, string>>;
  log?: (message: string) => void;
}

/** TVS-01..21, TVS-31, TVS-32: the dashboard's view of one load for one timeframe. */
export function tvsDashboardViewOf(
  load: TvsLoad,
  options: TvsViewOptions,
): Omit<TvsDashboardView, "fetchedAt" | "stale"> {
  const { reads } = load;
  const desc = tvsClientRows(reads.tvlPerClient, "desc");
  return {
    timeframe: options.timeframe,
    tvsSum: reads.tvsSum,
    projectCount: tvsProjectCount(reads.tvsPerClient),
    placeholders: tvsPlaceholderMetrics(reads.tvsSum),
    keyMetrics: { ...TVS_KEY_METRICS },
    timeline: timelineColumns({
      historical: reads.historical,
      tvsPerClient: reads.tvsPerClient,
      clientsDatabase: reads.clients,
      timeframe: options.timeframe,
      now: options.now,
      aliases: options.aliases,
      ...(options.log ? { log: options.log } : {}),
    }),
    treemap: tvsClientRows(reads.tvsPerClient, "desc"),
    topClients: topTvsClients(reads.tvsPerClient),
    clients: { desc, asc: tvsClientRows(reads.tvlPerClient, "asc") },
  };
}

/**
 * Views per timeframe, derived once per load: a thousand visitors of one timeframe cost one
 * derivation per TVS refresh. Keyed weakly by the load's reads, so a refreshed load drops the old
 * views with it; the timeline's "now" is the derivation's, at most one TTL old (daily points).
 * TVS-37's unmatched-client report is logged once per load, not once per timeframe.
 */
export function createTvsViews(aliases: Readonly<Record<string, string>>, log: (message: string) => void) {
  const views = new WeakMap<TvsReads, Map<TvsTimeframe, Omit<TvsDashboardView, "fetchedAt" | "stale">>>();
  const logged = new WeakMap<TvsReads, Set<string>>();
  return (load: TvsLoad, timeframe: TvsTimeframe, now: number): TvsDashboardView => {
    let byTimeframe = views.get(load.reads);
    if (!byTimeframe) {
      byTimeframe = new Map();
      views.set(load.reads, byTimeframe);
      logged.set(load.reads, new Set());
    }
    let view = byTimeframe.get(timeframe);
    if (!view) {
      const seen = logged.get(load.reads);
      view = tvsDashboardViewOf(load, {
        timeframe,
        now,
        aliases,
        log: (message) => {
          if (seen?.has(message)) return;
          seen?.add(message);
          log(message);
        },
      });
      byTimeframe.set(timeframe, view);
    }
    return { ...view, fetchedAt: load.fetchedAt, stale: load.stale };
  };
}
