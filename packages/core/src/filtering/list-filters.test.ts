import { describe, expect, it } from "vitest";
import { initialFilterState } from "./filter-state.ts";
import { filterFeedRows, filterTokens, isHiddenRow } from "./list-filters.ts";

const state = initialFilterState();

const tokens = [
  { symbol: "BTC", name: "Bitcoin", tags: ["crypto"] },
  { symbol: "stETH", name: "Lido Staked Ether", tags: ["crypto", "lst/lrt"] },
  { symbol: "EUR", name: "Euro", tags: ["currencies"] },
  { symbol: "HIDDEN", name: "Bitcoin Hidden", tags: ["crypto"], isHidden: true },
  { symbol: "HIDE", name: "Bitcoin Hide", tags: ["crypto"], hide: true },
];

const rows = [
  { feed: "ETH", token: "ETH", networkId: 1, network: { id: 1, name: "Ethereum Mainnet", isTestnet: false } },
  { feed: "BTC", token: "BTC", networkId: 1, network: { id: 1, name: "Ethereum Mainnet", isTestnet: false } },
  {
    feed: "ETH",
    token: "ETH",
    networkId: "solana/1",
    network: { id: "solana/1", name: "Solana", isTestnet: false },
  },
  {
    feed: "ETH",
    token: "ETH",
    networkId: 11155111,
    network: { id: 11155111, name: "Sepolia", isTestnet: true },
  },
];

const symbols = (list: readonly { symbol: string }[]) => list.map((item) => item.symbol);
const feedKeys = (list: readonly (typeof rows)[number][]) =>
  list.map((row) => `${row.token}@${row.networkId}`);

describe("list filters", () => {
  it("FILTER-26 leaves hidden tokens out of every list", () => {
    expect(isHiddenRow({ isHidden: true })).toBe(true);
    expect(isHiddenRow({ hide: true })).toBe(true);
    expect(isHiddenRow({ hide: false, isHidden: false })).toBe(false);
    expect(symbols(filterTokens(tokens, { ...state, search: "bitcoin" }))).toEqual(["BTC"]);
    expect(symbols(filterTokens(tokens, state))).toEqual(["BTC", "stETH", "EUR"]);
  });

  it("FILTER-09 an empty selected list means no restriction", () => {
    expect(filterTokens(tokens, { ...state, tokenTypes: [] })).toHaveLength(3);
    expect(filterFeedRows(rows, { ...state, cryptos: [], networks: [] })).toHaveLength(4);
  });

  it("FILTER-10 keeps a token when any selected tag is among its tags", () => {
    expect(symbols(filterTokens(tokens, { ...state, tokenTypes: ["lst/lrt", "currencies"] }))).toEqual([
      "stETH",
      "EUR",
    ]);
    expect(symbols(filterTokens(tokens, { ...state, tokenTypes: ["RWA"] }))).toEqual([]);
    expect(filterTokens([{ symbol: "X", name: "No tags" }], { ...state, tokenTypes: ["crypto"] })).toEqual(
      [],
    );
  });

  it("FILTER-08 while the filter status is off only the text search applies", () => {
    const off = {
      ...state,
      filterStatus: false,
      tokenTypes: ["currencies"],
      cryptos: ["BTC"],
      networks: [1],
    };
    expect(symbols(filterTokens(tokens, { ...off, search: "" }))).toEqual(["BTC", "stETH", "EUR"]);
    expect(feedKeys(filterFeedRows(rows, { ...off, search: "sol" }))).toEqual(["ETH@solana/1"]);
    expect(feedKeys(filterFeedRows(rows, { ...off, filterStatus: true, search: "sol" }))).toEqual([]);
  });

  it("FILTER-33 the crypto filter keys on the feed token and the network filter on the network id", () => {
    expect(feedKeys(filterFeedRows(rows, { ...state, cryptos: ["BTC"] }))).toEqual(["BTC@1"]);
    expect(feedKeys(filterFeedRows(rows, { ...state, networks: ["solana/1"] }))).toEqual(["ETH@solana/1"]);
    expect(feedKeys(filterFeedRows(rows, { ...state, cryptos: ["ETH"], networks: ["1"] }))).toEqual([
      "ETH@1",
    ]);
  });

  it("FEEDS-03 the network types keep mainnet or testnet rows", () => {
    expect(feedKeys(filterFeedRows(rows, { ...state, networkTypes: ["testnets"] }))).toEqual([
      "ETH@11155111",
    ]);
    expect(filterFeedRows(rows, { ...state, networkTypes: ["mainnets"] })).toHaveLength(3);
  });
});
