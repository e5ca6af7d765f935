import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_REFERENCE_TIME, startDevnet } from "@oracle-explorer/devnet";
import { freePort, listen } from "@oracle-explorer/server-kit";

export { freePort };

/**
 * Real processes for the indexer's end-to-end tests: a devnet in this process (no chains) and the
 * indexer or api as child processes started as `npm start` starts them, each stopped by its PID.
 */

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

export async function startTestDevnet() {
  const dir = mkdtempSync(join(tmpdir(), "indexer-devnet-"));
  const devnet = await startDevnet({
    world: { referenceTime: DEFAULT_REFERENCE_TIME },
    databaseFile: join(dir, "prices.sqlite"),
  });
  const server = await listen({
    app: devnet.app,
    host: "127.0.0.1",
    port: 0,
    name: "devnet",
    portEnv: "DEVNET_PORT",
  });
  return {
    url: server.url,
    dir,
    close: async () => {
      await server.close();
      await devnet.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ChildService {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves once `path` answers 200 (rejects if the process exits first). */
  healthy(path: string): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts `entry` (a TypeScript server) with `env`, listening on `port`. */
export function startChild(entry: string, port: number, env: NodeJS.ProcessEnv): ChildService {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    url,
    output: () => output,
    async healthy(path) {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`${entry} exited: ${output}`);
        const ok = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(1_000) })
          .then((response) => response.ok)
          .catch(() => false);
        if (ok) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`${entry} was not healthy: ${output}`);
    },
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export const INDEXER_ENTRY = "apps/indexer/src/server.ts";
export const API_ENTRY = "apps/api/src/server.ts";

/** Polls `check` every 250 ms until it returns a value (not undefined), for up to `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
