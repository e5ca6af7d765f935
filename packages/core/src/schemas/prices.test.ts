import { describe, expect, it } from "vitest";
import { priceSchema } from "./prices.ts";

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
  it("DATA-10 reads a price object, and rejects one whose value is text or whose source map holds text", () => {
    expect(priceSchema.parse({ ...aave, id: 12 })).toMatchObject({
      symbol: "AAVE",
      value: 98.70920490830133,
      timestamp: 1719856900000,
      id: 12,
      source: { "binance-usdt": 98.74915601825107, coingecko: 98.68 },
      provider: "redstone-primary-prod",
      permawebTx: "mock-permaweb-tx",
    });
    expect(priceSchema.safeParse({ ...aave, value: "98.7" }).success).toBe(false);
    expect(priceSchema.safeParse({ ...aave, source: { coingecko: "98.68" } }).success).toBe(false);
  });
});
