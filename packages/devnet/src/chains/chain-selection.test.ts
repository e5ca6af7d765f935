import { describe, expect, it } from "vitest";
import { DEFAULT_REFERENCE_TIME } from "../env.ts";
import { createWorld } from "../world/index.ts";
import { DEFAULT_CHAIN_IDS, findAnvilBinary, readChainsEnv, selectNetworks } from "./chain-selection.ts";
import { planLayers } from "./layer-plan.ts";

describe("chain selection", () => {
  it("DEVNET_CHAINS and DEVNET_CHAIN_PORT: default, list, none, invalid", () => {
    expect(readChainsEnv({})).toEqual({ chainIds: DEFAULT_CHAIN_IDS, basePort: 8550 });
    expect(readChainsEnv({ DEVNET_CHAINS: " 10, 8453,10 ", DEVNET_CHAIN_PORT: "9000" })).toEqual({
      chainIds: [10, 8453],
      basePort: 9000,
    });
    expect(readChainsEnv({ DEVNET_CHAINS: "none" }).chainIds).toEqual([]);
    expect(() => readChainsEnv({ DEVNET_CHAINS: "ethereum" })).toThrow(/DEVNET_CHAINS/);
    expect(() => readChainsEnv({ DEVNET_CHAIN_PORT: "x" })).toThrow(/DEVNET_CHAIN_PORT/);
  });

  it("the default chains are two mainnets and a testnet with price-feeds and multi-feed layers", () => {
    const world = createWorld({ referenceTime: DEFAULT_REFERENCE_TIME });
    const { networks, unknown } = selectNetworks(world, { chainIds: DEFAULT_CHAIN_IDS, basePort: 8550 });
    expect(unknown).toEqual([]);
    expect(networks.map((n) => [n.network.key, n.network.isTestnet, n.port])).toEqual([
      ["ethereum", false, 8550],
      ["arbitrumOne", false, 8551],
      ["ethereum-sepolia", true, 8552],
    ]);
    for (const { chainId } of networks) {
      const types = new Set(planLayers(world, chainId).plans.map((plan) => plan.adapterType));
      expect([...types].sort(), String(chainId)).toEqual(["multi-feed", "price-feeds"]);
    }
    expect(selectNetworks(world, { chainIds: [999_999], basePort: 1 }).unknown).toEqual([999_999]);
  });

  it("finds the anvil binary of the optional package, or null when it is not installed", () => {
    const binary = findAnvilBinary();
    if (binary !== null) expect(binary).toMatch(/@foundry-rs\/anvil-[a-z]+-[a-z0-9]+\/bin\/anvil$/);
  });
});
