import { shippedCatalogue } from "@oracle-explorer/catalogue";
import type { NetworksView } from "@oracle-explorer/core/api-views";
import type { ChainId, NetworkInfo } from "@oracle-explorer/core/feeds";
import type { NetworksFile } from "@oracle-explorer/core/schemas";
import type { ApiContext } from "../context.ts";
import { toAssetUrl, toLinkUrl } from "./asset-urls.ts";
import { loadNetworkLookup, loadNetworksFile } from "./catalogue.ts";
import { memoizeLast } from "./memo.ts";

/** A chain id as the catalogues write it: a number for EVM chains, "family/n" otherwise. */
const asChainId = (id: string): ChainId => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * Every network the explorer knows (the shipped directory, built from the provider's whole chain
 * catalogue, and whatever a configured host's networks list adds), as the web shows it, sorted
 * by name; RPC URLs stay server-side.
 */
const networksOf = memoizeLast(
  (lookup: (chainId: ChainId) => NetworkInfo, file: NetworksFile): NetworksView => {
    const ids = new Set<string>([
      ...Object.keys(shippedCatalogue().networks),
      ...Object.values(file).map((network) => String(network.chainId)),
    ]);
    const networks = [...ids].map((id) => {
      const chainId = asChainId(id);
      const network = lookup(chainId);
      return {
        id: network.key,
        chainId,
        name: network.name,
        iconUrl: toAssetUrl(network.iconUrl),
        explorerUrl: toLinkUrl(network.explorerUrl),
        isTestnet: network.isTestnet ?? false,
      };
    });
    return { networks: networks.sort((a, b) => a.name.localeCompare(b.name)) };
  },
);

export async function networksList(ctx: ApiContext): Promise<NetworksView> {
  const [lookup, file] = await Promise.all([loadNetworkLookup(ctx), loadNetworksFile(ctx)]);
  return networksOf(lookup, file);
}
