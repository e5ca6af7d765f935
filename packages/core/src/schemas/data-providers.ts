import { z } from "zod";
import { type NodeManifest, nodeManifestSchema, nodeManifestTokenSchema } from "./node-manifest.ts";
import type { OracleRegistry, RegistryNode } from "./oracle-registry.ts";

/**
 * CALL-20: the explorer's provider (data service) and node models, built from the oracle registry
 * state and the data services' node manifests. The 2024 app hid "redstone-custom-urls-demo";
 * today's registry (fixtures/data-services/oracle-registry-state.json) no longer lists it, so
 * nothing is excluded here.
 */

/**
 * DATA-13: a signer node. Named OracleNode, not Node, so it does not shadow the DOM's Node type
 * in the web app.
 */
export const oracleNodeSchema = z.object({
  /** The registry key (an Arweave-style id or an EVM address). */
  key: z.string(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  /** false when the registry gives none, so views can test it without comparing to "". */
  evmAddress: z.union([z.string().min(1), z.literal(false)]),
  /** null when the registry gives none. */
  url: z.string().nullable(),
  dataServiceId: z.string(),
  ipAddress: z.string().optional(),
});
export type OracleNode = z.infer<typeof oracleNodeSchema>;

/** DATA-12: a data service with its manifest-derived figures and its nodes. */
export const providerSchema = z.object({
  /** The data service id, e.g. "redstone-primary-prod". */
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  /** Number of non-hidden tokens in the current manifest; 0 without one. */
  assetsCount: z.number().int().nonnegative(),
  /** The current manifest's non-hidden tokens (feed id → config). */
  tokens: z.record(z.string(), nodeManifestTokenSchema),
  defaultSource: z.array(z.string()),
  currentManifest: nodeManifestSchema.nullable(),
  nodes: z.array(oracleNodeSchema),
});
export type Provider = z.infer<typeof providerSchema>;

/** The node model of one registry entry. */
export function toOracleNode(key: string, node: RegistryNode): OracleNode {
  const evmAddress = node.evmAddress?.trim();
  const model: OracleNode = {
    key,
    name: node.name,
    logo: node.logo,
    description: node.description,
    evmAddress: evmAddress ? evmAddress : false,
    url: node.url?.trim() ? node.url : null,
    dataServiceId: node.dataServiceId,
  };
  if (node.ipAddress !== undefined) model.ipAddress = node.ipAddress;
  return model;
}

/** Every node of the registry, in registry order. */
export function toOracleNodes(registry: OracleRegistry): OracleNode[] {
  return Object.entries(registry.nodes).map(([key, node]) => toOracleNode(key, node));
}

/** The provider model of one data service, or null when the registry does not list it. */
export function toProvider(
  registry: OracleRegistry,
  dataServiceId: string,
  manifest?: NodeManifest | null,
): Provider | null {
  // Object.hasOwn: an id from a URL such as "constructor" must not find Object.prototype's.
  const service = Object.hasOwn(registry.dataServices, dataServiceId)
    ? registry.dataServices[dataServiceId]
    : undefined;
  if (!service) return null;
  const tokens = Object.fromEntries(
    Object.entries(manifest?.tokens ?? {}).filter(([, token]) => token.isHidden !== true),
  );
  return {
    id: dataServiceId,
    name: service.name,
    logo: service.logo,
    description: service.description,
    assetsCount: Object.keys(tokens).length,
    tokens,
    defaultSource: [...(manifest?.defaultSource ?? [])],
    currentManifest: manifest ?? null,
    nodes: toOracleNodes(registry).filter((node) => node.dataServiceId === dataServiceId),
  };
}

/** Every data service of the registry as a provider, in registry order; manifests by service id. */
export function toProviders(
  registry: OracleRegistry,
  manifests: Readonly<Partial<Record<string, NodeManifest>>> = {},
): Provider[] {
  return Object.keys(registry.dataServices).flatMap((id) => toProvider(registry, id, manifests[id]) ?? []);
}
