import { describe, expect, it } from "vitest";
import { sourcesCatalogueSchema } from "./sources-catalogue.ts";

describe("sources catalogue", () => {
  it("DATA-11 lists sources by id with logoURI, url and color", () => {
    const catalogue = sourcesCatalogueSchema.parse({
      ascendex: {
        logoURI: "https://cdn.redstone.finance/sources/ascendex.png",
        url: "https://ascendex.com",
        color: "#69cbe5",
      },
      "avalanche-evm-fetcher": { logoURI: "avax.svg", url: "", color: "#E84142" },
    });
    expect(Object.keys(catalogue)).toEqual(["ascendex", "avalanche-evm-fetcher"]);
    expect(catalogue["avalanche-evm-fetcher"]).toEqual({ logoURI: "avax.svg", url: "", color: "#E84142" });
  });

  it("DATA-11 rejects a source without a color", () => {
    expect(
      sourcesCatalogueSchema.safeParse({ kraken: { logoURI: "k.png", url: "https://kraken.com" } }).success,
    ).toBe(false);
  });
});
