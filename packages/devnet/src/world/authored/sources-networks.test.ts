import { shippedCatalogue } from "@oracle-explorer/catalogue";
import { chainFamily, NON_EVM_FAMILIES } from "@oracle-explorer/core/feeds";
import { describe, expect, it } from "vitest";
import { networkIconURI } from "../logos.ts";
import { createAuthoredWorld } from "./create-authored-world.ts";

const world = createAuthoredWorld({ seed: 3, productId: "redstone", referenceTime: Date.UTC(2025, 5, 1) });

describe("authored sources", () => {
  it("holds at least 20 sources: exchanges, DEX pools, the aggregator and fixed values", () => {
    const ids = world.sources.map((source) => source.id);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ["binance", "coinbase", "kraken", "okx", "bybit", "coingecko", "fixed-value"]) {
      expect(ids).toContain(id);
    }
    expect(ids).toContain("uniswap-v3-ethereum-weth-3000");
  });

  it("failure rates are mostly 0.1-2 %, with one flaky source", () => {
    const flaky = world.sources.filter((source) => source.failureRate > 0.05);
    expect(flaky).toHaveLength(1);
    const usual = world.sources.filter((s) => s.failureRate >= 0.0008 && s.failureRate <= 0.025);
    expect(usual.length).toBeGreaterThanOrEqual(world.sources.length - 4);
    for (const source of world.sources) {
      expect(source.color, source.id).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(source.outlierRate).toBeGreaterThanOrEqual(0);
      expect(source.outlierRate).toBeLessThan(0.1);
      expect(source.noise).toBeGreaterThanOrEqual(0);
      expect(source.noise).toBeLessThan(0.01);
    }
  });
});

describe("authored networks", () => {
  it("holds at least 30 networks with unique keys and chain ids", () => {
    expect(world.networks.length).toBeGreaterThanOrEqual(30);
    expect(new Set(world.networks.map((n) => n.key)).size).toBe(world.networks.length);
    expect(new Set(world.networks.map((n) => String(n.chainId))).size).toBe(world.networks.length);
  });

  it("DATA-15 covers the listed EVM chains and each non-EVM family named by DATA-20", () => {
    const ids = world.networks.map((n) => n.chainId);
    for (const id of [
      1, 42161, 8453, 10, 137, 43114, 56, 80094, 146, 59144, 534352, 11155111, 421614, 84532, 80069,
    ]) {
      expect(ids).toContain(id);
    }
    for (const id of [
      "solana/1",
      "solana/3",
      "sui/897796746",
      "stellar/1",
      "stellar/2",
      "radix/1",
      "aptos/1",
      "movement/126",
    ]) {
      expect(ids).toContain(id);
    }
    const families = new Set(world.networks.map((n) => chainFamily(n.chainId)));
    for (const family of ["sui", "radix", "solana", "movement", "stellar"] as const) {
      expect(NON_EVM_FAMILIES).toContain(family);
      expect(families).toContain(family);
    }
  });

  it("DATA-44 the testnet flag is the network directory's, and testnets exist", () => {
    const directory = shippedCatalogue().networks;
    for (const network of world.networks)
      expect(network.isTestnet, network.name).toBe(directory[String(network.chainId)]?.testnet);
    expect(world.networks.filter((n) => n.isTestnet).length).toBeGreaterThanOrEqual(8);
    expect(world.networks.filter((n) => !n.isTestnet).length).toBeGreaterThanOrEqual(20);
  });

  it("every network has rpc and icon URLs, and the explorer the directory knows for it", () => {
    for (const network of world.networks) {
      // Canton's adapters are Daml templates, which no public explorer shows.
      if (chainFamily(network.chainId) === "canton") expect(network.explorerUrl).toBe("");
      else expect(network.explorerUrl, network.key).toMatch(/^https:\/\//);
      expect(network.rpcUrl, network.key).toMatch(/^https?:\/\//);
      expect(network.iconUrl, network.key).toBe(networkIconURI(network.key));
    }
  });
});
