import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const SERVER = fileURLToPath(new URL("./server.ts", import.meta.url));

/** Starts the devnet as `npm start` does and waits for it to exit (killed after 30 s if it does not). */
function runDevnet(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
      cwd: REPO,
      env: { ...process.env, DEVNET_HOST: "127.0.0.1", DEVNET_PORT: "0", DEVNET_CHAINS: "none", ...env },
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 30_000,
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stderr }));
  });
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "devnet-server-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("devnet start-up with an unusable data folder", () => {
  it("a corrupted price history stops it with one line naming the file and the fix", async () => {
    const file = join(dir, "prices-authored-1.sqlite");
    writeFileSync(file, "this is not a database, whatever its name says\n".repeat(200));
    const { code, stderr } = await runDevnet({ DEVNET_DATA_DIR: dir });
    expect(code).toBe(1);
    expect(stderr.trimEnd().split("\n")).toEqual([
      `The devnet's price history ${file} is not a SQLite database (corrupted?). ` +
        `Move it aside (mv "${file}"* /tmp/) to start afresh; the devnet rebuilds its history.`,
    ]);
  }, 40_000);

  it("a data folder it cannot create stops it with one line naming the folder and the fix", async () => {
    // A path through a regular file: no user, root included, can make that folder.
    writeFileSync(join(dir, "a-file"), "");
    const folder = join(dir, "a-file", "data");
    const { code, stderr } = await runDevnet({ DEVNET_DATA_DIR: folder });
    expect(code).toBe(1);
    const lines = stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`The devnet's data folder ${folder} cannot be written`);
    expect(lines[0]).toMatch(/set DEVNET_DATA_DIR to a writable folder\.$/);
  }, 40_000);
});
