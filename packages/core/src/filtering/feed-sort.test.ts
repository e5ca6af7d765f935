import { describe, expect, it } from "vitest";
import { FEEDS_DEFAULT_SORT } from "../constants.ts";
import { isFeedSortKey, type SortableFeed, sortFeeds } from "./feed-sort.ts";

const row = (
  feed: string,
  popularity: number,
  network: string,
  deviation: number | null,
  heartbeatMs: number | null,
): SortableFeed => ({ feed, popularity, network: { name: network }, deviation, heartbeatMs });

const rows = [
  row("LINK", 12, "Arbitrum", 1, 86_400_000),
  row("BTC", 0, "Ethereum", 0.5, 3_600_000),
  row("ETH", 1, "Base", null, null),
  row("BTC", 0, "Avalanche", 0.1, 86_400_000),
  row("weETH", 16, "Ethereum", 0.5, 21_600_000),
];
const names = (list: readonly SortableFeed[]) => list.map((r) => `${r.feed}@${r.network.name}`);

describe("feed sort", () => {
  it("FEEDS-15 CONST-04 the default sort is popularity ascending: most popular first", () => {
    expect(FEEDS_DEFAULT_SORT).toEqual({ sortBy: "popularity", sortDesc: false });
    expect(names(sortFeeds(rows))).toEqual([
      "BTC@Avalanche",
      "BTC@Ethereum",
      "ETH@Base",
      "LINK@Arbitrum",
      "weETH@Ethereum",
    ]);
  });

  it("FEEDS-16 sorts by feed, network, deviation and heartbeat, both ways", () => {
    expect(names(sortFeeds(rows, "feed", false))[4]).toBe("weETH@Ethereum");
    expect(names(sortFeeds(rows, "feed", true))[0]).toBe("weETH@Ethereum");
    expect(names(sortFeeds(rows, "network", false))).toEqual([
      "LINK@Arbitrum",
      "BTC@Avalanche",
      "ETH@Base",
      "BTC@Ethereum",
      "weETH@Ethereum",
    ]);
    expect(sortFeeds(rows, "deviation", false).map((r) => r.deviation)).toEqual([0.1, 0.5, 0.5, 1, null]);
    expect(sortFeeds(rows, "deviation", true).map((r) => r.deviation)).toEqual([1, 0.5, 0.5, 0.1, null]);
    expect(sortFeeds(rows, "heartbeat", true).map((r) => r.heartbeatMs)).toEqual([
      86_400_000,
      86_400_000,
      21_600_000,
      3_600_000,
      null,
    ]);
  });

  it("FEEDS-16 an unknown sort key sorts by popularity, and the input is not mutated", () => {
    const before = names(rows);
    expect(isFeedSortKey("answer")).toBe(false);
    expect(names(sortFeeds(rows, "<script>", false))).toEqual(names(sortFeeds(rows)));
    expect(names(rows)).toEqual(before);
  });
});
