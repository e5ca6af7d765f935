import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import Database from "better-sqlite3";
import { type DataFileLabel, usingDataFile } from "./data-file-error.ts";

function isOnDisk(file: string): boolean {
  // "" is an anonymous temporary database and "file:" URIs name their own location.
  return file !== "" && file !== ":memory:" && !file.startsWith("file:");
}

/**
 * Opens one of the devnet's SQLite databases (price history, update history), creating its folder
 * and schema when missing. WAL: the HTTP replicas read while the writers append. NORMAL sync is
 * durable across process crashes; a power cut can lose the last commits, which the next start's
 * gap fill regenerates, because the market and the simulation are deterministic.
 *
 * A file that is not a database, or a folder that cannot be written, throws a DataFileError
 * naming it and saying what to do: these are found here, on the first reads and writes.
 */
export function openSqliteDatabase(file: string, ddl: string, label: DataFileLabel): Database.Database {
  return usingDataFile(file, label, () => {
    if (isOnDisk(file)) mkdirSync(dirname(resolve(file)), { recursive: true });
    const db = new Database(file);
    try {
      db.pragma("journal_mode = WAL");
      db.pragma("synchronous = NORMAL");
      db.exec(ddl);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  });
}
