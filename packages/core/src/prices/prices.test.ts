import { describe, expect, it } from "vitest";
import { ALL_POINTS_INTERVAL, priceRangeQuery, queryDays } from "./price-query.ts";
import { priceDenomination, priceProviderChain, providersForToken } from "./providers.ts";

const NOW = 1_725_000_000_000;

describe("price queries", () => {
  it("CALL-22 CONST-11 CONST-12 the last hour is read at 60000 ms over a 3600000 ms window", () => {
    expect(priceRangeQuery("Last hour", NOW)).toEqual({
      fromTimestamp: NOW - 3_600_000,
      toTimestamp: NOW,
      interval: 60_000,
    });
  });

  it("CALL-23 CONST-10 a daily range of N days is read at 3600000 ms", () => {
    expect(priceRangeQuery("1 day", NOW)).toEqual({
      fromTimestamp: NOW - 86_400_000,
      toTimestamp: NOW,
      interval: 3_600_000,
    });
    expect(priceRangeQuery("3 days", NOW).fromTimestamp).toBe(NOW - 3 * 86_400_000);
    expect(priceRangeQuery("7 days", NOW).fromTimestamp).toBe(NOW - 7 * 86_400_000);
  });

  it("CALL-24 an explicit range takes every point (interval 1)", () => {
    expect(ALL_POINTS_INTERVAL).toBe(1);
  });

  it("CALL-28 query by provider uses 1, 3 or 7 days", () => {
    expect(queryDays("1 day")).toBe(1);
    expect(queryDays("3 days")).toBe(3);
    expect(queryDays("7 days")).toBe(7);
    expect(queryDays("Last hour")).toBeNull();
  });
});

describe("providers", () => {
  it("DATA-50 (decision) puts the RedStone services first, primary production leading, and coingecko last", () => {
    const ordered = {
      ETH: ["coingecko", "redstone-avalanche-prod", "redstone-primary-demo", "redstone-primary-prod"],
    };
    expect(providersForToken("ETH", ordered, "redstone")).toEqual([
      "redstone-primary-prod",
      "redstone-primary-demo",
      "redstone-avalanche-prod",
      "coingecko",
    ]);
    expect(providersForToken("USDC", { USDC: ["redstone-arbitrum-prod"] }, "redstone")).toEqual([
      "redstone-arbitrum-prod",
    ]);
    // Services outside the fallback order keep their listed order, after it.
    expect(providersForToken("X", { X: ["acme-b", "acme-a", "acme-primary-demo"] }, "acme")).toEqual([
      "acme-primary-demo",
      "acme-b",
      "acme-a",
    ]);
  });

  it("DATA-50 a token no RedStone service carries but coingecko lists is offered coingecko alone", () => {
    expect(providersForToken("XYZ", { XYZ: ["coingecko"] }, "redstone")).toEqual(["coingecko"]);
  });

  it("DATA-51 tokens with no ordered-providers entry default to {product}-primary-prod", () => {
    expect(providersForToken("XYZ", {}, "redstone")).toEqual(["redstone-primary-prod"]);
    expect(providersForToken("XYZ", { XYZ: [] }, "acme")).toEqual(["acme-primary-prod"]);
  });

  it("CALL-29 CONST-36 tries the chosen provider, then the fallbacks in order, each once", () => {
    expect(priceProviderChain("coingecko", "redstone")).toEqual([
      "coingecko",
      "redstone-primary-prod",
      "redstone-primary-demo",
      "redstone-arbitrum-demo",
      "redstone-avalanche-demo",
    ]);
    expect(priceProviderChain("redstone-primary-demo", "redstone")).toEqual([
      "redstone-primary-demo",
      "redstone-primary-prod",
      "redstone-arbitrum-demo",
      "redstone-avalanche-demo",
    ]);
  });
});

describe("lookups keyed by outside text", () => {
  it("DATA-51 a symbol named like an Object.prototype member is just an unknown symbol", () => {
    expect(providersForToken("constructor", {}, "redstone")).toEqual(["redstone-primary-prod"]);
    expect(providersForToken("hasOwnProperty", { ETH: ["coingecko"] }, "redstone")).toEqual([
      "redstone-primary-prod",
    ]);
  });
});

describe("price denomination", () => {
  it("FORMAT-19 a coingecko price is in USD whatever the token's denomination; a data service's is in it", () => {
    expect(priceDenomination("coingecko", "BTC")).toBe("USD");
    expect(priceDenomination("redstone-primary-prod", "BTC")).toBe("BTC");
    expect(priceDenomination(null, "percentage")).toBe("percentage");
  });
});
