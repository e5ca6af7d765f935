import type { LayerDeployment, LocalChain } from "../relayer/types.ts";
import type { World } from "../world/types.ts";

/**
 * Makes the served relayer schema and networks match the local chains: each deployed layer's
 * adapterContract and feed addresses become the deployed ones ("__NO_FEED__" and configs without
 * an address stay as they are), and each simulated network's rpcUrl becomes its anvil URL. The
 * world is mutated in place: every route serves the same objects.
 */
export function applyDeployments(
  world: World,
  deployments: readonly LayerDeployment[],
  chains: readonly LocalChain[],
): void {
  for (const deployment of deployments) {
    const manifest =
      world.relayerSchema.standard[deployment.layerId] ?? world.relayerSchema.multifeed[deployment.layerId];
    if (!manifest) continue;
    manifest.adapterContract = deployment.adapterAddress;
    for (const [feedId, address] of Object.entries(deployment.feedAddresses)) {
      const entry = manifest.priceFeeds[feedId];
      if (typeof entry === "string") manifest.priceFeeds[feedId] = address;
      else if (entry) entry.priceFeedAddress = address;
    }
  }
  for (const chain of chains) {
    const network = world.networks.find((candidate) => candidate.chainId === chain.chainId);
    if (network) network.rpcUrl = chain.rpcUrl;
  }
}
