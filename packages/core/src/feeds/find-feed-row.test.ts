import { describe, expect, it } from "vitest";
import { findFeedEntry, findFeedRow } from "./find-feed-row.ts";

const row = (layerId: string, feedId: string, networkName: string, isHiddenLayer = false) => ({
  layerId,
  feedId,
  isHiddenLayer,
  network: { name: networkName },
  routeNetwork: networkName.toLowerCase().replace(/ /g, "-"),
  routeToken: feedId.toLowerCase().replace(/\//g, "-"),
});

const rows = [
  row("megaEthBoltMultiFeed", "ETH", "MegaETH", true),
  row("megaEthMultiFeed", "ETH", "MegaETH"),
  row("berachainEth", "ETH", "Berachain"),
  row("berachainMultiFeed", "ETH", "Berachain"),
  row("baseMultiFeed", "wstETH/ETH", "Base"),
];

describe("finding the single feed's row", () => {
  it("FEED-01 finds the row whose route forms equal the params, and null (404) when none does", () => {
    expect(findFeedRow(rows, "base", "wsteth-eth")?.layerId).toBe("baseMultiFeed");
    expect(findFeedRow(rows, "base", "btc")).toBeNull();
    expect(findFeedRow(rows, "nowhere", "eth")).toBeNull();
  });

  it("FEED-01 an ambiguous route prefers a public layer, then schema order", () => {
    expect(findFeedRow(rows, "megaeth", "eth")?.layerId).toBe("megaEthMultiFeed");
    expect(findFeedRow(rows, "berachain", "eth")?.layerId).toBe("berachainEth");
  });

  it("FEED-01 a layer qualifier picks the row exactly, and a wrong one is a 404", () => {
    expect(findFeedRow(rows, "berachain", "eth", "berachainMultiFeed")?.layerId).toBe("berachainMultiFeed");
    expect(findFeedRow(rows, "berachain", "eth", "baseMultiFeed")).toBeNull();
  });

  it("FEED-01 finds the entry that carries the row, by the same rule", () => {
    const entries = rows.map((each, index) => ({ row: each, item: index }));
    const found = findFeedEntry(entries, (entry) => entry.row, "berachain", "eth");
    expect(found).toBe(entries[2]);
    expect(findFeedEntry(entries, (entry) => entry.row, "megaeth", "eth")?.item).toBe(1);
    expect(findFeedEntry(entries, (entry) => entry.row, "berachain", "eth", "berachainMultiFeed")?.item).toBe(
      3,
    );
    expect(findFeedEntry(entries, (entry) => entry.row, "berachain", "eth", "nope")).toBeNull();
  });
});
