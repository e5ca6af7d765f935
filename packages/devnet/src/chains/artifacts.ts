import { readFileSync } from "node:fs";
import type { Abi, Hex } from "viem";

/**
 * The compiled contracts, checked in under ./artifacts (see scripts/build-contracts.ts), so the
 * devnet deploys without compiling. Read lazily and once: only a devnet with chains needs them.
 */
export type ContractName = "PriceFeedsAdapter" | "MultiFeedAdapter" | "PriceFeed" | "Multicall3";

interface Artifact {
  contractName: ContractName;
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
}

const cache = new Map<ContractName, Artifact>();

export function loadArtifact(name: ContractName): Artifact {
  const cached = cache.get(name);
  if (cached) return cached;
  const text = readFileSync(new URL(`./artifacts/${name}.json`, import.meta.url), "utf8");
  const artifact = JSON.parse(text) as Artifact;
  cache.set(name, artifact);
  return artifact;
}
