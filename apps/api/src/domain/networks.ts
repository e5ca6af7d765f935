import { isTestnetName, type NetworksFile, type NetworksView, toNetworks } from "@oracle-explorer/core";
import type { ApiContext } from "../context.ts";
import { toAssetUrl, toLinkUrl } from "./asset-urls.ts";
import { loadNetworksFile } from "./catalogue.ts";
import { memoizeLast } from "./memo.ts";

/** The networks catalogue (CONTRACTS j) as the web shows it; the RPC URL stays server-side. */
const networksOf = memoizeLast(
  (file: NetworksFile): NetworksView => ({
    networks: toNetworks(file).map((network) => ({
      id: network.id,
      chainId: network.chainId,
      name: network.name,
      iconUrl: toAssetUrl(network.iconUrl),
      explorerUrl: toLinkUrl(network.explorerUrl),
      isTestnet: isTestnetName(network.name),
    })),
  }),
);

export async function networksList(ctx: ApiContext): Promise<NetworksView> {
  return networksOf(await loadNetworksFile(ctx));
}
