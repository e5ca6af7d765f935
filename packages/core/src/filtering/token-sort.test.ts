import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { POPULAR_SYMBOLS } from "../constants.ts";
import { sortTokensByPopularity } from "./token-sort.ts";

describe("sortTokensByPopularity", () => {
  it("TOKENS-21 puts the CONST-33 ranking first, in its order, then others by name A–Z", () => {
    const tokens = [
      { symbol: "ZRX", name: "0x" },
      { symbol: "APE", name: "ApeCoin" },
      { symbol: "ARB", name: "arbitrum" },
      { symbol: "ETH", name: "Ethereum" },
      { symbol: "AAVE", name: "Aave" },
      { symbol: "ATOM", name: "Cosmos" },
      { symbol: "BTC", name: "Bitcoin" },
      { symbol: "ALGO", name: "Algorand" },
    ];
    expect(sortTokensByPopularity(tokens).map((token) => token.symbol)).toEqual([
      "BTC",
      "ETH",
      "AAVE",
      "APE",
      "ZRX",
      "ALGO",
      "ARB",
      "ATOM",
    ]);
  });

  it("TOKENS-21 keeps the ranking order whatever the input order, without changing the input", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...POPULAR_SYMBOLS]), (symbols) => {
        const input = symbols.map((symbol) => ({ symbol, name: `Z ${symbol}` }));
        const sorted = sortTokensByPopularity([{ symbol: "AAA", name: "AAA" }, ...input]).map(
          (t) => t.symbol,
        );
        expect(sorted).toEqual([...POPULAR_SYMBOLS.filter((symbol) => symbols.includes(symbol)), "AAA"]);
        expect(input.map((t) => t.symbol)).toEqual(symbols);
      }),
    );
  });

  it("TOKENS-21 sorts tokens without a name by symbol", () => {
    expect(
      sortTokensByPopularity([{ symbol: "ZZ" }, { symbol: "AB", name: "Beta" }, { symbol: "BA" }]).map(
        (t) => t.symbol,
      ),
    ).toEqual(["BA", "AB", "ZZ"]);
  });
});
