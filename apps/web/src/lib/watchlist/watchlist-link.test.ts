import { MAX_SUBJECTS } from "@oracle-explorer/core/history";
import { describe, expect, it } from "vitest";
import { importedWatchlist, newInLink, readWatchlistLink, watchlistLinkSearch } from "./watchlist-link.ts";

const NODE = "node:0x8bb8f32df04c8b654987daaed53d6b6091e3b774";
const FEED = "feed:ethereumMultiFeed/SolvBTC.BBN_FUNDAMENTAL/USD";

const read = (search: string) => readWatchlistLink(new URLSearchParams(search));

describe("watchlist links", () => {
  it("writes each id percent-encoded, comma-separated, and reads back the same ids", () => {
    const ids = ["token:USDC/EUR", FEED, NODE, "network:solana/1"];
    const search = watchlistLinkSearch(ids);
    expect(search).toBe(
      "?ids=token%3AUSDC%2FEUR,feed%3AethereumMultiFeed%2FSolvBTC.BBN_FUNDAMENTAL%2FUSD," +
        "node%3A0x8bb8f32df04c8b654987daaed53d6b6091e3b774,network%3Asolana%2F1",
    );
    expect(read(search)).toEqual({
      ids,
      given: 4,
      malformedCount: 0,
      malformed: [],
      duplicates: 0,
      clamped: null,
    });
    expect(watchlistLinkSearch([])).toBe("");
  });

  it("is no link without ids: the page shows the local watchlist alone", () => {
    expect(read("")).toBeNull();
    expect(read("?other=1")).toBeNull();
  });

  it("sets malformed ids apart and counts them all, duplicates once, in any case of a node address", () => {
    const link = read(
      `?ids=token:ETH,bogus,token:ETH,,feed:noLayer,${NODE.toUpperCase().replace("NODE:0X", "node:0x")},${NODE},planet:mars`,
    );
    expect(link).toEqual({
      ids: ["token:ETH", NODE],
      given: 7,
      malformedCount: 3,
      malformed: ["bogus", "feed:noLayer", "planet:mars"],
      duplicates: 2,
      clamped: null,
    });
  });

  it(`clamps 5,000 ids to the first ${MAX_SUBJECTS} and says how many there were`, () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => `token:T${i}`);
    const link = read(watchlistLinkSearch(ids));
    expect(link?.ids).toEqual(ids.slice(0, MAX_SUBJECTS));
    expect(link?.clamped).toEqual({ given: 5_000, kept: MAX_SUBJECTS });
    expect(link?.given).toBe(5_000);
  });

  it("lists at most 20 malformed ids (each cut short) but counts every one", () => {
    const bad = Array.from({ length: 30 }, (_, i) => `x${i}`);
    const link = read(`?ids=${[...bad, `bad:${"z".repeat(300)}`].join(",")}`);
    expect(link?.malformedCount).toBe(31);
    expect(link?.malformed).toHaveLength(20);
    expect(link?.ids).toEqual([]);
  });

  it("replacing keeps the link's ids alone; merging keeps the local ones first and adds the new", () => {
    const local = ["token:BTC", "token:ETH"];
    const link = ["token:ETH", NODE];
    expect(importedWatchlist(local, link, "replace")).toEqual({ ids: ["token:ETH", NODE], clamped: null });
    expect(importedWatchlist(local, link, "merge")).toEqual({
      ids: ["token:BTC", "token:ETH", NODE],
      clamped: null,
    });
    expect(newInLink(local, link)).toEqual([NODE]);
  });

  it("a merge past the cap keeps the local ids and cuts the link's, saying so", () => {
    const local = Array.from({ length: 80 }, (_, i) => `token:L${i}`);
    const link = Array.from({ length: 50 }, (_, i) => `token:N${i}`);
    const merged = importedWatchlist(local, link, "merge");
    expect(merged.ids).toHaveLength(MAX_SUBJECTS);
    expect(merged.ids.slice(0, 80)).toEqual(local);
    expect(merged.clamped).toEqual({ given: 130, kept: MAX_SUBJECTS });
  });
});
