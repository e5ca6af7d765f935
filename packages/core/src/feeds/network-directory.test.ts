import { describe, expect, it } from "vitest";
import type { NetworkDirectory } from "../schemas/network-directory.ts";
import { explorerTxSlug } from "./explorer.ts";
import { buildNetworkDirectory, derivedNetworkName } from "./network-directory.ts";

const DIRECTORY: NetworkDirectory = {
  "1": {
    key: "ethereum",
    name: "Ethereum Mainnet",
    testnet: false,
    explorerUrl: "https://etherscan.io",
    iconUrl: "https://cdn.example/eth.svg",
    rpcUrls: ["https://eth.public.example"],
  },
  "solana/3": {
    key: "solana-devnet",
    name: "Solana Devnet",
    testnet: true,
    explorerUrl: "https://solscan.io",
    explorerGetParameters: "?cluster=devnet",
    rpcUrls: ["https://api.devnet.solana.com"],
  },
};

describe("the network directory", () => {
  it("DATA-14 names a known chain from the shipped directory whatever the upstream catalogues call it", () => {
    const lookup = buildNetworkDirectory({
      directory: DIRECTORY,
      appNetworks: { eth: { chainId: 1, name: "Ethereum", iconUrl: "/images/networks/eth.svg" } },
      chainConfigs: { ethereum: { name: "Ethereum Mainnet (local)", networkId: 1, publicRpcUrls: [] } },
    });
    expect(lookup(1, "mainnet")).toEqual({
      key: "ethereum",
      name: "Ethereum Mainnet",
      isTestnet: false,
      explorerUrl: "https://etherscan.io",
      getParameters: undefined,
      // The upstream's icon (the devnet serves its own), and its RPC list, even an empty one.
      iconUrl: "/images/networks/eth.svg",
      rpcUrl: undefined,
    });
    expect(lookup("solana/3", "devnet")).toMatchObject({ getParameters: "?cluster=devnet", isTestnet: true });
  });

  it("an RPC override wins; without an upstream catalogue the directory's public RPC is used", () => {
    expect(buildNetworkDirectory({ directory: DIRECTORY })(1).rpcUrl).toBe("https://eth.public.example");
    const overridden = buildNetworkDirectory({
      directory: DIRECTORY,
      chainConfigs: { ethereum: { name: "x", networkId: 1, publicRpcUrls: ["http://127.0.0.1:8550"] } },
      rpcOverrides: { "1": "https://my-node.example" },
    });
    expect(overridden(1).rpcUrl).toBe("https://my-node.example");
  });

  it("a chain only an upstream catalogue knows keeps that catalogue's name", () => {
    const lookup = buildNetworkDirectory({
      directory: DIRECTORY,
      chainConfigs: { newChain: { name: "New Chain Testnet", networkId: 4242, isMainnet: false } },
    });
    expect(lookup(4242)).toMatchObject({ key: "newChain", name: "New Chain Testnet", isTestnet: true });
  });

  it("a chain nobody knows gets a name from its family and number, never a bare Mainnet, and is reported once", () => {
    const unknown: string[] = [];
    const lookup = buildNetworkDirectory({
      directory: DIRECTORY,
      onUnknown: (id) => unknown.push(String(id)),
    });
    expect(lookup("radix/1", "mainnet")).toMatchObject({
      name: "Radix mainnet",
      key: "radix-mainnet",
      isTestnet: false,
    });
    expect(lookup("movement/250", "testnet")).toMatchObject({ name: "Movement (250)", isTestnet: true });
    expect(lookup("movement/250", "testnet").explorerUrl).toBeUndefined();
    expect(lookup(777, "Mainnet").name).toBe("EVM chain 777");
    lookup("radix/1", "mainnet");
    expect(unknown).toEqual(["radix/1", "movement/250", "777"]);
  });

  it("derived names: humanised manifest names for EVM chains, families for the others", () => {
    expect(derivedNetworkName(1234, "kavaEvm")).toBe("Kava Evm");
    expect(derivedNetworkName(1234, "arbitrum-nova")).toBe("Arbitrum Nova");
    expect(derivedNetworkName(1234, " testnet ")).toBe("EVM chain 1234");
    expect(derivedNetworkName("fuel/9889")).toBe("Fuel (9889)");
    expect(derivedNetworkName("newfam/1")).toBe("Newfam mainnet");
  });

  it("FEED-17 transaction paths per family: Aptos and Movement explorers call them txn", () => {
    expect(explorerTxSlug("aptos")).toBe("/txn/");
    expect(explorerTxSlug("movement")).toBe("/txn/");
    expect(explorerTxSlug("sui")).toBe("/txblock/");
    expect(explorerTxSlug("evm")).toBe("/tx/");
  });
});
