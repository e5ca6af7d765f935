import type Database from "better-sqlite3";
import { openSqliteDatabase } from "../sqlite.ts";

/**
 * Two tables, both keyed (symbol, ts) WITHOUT ROWID: the primary key is the clustered index, so
 * every query (one symbol, a time range, either direction) is a single B-tree range scan and no
 * secondary index is needed. Minute rows keep the per-source values as JSON; hourly rows do not.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS minute_prices (
  symbol TEXT NOT NULL,
  ts INTEGER NOT NULL,
  value REAL NOT NULL,
  sources TEXT NOT NULL,
  PRIMARY KEY (symbol, ts)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS hourly_prices (
  symbol TEXT NOT NULL,
  ts INTEGER NOT NULL,
  value REAL NOT NULL,
  PRIMARY KEY (symbol, ts)
) WITHOUT ROWID;
`;

/** Opens (creating the folder and the schema when missing) the database behind a price store. */
export function openDatabase(file: string): Database.Database {
  return openSqliteDatabase(file, DDL, "price history");
}
