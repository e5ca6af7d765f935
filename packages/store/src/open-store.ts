import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrateToLatest } from "./migrations.ts";
import type { StoreDatabase } from "./schema.ts";

export type StoreEngine = "sqlite" | "postgres";

/** Where the store lives: `STORE_URL`, a `postgres://` URL or `sqlite:<file>` (a bare path too). */
export interface StoreLocation {
  engine: StoreEngine;
  /** The SQLite file, or the PostgreSQL connection string. */
  target: string;
}

export const DEFAULT_STORE_URL = "sqlite:.history-data/history.sqlite";

export function parseStoreUrl(url: string): StoreLocation {
  const trimmed = url.trim();
  if (/^postgres(ql)?:\/\//i.test(trimmed)) return { engine: "postgres", target: trimmed };
  const file = trimmed.replace(/^sqlite:/i, "");
  if (file === "") throw new Error("STORE_URL: expected postgres://… or sqlite:<file>");
  return { engine: "sqlite", target: file };
}

export interface Store {
  db: Kysely<StoreDatabase>;
  engine: StoreEngine;
  close(): Promise<void>;
}

// BIGINT (20) and NUMERIC (1700, what SUM of integers gives) arrive from pg as strings; every one
// the store holds is an epoch ms or a count, well inside a double's exact range.
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export interface OpenStoreOptions {
  /** The writer (the indexer) creates and migrates the store; readers never write. */
  writer: boolean;
  /** PostgreSQL pool size (the api's readers share it). */
  poolSize?: number;
}

/**
 * Opens the store. SQLite runs in WAL mode, so the api's readers (other processes) read while the
 * indexer writes, and a reader waits up to 5 s for a busy file instead of failing. A reader of a
 * SQLite file that does not exist yet returns null: nothing has been recorded.
 */
export async function openStore(url: string, options: OpenStoreOptions): Promise<Store | null> {
  const location = parseStoreUrl(url);
  if (location.engine === "postgres") {
    const pool = new pg.Pool({
      connectionString: location.target,
      max: options.poolSize ?? 5,
      types: pgTypes,
    });
    const db = new Kysely<StoreDatabase>({ dialect: new PostgresDialect({ pool }) });
    if (options.writer) await migrateToLatest(db as Kysely<unknown>);
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  const file = location.target;
  const onDisk = file !== ":memory:" && file !== "";
  if (!options.writer && onDisk && !existsSync(file)) return null;
  if (onDisk && options.writer) mkdirSync(dirname(resolve(file)), { recursive: true });
  const database = new Database(file, {
    readonly: !options.writer && onDisk,
    fileMustExist: !options.writer,
  });
  database.pragma("busy_timeout = 5000");
  if (options.writer) {
    database.pragma("journal_mode = WAL");
    // Durable across a process crash (SIGKILL); a power cut may lose the last commits, which the
    // indexer reads back from the gateway's history on its next start.
    database.pragma("synchronous = NORMAL");
  }
  const db = new Kysely<StoreDatabase>({ dialect: new SqliteDialect({ database }) });
  if (options.writer) await migrateToLatest(db as Kysely<unknown>);
  return { db, engine: "sqlite", close: () => db.destroy() };
}
