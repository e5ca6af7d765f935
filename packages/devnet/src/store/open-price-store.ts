import type { Market } from "../market/types.ts";
import type { World } from "../world/types.ts";
import { openDatabase } from "./schema.ts";
import { mergeRows, toStoredPrice, windowSeries } from "./series-windows.ts";
import { prepareStatements } from "./statements.ts";
import { clampTime, DAY_MS, floorTo, HOUR_MS, MAX_TIME, MINUTE_MS } from "./time.ts";
import type { HistoryQuery, PriceStore, StoredPrice } from "./types.ts";
import { fillHours, fillMinutes, rollUpMinutes, type WriterContext } from "./writer.ts";

interface PriceStoreOptions {
  /** SQLite file (its folder is created when missing), or ":memory:". */
  file: string;
  world: World;
  market: Market;
  /** Days of hourly rows backfill guarantees (default 7). */
  hourlyDays?: number;
  /** Hours of minute rows backfill guarantees (default 24). */
  minuteHours?: number;
  /** Minute rows older than this many hours are rolled into hourly rows and deleted (default 48). */
  retentionHours?: number;
}

function isTime(value: unknown): value is number {
  return typeof value === "number" && !Number.isNaN(value);
}

/**
 * The devnet's durable price history. Write rules:
 * - a minute row is the market aggregate at the minute start, with its per-source values;
 * - an hourly row is the aggregate at the top of the hour (equal to that minute's row), written by
 *   backfill and by the first appendMinute of each hour;
 * - minute rows older than the retention window are rolled into hourly rows and deleted (checked
 *   by backfill and once an hour by appendMinute); hourly rows are never deleted.
 * Reads never throw on bad input: they answer [] or null.
 */
export function openPriceStore(options: PriceStoreOptions): PriceStore {
  const { world, market } = options;
  const hourlySpan = (options.hourlyDays ?? 7) * DAY_MS;
  const minuteSpan = (options.minuteHours ?? 24) * HOUR_MS;
  const retention = (options.retentionHours ?? 48) * HOUR_MS;
  const db = openDatabase(options.file);
  const statements = prepareStatements(db);
  // Tokens the market can price (a model's existence does not depend on t; any finite t will do).
  const probe = Number.isFinite(world.referenceTime) ? world.referenceTime : 0;
  const symbols = [...new Set(world.tokens.map((token) => token.symbol))].filter(
    (symbol) => market.valueAt(symbol, probe) !== null,
  );
  const writer: WriterContext = { statements, market, symbols };
  let closed = false;
  // Memos that only skip work already done in this process; the database stays the truth.
  let lastMinute = Number.NaN;
  let lastHour = Number.NaN;

  const backfill = db.transaction((now: number) => {
    const inserted = fillHours(writer, now - hourlySpan, now) + fillMinutes(writer, now - minuteSpan, now);
    rollUpMinutes(statements, now - retention);
    return inserted;
  });

  const appendMinute = db.transaction((minute: number, newHour: boolean) => {
    fillMinutes(writer, minute, minute);
    if (newHour) {
      fillHours(writer, minute, minute);
      rollUpMinutes(statements, minute - retention);
    }
  });

  return {
    backfill(now) {
      if (closed || !Number.isFinite(now)) return { inserted: 0 };
      return { inserted: backfill(now) };
    },

    appendMinute(t) {
      if (closed || !Number.isFinite(t)) return;
      const minute = floorTo(t, MINUTE_MS);
      if (minute === lastMinute) return;
      const hour = floorTo(minute, HOUR_MS);
      appendMinute(minute, hour !== lastHour);
      // Only after the commit: a failed transaction is retried in full by the next call.
      lastMinute = minute;
      lastHour = hour;
    },

    latest(symbol, atOrBefore) {
      if (closed || typeof symbol !== "string") return null;
      if (atOrBefore !== undefined && !isTime(atOrBefore)) return null;
      const bound = clampTime(atOrBefore ?? MAX_TIME);
      const minute = statements.latestMinute.get(symbol, bound);
      const hour = statements.latestHourly.get(symbol, bound);
      // The newer row wins; on a tie the minute row, which carries the sources.
      if (minute !== undefined && (hour === undefined || minute.ts >= hour.ts))
        return toStoredPrice(symbol, minute);
      return hour === undefined ? null : toStoredPrice(symbol, { ...hour, sources: null });
    },

    series(symbol, from, to, interval) {
      if (closed || typeof symbol !== "string" || !isTime(from) || !isTime(to) || !isTime(interval))
        return [];
      if (from > to || !(interval > 0)) return [];
      const range = { symbol, from: clampTime(from), to: clampTime(to) };
      const minutes = statements.minuteRange.all(range);
      const hours = statements.hourlyRange.all(range);
      if (interval < MINUTE_MS) return mergeRows(minutes, hours).map((row) => toStoredPrice(symbol, row));
      return windowSeries(symbol, minutes, hours, interval);
    },

    history(symbol, query: HistoryQuery): StoredPrice[] {
      if (closed || typeof symbol !== "string" || typeof query !== "object" || query === null) return [];
      const from = query.from ?? -MAX_TIME;
      const to = query.to ?? MAX_TIME;
      const { limit, offset } = query;
      if (!isTime(from) || !isTime(to) || from > to) return [];
      if (!isTime(limit) || !isTime(offset) || limit <= 0 || offset < 0) return [];
      const rows = statements.historyPage.all({
        symbol,
        from: clampTime(from),
        to: clampTime(to),
        // Fractional paging values are floored; absurd ones clamped to what SQLite takes.
        limit: Math.min(Math.floor(limit), Number.MAX_SAFE_INTEGER),
        offset: Math.min(Math.floor(offset), Number.MAX_SAFE_INTEGER),
      });
      return rows.map((row) => toStoredPrice(symbol, row));
    },

    symbols() {
      return closed ? [] : statements.symbols.all();
    },

    close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}
