import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readProductConfig } from "@oracle-explorer/core/config";
import {
  DEFAULT_REFERENCE_TIME,
  type DevnetOptions,
  type FaultEndpoint,
  type FaultMode,
  startDevnet,
} from "@oracle-explorer/devnet";
import { listen } from "@oracle-explorer/server-kit";
import { createApp } from "../app.ts";
import { type ApiContextOptions, createApiContext } from "../context.ts";

export interface ApiHarnessOptions extends ApiContextOptions {
  /**
   * Local anvil chains for the devnet (`{ chainIds, basePort }`, plus its relayer options); none
   * by default. Their state goes to the harness's temp dir unless `stateDir` says otherwise.
   */
  chains?: Exclude<DevnetOptions["chains"], "none" | undefined>;
}

/**
 * A real devnet (in this process, on a free loopback port, with its own temp history) behind a
 * real api app, for route tests: `request` drives the api with app.request(); `fault` switches
 * the devnet's fault injection, so every upstream failure mode is tested against real HTTP.
 */
export async function startApiWithDevnet(harnessOptions: ApiHarnessOptions = {}) {
  const { chains, ...options } = harnessOptions;
  const dir = mkdtempSync(join(tmpdir(), "api-devnet-"));
  const devnet = await startDevnet({
    world: { referenceTime: DEFAULT_REFERENCE_TIME },
    databaseFile: join(dir, "prices.sqlite"),
    admin: true,
    ...(chains ? { chains: { stateDir: join(dir, "chains"), ...chains } } : {}),
  });
  const server = await listen({
    app: devnet.app,
    host: "127.0.0.1",
    port: 0,
    name: "devnet",
    portEnv: "DEVNET_PORT",
  }).catch(async (error: unknown) => {
    // No anvil may outlive a harness that failed to start.
    await devnet.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  const config = readProductConfig({ DEVNET_URL: server.url });
  const context = createApiContext(config, options);
  const app = createApp({ config, spa: null, context });

  const fault = async (endpoint: FaultEndpoint, mode: FaultMode | "off") => {
    const response = await fetch(`${server.url}/__admin/faults`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endpoint, mode }),
    });
    if (!response.ok) throw new Error(`fault switch failed: ${response.status}`);
  };

  return {
    app,
    context,
    devnet,
    devnetUrl: server.url,
    request: (path: string, init?: RequestInit) => app.request(path, init),
    json: async <T = unknown>(path: string): Promise<T> => {
      const response = await app.request(path);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    fault,
    close: async () => {
      await server.close();
      await devnet.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ApiHarness = Awaited<ReturnType<typeof startApiWithDevnet>>;
