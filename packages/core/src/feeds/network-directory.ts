import type { NetworkDirectory } from "../schemas/network-directory.ts";
import { type ChainId, chainFamily, evmChainId } from "./chain-family.ts";
import type { NetworkInfo } from "./feed-row.ts";
import { routeForm } from "./route-forms.ts";
import { isTestnetName } from "./testnet.ts";

/** An entry of an upstream chain catalogue (chain-configs.json), which knows every chain id in use. */
interface ChainConfigInput {
  name: string;
  networkId: ChainId;
  publicRpcUrls?: string[];
  isMainnet?: boolean;
}

/** An entry of an upstream networks list (networks.json), which adds explorer and icon URLs. */
interface AppNetworkInput {
  chainId: ChainId;
  name: string;
  explorerUrl?: string;
  rpcUrl?: string;
  iconUrl?: string;
}

interface NetworkDirectorySources {
  /** The shipped directory: it alone names known chains, so feed URLs never depend on an upstream. */
  directory: NetworkDirectory;
  /** An upstream networks list: icons (the devnet serves its own), and chains the directory lacks. */
  appNetworks?: Readonly<Record<string, AppNetworkInput>>;
  /** An upstream chain catalogue: RPC URLs (the devnet's local chains), and chains the directory lacks. */
  chainConfigs?: Readonly<Record<string, ChainConfigInput>>;
  /** Chain id → RPC URL that wins over every catalogue (CHAIN_RPC_URLS). */
  rpcOverrides?: Readonly<Record<string, string>>;
  /** Called once per chain id no source knows, with the name it was given. */
  onUnknown?: (chainId: ChainId, network: NetworkInfo) => void;
}

const FAMILY_NAMES: Readonly<Record<string, string>> = {
  sui: "Sui",
  radix: "Radix",
  solana: "Solana",
  movement: "Movement",
  stellar: "Stellar",
  aptos: "Aptos",
  canton: "Canton",
  fuel: "Fuel",
};

/** Manifest chain names that say nothing about the chain ("mainnet" is Ethereum's and Sui's). */
const GENERIC_NAMES = new Set(["", "mainnet", "main", "testnet", "test", "devnet", "dev"]);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "arbitrumOne" → "Arbitrum One", "kava-evm" → "Kava Evm". */
function humanise(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map(capitalise)
    .join(" ");
}

/**
 * A name for a chain no catalogue knows, from what its id and manifest say, so a new chain is
 * never shown as a bare "Mainnet": "Radix mainnet" for "radix/1" (network 1 is every non-EVM
 * family's mainnet), "Movement (250)" for "movement/250", the manifest's own name for an EVM chain
 * when it names the chain ("kavaEvm" → "Kava Evm"), else "EVM chain 12345".
 */
export function derivedNetworkName(chainId: ChainId, manifestName = ""): string {
  const text = String(chainId);
  const slash = text.indexOf("/");
  if (slash > 0) {
    const family = text.slice(0, slash).toLowerCase();
    const number = text.slice(slash + 1);
    const label = FAMILY_NAMES[family] ?? capitalise(family);
    return number === "1" ? `${label} mainnet` : `${label} (${number})`;
  }
  const trimmed = manifestName.trim();
  if (!GENERIC_NAMES.has(trimmed.toLowerCase())) return humanise(trimmed);
  return evmChainId(chainId) === null ? `Chain ${text}` : `EVM chain ${text}`;
}

/** Whether a chain no catalogue knows is a test chain: its manifest name or id says so. */
function derivedTestnet(chainId: ChainId, manifestName: string, name: string): boolean {
  if (isTestnetName(manifestName) || isTestnetName(name)) return true;
  // Non-EVM families number their mainnet 1 (solana/1, stellar/1, radix/1, aptos/1, canton/1).
  return chainFamily(chainId) !== "evm" && !String(chainId).endsWith("/1");
}

const nonEmpty = (url: string | undefined) => (url?.trim() ? url.trim() : undefined);

/**
 * The lookup feed rows take: chain id (+ the manifest's chain.name) → what the explorer shows of
 * that network. The shipped directory names every chain it knows, whatever the upstreams say;
 * upstream catalogues add icons, RPC URLs and chains the directory lacks; a chain nobody knows
 * gets a derived name (reported once through onUnknown). Never undefined.
 */
export function buildNetworkDirectory(
  sources: NetworkDirectorySources,
): (chainId: ChainId, manifestName?: string) => NetworkInfo {
  const byChainApp = new Map<string, AppNetworkInput & { key: string }>();
  for (const [key, network] of Object.entries(sources.appNetworks ?? {})) {
    byChainApp.set(String(network.chainId), { ...network, key });
  }
  const byChainConfig = new Map<string, ChainConfigInput & { key: string }>();
  for (const [key, config] of Object.entries(sources.chainConfigs ?? {})) {
    byChainConfig.set(String(config.networkId), { ...config, key });
  }
  const known = new Map<string, NetworkInfo>();
  return (chainId, manifestName = "") => {
    const id = String(chainId);
    const cachedKey = `${id}\u0000${manifestName}`;
    const cached = known.get(cachedKey);
    if (cached) return cached;
    const shipped = Object.hasOwn(sources.directory, id) ? sources.directory[id] : undefined;
    const app = byChainApp.get(id);
    const config = byChainConfig.get(id);
    // An upstream chain catalogue that lists the chain decides its RPCs, even none (a chain the
    // devnet does not run); the directory's public RPCs stand in for it otherwise.
    const rpcUrl =
      nonEmpty(sources.rpcOverrides?.[id]) ??
      (config ? nonEmpty(config.publicRpcUrls?.[0]) : (nonEmpty(app?.rpcUrl) ?? shipped?.rpcUrls[0]));
    const iconUrl = nonEmpty(app?.iconUrl) ?? shipped?.iconUrl;
    let network: NetworkInfo;
    if (shipped) {
      network = {
        key: shipped.key,
        name: shipped.name,
        isTestnet: shipped.testnet,
        explorerUrl: shipped.explorerUrl,
        getParameters: shipped.explorerGetParameters,
        iconUrl,
        rpcUrl,
      };
    } else if (app || config) {
      const name = app?.name ?? config?.name ?? id;
      network = {
        key: app?.key ?? config?.key ?? routeForm(name),
        name,
        isTestnet: config?.isMainnet !== undefined ? !config.isMainnet : isTestnetName(name),
        explorerUrl: nonEmpty(app?.explorerUrl),
        iconUrl,
        rpcUrl,
      };
    } else {
      const name = derivedNetworkName(chainId, manifestName);
      network = {
        key: routeForm(name),
        name,
        isTestnet: derivedTestnet(chainId, manifestName, name),
        rpcUrl,
      };
      sources.onUnknown?.(chainId, network);
    }
    known.set(cachedKey, network);
    return network;
  };
}
