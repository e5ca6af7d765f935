import { isTestnetName, routeForm } from "@oracle-explorer/core/feeds";
import {
  type ChainConfigs,
  type DirectoryNetwork,
  type NetworkDirectory,
  type NetworksFile,
  networkDirectorySchema,
  type TokensCatalogue,
} from "@oracle-explorer/core/schemas";
import { z } from "zod";

/** One hand-kept entry of curated/networks.json (see its $comment). */
const curatedNetworkSchema = z.strictObject({
  key: z.string().optional(),
  name: z.string().optional(),
  testnet: z.boolean().optional(),
  explorerUrl: z.string().nullable().optional(),
  explorerGetParameters: z.string().optional(),
  iconUrl: z.string().optional(),
  currency: z.string().optional(),
  rpcUrls: z.array(z.string()).optional(),
  omit: z.literal(true).optional(),
});
export const curatedNetworksSchema = z.object({
  $comment: z.string().optional(),
  networks: z.record(z.string(), curatedNetworkSchema),
});
export type CuratedNetworks = z.infer<typeof curatedNetworksSchema>;

/**
 * Native currencies whose logo would mislead as a chain's icon: ETH is the currency of dozens of
 * L2s, and the stablecoins and bridged coins stand for other projects.
 */
const SHARED_CURRENCIES = new Set(["ETH", "BTC", "USDC", "USDT", "gUSDT", "pathUSD", "AlphaUSD", "TIA"]);

export interface DirectoryInputs {
  chainConfigs: ChainConfigs;
  appNetworks: NetworksFile;
  curated: CuratedNetworks;
  tokens: TokensCatalogue;
}

interface Draft {
  key?: string;
  name?: string;
  testnet?: boolean;
  explorerUrl?: string | null;
  explorerGetParameters?: string;
  iconUrl?: string;
  currency?: string;
  rpcUrls: string[];
  omit?: true;
}

const https = (url: string | null | undefined) => (url && /^https:\/\//.test(url) ? url : undefined);

/**
 * The shipped network directory, from the provider's chain catalogue (every chain id in use, its
 * name, mainnet flag, currency and public RPCs), the 2024 app's networks list (the names, explorers
 * and icons the old explorer showed, so its feed URLs keep working) and the hand-kept additions,
 * in that order of precedence. Throws when two chains would share a key or a route slug.
 */
export function buildDirectory(inputs: DirectoryInputs): NetworkDirectory {
  const drafts = new Map<string, Draft>();
  const draft = (id: string) => {
    let entry = drafts.get(id);
    if (!entry) {
      entry = { rpcUrls: [] };
      drafts.set(id, entry);
    }
    return entry;
  };
  for (const [key, config] of Object.entries(inputs.chainConfigs.defaultConfig)) {
    const entry = draft(String(config.networkId));
    Object.assign(entry, {
      key,
      name: config.name,
      testnet: config.isMainnet === undefined ? undefined : !config.isMainnet,
      currency: config.currencySymbol,
      rpcUrls: [...(config.publicRpcUrls ?? [])],
    });
  }
  for (const [key, network] of Object.entries(inputs.appNetworks)) {
    const entry = draft(String(network.chainId));
    entry.key ??= key;
    entry.name = network.name;
    entry.explorerUrl = network.explorerUrl;
    entry.iconUrl = network.iconUrl;
    if (network.rpcUrl && !entry.rpcUrls.includes(network.rpcUrl)) entry.rpcUrls.push(network.rpcUrl);
  }
  for (const [id, curated] of Object.entries(inputs.curated.networks)) {
    const entry = draft(id);
    const { rpcUrls, ...rest } = curated;
    Object.assign(entry, rest);
    if (rpcUrls) entry.rpcUrls = [...rpcUrls, ...entry.rpcUrls.filter((url) => !rpcUrls.includes(url))];
  }

  const directory: Record<string, DirectoryNetwork> = {};
  const keys = new Map<string, string>();
  const slugs = new Map<string, string>();
  const ids = [...drafts.keys()].sort(compareChainIds);
  for (const id of ids) {
    const entry = drafts.get(id) as Draft;
    if (entry.omit) continue;
    if (!entry.key || !entry.name) throw new Error(`network ${id}: no key or name from any source`);
    const clash = keys.get(entry.key) ?? slugs.get(routeForm(entry.name));
    if (clash) throw new Error(`networks ${clash} and ${id} share a key or a route slug ("${entry.name}")`);
    keys.set(entry.key, id);
    slugs.set(routeForm(entry.name), id);
    const currencyLogo =
      entry.currency && !SHARED_CURRENCIES.has(entry.currency)
        ? inputs.tokens[entry.currency]?.logoURI
        : undefined;
    const network: DirectoryNetwork = {
      key: entry.key,
      name: entry.name,
      testnet: entry.testnet ?? isTestnetName(entry.name),
      rpcUrls: entry.rpcUrls.filter((url) => /^https?:\/\//.test(url)),
    };
    const explorerUrl = https(entry.explorerUrl);
    if (explorerUrl) network.explorerUrl = explorerUrl.replace(/\/+$/, "");
    if (explorerUrl && entry.explorerGetParameters)
      network.explorerGetParameters = entry.explorerGetParameters;
    const iconUrl = https(entry.iconUrl) ?? https(currencyLogo);
    if (iconUrl) network.iconUrl = iconUrl;
    directory[id] = network;
  }
  return networkDirectorySchema.parse(directory);
}

/** EVM ids by number, then non-EVM ids by family and number. */
function compareChainIds(a: string, b: string): number {
  const [familyA, numberA] = a.includes("/") ? a.split("/") : ["", a];
  const [familyB, numberB] = b.includes("/") ? b.split("/") : ["", b];
  if (familyA !== familyB) return (familyA ?? "").localeCompare(familyB ?? "");
  return Number(numberA) - Number(numberB);
}
