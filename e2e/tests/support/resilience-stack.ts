/**
 * The stack the resilience journeys fault (resilience.spec.ts), started by playwright.config.ts
 * as a second web server beside the one `npm start` runs: the same devnet (fault admin on, one
 * anvil chain whose RPC the devnet serves through itself so it can be faulted too) and the same
 * api serving the built web app, with two test settings. The api's cache keeps values at most
 * 1 s and never serves a stale one, so a fault shows at the next request and so does its end
 * (the product keeps serving the last good value through an outage, which is the point of its
 * cache but would hide every fault here). Upstream timeouts are 1.5 s / 2.5 s instead of 4 s / 10 s,
 * so a hanging upstream fails the journey's request in seconds.
 *
 * Environment: PORT (api), DEVNET_PORT, DEVNET_CHAIN_PORT, DEVNET_DATA_DIR, WEB_DIST_DIR.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createApiContext, createApp, loadSpaAssets } from "@oracle-explorer/api";
import { readProductConfig, toPublicConfig } from "@oracle-explorer/core/config";
import { DEFAULT_REFERENCE_TIME, startDevnet } from "@oracle-explorer/devnet";
import { failStartup, listen, type RunningServer, readPort } from "@oracle-explorer/server-kit";
import { CACHE_MAX_TTL_MS, UPSTREAM_TIMEOUTS } from "./resilience-settings.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const HOST = "127.0.0.1";

try {
  const port = readPort(process.env.PORT, 8887, "PORT");
  const devnetPort = readPort(process.env.DEVNET_PORT, port + 1, "DEVNET_PORT");
  const chainPort = readPort(process.env.DEVNET_CHAIN_PORT, port + 100, "DEVNET_CHAIN_PORT");
  const dataDir = join(root, process.env.DEVNET_DATA_DIR?.trim() || `e2e/.devnet-data-resilience-${port}`);
  const webDist = process.env.WEB_DIST_DIR?.trim() || join(root, "apps/web/dist");
  mkdirSync(dataDir, { recursive: true });

  // Every faulted request makes the api warn; the journeys cause hundreds of them by design.
  console.warn = () => {};

  const devnetUrl = `http://${HOST}:${devnetPort}`;
  const devnet = await startDevnet({
    world: { referenceTime: DEFAULT_REFERENCE_TIME },
    databaseFile: join(dataDir, "prices.sqlite"),
    updateLogFile: join(dataDir, "updates.sqlite"),
    // Ethereum only: enough for the chain RPC journey, and one anvil instead of three.
    chains: { chainIds: [1], basePort: chainPort, stateDir: join(dataDir, "chains") },
    admin: true,
    rpcThroughUrl: devnetUrl,
  });
  const servers: RunningServer[] = [];
  const close = async () => {
    for (const server of servers.reverse()) await server.close();
    await devnet.close();
  };
  try {
    servers.push(
      await listen({ app: devnet.app, host: HOST, port: devnetPort, name: "devnet", portEnv: "DEVNET_PORT" }),
    );
    const config = readProductConfig({ DEVNET_URL: devnetUrl });
    const context = createApiContext(config, {
      timeouts: UPSTREAM_TIMEOUTS,
      cacheLimits: { maxTtlMs: CACHE_MAX_TTL_MS, maxStaleMs: 0 },
    });
    const app = createApp({
      config,
      spa: await loadSpaAssets(webDist, toPublicConfig(config)),
      context,
      operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "silent" },
    });
    servers.push(await listen({ app, host: HOST, port, name: "api", portEnv: "PORT" }));
  } catch (error) {
    await close();
    throw error;
  }
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void close().then(() => process.exit(0));
    });
  }
  console.log(`resilience stack: api http://${HOST}:${port}, devnet ${devnetUrl}`);
} catch (error) {
  failStartup("resilience stack", error);
}
