import { describe, expect, it } from "vitest";
import { chainConfigsSchema } from "./chain-configs.ts";
import { networkSchema, networksFileSchema, toNetworks } from "./networks.ts";

const ethereum = {
  rpcUrl: "https://rpc.flashbots.net/fast",
  explorerUrl: "https://etherscan.io",
  chainId: 1,
  name: "Ethereum Mainnet",
  iconUrl: "https://example.com/eth.svg",
};

describe("networks", () => {
  it("DATA-14 maps a networks file to networks with a short id key, chainId, name, iconUrl, explorerUrl, rpcUrl", () => {
    const networks = toNetworks(
      networksFileSchema.parse({ ethereum, bnb: { ...ethereum, chainId: 56, name: "BNB Chain" } }),
    );
    expect(networks[0]).toEqual({
      id: "ethereum",
      chainId: 1,
      name: "Ethereum Mainnet",
      iconUrl: "https://example.com/eth.svg",
      explorerUrl: "https://etherscan.io",
      rpcUrl: "https://rpc.flashbots.net/fast",
    });
    expect(networks.map((network) => network.id)).toEqual(["ethereum", "bnb"]);
    expect(networkSchema.parse(networks[1])).toEqual(networks[1]);
  });

  it('DATA-15 takes numeric EVM chain ids up to 168587773 and text ids such as "solana/1"', () => {
    const network = (chainId: unknown) =>
      networkSchema.safeParse({ id: "x", chainId, name: "x", iconUrl: "", explorerUrl: "", rpcUrl: "" });
    for (const chainId of [1, 168587773, "radix/1", "solana/1", "sui/897796746", "stellar/1"]) {
      expect(network(chainId).success).toBe(true);
    }
    for (const chainId of ["1", "solana", 1.5, -1, null]) expect(network(chainId).success).toBe(false);
  });

  it("DATA-14 rejects a networks entry without an rpcUrl", () => {
    const { rpcUrl: _omitted, ...noRpc } = ethereum;
    expect(networksFileSchema.safeParse({ ethereum: noRpc }).success).toBe(false);
  });

  it("DATA-16 a network list of EVM mainnets and testnets plus Radix, Solana, Sui and Stellar parses", () => {
    const list = {
      ethereum,
      sepolia: { ...ethereum, chainId: 11155111, name: "Sepolia Testnet" },
      radix: { ...ethereum, chainId: "radix/1", name: "Radix" },
      radixStokenet: { ...ethereum, chainId: "radix/2", name: "Radix Stokenet" },
      solana: { ...ethereum, chainId: "solana/1", name: "Solana" },
      solanaDevnet: { ...ethereum, chainId: "solana/3", name: "Solana Devnet" },
      sui: { ...ethereum, chainId: "sui/897796746", name: "Sui" },
      stellar: { ...ethereum, chainId: "stellar/1", name: "Stellar" },
    };
    expect(toNetworks(networksFileSchema.parse(list)).map((network) => network.chainId)).toEqual([
      1,
      11155111,
      "radix/1",
      "radix/2",
      "solana/1",
      "solana/3",
      "sui/897796746",
      "stellar/1",
    ]);
  });
});

describe("chain configs", () => {
  it("DATA-15 reads chain configs keyed by chain name with numeric or family/n networkIds", () => {
    const configs = chainConfigsSchema.parse({
      defaultConfig: {
        ethereum: {
          name: "Ethereum Mainnet",
          networkId: 1,
          currencySymbol: "ETH",
          publicRpcUrls: ["https://a"],
          isMainnet: true,
        },
        "solana-devnet": {
          name: "solana-devnet",
          networkId: "solana/3",
          isMainnet: false,
          avgBlockTimeMs: 400,
        },
      },
      temporaryConfigUpdates: { expirationTimestamp: "2026-07-20T12:01:00+02:00" },
    });
    expect(configs.defaultConfig["solana-devnet"]?.networkId).toBe("solana/3");
    expect(
      chainConfigsSchema.safeParse({ defaultConfig: { x: { name: "x", networkId: "x" } } }).success,
    ).toBe(false);
    expect(
      chainConfigsSchema.safeParse({ defaultConfig: { x: { name: "x", networkId: 1, isMainnet: "yes" } } })
        .success,
    ).toBe(false);
  });
});
