import { dirname } from "node:path";

/**
 * The devnet's data folder, or one of its SQLite files, cannot be used. Its message names the
 * file or folder, says what happened and what to do, on one line: server-kit's failStartup prints
 * it as it is, without a stack, because the fix is the person's (a move, a chmod), not the code's.
 */
export class DataFileError extends Error {
  override name = "DataFileError";
}

/** What a file of the data folder holds, as messages name it ("price history"). */
export type DataFileLabel = "price history" | "update history";

const DATA_DIR_ADVICE = "or set DEVNET_DATA_DIR to a writable folder";

/** better-sqlite3's SqliteError and Node's fs errors both carry a string `code`. */
function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/**
 * The DataFileError an open or a read of `file` failed with, or null for a failure that is not
 * about the file or its folder (a bug, which keeps its stack).
 */
function explainDataFileFailure(file: string, label: DataFileLabel, error: unknown): DataFileError | null {
  const code = codeOf(error);
  if (code === undefined) return null;
  const folder = dirname(file);
  const what = `The devnet's ${label} ${file}`;
  // Its -wal and -shm files go with it: a leftover log would be replayed into the fresh file.
  const moveAside = `Move it aside (mv "${file}"* /tmp/) to start afresh; the devnet rebuilds its history.`;
  if (code === "SQLITE_NOTADB")
    return new DataFileError(`${what} is not a SQLite database (corrupted?). ${moveAside}`);
  if (code.startsWith("SQLITE_CORRUPT"))
    return new DataFileError(`${what} is corrupted (${code}). ${moveAside}`);
  // mkdir of the folder: a missing permission, a read-only mount, or a file where a folder must be.
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return new DataFileError(
      `The devnet's data folder ${folder} cannot be written (${code}): check its permissions (chmod/chown) ${DATA_DIR_ADVICE}.`,
    );
  }
  if (code === "ENOTDIR" || code === "EEXIST") {
    return new DataFileError(
      `The devnet's data folder ${folder} cannot be written: part of its path is a file, not a folder (${code}). Move that file ${DATA_DIR_ADVICE}.`,
    );
  }
  if (code === "SQLITE_READONLY_DIRECTORY") {
    return new DataFileError(
      `The devnet's data folder ${folder} cannot be written (${code}): check its permissions (chmod/chown) ${DATA_DIR_ADVICE}.`,
    );
  }
  // The file itself, or (CANTOPEN: SQLite cannot tell) the folder it is to be created in.
  if (code.startsWith("SQLITE_READONLY") || code.startsWith("SQLITE_CANTOPEN") || code === "SQLITE_PERM") {
    return new DataFileError(
      `${what} cannot be written (${code}): check the permissions of the file and of ${folder} (chmod/chown) ${DATA_DIR_ADVICE}.`,
    );
  }
  if (code === "SQLITE_FULL") {
    return new DataFileError(
      `${what} cannot be written: the disk is full. Free some space ${DATA_DIR_ADVICE} on another disk.`,
    );
  }
  return null;
}

/** Runs a step that opens or reads `file`, turning a failure of the file or its folder into a DataFileError. */
export function usingDataFile<T>(file: string, label: DataFileLabel, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw explainDataFileFailure(file, label, error) ?? error;
  }
}
