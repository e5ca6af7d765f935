import { type OracleNode, toOracleNodes } from "@oracle-explorer/core/schemas";
import type { ApiContext } from "./context.ts";
import { loadRegistry } from "./domain/catalogue.ts";
import { loadServiceManifest } from "./domain/manifests.ts";

/**
 * What the indexer (apps/indexer) reads of the network, through the api's own upstream clients
 * and loaders, so it sees the network exactly as the api does, in either profile: each data
 * service's registered nodes, round interval and feeds, and its signed packages, latest or past;
 * and the push feeds the explorer lists, with their triggers.
 */

export { type ApiContext, createApiContext } from "./context.ts";
export { readDashboardsConfig } from "./dashboards-config.ts";
export { pointValue } from "./domain/manual-update-payload.ts";
export { type PushFeed, pushFeeds } from "./domain/push-feeds.ts";
export { recoverSigner } from "./domain/verification-checks.ts";
export { readRawRetention } from "./env.ts";

/** The gateway's grid when a manifest names no interval (CONTRACTS f: multiples of 10 000 ms). */
const DEFAULT_INTERVAL_MS = 10_000;

export interface ServiceRoster {
  serviceId: string;
  intervalMs: number;
  /** Registered signer addresses, lowercase (a node without a key is left out: it signs nothing). */
  nodes: string[];
  /** Node address (lowercase) → registry entry. */
  nodeByAddress: ReadonlyMap<string, OracleNode>;
  /** The feeds its manifest lists (hidden ones too: they are signed all the same). */
  feedIds: string[];
}

/** Every data service of the registry that has keyed nodes and a manifest. */
export async function serviceRosters(ctx: ApiContext): Promise<ServiceRoster[]> {
  const registry = await loadRegistry(ctx);
  const nodes = toOracleNodes(registry);
  const rosters: ServiceRoster[] = [];
  for (const serviceId of Object.keys(registry.dataServices)) {
    const { manifest } = await loadServiceManifest(ctx, serviceId);
    const keyed = nodes.filter(
      (node): node is OracleNode & { evmAddress: string } =>
        node.dataServiceId === serviceId && typeof node.evmAddress === "string",
    );
    if (!manifest || keyed.length === 0) continue;
    rosters.push({
      serviceId,
      intervalMs: manifest.interval && manifest.interval > 0 ? manifest.interval : DEFAULT_INTERVAL_MS,
      nodes: keyed.map((node) => node.evmAddress.toLowerCase()),
      nodeByAddress: new Map(keyed.map((node) => [node.evmAddress.toLowerCase(), node])),
      feedIds: Object.keys(manifest.tokens ?? {}),
    });
  }
  return rosters;
}
