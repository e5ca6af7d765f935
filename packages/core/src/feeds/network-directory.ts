import type { ChainId } from "./chain-family.ts";
import type { NetworkInfo } from "./feed-row.ts";

/** An entry of the chain catalogue (chain-configs.json), which knows every chain id in use. */
export interface ChainConfigInput {
  name: string;
  networkId: ChainId;
  publicRpcUrls?: string[];
}

/** An entry of the app's networks list (networks.json), which adds explorer and icon URLs. */
export interface AppNetworkInput {
  chainId: ChainId;
  name: string;
  explorerUrl?: string;
  rpcUrl?: string;
  iconUrl?: string;
}

/**
 * Merges the two sources by chain id: the networks list wins for name, explorer and icon (it is
 * what the explorer showed), the chain catalogue fills every chain the list lacks (79 of 115
 * current layers), and `extras` (config, e.g. explorers for newer chains) overrides both.
 * Returns the lookup that buildFeedRows takes.
 */
export function buildNetworkDirectory(
  chainConfigs: Readonly<Record<string, ChainConfigInput>>,
  appNetworks: Readonly<Record<string, AppNetworkInput>>,
  extras: Readonly<Record<string, Partial<NetworkInfo>>> = {},
): (chainId: ChainId) => NetworkInfo | undefined {
  const byChain = new Map<string, NetworkInfo>();
  for (const [key, config] of Object.entries(chainConfigs)) {
    byChain.set(String(config.networkId), { key, name: config.name, rpcUrl: config.publicRpcUrls?.[0] });
  }
  for (const [key, network] of Object.entries(appNetworks)) {
    const id = String(network.chainId);
    byChain.set(id, {
      ...byChain.get(id),
      key,
      name: network.name,
      explorerUrl: network.explorerUrl,
      iconUrl: network.iconUrl,
      rpcUrl: network.rpcUrl ?? byChain.get(id)?.rpcUrl,
    });
  }
  for (const [id, extra] of Object.entries(extras)) {
    const base = byChain.get(id);
    const merged = { ...base, ...extra };
    if (merged.key && merged.name) byChain.set(id, merged as NetworkInfo);
  }
  return (chainId) => byChain.get(String(chainId));
}
