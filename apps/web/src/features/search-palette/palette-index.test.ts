import { describe, expect, it } from "vitest";
import { feedItem } from "../../test/feeds-fixture.ts";
import { buildPaletteIndex, looksLikeAddress, searchPalette } from "./palette-index.ts";

const CONTRACT = "0x73511669fd4de447fed18bb79bafeac93ab7f31f";
const index = buildPaletteIndex({
  tokens: {
    provider: "redstone-primary-prod",
    warnings: [],
    tokens: [
      {
        symbol: "ETH",
        name: "Ethereum",
        logoURI: null,
        tags: [],
        denomination: "USD",
        price: 1,
        priceTimestamp: 1,
      },
      {
        symbol: "weETH",
        name: "ether.fi Wrapped eETH",
        logoURI: null,
        tags: [],
        denomination: "USD",
        price: 1,
        priceTimestamp: 1,
      },
      {
        symbol: "USDC",
        name: "USD Coin",
        logoURI: null,
        tags: [],
        denomination: "USD",
        price: 1,
        priceTimestamp: 1,
      },
    ],
  },
  feeds: {
    generatedAt: 0,
    warnings: [],
    feeds: [
      feedItem("ETH", "ethereum", { contractAddress: "0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f" }),
      feedItem("ETH", "arbitrum", { routeLayer: "arbitrumOther" }),
    ],
  },
  sources: {
    warnings: [],
    sources: [{ id: "binance", logoURI: null, url: null, color: null, feedCount: 12 }],
    retired: [],
  },
  services: {
    warnings: [],
    dataServices: [
      {
        id: "redstone-primary-prod",
        name: "Primary Production",
        logo: null,
        description: "",
        assetsCount: 3,
      },
    ],
  },
  nodes: {
    nodes: [
      {
        name: "Ethereum Node One",
        logo: null,
        url: null,
        dataServiceId: "redstone-primary-prod",
        evmAddress: "0x8BB8F32Df04c8b654987DAaeD53D6B6091e3B774",
      },
    ],
  },
  networks: {
    networks: [
      {
        id: "ethereum",
        chainId: 1,
        name: "Ethereum Mainnet",
        iconUrl: null,
        explorerUrl: null,
        isTestnet: false,
      },
    ],
  },
});

describe("global search index", () => {
  it("indexes tokens, feeds × networks, sources, data services, nodes and networks with their links", () => {
    expect(index.map((entry) => `${entry.kind}: ${entry.label} → ${entry.href}`)).toEqual([
      "Token: ETH → /app/token/ETH/",
      "Token: weETH → /app/token/weETH/",
      "Token: USDC → /app/token/USDC/",
      "Feed: ETH on Ethereum Mainnet → /app/feeds/ethereum-mainnet/eth/",
      "Feed: ETH on Arbitrum One → /app/feeds/arbitrum-one/eth/?layer=arbitrumOther",
      "Source: binance → /app/sources/binance/",
      "Data service: Primary Production → /app/pull-model/redstone-primary-prod/",
      "Node: Ethereum Node One → /app/data-providers/?search=Ethereum%20Node%20One",
      "Network: Ethereum Mainnet → /app/feeds/?networks=1",
    ]);
  });

  it("ranks exact matches first, then prefixes, then words, then substrings", () => {
    const labels = searchPalette(index, "eth").map((entry) => `${entry.kind}: ${entry.label}`);
    expect(labels.slice(0, 3)).toEqual([
      "Token: ETH",
      "Feed: ETH on Ethereum Mainnet",
      "Feed: ETH on Arbitrum One",
    ]);
    expect(labels).toContain("Token: weETH");
    expect(labels.indexOf("Network: Ethereum Mainnet")).toBeLessThan(labels.indexOf("Token: weETH"));
    expect(searchPalette(index, "  ")).toEqual([]);
    expect(searchPalette(index, "zzz")).toEqual([]);
  });

  it("a pasted contract or node address jumps to what holds it, in any case", () => {
    expect(looksLikeAddress(CONTRACT.toUpperCase().replace("0X", "0x"))).toBe(true);
    expect(
      searchPalette(index, ` ${CONTRACT.toUpperCase().replace("0X", "0x")} `).map((e) => e.href),
    ).toEqual(["/app/feeds/ethereum-mainnet/eth/"]);
    expect(searchPalette(index, "0x8bb8f32df04c8b654987daaed53d6b6091e3b774")[0]?.kind).toBe("Node");
  });
});
