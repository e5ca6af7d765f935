import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";

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

function isOnDisk(file: string): boolean {
  // "" is an anonymous temporary database and "file:" URIs name their own location.
  return file !== "" && file !== ":memory:" && !file.startsWith("file:");
}

/** Opens (creating the folder and the schema when missing) the database behind a price store. */
export function openDatabase(file: string): Database.Database {
  if (isOnDisk(file)) mkdirSync(dirname(resolve(file)), { recursive: true });
  const db = new Database(file);
  // WAL: readers (the HTTP services) never block the minute writer. NORMAL sync is durable across
  // process crashes in WAL mode; only a power cut can lose the last commits, which the next
  // backfill regenerates anyway because the market is deterministic.
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec(DDL);
  return db;
}
