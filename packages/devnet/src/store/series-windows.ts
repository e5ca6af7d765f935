import type { HourlyRow, MergedRow, MinuteRow } from "./statements.ts";
import { floorTo } from "./time.ts";
import type { StoredPrice } from "./types.ts";

/** Parses a stored sources column; a corrupt value reads as null rather than failing the query. */
function parseSources(text: string | null): Record<string, number> | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, number>)
      : null;
  } catch {
    return null;
  }
}

export function toStoredPrice(symbol: string, row: MergedRow): StoredPrice {
  return { symbol, timestamp: row.ts, value: row.value, sources: parseSources(row.sources) };
}

/** Ascending minute rows plus the hourly rows whose timestamp no minute row has (the raw series). */
export function mergeRows(minutes: readonly MinuteRow[], hours: readonly HourlyRow[]): MergedRow[] {
  const merged: MergedRow[] = [];
  let i = 0;
  for (const hour of hours) {
    while (i < minutes.length && (minutes[i]?.ts ?? Number.POSITIVE_INFINITY) < hour.ts) {
      merged.push(minutes[i] as MinuteRow);
      i++;
    }
    if (minutes[i]?.ts !== hour.ts) merged.push({ ts: hour.ts, value: hour.value, sources: null });
  }
  for (; i < minutes.length; i++) merged.push(minutes[i] as MinuteRow);
  return merged;
}

/** Mean of each source over the rows that carry it. */
function meanSources(rows: readonly MinuteRow[]): Record<string, number> | null {
  const sums = new Map<string, { sum: number; count: number }>();
  for (const row of rows) {
    const sources = parseSources(row.sources);
    if (sources === null) continue;
    for (const [id, value] of Object.entries(sources)) {
      if (typeof value !== "number") continue;
      const entry = sums.get(id) ?? { sum: 0, count: 0 };
      entry.sum += value;
      entry.count++;
      sums.set(id, entry);
    }
  }
  if (sums.size === 0) return null;
  const result: Record<string, number> = {};
  for (const [id, { sum, count }] of sums) result[id] = sum / count;
  return result;
}

function mean(rows: readonly { value: number }[]): number {
  let sum = 0;
  for (const row of rows) sum += row.value;
  return sum / rows.length;
}

/**
 * One row per `interval` window (start aligned to a multiple of interval since the epoch), ascending.
 * A window uses its minute rows when they cover it — it has some, and every hourly row in it has a
 * minute row at the same timestamp (so no stretch of it is known only hourly) — and its hourly rows
 * otherwise. Minute windows carry the per-source means; hourly windows carry no sources.
 * Both inputs must be ascending.
 */
export function windowSeries(
  symbol: string,
  minutes: readonly MinuteRow[],
  hours: readonly HourlyRow[],
  interval: number,
): StoredPrice[] {
  const out: StoredPrice[] = [];
  let i = 0;
  let j = 0;
  while (i < minutes.length || j < hours.length) {
    const next = Math.min(
      minutes[i]?.ts ?? Number.POSITIVE_INFINITY,
      hours[j]?.ts ?? Number.POSITIVE_INFINITY,
    );
    const start = floorTo(next, interval);
    const end = start + interval;
    const windowMinutes: MinuteRow[] = [];
    const windowHours: HourlyRow[] = [];
    for (let row = minutes[i]; row !== undefined && row.ts < end; row = minutes[++i]) windowMinutes.push(row);
    for (let row = hours[j]; row !== undefined && row.ts < end; row = hours[++j]) windowHours.push(row);
    const minuteTimes = new Set(windowMinutes.map((row) => row.ts));
    const covered = windowMinutes.length > 0 && windowHours.every((row) => minuteTimes.has(row.ts));
    if (covered) {
      out.push({ symbol, timestamp: start, value: mean(windowMinutes), sources: meanSources(windowMinutes) });
    } else {
      out.push({ symbol, timestamp: start, value: mean(windowHours), sources: null });
    }
  }
  return out;
}
