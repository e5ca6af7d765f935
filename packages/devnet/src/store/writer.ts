import type { Market } from "../market/types.ts";
import type { Statements } from "./statements.ts";
import { floorTo, HOUR_MS, MINUTE_MS } from "./time.ts";

/** What the write paths need: the statements, the market, and the symbols that have a value. */
export interface WriterContext {
  statements: Statements;
  market: Market;
  symbols: readonly string[];
}

/**
 * Inserts the rows of `step`-spaced timestamps in [from, to] that a table lacks, for every symbol.
 * Existing timestamps are read first so a restart recomputes only the gap (the market model is the
 * expensive part, not the INSERT OR IGNORE); timestamps are walked in order, which keeps the
 * market's per-octave memo warm. Returns the number of rows inserted. Call inside a transaction.
 */
function fillTable(context: WriterContext, table: "minute" | "hourly", from: number, to: number): number {
  const { statements, market, symbols } = context;
  const step = table === "minute" ? MINUTE_MS : HOUR_MS;
  const existingTimes = table === "minute" ? statements.minuteTimes : statements.hourlyTimes;
  let inserted = 0;
  for (const symbol of symbols) {
    const existing = new Set(existingTimes.all(symbol, from, to));
    for (let ts = from; ts <= to; ts += step) {
      if (existing.has(ts)) continue;
      const aggregate = market.aggregateAt(symbol, ts);
      // Every source failed at that instant: nothing was signed, so nothing is stored.
      if (aggregate.value === null) continue;
      const result =
        table === "minute"
          ? statements.insertMinute.run(symbol, ts, aggregate.value, JSON.stringify(aggregate.sources))
          : statements.insertHourly.run(symbol, ts, aggregate.value);
      inserted += result.changes;
    }
  }
  return inserted;
}

/** Minute rows for every minute start in [from, to] (both rounded down to the minute). */
export function fillMinutes(context: WriterContext, from: number, to: number): number {
  return fillTable(context, "minute", floorTo(from, MINUTE_MS), floorTo(to, MINUTE_MS));
}

/**
 * Hourly rows for every hour start in [from, to]. An hourly row is the aggregate at the top of its
 * hour (the same value as that minute's row), so it can be written as soon as the hour begins.
 */
export function fillHours(context: WriterContext, from: number, to: number): number {
  return fillTable(context, "hourly", floorTo(from, HOUR_MS), floorTo(to, HOUR_MS));
}

/**
 * Retention: minute rows before `cutoff` (rounded down to an hour, so only whole hours go) are
 * folded into hourly rows where those are missing, then deleted. Hourly rows are never deleted.
 * Runs over every stored symbol, including ones the world no longer lists.
 */
export function rollUpMinutes(statements: Statements, cutoff: number): void {
  const hourCutoff = floorTo(cutoff, HOUR_MS);
  for (const symbol of statements.symbols.all()) {
    statements.rollUpTopOfHour.run(symbol, hourCutoff);
    statements.rollUpMean.run(symbol, hourCutoff);
    statements.deleteMinutesBefore.run(symbol, hourCutoff);
  }
}
