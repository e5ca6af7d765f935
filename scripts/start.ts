/**
 * `npm start`: runs the whole stack as a user runs it, after `npm run build`.
 * Starts the devnet, waits for it, starts the api (which serves the built web app), waits for
 * it, then prints the URL. Ctrl-C (or SIGTERM) stops every child it started; if one child dies,
 * the others are stopped too, so no half-running stack and no orphans are left behind.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const host = process.env.HOST?.trim() || "127.0.0.1";
const port = process.env.PORT?.trim() || "8787";
const devnetPort = process.env.DEVNET_PORT?.trim() || "8789";
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;

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
    name: "api",
    entry: "apps/api/src/server.ts",
    healthUrl: `http://${urlHost}:${port}/api/health`,
    env: { HOST: host, PORT: port, DEVNET_PORT: devnetPort },
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

function startService(service: Service): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", service.entry], {
    cwd: root,
    // stdin stays an open pipe: a child exits when it closes, i.e. when this process dies
    // even by SIGKILL (EXIT_WITH_PARENT, see server-kit).
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, ...service.env, EXIT_WITH_PARENT: "1" },
  });
  if (child.stdout) prefixLines(service.name, child.stdout, process.stdout);
  if (child.stderr) prefixLines(service.name, child.stderr, process.stderr);
  child.on("exit", (code, signal) => {
    children.delete(service.name);
    if (!stopping) {
      console.error(`${service.name} exited (${signal ?? `code ${code}`}); stopping the stack.`);
      void stopAll(1);
    }
  });
  children.set(service.name, child);
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

async function stopAll(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    const running = [...children.values()];
    const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
    for (const child of running) child.kill("SIGTERM");
    const timer = setTimeout(() => {
      for (const child of children.values()) child.kill("SIGKILL");
    }, STOP_GRACE_MS);
    await Promise.all(exited);
    clearTimeout(timer);
  }
  process.exit(exitCode);
}

process.on("SIGINT", () => void stopAll(0));
process.on("SIGTERM", () => void stopAll(0));

try {
  for (const service of services) {
    // Ctrl-C during start-up: start nothing more (stopAll is already stopping what runs).
    if (stopping) break;
    const child = startService(service);
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
