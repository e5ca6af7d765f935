import { describe, expect, it } from "vitest";
import {
  feedCountsBySource,
  manifestSourceIds,
  retiredSourceIds,
  sortSourcesByFeedCount,
} from "./sources.ts";

const tokens = [
  { config: { source: ["binance", "kraken"] } },
  { config: { source: ["binance", "binance"] } },
  { config: { source: ["binance"] }, isHidden: true },
  { config: { source: ["binance"] }, hide: true },
  { config: { source: ["coinbase"] } },
  { config: {} },
  {},
];

describe("sources", () => {
  it("SOURCES-03 counts the non-hidden tokens whose config lists the source, once per token", () => {
    const counts = feedCountsBySource(tokens);
    expect(Object.fromEntries(counts)).toEqual({ binance: 2, kraken: 1, coinbase: 1 });
    expect(counts.get("bin")).toBeUndefined();
    expect(feedCountsBySource([]).size).toBe(0);
  });

  it("SOURCES-05 sorts by Number of Feeds, highest first, ties by id", () => {
    const sources = [
      { id: "kraken", feedCount: 3 },
      { id: "binance", feedCount: 10 },
      { id: "coinbase", feedCount: 3 },
      { id: "aave", feedCount: 0 },
    ];
    expect(sortSourcesByFeedCount(sources).map((source) => source.id)).toEqual([
      "binance",
      "coinbase",
      "kraken",
      "aave",
    ]);
  });
});

describe("sources the report names that nothing uses", () => {
  const manifests = [
    { defaultSource: ["binance", "kraken"], tokens: { BTC: {}, ETH: { source: ["coinbase"] } } },
    // A token only a second service lists, hidden or not, still keeps its sources in use.
    { tokens: { QI: { source: ["pangolin"], isHidden: true }, JOE: undefined } },
  ];

  it("every source a manifest names is in use: default sources and each token's own", () => {
    expect([...manifestSourceIds(manifests)].sort()).toEqual(["binance", "coinbase", "kraken", "pangolin"]);
    expect(manifestSourceIds([]).size).toBe(0);
  });

  it("report ids neither the catalogue nor any manifest uses are retired, A–Z", () => {
    const inUse = new Set(["ecb", ...manifestSourceIds(manifests)]);
    const report = { okex3: {}, binance: {}, bitfinex2: {}, ecb: {}, pangolin: {}, "binance-usdt": {} };
    expect(retiredSourceIds(report, inUse)).toEqual(["binance-usdt", "bitfinex2", "okex3"]);
    expect(retiredSourceIds({}, inUse)).toEqual([]);
  });
});
