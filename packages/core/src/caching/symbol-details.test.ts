import { describe, expect, it } from "vitest";
import { fixturesMissingReason, readFixture } from "../test-support/fixtures.ts";
import { buildSymbolDetails } from "./symbol-details.ts";

const catalogue = {
  ETH: { name: "Ethereum", logoURI: "eth.png", tags: ["crypto"] },
  BUIDL: { name: "BlackRock USD", tags: ["RWA"], disclaimerID: "blackrock" },
  OLD: { name: "Old", isHidden: true },
};
const manifests = {
  "redstone-primary-prod": {
    defaultSource: ["coingecko"],
    tokens: {
      ETH: { source: ["binance", "kraken"] },
      EURC: { denomination: "EUR" },
      BUIDL: { rateFeed: true },
    },
  },
  "redstone-avalanche-prod": { tokens: { ETH: { source: ["trader-joe"] } } },
};

describe("symbol details", () => {
  it("DATA-54 joins the catalogue with the manifests, primary first", () => {
    const details = buildSymbolDetails(catalogue, manifests);
    expect(details.get("ETH")).toMatchObject({
      name: "Ethereum",
      logoURI: "eth.png",
      tags: ["crypto"],
      config: { source: ["binance", "kraken"], rateFeed: false },
      dataServices: ["redstone-primary-prod", "redstone-avalanche-prod"],
      denomination: "USD",
    });
    expect(details.get("EURC")).toMatchObject({
      name: "EURC",
      denomination: "EUR",
      config: { source: ["coingecko"], rateFeed: false },
    });
    expect(details.get("BUIDL")).toMatchObject({ disclaimerID: "blackrock", config: { rateFeed: true } });
    expect(details.get("OLD")).toMatchObject({ hidden: true, config: null, dataServices: [] });
  });

  it.skipIf(fixturesMissingReason !== null)(
    "DATA-54 builds details for the real catalogue and primary manifest",
    () => {
      const tokens = readFixture<Record<string, never>>("app-config/tokens.json");
      const primary = readFixture<{ defaultSource: string[]; tokens: Record<string, never> }>(
        "data-services/primary.json",
      );
      const details = buildSymbolDetails(tokens, { "redstone-primary-prod": primary });
      expect(details.size).toBeGreaterThanOrEqual(Object.keys(tokens).length);
      expect(details.get("ETH")?.config?.source.length).toBeGreaterThan(0);
    },
  );
});
