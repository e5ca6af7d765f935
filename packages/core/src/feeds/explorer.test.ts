import { describe, expect, it } from "vitest";
import { adapterFamily, chainFamily, evmChainId, isNonEvmChain } from "./chain-family.ts";
import { type ExplorerLinks, explorerAddressUrl, explorerPrefix, explorerTxLinkParts } from "./explorer.ts";
import { isTestnetName } from "./testnet.ts";

describe("chain families and explorers", () => {
  it("DATA-15 DATA-20 reads the family from a string chain id's prefix", () => {
    expect(chainFamily(1)).toBe("evm");
    expect(chainFamily("solana/1")).toBe("solana");
    expect(chainFamily("sui/897796746")).toBe("sui");
    expect(chainFamily("radix/1")).toBe("radix");
    expect(chainFamily("stellar/2")).toBe("stellar");
    expect(chainFamily("movement/1")).toBe("movement");
    expect(chainFamily("aptos/1")).toBe("aptos");
    expect(chainFamily("42161")).toBe("evm");
    expect(evmChainId("42161")).toBe(42161);
    expect(evmChainId("solana/1")).toBeNull();
  });

  it("DATA-19 DATA-31 is non-EVM when the adapter type contains a non-EVM family or the id has a prefix", () => {
    expect(adapterFamily("sui-multi-feed")).toBe("sui");
    expect(adapterFamily("multi-feed")).toBeNull();
    expect(isNonEvmChain(1, "stellar-price-feeds")).toBe(true);
    expect(isNonEvmChain("canton/1", "multi-feed")).toBe(true);
    expect(isNonEvmChain(42161, "stylus")).toBe(false);
    expect(isNonEvmChain(1, "price-feeds")).toBe(false);
  });

  it("DATA-37 CONST-46 the explorer prefix is object for sui, movement and chain 250", () => {
    expect(explorerPrefix("sui/1")).toBe("object");
    expect(explorerPrefix("movement/126")).toBe("object");
    expect(explorerPrefix(250)).toBe("object");
  });
  it("DATA-38 the explorer prefix is contract for stellar", () => {
    expect(explorerPrefix("stellar/1")).toBe("contract");
  });
  it("DATA-39 the explorer prefix is component for radix", () => {
    expect(explorerPrefix("radix/1")).toBe("component");
  });
  it("DATA-40 the explorer prefix is account for solana", () => {
    expect(explorerPrefix("solana/1")).toBe("account");
  });
  it("DATA-41 the explorer prefix is address in every other case; Aptos, beyond the spec's families, is account", () => {
    expect(explorerPrefix(1)).toBe("address");
    expect(explorerPrefix(42161)).toBe("address");
    expect(explorerPrefix("canton/1")).toBe("address");
    // Aptos explorers have no "address" path: explorer.aptoslabs.com/account/0x…
    expect(explorerPrefix("aptos/1")).toBe("account");
  });

  const etherscan: ExplorerLinks = {
    name: "Etherscan",
    explorerUrl: "https://etherscan.io/",
    prefix: "address",
    getParameters: "",
    txSlug: "/tx/",
  };

  it("FEED-04 links an address as explorerUrl/prefix/address + getParameters", () => {
    expect(explorerAddressUrl(etherscan, "0xabc")).toBe("https://etherscan.io/address/0xabc");
    const solana = {
      ...etherscan,
      explorerUrl: "https://solscan.io",
      prefix: "account",
      getParameters: "?cluster=devnet",
    };
    expect(explorerAddressUrl(solana, "HPmP")).toBe("https://solscan.io/account/HPmP?cluster=devnet");
    expect(explorerAddressUrl({ ...etherscan, explorerUrl: "" }, "0xabc")).toBeNull();
  });

  it("FEED-17 links a transaction as explorerUrl + txSlug + hash", () => {
    expect(explorerTxLinkParts(etherscan)).toEqual({ base: "https://etherscan.io/tx/", suffix: "" });
  });

  it("FEED-17 a tx link keeps the explorer's query after the hash (base + hash + suffix)", () => {
    const solana = { ...etherscan, explorerUrl: "https://solscan.io/", getParameters: "?cluster=devnet" };
    expect(explorerTxLinkParts(solana)).toEqual({
      base: "https://solscan.io/tx/",
      suffix: "?cluster=devnet",
    });
    expect(explorerTxLinkParts({ ...etherscan, explorerUrl: "" })).toBeNull();
  });

  it("DATA-44 FEEDS-03 a network is a testnet when its name says so, in any case", () => {
    for (const name of [
      "Berachain Testnet",
      "megaEthTestnet",
      "Solana Devnet",
      "Tezos Ghostnet",
      "Radix Stokenet",
    ]) {
      expect(isTestnetName(name)).toBe(true);
    }
    for (const name of ["Ethereum Sepolia", "Holesky", "Polygon Amoy", "Avalanche Fuji"]) {
      expect(isTestnetName(name)).toBe(true);
    }
    for (const name of ["Ethereum Mainnet", "Arbitrum One", "Base", "Sonic Network"]) {
      expect(isTestnetName(name)).toBe(false);
    }
  });
});
