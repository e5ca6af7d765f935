import { privateKeyToAddress } from "viem/accounts";
import type { WorldDataService } from "../world/types.ts";
import type { RoundSigner } from "./types.ts";

const signersByService = new WeakMap<WorldDataService, RoundSigner[]>();

/**
 * The nodes of a service that sign: those with both a private key and an EVM address (the
 * "coming soon" node without an address signs nothing). Throws when a node's address does not
 * belong to its key: the gateway would otherwise serve packages whose signer resolves to no node.
 */
export function signersOf(service: WorldDataService): RoundSigner[] {
  const cached = signersByService.get(service);
  if (cached) return cached;
  const signers: RoundSigner[] = [];
  for (const [index, node] of service.nodes.entries()) {
    if (!node.privateKey || !node.evmAddress) continue;
    const derived = privateKeyToAddress(node.privateKey);
    if (derived.toLowerCase() !== node.evmAddress.toLowerCase()) {
      throw new Error(
        `devnet signer ${node.name} (${service.id}): evmAddress ${node.evmAddress} is not the address of its private key (${derived})`,
      );
    }
    signers.push({
      nodeKey: node.key,
      name: node.name,
      position: index + 1,
      evmAddress: node.evmAddress,
      privateKey: node.privateKey,
    });
  }
  signersByService.set(service, signers);
  return signers;
}
