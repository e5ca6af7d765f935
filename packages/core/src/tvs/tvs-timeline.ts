import {
  TVS_DROP_CUT_FRACTION,
  TVS_FINAL_POINT_OFFSET_MS,
  TVS_TIMELINE_TOP_CLIENTS,
  type TvsTimeframe,
} from "../constants.ts";
import { matchHistoricalTvs, type TvsSnapshot } from "./client-matching.ts";
import {
  type ClientTvsMap,
  type HistoricalTvs,
  safeTvsValue,
  type TimeseriesPoint,
  type TvsClientRecord,
} from "./tvs-data.ts";
import { filterToTimeframe } from "./tvs-timeframe.ts";

/** TVS-04: the series that sums every client outside the top ones. */
export const TVS_OTHERS_SERIES = "Others";

type TvsSeries = { readonly name: string; readonly data: readonly TimeseriesPoint[] };

export type TvsTimeline = {
  /** Top clients by average, largest first, then "Others" when any client is left over. */
  readonly series: readonly TvsSeries[];
  /** The total of all clients at each x, for the tooltip (TVS-05). */
  readonly totals: readonly TimeseriesPoint[];
};

type TvsTimelineInput = {
  readonly historical: HistoricalTvs;
  readonly tvsPerClient: ClientTvsMap;
  readonly clientsDatabase: readonly TvsClientRecord[];
  readonly timeframe: TvsTimeframe;
  /** Epoch ms. */
  readonly now: number;
  readonly aliases?: Readonly<Record<string, string>>;
  readonly log?: (message: string) => void;
};

export function snapshotTotal(snapshot: TvsSnapshot): number {
  let total = 0;
  for (const value of snapshot.values.values()) total += value;
  return total;
}

/**
 * TVS-07: keeps the snapshots before the first drop of more than 20% in the total between two
 * consecutive snapshots (the snapshot after the drop and everything later go). A zero total cannot
 * drop, so it never cuts.
 */
export function cutAtFirstDrop(snapshots: readonly TvsSnapshot[]): TvsSnapshot[] {
  for (let index = 1; index < snapshots.length; index += 1) {
    const previous = snapshotTotal(snapshots[index - 1] as TvsSnapshot);
    const current = snapshotTotal(snapshots[index] as TvsSnapshot);
    if (previous > 0 && previous - current > previous * TVS_DROP_CUT_FRACTION) {
      return snapshots.slice(0, index);
    }
  }
  return [...snapshots];
}

/** TVS-06: the final snapshot, 12 hours after now, holding the current per-client TVS. */
function finalSnapshot(tvsPerClient: ClientTvsMap, now: number): TvsSnapshot {
  const values = new Map<string, number>();
  for (const [client, value] of Object.entries(tvsPerClient)) values.set(client, safeTvsValue(value));
  return { x: now + TVS_FINAL_POINT_OFFSET_MS, values };
}

/**
 * TVS-04: client names ranked by their average over the snapshots (a missing value counts as 0),
 * largest first; ties by name so the order is stable.
 */
export function rankClientsByAverage(snapshots: readonly TvsSnapshot[]): string[] {
  const sums = new Map<string, number>();
  for (const snapshot of snapshots) {
    for (const [client, value] of snapshot.values) sums.set(client, (sums.get(client) ?? 0) + value);
  }
  // Every client shares the same divisor, so ranking by sum is ranking by average.
  return [...sums.entries()]
    .sort(([nameA, sumA], [nameB, sumB]) => sumB - sumA || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0))
    .map(([name]) => name);
}

/**
 * The TVS timeline (TVS-03..07, TVS-16): historical TVS re-keyed by current client (TVS-33..37),
 * sorted by time, cut at the first large drop, closed by the final point 12 h after now, split into
 * the top 15 clients by average plus "Others", then filtered to the timeframe. Decisions: the
 * ranking uses the whole (cut) history, so a client keeps its series and colour across timeframes;
 * historical dates at or after the final point's time are ignored so x stays increasing; a
 * non-finite `now` gives an empty timeline.
 */
export function buildTvsTimeline(input: TvsTimelineInput, topCount = TVS_TIMELINE_TOP_CLIENTS): TvsTimeline {
  if (!Number.isFinite(input.now)) return { series: [], totals: [] };
  const final = finalSnapshot(input.tvsPerClient, input.now);
  const history = matchHistoricalTvs(input.historical, input.tvsPerClient, input.clientsDatabase, {
    ...(input.aliases ? { aliases: input.aliases } : {}),
    ...(input.log ? { log: input.log } : {}),
  }).filter((snapshot) => snapshot.x < final.x);
  const snapshots = [...cutAtFirstDrop(history), final];

  const ranked = rankClientsByAverage(snapshots);
  const top = ranked.slice(0, Math.max(0, topCount));
  const others = ranked.slice(top.length);
  const visible = filterToTimeframe(snapshots, input.timeframe, input.now);

  const series: TvsSeries[] = top.map((name) => ({
    name,
    data: visible.map((snapshot) => ({ x: snapshot.x, y: snapshot.values.get(name) ?? 0 })),
  }));
  if (others.length > 0) {
    series.push({
      name: TVS_OTHERS_SERIES,
      data: visible.map((snapshot) => ({
        x: snapshot.x,
        y: others.reduce((sum, name) => sum + (snapshot.values.get(name) ?? 0), 0),
      })),
    });
  }
  const totals = visible.map((snapshot) => ({ x: snapshot.x, y: snapshotTotal(snapshot) }));
  return { series, totals };
}
