import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/**
 * One anvil process, spawned directly (not through a wrapper script) so the devnet holds its PID
 * and can stop it for sure.
 */
export interface AnvilProcess {
  pid: number;
  chainId: number;
  port: number;
  rpcUrl: string;
  /** False once the process has exited. */
  running(): boolean;
  /** SIGTERM (anvil then writes its state file), SIGKILL after `graceMs`; resolves once it exited. */
  stop(graceMs?: number): Promise<void>;
}

interface StartAnvilOptions {
  binary: string;
  chainId: number;
  port: number;
  /** Chain state is loaded from and dumped to this file, so it survives a restart; null: none. */
  stateFile: string | null;
  timeoutMs?: number;
}

const STOP_GRACE_MS = 3_000;
const POLL_MS = 25;

/**
 * Children still running. A devnet that exits without close() (an uncaught error, process.exit)
 * sends them SIGTERM on its way out, so no anvil outlives it holding a port.
 */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const child of running) child.kill("SIGTERM");
  });
}

/** Something (an old anvil?) already listens on the chain's port. */
export class PortInUseError extends Error {
  constructor(port: number) {
    super(`port ${port} is already in use (set DEVNET_CHAIN_PORT to move the local chains)`);
    this.name = "PortInUseError";
  }
}

/** Fails fast with a clear message instead of talking to whatever holds the port. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE" ? new PortInUseError(port) : new Error(`port ${port}: ${error.message}`),
      ),
    );
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

async function answeredChainId(rpcUrl: string): Promise<number | null> {
  try {
    const response = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      // A listener that accepts but never answers must not outlast the start-up deadline.
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await response.json()) as { result?: string };
    return typeof body.result === "string" ? Number(BigInt(body.result)) : null;
  } catch {
    return null;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts anvil and resolves once it answers eth_chainId with the expected id. */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilProcess> {
  const { binary, chainId, port, stateFile, timeoutMs = 10_000 } = options;
  await assertPortFree(port);
  const args = ["--chain-id", String(chainId), "--port", String(port), "--host", "127.0.0.1", "--silent"];
  if (stateFile) args.push("--state", stateFile);
  const child = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
  installExitHook();
  running.add(child);
  let stderr = "";
  // Drained so a chatty child never blocks on a full pipe; the tail explains a failed start.
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      running.delete(child);
      resolve();
    });
  });
  child.once("error", () => running.delete(child));

  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const stop = async (graceMs = STOP_GRACE_MS) => {
    if (!isRunning()) return;
    child.kill("SIGTERM");
    const killTimer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(killTimer);
  };

  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isRunning() || child.pid === undefined) {
      throw new Error(`anvil for chain ${chainId} exited during startup: ${stderr.trim() || "no output"}`);
    }
    const answered = await answeredChainId(rpcUrl);
    if (answered === chainId) break;
    if (answered !== null) {
      await stop();
      throw new Error(`port ${port} answered chain id ${answered}, expected ${chainId}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`anvil for chain ${chainId} did not answer on ${rpcUrl} within ${timeoutMs} ms`);
    }
    await delay(POLL_MS);
  }
  return { pid: child.pid, chainId, port, rpcUrl, running: isRunning, stop };
}
