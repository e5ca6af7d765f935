import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataFileError, usingDataFile } from "./data-file-error.ts";
import { openSqliteDatabase } from "./sqlite.ts";

const DDL = "CREATE TABLE IF NOT EXISTS prices (ts INTEGER PRIMARY KEY, value TEXT NOT NULL);";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "devnet-data-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The error a step throws (the test fails when it throws nothing). */
function thrownBy(step: () => unknown): unknown {
  try {
    step();
  } catch (error) {
    return error;
  }
  throw new Error("expected the step to throw");
}

/** Whether this process can create a file in `folder` whatever its mode says (root can). */
function canWriteIn(folder: string): boolean {
  try {
    writeFileSync(join(folder, ".probe"), "");
    rmSync(join(folder, ".probe"));
    return true;
  } catch {
    return false;
  }
}

describe("data folder failures", () => {
  it("a file that is no SQLite database is named, with the move that starts afresh", () => {
    const file = join(dir, "prices-authored-1.sqlite");
    writeFileSync(file, Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 251)));
    const error = thrownBy(() => openSqliteDatabase(file, DDL, "price history"));
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as Error).message).toBe(
      `The devnet's price history ${file} is not a SQLite database (corrupted?). ` +
        `Move it aside (mv "${file}"* /tmp/) to start afresh; the devnet rebuilds its history.`,
    );
  });

  it("a database whose pages were damaged after its header is named when a read reaches them", () => {
    const file = join(dir, "prices.sqlite");
    const db = openSqliteDatabase(file, DDL, "price history");
    const insert = db.prepare("INSERT INTO prices (value) VALUES (?)");
    db.transaction(() => {
      for (let i = 0; i < 5_000; i++) insert.run("x".repeat(100));
    })();
    db.pragma("wal_checkpoint(TRUNCATE)");
    db.close();
    // Overwrite pages in the middle of the table, past the header and the schema page.
    const fd = openSync(file, "r+");
    writeSync(fd, Buffer.alloc(64 * 1024, 0xa5), 0, 64 * 1024, 128 * 1024);
    closeSync(fd);
    const reopened = openSqliteDatabase(file, DDL, "price history");
    const error = thrownBy(() =>
      usingDataFile(file, "price history", () =>
        reopened.prepare("SELECT sum(length(value)) FROM prices").get(),
      ),
    );
    reopened.close();
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as Error).message).toMatch(
      /^The devnet's price history .* is corrupted \(SQLITE_CORRUPT\)\. Move it aside/,
    );
    expect((error as Error).message).toContain(file);
  });

  it("a data folder that cannot be written is named, with how to fix it or go elsewhere", () => {
    const folder = join(dir, "data");
    mkdirSync(folder);
    chmodSync(folder, 0o500);
    let target = folder;
    if (canWriteIn(folder)) {
      // Root writes through any mode bits (and CI runs as root), so there the folder is made
      // unusable another way: its path runs through a regular file, which no user can write in.
      writeFileSync(join(dir, "a-file"), "");
      target = join(dir, "a-file", "data");
    }
    const error = thrownBy(() => openSqliteDatabase(join(target, "prices.sqlite"), DDL, "price history"));
    chmodSync(folder, 0o700);
    expect(error).toBeInstanceOf(DataFileError);
    const { message } = error as Error;
    expect(message).toContain(target);
    expect(message).toMatch(/cannot be written/);
    expect(message).toMatch(/set DEVNET_DATA_DIR to a writable folder\.$/);
    if (target === folder) expect(message).toContain("(chmod/chown)");
  });

  it("a failure that is not the data file's keeps its own error and stack", () => {
    const bug = new TypeError("not a data file problem");
    expect(
      thrownBy(() =>
        usingDataFile(join(dir, "x.sqlite"), "update history", () => {
          throw bug;
        }),
      ),
    ).toBe(bug);
  });
});
