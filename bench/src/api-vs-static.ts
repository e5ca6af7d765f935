import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { BROWSER_HEADERS } from "./api-load.ts";

/**
 * The api beside a yardstick, in one run: the same answer (its compressed bytes and headers,
 * captured from the api) sent by a minimal static Node server (static-server.ts), both loaded by
 * the same autocannon at the same concurrency, alternately, on this machine. What the api adds
 * per request (routing, middleware, the cache lookup) is the gap between them.
 */

interface ServedLoad {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

interface SideBySide {
  resource: string;
  connections: number;
  durationS: number;
  /** One answer as a browser receives it (compressed), bytes. */
  bodyBytes: number;
  api: ServedLoad;
  static: ServedLoad;
  /** api req/s ÷ static req/s. */
  ratio: number;
}

interface ApiMemory {
  /** The api process's resident memory before the load, MB. */
  idleMb: number;
  /** And right after it. */
  afterLoadMb: number;
}

export interface ServingReport {
  sideBySide: SideBySide[];
  memory: ApiMemory | null;
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const WARM_UP_S = 3;

/** Resident memory of a process, MB (Linux /proc). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

/** The answer as the api sends it to a browser: headers (minus per-connection ones) and bytes. */
function capture(url: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const perConnection = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!perConnection.has(name) && typeof value === "string") headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

async function startStatic(port: number, answerFile: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "bench/src/static-server.ts", String(port), answerFile],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error("the static server did not start");
}

async function load(url: string, connections: number, durationS: number): Promise<ServedLoad> {
  const result = await autocannon({ url, connections, duration: durationS, headers: BROWSER_HEADERS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/**
 * `resource` of the api at `baseUrl` and the static server on `staticPort`, at each concurrency:
 * api, then static, `durationS` each. With `apiPid`, the api's memory before and after.
 */
export async function measureApiVsStatic(
  baseUrl: string,
  staticPort: number,
  apiPid: number | null,
  resource = "/api/v1/feeds",
  concurrencies: readonly number[] = [50, 200],
  durationS = 8,
): Promise<ServingReport> {
  const dir = mkdtempSync(join(tmpdir(), "oracle-explorer-static-"));
  const answerFile = join(dir, "answer.json");
  const answer = await capture(`${baseUrl}${resource}`);
  writeFileSync(
    answerFile,
    JSON.stringify({ headers: answer.headers, bodyBase64: answer.body.toString("base64") }),
  );
  const idleMb = apiPid === null ? null : residentMb(apiPid);
  const server = await startStatic(staticPort, answerFile);
  const sideBySide: SideBySide[] = [];
  try {
    // Both servers warmed up first (JIT, sockets, the api's cache): a just-started process
    // served the first figure a third slower than the same process a minute later.
    await load(`${baseUrl}${resource}`, concurrencies[0] ?? 50, WARM_UP_S);
    await load(`http://127.0.0.1:${staticPort}/`, concurrencies[0] ?? 50, WARM_UP_S);
    for (const connections of concurrencies) {
      const api = await load(`${baseUrl}${resource}`, connections, durationS);
      const yardstick = await load(`http://127.0.0.1:${staticPort}/`, connections, durationS);
      sideBySide.push({
        resource,
        connections,
        durationS,
        bodyBytes: answer.body.byteLength,
        api,
        static: yardstick,
        ratio: Math.round((api.requestsPerSecond / Math.max(1, yardstick.requestsPerSecond)) * 100) / 100,
      });
    }
  } finally {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
  const memory = apiPid === null || idleMb === null ? null : { idleMb, afterLoadMb: residentMb(apiPid) };
  return { sideBySide, memory };
}
