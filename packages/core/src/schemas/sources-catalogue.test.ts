import { describe, expect, it } from "vitest";
import { sourceSchema, sourcesCatalogueSchema, toSources } from "./sources-catalogue.ts";

describe("sources catalogue", () => {
  it("DATA-11 lists sources with id, logoURI, url and color", () => {
    const sources = toSources(
      sourcesCatalogueSchema.parse({
        ascendex: {
          logoURI: "https://cdn.redstone.finance/sources/ascendex.png",
          url: "https://ascendex.com",
          color: "#69cbe5",
        },
        "avalanche-evm-fetcher": { logoURI: "avax.svg", url: "", color: "#E84142" },
      }),
    );
    expect(sources).toEqual([
      {
        id: "ascendex",
        logoURI: "https://cdn.redstone.finance/sources/ascendex.png",
        url: "https://ascendex.com",
        color: "#69cbe5",
      },
      { id: "avalanche-evm-fetcher", logoURI: "avax.svg", url: "", color: "#E84142" },
    ]);
    expect(sourceSchema.parse(sources[0])).toEqual(sources[0]);
  });

  it("DATA-11 rejects a source without a color", () => {
    expect(
      sourcesCatalogueSchema.safeParse({ kraken: { logoURI: "k.png", url: "https://kraken.com" } }).success,
    ).toBe(false);
  });
});
