import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockTimestampArgs, onChainUpdatesQuery, valueForDataFeedArgs } from "./chain-reads.ts";
import { isExcludedFeed, isForcedMultifeedChain, publicFeedRows } from "./feed-exclusions.ts";
import {
  apiValuesFor,
  decodeFeedTimestamp,
  decodeFeedValue,
  feedDecimals,
  initialLoaders,
  settleLoader,
} from "./feed-values.ts";
import { popularityOf } from "./popularity.ts";

describe("feed values", () => {
  it("DATA-45 CONST-44 the sUSDe rate provider feed uses 10 decimals and every other feed 8", () => {
    expect(feedDecimals("sUSDe_RATE_PROVIDER")).toBe(10);
    expect(feedDecimals("ETH")).toBe(8);
    expect(feedDecimals("sUSDe")).toBe(8);
  });

  it("DATA-46 decodes a hex value with the feed's decimals and a hex timestamp in seconds", () => {
    expect(decodeFeedValue("0x3a35294400", 8)).toBe(2500);
    expect(decodeFeedValue(`0x${(250755405740n).toString(16)}`, 8)).toBeCloseTo(2507.5540574, 9);
    expect(decodeFeedValue(`0x${(12345678901n).toString(16)}`, 10)).toBeCloseTo(1.2345678901, 12);
    expect(decodeFeedTimestamp("0x66d6e1dd")).toBe(1725358557000);
    for (const bad of ["", "0x", "12", "0xzz", "abc"]) {
      expect(decodeFeedValue(bad, 8)).toBeNull();
      expect(decodeFeedTimestamp(bad)).toBeNull();
    }
    expect(decodeFeedTimestamp("0x0")).toBeNull();
  });

  it("DATA-46 decoding never throws and never gives NaN for any 256-bit value", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 18 }),
        (raw, decimals) => {
          const value = decodeFeedValue(`0x${raw.toString(16)}`, decimals);
          expect(value).not.toBeNull();
          expect(Number.isNaN(value)).toBe(false);
        },
      ),
    );
  });

  it("DATA-47 DATA-48 loaders start true and each turns false once its read ends", () => {
    const loaders = initialLoaders();
    expect(loaders).toEqual({ feedDataValue: true, blockTimestamp: true });
    const afterValue = settleLoader(loaders, "feedDataValue");
    expect(afterValue).toEqual({ feedDataValue: false, blockTimestamp: true });
    expect(settleLoader(afterValue, "blockTimestamp")).toEqual({
      feedDataValue: false,
      blockTimestamp: false,
    });
    expect(loaders.feedDataValue).toBe(true);
  });

  it("DATA-49 reads apiValues for the row's layer and feed", () => {
    const answers = {
      zkLinkMultiFeed: { ETH: { timestamp: "2024-09-03T10:19:41Z", value: "2507.5540574" } },
      broken: { ETH: { timestamp: "yesterday", value: "lots" } },
      odd: { ETH: { timestamp: "2024-09-03T10:19:41Z", value: "" }, BTC: { timestamp: "x", value: "0x10" } },
    };
    expect(apiValuesFor(answers, "zkLinkMultiFeed", "ETH")).toEqual({
      value: 2507.5540574,
      timestamp: Date.UTC(2024, 8, 3, 10, 19, 41),
    });
    expect(apiValuesFor(answers, "zkLinkMultiFeed", "BTC")).toEqual({ value: null, timestamp: null });
    expect(apiValuesFor(answers, "broken", "ETH")).toEqual({ value: null, timestamp: null });
    expect(apiValuesFor(undefined, "x", "y")).toEqual({ value: null, timestamp: null });
    expect(apiValuesFor(answers, "odd", "ETH").value).toBeNull();
    expect(apiValuesFor(answers, "odd", "BTC").value).toBeNull();
    expect(apiValuesFor(answers, "constructor", "name")).toEqual({ value: null, timestamp: null });
  });

  it("DATA-35 CONST-34 popularity is the CONST-33 rank, and every other token comes after", () => {
    expect(popularityOf("BTC")).toBe(0);
    expect(popularityOf("ETH")).toBe(1);
    expect(popularityOf("APE")).toBe(15);
    expect(popularityOf("PEPE")).toBe(16);
    expect(popularityOf("wstETH/ETH")).toBe(16);
  });

  it("FEEDS-21 FEEDS-22 CONST-46 exclusion lists are empty until supplied, and chain 80094 reads as multi-feed", () => {
    expect(isExcludedFeed(80094, "BERA", "0xabc")).toBe(false);
    const lists = { "1": { feeds: ["OLD"], contracts: ["0xAbC"] } };
    expect(isExcludedFeed(1, "OLD", "0x1", lists)).toBe(true);
    expect(isExcludedFeed(1, "ETH", "0xabc", lists)).toBe(true);
    expect(isExcludedFeed(1, "ETH", "0x1", lists)).toBe(false);
    expect(isForcedMultifeedChain(80094)).toBe(true);
    expect(isForcedMultifeedChain("80094")).toBe(true);
    expect(isForcedMultifeedChain(1)).toBe(false);
  });

  it("FEEDS-21 FEEDS-22 the public list leaves out hidden layers and rows on the exclusion lists", () => {
    const row = (feedId: string, networkId: number, isHiddenLayer = false, contractAddress = "0x1") => ({
      feedId,
      networkId,
      isHiddenLayer,
      contractAddress,
    });
    const rows = [row("ETH", 1), row("OLD", 1), row("BTC", 1, true), row("BERA", 80094), row("HONEY", 80094)];
    const lists = { "1": { feeds: ["OLD"], contracts: [] }, "80094": { feeds: ["HONEY"], contracts: [] } };
    expect(publicFeedRows(rows, lists).map((r) => r.feedId)).toEqual(["ETH", "BERA"]);
    expect(publicFeedRows(rows).map((r) => r.feedId)).toEqual(["ETH", "OLD", "BERA", "HONEY"]);
  });

  it("CALL-08 getBlockTimestampFromLatestUpdate takes the feed id for multi-feed and mento only", () => {
    const eth = "0x4554480000000000000000000000000000000000000000000000000000000000";
    expect(blockTimestampArgs("multi-feed", "ETH")).toEqual([eth]);
    expect(blockTimestampArgs("fast-multi-feed", "ETH")).toEqual([eth]);
    expect(blockTimestampArgs("mento", "ETH")).toEqual([eth]);
    expect(blockTimestampArgs("price-feeds", "ETH")).toEqual([]);
    expect(blockTimestampArgs("price-feeds", "ETH", true)).toEqual([eth]);
    expect(valueForDataFeedArgs("ETH")).toEqual([eth]);
  });

  it("CALL-10 CALL-11 CONST-43 on-chain-updates ask 30 days above a 60000 ms heartbeat, else 25", () => {
    const base = { feedId: "ETH", relayerId: "zkLinkMultiFeed" };
    expect(onChainUpdatesQuery({ ...base, heartbeatPeriodMs: 86_400_000 })).toEqual({
      dataFeedId: "ETH",
      adapterName: "zkLinkMultiFeed",
      daysRange: 30,
      interval: "10m",
    });
    expect(onChainUpdatesQuery({ ...base, heartbeatPeriodMs: 60_000 }).daysRange).toBe(25);
    expect(onChainUpdatesQuery({ ...base, heartbeatPeriodMs: null }).daysRange).toBe(25);
  });
});
