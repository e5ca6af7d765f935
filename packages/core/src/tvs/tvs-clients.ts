import { TVS_TOP_CLIENTS } from "../constants.ts";
import { type ClientTvsMap, safeTvsValue } from "./tvs-data.ts";

/** TVS-02 (decision): the projects behind the total are the clients listed in tvs-per-client. */
export function tvsProjectCount(tvsPerClient: ClientTvsMap): number {
  return Object.keys(tvsPerClient).length;
}

/** TVS-21: value / sum × 100; 0 when the sum is zero or either number is unusable. */
export function clientPercentage(value: number, sum: number): number {
  if (!Number.isFinite(value) || !Number.isFinite(sum) || sum === 0) return 0;
  return (value / sum) * 100;
}

/** TVS-17: "desc" lists the highest value first (the default), "asc" the lowest. */
export type TvsSortOrder = "asc" | "desc";

/** TVS-17: the clients section's sort selector, default first. */
export const TVS_CLIENT_SORT_OPTIONS = [
  { label: "Highest TVL First", order: "desc" },
  { label: "Lowest TVL First", order: "asc" },
] as const satisfies readonly { label: string; order: TvsSortOrder }[];

export const TVS_DEFAULT_SORT_ORDER: TvsSortOrder = "desc";

export type TvsClientRow = {
  readonly name: string;
  readonly value: number;
  /** Share of the map's total, 0-100 (TVS-21). */
  readonly percentage: number;
};

/**
 * One row per client of a TVS or TVL map with its percentage of the map's total, sorted by value in
 * the given order; equal values keep name order in both directions so the list does not jump.
 * Unusable values (NaN, negatives) count as 0.
 */
export function tvsClientRows(
  map: ClientTvsMap,
  order: TvsSortOrder = TVS_DEFAULT_SORT_ORDER,
): TvsClientRow[] {
  const entries = Object.entries(map).map(([name, value]) => ({ name, value: safeTvsValue(value) }));
  const sum = entries.reduce((total, entry) => total + entry.value, 0);
  const direction = order === "asc" ? 1 : -1;
  return entries
    .sort((a, b) => direction * (a.value - b.value) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((entry) => ({ ...entry, percentage: clientPercentage(entry.value, sum) }));
}

/** TVS-09, TVS-10: the `count` largest clients, largest first (treemap colours, top-10 chart). */
export function topTvsClients(map: ClientTvsMap, count: number = TVS_TOP_CLIENTS): TvsClientRow[] {
  return tvsClientRows(map, "desc").slice(0, Math.max(0, count));
}
