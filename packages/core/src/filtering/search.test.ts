import { describe, expect, it } from "vitest";
import {
  feedMatchesSearch,
  matchesSearch,
  nodeMatchesSearch,
  searchNodes,
  searchSources,
  serviceAssetMatchesSearch,
  sourceMatchesSearch,
  tokenMatchesSearch,
} from "./search.ts";

describe("text search", () => {
  it("FILTER-20 is a case-insensitive substring match", () => {
    expect(matchesSearch("itcoi", ["Bitcoin"])).toBe(true);
    expect(matchesSearch("BITCOIN", ["bitcoin"])).toBe(true);
    expect(matchesSearch("  btc ", ["BTC"])).toBe(true);
    expect(matchesSearch("eth", ["Bitcoin"])).toBe(false);
    expect(matchesSearch("", ["anything"])).toBe(true);
    expect(matchesSearch("x", [undefined, null, 5])).toBe(false);
  });

  it("FILTER-20 treats regex characters literally", () => {
    expect(matchesSearch("a.b", ["axb"])).toBe(false);
    expect(matchesSearch("(", ["f(x)"])).toBe(true);
  });

  it("FILTER-21 matches tokens on name, symbol or comment", () => {
    const token = { name: "Ethereum", symbol: "ETH", comment: "Staked by Lido" };
    expect(tokenMatchesSearch(token, "ether")).toBe(true);
    expect(tokenMatchesSearch(token, "eth")).toBe(true);
    expect(tokenMatchesSearch(token, "lido")).toBe(true);
    expect(tokenMatchesSearch(token, "solana")).toBe(false);
  });

  it("FILTER-22 matches data service assets on name or symbol only", () => {
    const asset = { name: "Tether", symbol: "USDT", comment: "stablecoin" };
    expect(serviceAssetMatchesSearch(asset, "teth")).toBe(true);
    expect(serviceAssetMatchesSearch(asset, "usdt")).toBe(true);
    expect(serviceAssetMatchesSearch(asset, "stablecoin")).toBe(false);
  });

  it("FILTER-23 matches sources on id", () => {
    expect(sourceMatchesSearch({ id: "binance-usdt" }, "BINANCE")).toBe(true);
    expect(sourceMatchesSearch({ id: "kraken" }, "binance")).toBe(false);
    expect(searchSources([{ id: "binance" }, { id: "kraken" }], "kra")).toEqual([{ id: "kraken" }]);
  });

  it("FILTER-24 matches nodes on name or dataServiceId", () => {
    const node = {
      name: "RedStone Node 1",
      dataServiceId: "redstone-primary-prod",
      url: "https://example.com",
    };
    expect(nodeMatchesSearch(node, "node 1")).toBe(true);
    expect(nodeMatchesSearch(node, "primary-prod")).toBe(true);
    expect(nodeMatchesSearch(node, "example")).toBe(false);
    expect(searchNodes([node], "")).toEqual([node]);
  });

  it("FILTER-25 never matches the __NO_FEED__ sentinel", () => {
    const row = {
      feed: "PUF",
      network: { name: "Ethereum" },
      contractAddress: "0xabc",
      feedAddress: "__NO_FEED__",
    };
    expect(feedMatchesSearch(row, "feed")).toBe(false);
    expect(feedMatchesSearch(row, "no_")).toBe(false);
    expect(feedMatchesSearch(row, "puf")).toBe(true);
  });

  it("FILTER-25 matches feeds on feed, network name, contract address or feed address", () => {
    const row = {
      feed: "wstETH/ETH",
      token: "WSTETH",
      network: { name: "Arbitrum One" },
      contractAddress: "0xAbC0000000000000000000000000000000000001",
      feedAddress: "0xdef0000000000000000000000000000000000002",
    };
    expect(feedMatchesSearch(row, "wsteth/")).toBe(true);
    expect(feedMatchesSearch(row, "arbitrum")).toBe(true);
    expect(feedMatchesSearch(row, "0xabc")).toBe(true);
    expect(feedMatchesSearch(row, "0xDEF")).toBe(true);
    expect(feedMatchesSearch({ ...row, feed: "ETH" }, "wsteth")).toBe(false);
  });
});
