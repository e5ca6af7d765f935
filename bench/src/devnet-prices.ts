import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_REFERENCE_TIME, startDevnet } from "@oracle-explorer/devnet";
import { listen } from "@oracle-explorer/server-kit";

export interface LatencyReport {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  backfillMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * Issue "Devnet, part 1": `/prices` for 7 days of hourly data must answer in under 50 ms. Starts
 * a devnet on a fresh store, then times sequential HTTP requests for rotating symbols.
 */
export async function measureDevnetPrices(requests = 60): Promise<LatencyReport> {
  const dir = mkdtempSync(join(tmpdir(), "bench-devnet-"));
  const started = performance.now();
  const devnet = await startDevnet({
    world: { referenceTime: DEFAULT_REFERENCE_TIME },
    databaseFile: join(dir, "p.sqlite"),
  });
  const backfillMs = performance.now() - started;
  const server = await listen({
    app: devnet.app,
    host: "127.0.0.1",
    port: 0,
    name: "devnet",
    portEnv: "PORT",
  });
  try {
    const symbols = devnet.world.dataServices[0]?.tokens.slice(0, 20) ?? ["ETH"];
    const times: number[] = [];
    for (let i = 0; i < requests + 5; i++) {
      const now = Date.now();
      const symbol = encodeURIComponent(symbols[i % symbols.length] ?? "ETH");
      const url = `${server.url}/api/prices?symbol=${symbol}&fromTimestamp=${now - 7 * 86_400_000}&toTimestamp=${now}&interval=3600000&forceInflux=true`;
      const t0 = performance.now();
      const response = await fetch(url);
      await response.arrayBuffer();
      if (i >= 5) times.push(performance.now() - t0); // the first few warm the JIT and caches
    }
    times.sort((a, b) => a - b);
    return {
      requests,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      maxMs: times.at(-1) ?? 0,
      backfillMs,
    };
  } finally {
    await server.close();
    await devnet.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
