import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The whole stack as `npm start` runs it (scripts/start.ts: devnet, the indexer, then the api
 * serving the built web app), on the bench's own ports so it runs beside a developer's `npm start`
 * and the e2e stacks: api BENCH_PORT (default 8300), devnet +1, indexer +2, anvil chains from +10.
 */

export type World = "authored" | "recorded";

interface StackOptions {
  port: number;
  world: World;
  /** The built web app the api serves. */
  webDist: string;
}

interface RunningStack {
  url: string;
  devnetUrl: string;
  /** The api process (a grandchild: start.ts runs it), for its memory; null when not found. */
  apiPid(): number | null;
  /** The indexer process, for its CPU; null when not found. */
  indexerPid(): number | null;
  /** The indexer's store (SQLite). */
  storeFile: string;
  /** The indexer's health endpoint. */
  indexerHealthUrl: string;
  stop(): Promise<void>;
}

/** The descendant of `root` whose command line runs `entry` (Linux /proc). */
function descendantRunning(root: number, entry: string): number | null {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(entry)) return pid;
    } catch {}
    queue.push(...(children.get(pid) ?? []));
  }
  return null;
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const STARTUP_TIMEOUT_MS = 180_000;

export function stackOptionsFromEnv(env: NodeJS.ProcessEnv): StackOptions {
  const port = Number(env.BENCH_PORT ?? 8300);
  if (!Number.isInteger(port) || port < 1024 || port > 65_000) {
    throw new Error(`BENCH_PORT must be a port number, got "${env.BENCH_PORT}"`);
  }
  const world = (env.DEVNET_WORLD?.trim() || "authored") as World;
  if (world !== "authored" && world !== "recorded") {
    throw new Error(`DEVNET_WORLD must be "authored" or "recorded", got "${env.DEVNET_WORLD}"`);
  }
  return {
    port,
    world,
    webDist: env.WEB_DIST_DIR?.trim() || join(root, "apps/web/dist"),
  };
}

async function healthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the stack exited (code ${child.exitCode}) before it was healthy`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the stack was not healthy at ${url} after ${STARTUP_TIMEOUT_MS} ms`);
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  // Another stack left on these ports would answer the health check and be measured instead.
  const taken = await fetch(`http://127.0.0.1:${options.port}/api/health`, {
    signal: AbortSignal.timeout(1_000),
  }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${options.port} already answers; stop what runs there or set BENCH_PORT`);
  // Its own price history per world, kept between runs (the backfill is not what is measured).
  const dataDir = join(tmpdir(), `oracle-explorer-bench-${options.world}-${options.port}`);
  mkdirSync(dataDir, { recursive: true });
  // The indexer's store starts empty: a kept one would have it read back the rounds since the last
  // run while the keep-up is measured.
  for (const suffix of ["", "-wal", "-shm"])
    rmSync(join(dataDir, `history.sqlite${suffix}`), { force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(options.port),
      DEVNET_PORT: String(options.port + 1),
      DEVNET_CHAIN_PORT: String(options.port + 10),
      DEVNET_DATA_DIR: dataDir,
      DEVNET_WORLD: options.world,
      // The indexer records into a store of its own beside the price history.
      INDEXER_PORT: String(options.port + 2),
      STORE_URL: `sqlite:${join(dataDir, "history.sqlite")}`,
      WEB_DIST_DIR: options.webDist,
      // The load test comes from one address; the per-IP limit would measure itself.
      RATE_LIMIT_PER_MINUTE: "0",
      // So do the live measure's 500 streams; the per-address stream cap would refuse them.
      LIVE_STREAMS_PER_IP: "0",
      LOG_LEVEL: "error",
    },
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  // Ctrl-C on the bench stops the stack too (start.ts stops the devnet, its anvils and the api).
  const onSignal = () => void stop().then(() => process.exit(130));
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await healthy(`${url}/api/health`, child);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${stderr}`);
  }
  return {
    url,
    devnetUrl: `http://127.0.0.1:${options.port + 1}`,
    apiPid: () => (child.pid === undefined ? null : descendantRunning(child.pid, "apps/api/src/server.ts")),
    indexerPid: () =>
      child.pid === undefined ? null : descendantRunning(child.pid, "apps/indexer/src/server.ts"),
    storeFile: join(dataDir, "history.sqlite"),
    indexerHealthUrl: `http://127.0.0.1:${options.port + 2}/health`,
    stop: async () => {
      process.off("SIGINT", onSignal);
      process.off("SIGTERM", onSignal);
      await stop();
    },
  };
}
