import { describe, expect, it } from "vitest";
import { pricePointSchema, priceSchema, pricesOf, pricesResponseSchema, toPricePoint } from "./prices.ts";

const aave = {
  symbol: "AAVE",
  provider: "redstone-primary-prod",
  value: 98.70920490830133,
  source: { "binance-usdt": 98.74915601825107, coingecko: 98.68 },
  timestamp: 1719856900000,
  providerPublicKey: "",
  permawebTx: "mock-permaweb-tx",
  version: "0.3",
};

describe("prices API", () => {
  it("DATA-10 maps a price object to a point with symbol, value, timestamp, id, source, provider and permawebTx", () => {
    const point = toPricePoint(priceSchema.parse({ ...aave, id: 12 }));
    expect(point).toEqual({
      symbol: "AAVE",
      value: 98.70920490830133,
      timestamp: 1719856900000,
      id: "12",
      source: { "binance-usdt": 98.74915601825107, coingecko: 98.68 },
      provider: "redstone-primary-prod",
      permawebTx: "mock-permaweb-tx",
    });
    expect(pricePointSchema.parse(point)).toEqual(point);
  });

  it("DATA-10 leaves id and permawebTx out of the point when the price has none", () => {
    const { permawebTx: _none, ...bare } = aave;
    const point = toPricePoint(priceSchema.parse(bare));
    expect(point).not.toHaveProperty("id");
    expect(point).not.toHaveProperty("permawebTx");
  });

  it("DATA-10 rejects a price whose value is text or whose source map holds text", () => {
    expect(priceSchema.safeParse({ ...aave, value: "98.7" }).success).toBe(false);
    expect(priceSchema.safeParse({ ...aave, source: { coingecko: "98.68" } }).success).toBe(false);
  });

  it("DATA-10 reads the array shape, the keyed-by-symbol shape and the empty answer", () => {
    const asArray = pricesResponseSchema.parse([aave]);
    const bySymbol = pricesResponseSchema.parse({ AAVE: aave, ETH: { ...aave, symbol: "ETH", value: 3400 } });
    expect(pricesOf(asArray).map((price) => price.symbol)).toEqual(["AAVE"]);
    expect(pricesOf(bySymbol).map((price) => price.value)).toEqual([98.70920490830133, 3400]);
    expect(pricesOf(pricesResponseSchema.parse([]))).toEqual([]);
  });
});
