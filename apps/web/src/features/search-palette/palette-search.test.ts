import {
  buildSearchIndex,
  looksLikeAddress,
  rankSearch,
  type SearchData,
} from "@oracle-explorer/core/filtering";
import { describe, expect, it } from "vitest";
import { screens } from "../../app/layout/sidebar-entries.ts";
import { feedItem } from "../../test/feeds-fixture.ts";

const CONTRACT = "0x73511669fd4de447fed18bb79bafeac93ab7f31f";
const data: SearchData = {
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
        record: null,
      },
      {
        name: "Arbitrum Node Four",
        logo: null,
        url: null,
        dataServiceId: "redstone-arbitrum-prod",
        evmAddress: false,
        record: null,
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
};
const index = buildSearchIndex(data);

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
      "Node: Ethereum Node One → /app/data-providers/0x8bb8f32df04c8b654987daaed53d6b6091e3b774/",
      "Node: Arbitrum Node Four → /app/data-providers/?search=Arbitrum%20Node%20Four",
      "Network: Ethereum Mainnet → /app/feeds/?networks=1",
    ]);
  });

  it("issue 29: gives tokens, feeds (by layer), nodes with a key and networks their watchlist ids", () => {
    expect(
      index.map(
        (entry) => `${entry.kind}: ${entry.watch ? `${entry.watch.subject} (${entry.watch.name})` : "—"}`,
      ),
    ).toEqual([
      "Token: token:ETH (ETH)",
      "Token: token:weETH (weETH)",
      "Token: token:USDC (USDC)",
      "Feed: feed:ethereumLayer/ETH (ETH on Ethereum Mainnet)",
      "Feed: feed:arbitrumLayer/ETH (ETH on Arbitrum One)",
      "Source: —",
      "Data service: —",
      "Node: node:0x8bb8f32df04c8b654987daaed53d6b6091e3b774 (Ethereum Node One)",
      // No key yet: nothing to watch.
      "Node: —",
      "Network: network:1 (Ethereum Mainnet)",
    ]);
  });

  it("ranks exact matches first, then prefixes, then words, then substrings", () => {
    const labels = rankSearch(index, "eth").map((entry) => `${entry.kind}: ${entry.label}`);
    expect(labels.slice(0, 3)).toEqual([
      "Token: ETH",
      "Feed: ETH on Ethereum Mainnet",
      "Feed: ETH on Arbitrum One",
    ]);
    expect(labels).toContain("Token: weETH");
    expect(labels.indexOf("Network: Ethereum Mainnet")).toBeLessThan(labels.indexOf("Token: weETH"));
    expect(rankSearch(index, "  ")).toEqual([]);
    expect(rankSearch(index, "zzz")).toEqual([]);
  });

  it("a pasted contract or node address jumps to what holds it, in any case", () => {
    expect(looksLikeAddress(CONTRACT.toUpperCase().replace("0X", "0x"))).toBe(true);
    expect(rankSearch(index, ` ${CONTRACT.toUpperCase().replace("0X", "0x")} `).map((e) => e.href)).toEqual([
      "/app/feeds/ethereum-mainnet/eth/",
    ]);
    expect(rankSearch(index, "0x8bb8f32df04c8b654987daaed53d6b6091e3b774")[0]?.kind).toBe("Node");
  });

  it("a node is found by its name or the start of its address and opens its own page", () => {
    const hrefs = (query: string) => rankSearch(index, query).map((entry) => entry.href);
    expect(hrefs("node one")).toEqual(["/app/data-providers/0x8bb8f32df04c8b654987daaed53d6b6091e3b774/"]);
    expect(hrefs("0x8BB8F3")).toEqual(["/app/data-providers/0x8bb8f32df04c8b654987daaed53d6b6091e3b774/"]);
    // A node without a key has no page: the list, searched by its name.
    expect(hrefs("node four")).toEqual(["/app/data-providers/?search=Arbitrum%20Node%20Four"]);
  });
});

describe("global search: the explorer's screens (beyond the spec)", () => {
  const withScreens = buildSearchIndex({ ...data, screens: screens("redstone") });
  const first = (query: string) => {
    const [best] = rankSearch(withScreens, query);
    return best ? `${best.kind}: ${best.label} → ${best.href}` : null;
  };

  it("comes first in the index, from the one list of screens the sidebar shows", () => {
    const screenCount = screens("redstone").length;
    expect(
      withScreens.slice(0, screenCount).map((entry) => `${entry.kind}: ${entry.label} → ${entry.href}`),
    ).toEqual([
      "Screen: Data Feeds → /app/tokens/",
      "Screen: Sources → /app/sources/",
      "Screen: Data Providers → /app/data-providers/",
      "Screen: Pull Model → /app/pull-model/redstone-primary-prod/",
      "Screen: Push Model → /app/feeds/",
      "Screen: Network Status → /app/status/",
      "Screen: Watchlist → /app/watchlist/",
      "Screen: Data Services → /app/data-services/",
      "Screen: Proof of Reserve → /app/proof-of-reserve/stablecoin/",
      "Screen: TVS Dashboard → /tvs/",
      "Screen: API health → /api/health",
      "Screen: API documentation → /api/docs",
    ]);
    expect(withScreens.slice(screenCount)).toEqual(index);
  });

  it.each([
    ["proof of reserve", "Proof of Reserve → /app/proof-of-reserve/stablecoin/"],
    ["Reserve", "Proof of Reserve → /app/proof-of-reserve/stablecoin/"],
    ["por", "Proof of Reserve → /app/proof-of-reserve/stablecoin/"],
    ["tvs", "TVS Dashboard → /tvs/"],
    ["starred", "Watchlist → /app/watchlist/"],
    ["total value secured", "TVS Dashboard → /tvs/"],
    ["data services", "Data Services → /app/data-services/"],
    ["sources", "Sources → /app/sources/"],
    ["push model", "Push Model → /app/feeds/"],
    ["pull model", "Pull Model → /app/pull-model/redstone-primary-prod/"],
    ["nodes", "Data Providers → /app/data-providers/"],
    ["data providers", "Data Providers → /app/data-providers/"],
    ["tokens", "Data Feeds → /app/tokens/"],
    ["status", "Network Status → /app/status/"],
    ["incidents", "Network Status → /app/status/"],
    ["health", "API health → /api/health"],
  ])("'%s' finds the screen first", (query, screen) => {
    expect(first(query)).toBe(`Screen: ${screen}`);
  });

  it("the api's own pages are marked to open with a full page load; the app's screens are not", () => {
    const health = withScreens.find((entry) => entry.label === "API health");
    expect(health?.external).toBe(true);
    expect(withScreens.find((entry) => entry.label === "TVS Dashboard")?.external).toBeUndefined();
  });

  it("screens do not crowd out what was asked for: a symbol still finds its token first", () => {
    expect(first("eth")).toBe("Token: ETH → /app/token/ETH/");
    expect(first("binance")).toBe("Source: binance → /app/sources/binance/");
  });
});
