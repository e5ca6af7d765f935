import { describe, expect, it } from "vitest";
import {
  isDerivedTokenVariant,
  isTokenHidden,
  KNOWN_DENOMINATIONS,
  KNOWN_TOKEN_TAGS,
  tokenSchema,
  tokensCatalogueSchema,
} from "./tokens-catalogue.ts";

const fullToken = {
  name: "Compound Dai",
  symbol: "CDAI",
  logoURI: "https://cdn.redstone.finance/symbols/cdai.png",
  tags: ["crypto"],
  price: 0.0231,
  comment: "wrapped",
  isHidden: false,
  hide: false,
  denomination: "USD",
  disclaimerID: "fundamental",
  config: { source: ["binance", "coingecko"], rateFeed: false },
  url: "https://compound.finance",
  address: "0x5d3a536e4d6dbd6114cc1ead35777bab948e3643",
  chainId: 1,
  decimals: 8,
};

describe("token catalogue", () => {
  it("DATA-01 reads every Token field", () => {
    expect(tokenSchema.parse(fullToken)).toEqual(fullToken);
  });

  it("DATA-02 accepts an entry with only name, logoURI, url and tags, and one with only a name, but not one without a name", () => {
    const minimal = {
      name: "Bitcoin",
      logoURI: "https://cdn/btc.svg",
      url: "https://bitcoin.org/",
      tags: ["crypto"],
    };
    expect(tokenSchema.parse(minimal)).toEqual(minimal);
    expect(tokenSchema.parse({ name: "Bare" })).toEqual({ name: "Bare" });
    expect(tokenSchema.safeParse({ logoURI: "x" }).success).toBe(false);
  });

  it("DATA-03 treats a token as hidden when isHidden or hide is true", () => {
    expect(isTokenHidden({ isHidden: true })).toBe(true);
    expect(isTokenHidden({ hide: true })).toBe(true);
    expect(isTokenHidden({ isHidden: false, hide: false })).toBe(false);
    expect(isTokenHidden({})).toBe(false);
  });

  it("DATA-04 keeps the blackrock and fundamental disclaimers and drops an unknown id without rejecting the catalogue", () => {
    expect(tokenSchema.parse({ name: "BUIDL", disclaimerID: "blackrock" }).disclaimerID).toBe("blackrock");
    expect(tokenSchema.parse({ name: "X", disclaimerID: "fundamental" }).disclaimerID).toBe("fundamental");
    const catalogue = tokensCatalogueSchema.parse({
      ODD: { name: "Odd", disclaimerID: "proof-of-reserve" },
      OK: { name: "Ok" },
    });
    expect(catalogue.ODD?.disclaimerID).toBeUndefined();
    expect(Object.keys(catalogue)).toEqual(["ODD", "OK"]);
  });

  it("DATA-05 recognises _FUNDAMENTAL suffixes, TWAP markers in any case and slash pairs as derived variants", () => {
    for (const symbol of ["LBTC_FUNDAMENTAL", "PREMIA-TWAP-60", "xyz_twap_30", "wstETH/ETH"]) {
      expect(isDerivedTokenVariant(symbol)).toBe(true);
    }
    for (const symbol of ["ETH", "FUNDAMENTAL_X", "AAPL---24_7"])
      expect(isDerivedTokenVariant(symbol)).toBe(false);
  });

  it("DATA-06 knows the eight tags and keeps unknown tags", () => {
    expect(KNOWN_TOKEN_TAGS).toEqual([
      "crypto",
      "currencies",
      "RWA",
      "avax",
      "lst/lrt",
      "Proof of Reserves",
      "pair",
      "etfs",
    ]);
    expect(tokenSchema.parse({ name: "X", tags: ["new-tag"] }).tags).toEqual(["new-tag"]);
    expect(tokenSchema.safeParse({ name: "X", tags: "crypto" }).success).toBe(false);
  });

  it("DATA-07 accepts whole decimals from 0 to 18 only", () => {
    for (const decimals of [0, 6, 9, 16, 18])
      expect(tokenSchema.parse({ name: "X", decimals }).decimals).toBe(decimals);
    for (const decimals of [-1, 19, 6.5, "18"])
      expect(tokenSchema.safeParse({ name: "X", decimals }).success).toBe(false);
  });

  it("DATA-08 accepts chainId 1 and rejects a chainId that is not a whole number", () => {
    expect(tokenSchema.parse({ name: "X", chainId: 1 }).chainId).toBe(1);
    expect(tokenSchema.safeParse({ name: "X", chainId: "1" }).success).toBe(false);
  });

  it("DATA-09 knows the nine denominations and keeps others as text", () => {
    expect(KNOWN_DENOMINATIONS).toEqual([
      "USD",
      "EUR",
      "ETH",
      "BRL",
      "GBP",
      "BTC",
      "USDe",
      "percentage",
      "contracts",
    ]);
    expect(tokenSchema.parse({ name: "X", denomination: "HYPE" }).denomination).toBe("HYPE");
  });
});
