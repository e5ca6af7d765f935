/**
 * `npm start` (`--build` first builds the web app) and `npm run serve`: runs the whole stack as a
 * user runs it. Starts the devnet, waits for it, starts the indexer (which records the network
 * into the store) and the api (which serves the built web app and reads the store), waits for
 * each, then prints the URL.
 *
 * Whatever stops it, nothing is left behind: SIGINT, SIGTERM or SIGHUP (to this process, or to the
 * npm that runs it, which forwards them: the npm scripts `exec` this process so no shell stands in
 * between) stop every child; a child that dies stops the others, with a message naming it; a
 * parent that disappears (npm killed) is noticed within a second. Each child runs in a process
 * group of its own, and the whole group is stopped, so the devnet's anvil chains go with it even
 * if the devnet itself was killed.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const host = process.env.HOST?.trim() || "127.0.0.1";
const port = process.env.PORT?.trim() || "8787";
const devnetPort = process.env.DEVNET_PORT?.trim() || "8789";
const indexerPort = process.env.INDEXER_PORT?.trim() || "8790";
// The indexer writes it, the api reads it: both must name the same store.
const storeUrl = process.env.STORE_URL?.trim() || "sqlite:.history-data/history.sqlite";
const build = process.argv.includes("--build");
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
const PARENT_CHECK_MS = 1_000;

interface Service {
  name: string;
  entry: string;
  healthUrl: string;
  env: NodeJS.ProcessEnv;
}

const urlHost = host.includes(":") ? `[${host}]` : host === "0.0.0.0" ? "127.0.0.1" : host;
const services: Service[] = [
  {
    name: "devnet",
    entry: "packages/devnet/src/server.ts",
    healthUrl: `http://127.0.0.1:${devnetPort}/health`,
    env: { DEVNET_PORT: devnetPort },
  },
  {
    name: "indexer",
    entry: "apps/indexer/src/server.ts",
    healthUrl: `http://127.0.0.1:${indexerPort}/health`,
    env: {
      INDEXER_PORT: indexerPort,
      DEVNET_PORT: devnetPort,
      STORE_URL: storeUrl,
      // The devnet's simulated past checks fast feeds every 10 minutes before its last day: read
      // back that day only, where its updates are as frequent as a relayer's (README, the indexer).
      INDEXER_FEED_BACKFILL_DAYS: process.env.INDEXER_FEED_BACKFILL_DAYS?.trim() || "1",
    },
  },
  {
    name: "api",
    entry: "apps/api/src/server.ts",
    healthUrl: `http://${urlHost}:${port}/api/health`,
    env: { HOST: host, PORT: port, DEVNET_PORT: devnetPort, STORE_URL: storeUrl },
  },
];

const children = new Map<string, ChildProcess>();
let stopping = false;

function prefixLines(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) {
  let buffer = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => {
    if (buffer) out.write(`[${name}] ${buffer}\n`);
  });
}

/** A signal to a child's whole process group (it leads one: spawned detached). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Starts a child in a process group of its own, and stops the stack if it dies unasked. */
function startChild(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    // stdin stays an open pipe: a child exits when it closes, i.e. when this process dies
    // even by SIGKILL (EXIT_WITH_PARENT, see server-kit).
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, ...env, EXIT_WITH_PARENT: "1" },
    // Its own group: signals reach it (and what it starts) from here alone, never twice.
    detached: true,
  });
  if (child.stdout) prefixLines(name, child.stdout, process.stdout);
  if (child.stderr) prefixLines(name, child.stderr, process.stderr);
  child.on("exit", (code, signal) => {
    children.delete(name);
    // What it started (anvil chains under the devnet) must not outlive it.
    signalGroup(child, "SIGTERM");
    if (!stopping && (signal !== null || code !== 0 || name !== "build")) {
      console.error(`${name} exited (${signal ?? `code ${code}`}); stopping the stack.`);
      void stopAll(1);
    }
  });
  children.set(name, child);
  return child;
}

async function waitHealthy(service: Service, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || stopping) throw new Error(`${service.name} did not start`);
    try {
      const response = await fetch(service.healthUrl, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${service.name} was not healthy at ${service.healthUrl} after ${STARTUP_TIMEOUT_MS} ms`);
}

/** The web build, as a child like the others, so a signal during it stops it too. */
function runBuild(): Promise<void> {
  const child = startChild("build", "npm", ["run", "build"], {});
  return new Promise((resolve, reject) => {
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`the build failed (${signal ?? `code ${code}`})`)),
    );
  });
}

async function stopAll(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const running = [...children.values()];
    const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
    for (const child of running) signalGroup(child, "SIGTERM");
    const timer = setTimeout(() => {
      for (const child of running) signalGroup(child, "SIGKILL");
    }, STOP_GRACE_MS);
    await Promise.all(exited);
    clearTimeout(timer);
  }
  process.exit(exitCode);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.on(signal, () => {
    if (!stopping) console.log(`\n${signal} received: stopping the stack.`);
    void stopAll(0);
  });
}

// npm killed outright (SIGKILL, or a signal it does not forward): this process is re-parented.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) {
    console.error("The process that started the stack is gone: stopping the stack.");
    void stopAll(1);
  }
}, PARENT_CHECK_MS).unref();

try {
  if (build) await runBuild();
  for (const service of services) {
    // A signal during start-up: start nothing more (stopAll is already stopping what runs).
    if (stopping) break;
    const child = startChild(service.name, process.execPath, ["--import", "tsx", service.entry], service.env);
    await waitHealthy(service, child);
  }
  if (!stopping)
    console.log(`\nOracle Explorer is running at http://${urlHost}:${port}/\nPress Ctrl-C to stop.\n`);
} catch (error) {
  if (!stopping) {
    console.error(error instanceof Error ? error.message : String(error));
    await stopAll(1);
  }
}
