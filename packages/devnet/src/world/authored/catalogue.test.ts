import { POPULAR_SYMBOLS, SUSDE_RATE_PROVIDER_FEED_ID } from "@oracle-explorer/core/constants";
import { isDerivedTokenVariant, KNOWN_DENOMINATIONS, KNOWN_TOKEN_TAGS } from "@oracle-explorer/core/schemas";
import { describe, expect, it } from "vitest";
import type { WorldToken } from "../types.ts";
import { createAuthoredWorld } from "./create-authored-world.ts";

const world = createAuthoredWorld({ seed: 7, productId: "redstone", referenceTime: Date.UTC(2025, 5, 1) });
const bySymbol = new Map(world.tokens.map((token) => [token.symbol, token]));
const token = (symbol: string): WorldToken => {
  const found = bySymbol.get(symbol);
  if (!found) throw new Error(`${symbol} missing from the catalogue`);
  return found;
};

describe("authored token catalogue", () => {
  it("holds at least 150 tokens with unique symbols", () => {
    expect(world.tokens.length).toBeGreaterThanOrEqual(150);
    expect(bySymbol.size).toBe(world.tokens.length);
  });

  it("DATA-06 the catalogue covers every known tag", () => {
    const tags = new Set(world.tokens.flatMap((t) => t.tags));
    for (const tag of KNOWN_TOKEN_TAGS) expect(tags, tag).toContain(tag);
  });

  it("DATA-09 the catalogue covers every known denomination", () => {
    const denominations = new Set(world.tokens.map((t) => t.denomination));
    for (const denomination of KNOWN_DENOMINATIONS)
      expect(denominations, denomination).toContain(denomination);
  });

  it("CONST-33 holds the popular 16", () => {
    for (const symbol of POPULAR_SYMBOLS) expect(bySymbol.has(symbol), symbol).toBe(true);
  });

  it("DATA-05 fundamental variants are slow, follow their base and carry the fundamental disclaimer", () => {
    const fundamentals = world.tokens.filter((t) => t.symbol.endsWith("_FUNDAMENTAL"));
    expect(fundamentals.length).toBeGreaterThanOrEqual(5);
    for (const variant of fundamentals) {
      expect(variant.behaviour).toBe("slow");
      expect(variant.disclaimerID).toBe("fundamental");
      expect(variant.derivedFrom).toBe(variant.symbol.replace(/_FUNDAMENTAL$/, ""));
      expect(isDerivedTokenVariant(variant.symbol)).toBe(true);
    }
  });

  it("DATA-05 TWAP-30 and TWAP-60 variants follow ETH and BTC", () => {
    expect(token("ETH-TWAP-30").derivedFrom).toBe("ETH");
    expect(token("BTC-TWAP-60").derivedFrom).toBe("BTC");
  });

  it("every derived token shares its base's denomination and reference value", () => {
    for (const variant of world.tokens.filter((t) => t.derivedFrom)) {
      const base = token(variant.derivedFrom ?? "");
      expect(base.derivedFrom, variant.symbol).toBeUndefined();
      expect(variant.denomination, variant.symbol).toBe(base.denomination);
      expect(variant.basePrice, variant.symbol).toBeCloseTo(base.basePrice, 6);
    }
  });

  it("DATA-05 slash pairs are tagged pair and priced in their quote", () => {
    const wsteth = token("wstETH/ETH");
    expect(wsteth.tags).toContain("pair");
    expect(wsteth.denomination).toBe("ETH");
    expect(wsteth.basePrice).toBeGreaterThan(1.1);
    expect(wsteth.basePrice).toBeLessThan(1.3);
    for (const pair of world.tokens.filter((t) => t.symbol.includes("/")))
      expect(pair.tags).toContain("pair");
  });

  it("tokens priced in ETH or BTC sit near 1 unit (exchange rates, not USD prices)", () => {
    const rates = world.tokens.filter(
      (t) => (t.denomination === "ETH" || t.denomination === "BTC") && !t.tags.includes("Proof of Reserves"),
    );
    expect(rates.length).toBeGreaterThanOrEqual(10);
    for (const rate of rates) {
      expect(rate.basePrice, rate.symbol).toBeGreaterThan(0.9);
      expect(rate.basePrice, rate.symbol).toBeLessThan(1.4);
    }
  });

  it("has sUSDe_RATE_PROVIDER priced in USDe", () => {
    const rate = token(SUSDE_RATE_PROVIDER_FEED_ID);
    expect(rate.denomination).toBe("USDe");
    expect(rate.behaviour).toBe("slow");
  });

  it("DATA-04 BUIDL carries the blackrock disclaimer", () => {
    expect(token("BUIDL").disclaimerID).toBe("blackrock");
    expect(token("BUIDL").tags).toContain("RWA");
  });

  it("DATA-03 hides a few tokens, never a popular one", () => {
    const hidden = world.tokens.filter((t) => t.hidden);
    expect(hidden.length).toBeGreaterThanOrEqual(3);
    for (const t of hidden) expect(POPULAR_SYMBOLS as readonly string[]).not.toContain(t.symbol);
  });

  it("stablecoins are stable near 1 and fiat currencies use the fiat behaviour", () => {
    for (const symbol of ["USDT", "USDC", "DAI", "USDe"]) {
      expect(token(symbol).behaviour).toBe("stable");
      expect(Math.abs(token(symbol).basePrice - 1)).toBeLessThan(0.005);
    }
    const currencies = world.tokens.filter((t) => t.tags.includes("currencies") && !t.symbol.includes("/"));
    expect(currencies.length).toBeGreaterThanOrEqual(10);
    for (const currency of currencies) expect(currency.behaviour, currency.symbol).toBe("fiat");
  });

  it("prices and volatilities are finite and realistic", () => {
    expect(token("BTC").basePrice).toBeGreaterThan(50_000);
    expect(token("ETH").basePrice).toBeGreaterThan(1_000);
    for (const t of world.tokens) {
      expect(Number.isFinite(t.basePrice) && t.basePrice > 0, t.symbol).toBe(true);
      expect(t.volatility, t.symbol).toBeGreaterThanOrEqual(0);
      expect(t.volatility, t.symbol).toBeLessThan(2);
    }
  });

  it("every token is priced from known sources and signed by at least one data service", () => {
    const sources = new Set(world.sources.map((s) => s.id));
    for (const t of world.tokens) {
      expect(t.sources.length, t.symbol).toBeGreaterThan(0);
      for (const source of t.sources) expect(sources, `${t.symbol} ${source}`).toContain(source);
      expect(t.dataServices.length, t.symbol).toBeGreaterThan(0);
    }
  });

  it("logos are devnet image paths, shared by a pair and its asset", () => {
    for (const t of world.tokens) expect(t.logoURI, t.symbol).toMatch(/^\/images\/tokens\/[a-z0-9.-]+\.svg$/);
    expect(token("wstETH/ETH").logoURI).toBe(token("wstETH").logoURI);
    expect(token("weETH_FUNDAMENTAL").logoURI).toBe(token("weETH").logoURI);
  });

  it("has a Proof of Reserves token for the proof-of-reserve feed", () => {
    expect(token(world.proofOfReserve.feedId).tags).toContain("Proof of Reserves");
  });
});
