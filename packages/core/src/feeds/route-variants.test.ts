import { describe, expect, it } from "vitest";
import { type RouteFacts, routeVariantLabels } from "./route-variants.ts";

describe("route variant labels", () => {
  it("names the adapter kind of rows that share a route, and the layer where kinds repeat", () => {
    const rows: RouteFacts[] = [
      { route: "ethereum-sepolia/xvs", layerId: "sepoliaVenusXvs", isMultifeed: false },
      { route: "ethereum-sepolia/xvs", layerId: "sepoliaMultiFeed", isMultifeed: true },
      { route: "base/eth", layerId: "baseMultiPriceFeed", isMultifeed: false },
      { route: "base/eth", layerId: "baseEth", isMultifeed: false },
      { route: "ethereum-mainnet/eth", layerId: "ethereumEth", isMultifeed: false },
    ];
    const labels = routeVariantLabels(rows, (row) => row);
    expect(rows.map((row) => labels.get(row) ?? null)).toEqual([
      "price feed",
      "multi-feed",
      "price feed · baseMultiPriceFeed",
      "price feed · baseEth",
      null,
    ]);
  });
});
