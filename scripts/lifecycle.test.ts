import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";

/**
 * The stack's process lifecycle, as an operator meets it: `npm run serve` started for real (devnet,
 * three anvil chains, api), then stopped the ways a terminal, systemd, `docker stop` or a crash
 * stop it. Whatever happens, every process of the stack ends and every port is freed.
 */

const ROOT = new URL("..", import.meta.url);
/** Ports of their own, away from `npm start` (8787…), the e2e stacks (8877…) and the bench (83xx). */
const API_PORT = 8640;
const DEVNET_PORT = 8641;
const INDEXER_PORT = 8642;
const CHAIN_PORT = 8650;
const PORTS = [API_PORT, DEVNET_PORT, INDEXER_PORT, CHAIN_PORT, CHAIN_PORT + 1, CHAIN_PORT + 2];
/** The issue's bound: every process gone within 5 s; 2 s more for a busy 2-core CI machine. */
const STOPS_WITHIN_MS = 7_000;

/** Parent pid of every live process, from /proc. */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …"; comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      map.set(Number(entry), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  return map;
}

/** Every live descendant of `root`. */
function descendants(root: number): number[] {
  const byParent = parents();
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of byParent) {
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie (exited, not yet reaped by its parent) holds no port and runs nothing.
    return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
  } catch {
    return false;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

async function waitFor(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

interface Stack {
  npm: ChildProcess;
  output: () => string;
  /** Every process npm started, directly or not (the supervisor, devnet, anvils, indexer, api). */
  processes: number[];
}

let started: Stack | null = null;

/** `npm run serve` in a session of its own (as a terminal or service manager would run it). */
async function startStack(): Promise<Stack> {
  let output = "";
  const npm = spawn("npm", ["run", "serve"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(API_PORT),
      DEVNET_PORT: String(DEVNET_PORT),
      DEVNET_CHAIN_PORT: String(CHAIN_PORT),
      DEVNET_DATA_DIR: `/tmp/oracle-explorer-lifecycle-${process.pid}`,
      INDEXER_PORT: String(INDEXER_PORT),
      STORE_URL: `sqlite:/tmp/oracle-explorer-lifecycle-${process.pid}/history.sqlite`,
      LOG_LEVEL: "warn",
    },
  });
  npm.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  npm.stderr?.on("data", (chunk) => {
    output += String(chunk);
  });
  const stack: Stack = { npm, output: () => output, processes: [] };
  started = stack;
  const up = await waitFor(() => output.includes("Oracle Explorer is running at"), 90_000);
  if (!up) throw new Error(`the stack did not start:\n${output}`);
  stack.processes = descendants(npm.pid as number);
  return stack;
}

/** After a test, whatever is left is killed, so one failure cannot leave a stack behind. */
afterEach(() => {
  if (!started) return;
  for (const pid of [started.npm.pid, ...started.processes]) {
    try {
      if (pid !== undefined) process.kill(pid, "SIGKILL");
    } catch {}
  }
  started = null;
});

async function expectAllGone(stack: Stack): Promise<void> {
  const everyone = [stack.npm.pid as number, ...stack.processes];
  const gone = await waitFor(() => everyone.every((pid) => !alive(pid)), STOPS_WITHIN_MS);
  expect(
    everyone.filter(alive).map((pid) => `${pid}: ${readFileSync(`/proc/${pid}/cmdline`, "utf8")}`),
    stack.output(),
  ).toEqual([]);
  expect(gone).toBe(true);
  for (const port of PORTS) expect(await listening(port), `port ${port}`).toBe(false);
}

describe("the stack's lifecycle (npm run serve)", () => {
  it.each(["SIGINT", "SIGTERM", "SIGHUP"] as const)(
    "%s to the npm process stops every process of the stack and frees every port",
    async (signal) => {
      const stack = await startStack();
      // The supervisor, the devnet, its three anvil chains, the indexer and the api, at least.
      expect(stack.processes.length).toBeGreaterThanOrEqual(7);
      for (const port of PORTS) expect(await listening(port), `port ${port}`).toBe(true);
      process.kill(stack.npm.pid as number, signal);
      await expectAllGone(stack);
    },
  );

  it("npm killed outright (SIGKILL): the supervisor notices its parent is gone and stops the stack", async () => {
    const stack = await startStack();
    process.kill(stack.npm.pid as number, "SIGKILL");
    await expectAllGone(stack);
    expect(stack.output()).not.toContain("Oracle Explorer is running at\n\n");
  });

  it.each([
    ["SIGTERM", "the supervisor", "scripts/start.ts"],
    ["SIGHUP", "the api", "apps/api/src/server.ts"],
    ["SIGINT", "the devnet", "packages/devnet/src/server.ts"],
    ["SIGTERM", "the indexer", "apps/indexer/src/server.ts"],
  ] as const)("%s to %s alone stops the whole stack too", async (signal, _who, entry) => {
    const stack = await startStack();
    const target = stack.processes.find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(entry),
    );
    expect(target, entry).toBeDefined();
    process.kill(target as number, signal);
    await expectAllGone(stack);
  });

  it("a child that dies takes the stack down, with a message naming it (the devnet's chains go too)", async () => {
    const stack = await startStack();
    const devnet = stack.processes.find((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("packages/devnet/src/server.ts"),
    );
    expect(devnet).toBeDefined();
    process.kill(devnet as number, "SIGKILL");
    await expectAllGone(stack);
    expect(stack.output()).toContain("devnet exited (SIGKILL); stopping the stack.");
  });
});
