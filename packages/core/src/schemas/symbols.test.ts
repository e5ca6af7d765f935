import { describe, expect, it } from "vitest";
import { coingeckoSymbolToIdSchema, symbolsFileSchema } from "./symbols.ts";

describe("symbols and CoinGecko ids", () => {
  it("DATA-01 reads the feed-icon list entries {name, imageName, token}", () => {
    const entry = { name: "Bitcoin", imageName: "https://example.com/btc.webp", token: "BTC" };
    expect(symbolsFileSchema.parse([entry])).toEqual([entry]);
    expect(symbolsFileSchema.safeParse([{ name: "Bitcoin", token: "BTC" }]).success).toBe(false);
  });

  it("DATA-01 reads the symbol → CoinGecko id map and rejects non-text ids", () => {
    expect(coingeckoSymbolToIdSchema.parse({ ETH: "ethereum" })).toEqual({ ETH: "ethereum" });
    expect(coingeckoSymbolToIdSchema.safeParse({ ETH: 1 }).success).toBe(false);
  });
});
