import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiContext, createApp, readOperationsEnv } from "@oracle-explorer/api";
import { readProductConfig } from "@oracle-explorer/core";
import { DEFAULT_REFERENCE_TIME, startDevnet } from "@oracle-explorer/devnet";
import { listen } from "@oracle-explorer/server-kit";
import autocannon from "autocannon";

export interface LoadReport {
  feeds: number;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Upstream reads the api made while serving the load, per resource prefix. */
  upstreamLoads: Record<string, number>;
}

/**
 * Issue "Explorer api": the feeds resource over the real recorded world (890 feeds), 50
 * concurrent connections; records latency, throughput and the upstream reads made meanwhile,
 * which must be one refresh per TTL, not one per visitor.
 */
export async function measureFeedsLoad(durationS = 10, connections = 50): Promise<LoadReport> {
  const dir = mkdtempSync(join(tmpdir(), "bench-api-"));
  const devnet = await startDevnet({
    world: { kind: "recorded", referenceTime: DEFAULT_REFERENCE_TIME },
    databaseFile: join(dir, "p.sqlite"),
    chains: "none",
  });
  const devnetServer = await listen({
    app: devnet.app,
    host: "127.0.0.1",
    port: 0,
    name: "devnet",
    portEnv: "X",
  });
  const config = readProductConfig({ DEVNET_URL: devnetServer.url });
  const context = createApiContext(config);
  const api = await listen({
    // The per-IP limit would throttle the load generator (one IP); the bench measures the api itself.
    app: createApp({
      config,
      spa: null,
      context,
      operations: readOperationsEnv({ RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent" }),
    }),
    host: "127.0.0.1",
    port: 0,
    name: "api",
    portEnv: "Y",
  });
  try {
    const warm = await fetch(`${api.url}/api/v1/feeds`);
    const feeds = ((await warm.json()) as { feeds: unknown[] }).feeds.length;
    const before = new Map(context.cache.loads);
    const result = await autocannon({ url: `${api.url}/api/v1/feeds`, connections, duration: durationS });
    const upstreamLoads: Record<string, number> = {};
    for (const [prefix, count] of context.cache.loads) {
      const delta = count - (before.get(prefix) ?? 0);
      if (delta > 0) upstreamLoads[prefix] = delta;
    }
    return {
      feeds,
      connections,
      durationS,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      upstreamLoads,
    };
  } finally {
    await api.close();
    await devnetServer.close();
    await devnet.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
