/**
 * TVS-38: the TVS service's data shapes, as plain input types (their zod schemas live in
 * schemas/). Values are USD amounts.
 */

/** tvs-per-client and tvl-per-client: client name → value. */
export type ClientTvsMap = Readonly<Record<string, number>>;

/** historical-tvs: unix-second date key (e.g. "1725321600") → historical client id → value. */
export type HistoricalTvs = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** One entry of the clients list; "dl-id" is the client's database id, matched by TVS-33. */
export type TvsClientRecord = { readonly name: string; readonly "dl-id"?: string | number | null };

/** A chart point: x in epoch ms (decision TVS-38), y the value. */
export type TimeseriesPoint = { readonly x: number; readonly y: number };

/**
 * A TVS value fit for sums and charts: finite and not negative. Anything else (NaN, Infinity,
 * negatives, non-numbers from a loose payload) reads as 0, so no NaN reaches a chart.
 */
export function safeTvsValue(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Epoch ms of a unix-second date key, or null when the key is not a finite number. */
export function dateKeyToMs(key: string): number | null {
  if (key.trim() === "") return null;
  const seconds = Number(key);
  const ms = seconds * 1000;
  return Number.isFinite(ms) ? ms : null;
}
