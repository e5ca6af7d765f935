import { POPULAR_SYMBOLS } from "@oracle-explorer/core/constants";
import { arweaveIdFor } from "../addresses.ts";
import { devKey } from "../dev-keys.ts";
import { productLogoURI } from "../logos.ts";
import type { WorldDataService, WorldNode, WorldToken } from "../types.ts";

/**
 * The four data services of CONST-35 and their nodes. Signing keys are dev-mnemonic indices:
 * primary-prod takes 0..4 (the local adapters authorise exactly those), the others follow, and
 * one arbitrum node has no key yet ("Coming soon" on the nodes page).
 */
type ServiceSuffix = "primary-prod" | "avalanche-prod" | "arbitrum-prod" | "primary-demo";

interface NodeSpec {
  /** Name after "{productId}-{suffix}-". */
  name: string;
  /** Dev-mnemonic index; null for the node that has no address yet. */
  keyIndex: number | null;
  /** Older nodes are registered under an Arweave-style id, newer ones under their address. */
  keyedByAddress: boolean;
  operatorUrl?: string;
}

interface ServiceSpec {
  suffix: ServiceSuffix;
  manifestName: WorldDataService["manifestName"];
  title: string;
  description: string;
  nodes: readonly NodeSpec[];
  /** Whether the service signs a token. */
  lists: (token: WorldToken) => boolean;
}

const POPULAR = new Set<string>(POPULAR_SYMBOLS);
/** Avalanche-only long-tail tokens: the avalanche service signs them, primary-prod does not. */
const AVALANCHE_ONLY = new Set(["PNG", "XAVA", "YAK"]);
const ARBITRUM_ECOSYSTEM = new Set([
  "ARB",
  "GMX",
  "MAGIC",
  "RDNT",
  "GRAIL",
  "PREMIA",
  "PREMIA-TWAP-60",
  "GNS",
  "PENDLE",
  "wstETH/ETH",
  "weETH_FUNDAMENTAL",
  "sUSDe_RATE_PROVIDER",
]);
/** Besides the popular 16, what the demo service signs (what the testnet layers push). */
const DEMO_EXTRAS = new Set([
  "ARB",
  "MON",
  "SUI",
  "EUR",
  "GBP",
  "XVS",
  "ETH-TWAP-30",
  "ETH-TWAP-60",
  "BTC-TWAP-60",
]);

const SERVICE_SPECS: readonly ServiceSpec[] = [
  {
    suffix: "primary-prod",
    manifestName: "primary",
    title: "Primary Prod",
    description: "Data feeds from primary {brand} nodes - prod",
    lists: (token) => !AVALANCHE_ONLY.has(token.symbol),
    nodes: [
      { name: "altair", keyIndex: 0, keyedByAddress: false },
      { name: "wayfarer", keyIndex: 1, keyedByAddress: false },
      { name: "morpheus", keyIndex: 2, keyedByAddress: false },
      { name: "ciri", keyIndex: 3, keyedByAddress: true },
      { name: "vega", keyIndex: 4, keyedByAddress: true, operatorUrl: "https://vega-nodes.example" },
    ],
  },
  {
    suffix: "avalanche-prod",
    manifestName: "avalanche",
    title: "Avalanche Prod",
    description: "Data feeds for the Avalanche ecosystem from {brand} nodes - prod",
    lists: (token) => token.tags.includes("avax") || POPULAR.has(token.symbol),
    nodes: [
      { name: "node-1", keyIndex: 5, keyedByAddress: false },
      { name: "node-2", keyIndex: 6, keyedByAddress: false },
      { name: "node-3", keyIndex: 7, keyedByAddress: true },
      { name: "node-4", keyIndex: 8, keyedByAddress: true },
    ],
  },
  {
    suffix: "arbitrum-prod",
    manifestName: "arbitrum",
    title: "Arbitrum Prod",
    description: "Data feeds for the Arbitrum ecosystem from {brand} nodes - prod",
    lists: (token) => ARBITRUM_ECOSYSTEM.has(token.symbol) || POPULAR.has(token.symbol),
    nodes: [
      { name: "node-1", keyIndex: 9, keyedByAddress: false },
      { name: "node-2", keyIndex: 10, keyedByAddress: true },
      { name: "node-3", keyIndex: 11, keyedByAddress: true },
      { name: "node-4", keyIndex: null, keyedByAddress: false, operatorUrl: "https://coming-soon.example" },
    ],
  },
  {
    suffix: "primary-demo",
    manifestName: "main",
    title: "Primary Demo",
    description: "Data feeds from primary {brand} nodes - demo",
    lists: (token) => POPULAR.has(token.symbol) || DEMO_EXTRAS.has(token.symbol),
    nodes: [
      { name: "node-1", keyIndex: 12, keyedByAddress: false },
      { name: "node-2", keyIndex: 13, keyedByAddress: false },
      { name: "bolt-1", keyIndex: 14, keyedByAddress: true },
    ],
  },
];

/** "redstone" → "RedStone"; other product ids are title-cased ("acme-oracle" → "Acme Oracle"). */
function brandName(productId: string): string {
  if (productId === "redstone") return "RedStone";
  return productId
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export const serviceId = (productId: string, suffix: ServiceSuffix) => `${productId}-${suffix}`;

function buildNode(productId: string, service: ServiceSpec, spec: NodeSpec): WorldNode {
  const brand = brandName(productId);
  const name = `${productId}-${service.suffix}-${spec.name}`;
  const key = spec.keyIndex === null ? null : devKey(spec.keyIndex);
  return {
    key: key && spec.keyedByAddress ? key.address : arweaveIdFor(`${productId}:node:${name}`),
    name,
    description:
      key === null
        ? `${brand} ${service.title} node, coming soon`
        : `${service.description.replace("{brand}", brand)} - ${spec.name}`,
    logo: productLogoURI(productId),
    dataServiceId: serviceId(productId, service.suffix),
    evmAddress: key?.address ?? null,
    privateKey: key?.privateKey ?? null,
    url: spec.operatorUrl ?? `https://${productId}.finance`,
    // The registry publishes no real IPs; upstream writes 0.0.0.0 for every node.
    ...(key === null ? {} : { ipAddress: "0.0.0.0" }),
  };
}

/** The data services, each listing the catalogue tokens it signs in catalogue order. */
export function authoredDataServices(productId: string, tokens: readonly WorldToken[]): WorldDataService[] {
  const brand = brandName(productId);
  return SERVICE_SPECS.map((spec) => ({
    id: serviceId(productId, spec.suffix),
    name: `${brand} ${spec.title}`,
    description: spec.description.replace("{brand}", brand),
    logo: productLogoURI(productId),
    manifestName: spec.manifestName,
    tokens: tokens.filter(spec.lists).map((token) => token.symbol),
    defaultSource: ["coingecko"],
    interval: 10_000,
    nodes: spec.nodes.map((node) => buildNode(productId, spec, node)),
  }));
}

/** Fills each token's dataServices from the services that list it. */
export function assignDataServices(tokens: WorldToken[], services: readonly WorldDataService[]): void {
  for (const token of tokens) {
    token.dataServices = services.filter((service) => service.tokens.includes(token.symbol)).map((s) => s.id);
  }
}
