import type {
  ChainConfigs,
  NetworksFile,
  NodeManifest,
  NodeManifestToken,
  OracleRegistry,
  RegistryNode,
  SourcesCatalogue,
  TokensCatalogue,
} from "@oracle-explorer/core/schemas";
import { arweaveIdFor } from "./addresses.ts";
import { LOCAL_RPC_PLACEHOLDER } from "./authored/networks.ts";
import { publicKeyOf } from "./dev-keys.ts";
import type { World, WorldDataService, WorldToken } from "./types.ts";

/**
 * The world as the devnet serves it: each function returns one endpoint's exact payload, with
 * optional fields left out (not set to undefined) so the JSON matches upstream files key for key.
 */

/** The token catalogue (app-config tokens.json): symbol → display data. */
export function tokensCatalogue(world: World): TokensCatalogue {
  const catalogue: TokensCatalogue = {};
  for (const token of world.tokens) {
    catalogue[token.symbol] = {
      name: token.name,
      logoURI: token.logoURI,
      ...(token.url ? { url: token.url } : {}),
      tags: [...token.tags],
      ...(token.comment ? { comment: token.comment } : {}),
      ...(token.hidden ? { isHidden: true } : {}),
      ...(token.disclaimerID ? { disclaimerID: token.disclaimerID } : {}),
      ...(token.decimals !== undefined ? { decimals: token.decimals } : {}),
    };
  }
  return catalogue;
}

/** The sources catalogue (app-config sources.json): source id → logo, url, colour. */
export function sourcesCatalogue(world: World): SourcesCatalogue {
  const catalogue: SourcesCatalogue = {};
  for (const source of world.sources) {
    catalogue[source.id] = { logoURI: source.logoURI, url: source.url, color: source.color };
  }
  return catalogue;
}

/** The networks list (app-config networks.json): slug → network. */
export function networksList(world: World): NetworksFile {
  const list: NetworksFile = {};
  for (const network of world.networks) {
    list[network.key] = {
      chainId: network.chainId,
      name: network.name,
      explorerUrl: network.explorerUrl,
      rpcUrl: network.rpcUrl,
      iconUrl: network.iconUrl,
    };
  }
  return list;
}

/** The chain catalogue (chain-configs.json); isMainnet is the inverse of the testnet flag. */
export function chainConfigs(world: World): ChainConfigs {
  const defaultConfig: ChainConfigs["defaultConfig"] = {};
  for (const network of world.networks) {
    defaultConfig[network.key] = {
      name: network.name,
      networkId: network.chainId,
      // A chain the devnet does not run has no RPC at all: its placeholder URL would make readers
      // try a port where nothing (or something else) listens, and call the chain "failed".
      publicRpcUrls:
        network.rpcUrl === LOCAL_RPC_PLACEHOLDER || network.rpcUrl === "" ? [] : [network.rpcUrl],
      isMainnet: !network.isTestnet,
    };
  }
  return { defaultConfig };
}

/** Behaviours whose values are rates/NAVs read on chain rather than traded prices. */
function isRateFeed(token: WorldToken): boolean {
  return token.behaviour === "slow";
}

function manifestToken(token: WorldToken): NodeManifestToken {
  // Catalogue decimals are ERC-20 decimals, not the signed value's; nodes sign every feed at the
  // default precision, so `decimals` is left out of the node manifest on purpose.
  return {
    source: [...token.sources],
    denomination: token.denomination,
    rateFeed: isRateFeed(token),
    ...(token.sources.length === 1 && token.sources[0] === "fixed-value"
      ? { fixedValue: token.basePrice }
      : {}),
    ...(token.hidden ? { isHidden: true } : {}),
  };
}

/** The data service serving a node manifest name, or undefined. */
function dataServiceByManifest(world: World, manifestName: string): WorldDataService | undefined {
  return world.dataServices.find((service) => service.manifestName === manifestName);
}

/** A node manifest (/manifests/{name}.json, CONTRACTS g), or null for a name no service uses. */
export function nodeManifest(world: World, manifestName: string): NodeManifest | null {
  const service = dataServiceByManifest(world, manifestName);
  if (!service) return null;
  const bySymbol = new Map(world.tokens.map((token) => [token.symbol, token]));
  const tokens: NodeManifest["tokens"] = {};
  for (const symbol of service.tokens) {
    const token = bySymbol.get(symbol);
    if (token) tokens[symbol] = manifestToken(token);
  }
  return {
    interval: service.interval,
    priceAggregator: "median",
    defaultSource: [...service.defaultSource],
    defaultBroadcasters: ["redstone-packages", "influx", "s3"],
    sourceTimeout: 7_000,
    minValidSourcesPercentage: 1,
    tokens,
  };
}

/** The oracle registry state (CONTRACTS g): data services and their nodes. */
export function oracleRegistryState(world: World): OracleRegistry {
  const admin = arweaveIdFor(`${world.productId}:admin`);
  const dataServices: OracleRegistry["dataServices"] = {};
  const nodes: OracleRegistry["nodes"] = {};
  for (const service of world.dataServices) {
    dataServices[service.id] = {
      name: service.name,
      logo: service.logo,
      description: service.description,
      admin,
      manifestTxId: "",
    };
    for (const node of service.nodes) {
      const entry: RegistryNode = {
        name: node.name,
        description: node.description,
        logo: node.logo,
        dataServiceId: node.dataServiceId,
        ...(node.evmAddress ? { evmAddress: node.evmAddress } : {}),
        ...(node.url ? { url: node.url } : {}),
        ...(node.ipAddress ? { ipAddress: node.ipAddress } : {}),
        ...(node.privateKey ? { ecdsaPublicKey: publicKeyOf(node.privateKey) } : {}),
      };
      nodes[node.key] = entry;
    }
  }
  return { contractAdmins: [admin], canEvolve: true, evolve: null, dataServices, nodes };
}
