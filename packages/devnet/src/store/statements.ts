import type Database from "better-sqlite3";

/** A minute row as read back (sources still JSON text). */
export interface MinuteRow {
  ts: number;
  value: number;
  sources: string;
}

/** An hourly row as read back. */
export interface HourlyRow {
  ts: number;
  value: number;
}

/** A history row: a minute row, or an hourly row (sources null) where no minute row shares its ts. */
export interface MergedRow {
  ts: number;
  value: number;
  sources: string | null;
}

interface RangeParams {
  symbol: string;
  from: number;
  to: number;
}

/** Every statement the store runs, prepared once per connection. */
export function prepareStatements(db: Database.Database) {
  return {
    insertMinute: db.prepare<[string, number, number, string]>(
      "INSERT OR IGNORE INTO minute_prices (symbol, ts, value, sources) VALUES (?, ?, ?, ?)",
    ),
    insertHourly: db.prepare<[string, number, number]>(
      "INSERT OR IGNORE INTO hourly_prices (symbol, ts, value) VALUES (?, ?, ?)",
    ),
    minuteTimes: db
      .prepare<[string, number, number], number>(
        "SELECT ts FROM minute_prices WHERE symbol = ? AND ts BETWEEN ? AND ?",
      )
      .pluck(),
    hourlyTimes: db
      .prepare<[string, number, number], number>(
        "SELECT ts FROM hourly_prices WHERE symbol = ? AND ts BETWEEN ? AND ?",
      )
      .pluck(),
    latestMinute: db.prepare<[string, number], MinuteRow>(
      "SELECT ts, value, sources FROM minute_prices WHERE symbol = ? AND ts <= ? ORDER BY ts DESC LIMIT 1",
    ),
    latestHourly: db.prepare<[string, number], HourlyRow>(
      "SELECT ts, value FROM hourly_prices WHERE symbol = ? AND ts <= ? ORDER BY ts DESC LIMIT 1",
    ),
    minuteRange: db.prepare<RangeParams, MinuteRow>(
      "SELECT ts, value, sources FROM minute_prices WHERE symbol = @symbol AND ts BETWEEN @from AND @to ORDER BY ts",
    ),
    hourlyRange: db.prepare<RangeParams, HourlyRow>(
      "SELECT ts, value FROM hourly_prices WHERE symbol = @symbol AND ts BETWEEN @from AND @to ORDER BY ts",
    ),
    // Both halves come out of their primary keys already ordered, so SQLite merges them instead of
    // sorting, and LIMIT/OFFSET stop the merge early: a page costs O(offset + limit).
    historyPage: db.prepare<RangeParams & { limit: number; offset: number }, MergedRow>(
      `SELECT ts, value, sources FROM minute_prices
         WHERE symbol = @symbol AND ts BETWEEN @from AND @to
       UNION ALL
       SELECT h.ts, h.value, NULL FROM hourly_prices h
         WHERE h.symbol = @symbol AND h.ts BETWEEN @from AND @to
           AND NOT EXISTS (SELECT 1 FROM minute_prices m WHERE m.symbol = h.symbol AND m.ts = h.ts)
       ORDER BY ts DESC LIMIT @limit OFFSET @offset`,
    ),
    // Skip-scan over the primary keys: one B-tree seek per distinct symbol, not a full table scan.
    symbols: db
      .prepare<[], string>(
        `WITH RECURSIVE
           m(s) AS (SELECT MIN(symbol) FROM minute_prices
                    UNION ALL SELECT (SELECT MIN(symbol) FROM minute_prices WHERE symbol > m.s) FROM m WHERE m.s IS NOT NULL),
           h(s) AS (SELECT MIN(symbol) FROM hourly_prices
                    UNION ALL SELECT (SELECT MIN(symbol) FROM hourly_prices WHERE symbol > h.s) FROM h WHERE h.s IS NOT NULL)
         SELECT s FROM m WHERE s IS NOT NULL UNION SELECT s FROM h WHERE s IS NOT NULL ORDER BY 1`,
      )
      .pluck(),
    // Retention roll-up, per symbol and below an hour-aligned cutoff. The top-of-hour minute row is
    // the hourly row's value by definition; an hour that lacks it falls back to its minutes' mean.
    rollUpTopOfHour: db.prepare<[string, number]>(
      `INSERT OR IGNORE INTO hourly_prices (symbol, ts, value)
       SELECT symbol, ts, value FROM minute_prices WHERE symbol = ? AND ts < ? AND ts % 3600000 = 0`,
    ),
    rollUpMean: db.prepare<[string, number]>(
      `INSERT OR IGNORE INTO hourly_prices (symbol, ts, value)
       SELECT symbol, (ts / 3600000) * 3600000, AVG(value) FROM minute_prices
       WHERE symbol = ? AND ts < ? GROUP BY ts / 3600000`,
    ),
    deleteMinutesBefore: db.prepare<[string, number]>(
      "DELETE FROM minute_prices WHERE symbol = ? AND ts < ?",
    ),
  };
}

export type Statements = ReturnType<typeof prepareStatements>;
