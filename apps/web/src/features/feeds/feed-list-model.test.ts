import { filterFeedRows, initialFilterState, sortFeeds } from "@oracle-explorer/core/filtering";
import { formatAnswer, formatDeviation } from "@oracle-explorer/core/format";
import { describe, expect, it } from "vitest";
import { feedItem, feedList } from "../../test/feeds-fixture.ts";
import { feedListModel, toRowViews } from "./feed-list-model.ts";

describe("feeds list model", () => {
  const rows = toRowViews(
    [
      ...feedList(),
      feedItem("BTC", "arbitrum", { popularity: 0 }),
      feedItem("ETH", "solana", { popularity: 1 }),
    ],
    Date.now(),
  );

  it("FEEDS-15 FEEDS-16 the list sorted once and then filtered equals the filtered list sorted, keystroke after keystroke", () => {
    for (const sort of [
      { sortBy: "popularity", sortDesc: false },
      { sortBy: "feed", sortDesc: true },
      { sortBy: "network", sortDesc: false },
    ]) {
      for (const search of ["", "e", "et", "eth", "sol", "0x"]) {
        const state = { ...initialFilterState(), ...sort, search, perPage: 64 };
        const expected = sortFeeds(filterFeedRows(rows, state), sort.sortBy, sort.sortDesc);
        expect(feedListModel(rows, state).matching).toEqual(expected);
      }
    }
  });

  it("FEEDS-03 FILTER-33 types and pickers kept per choice give the filtered list, whatever changes between keystrokes", () => {
    const choices = [
      { networkTypes: ["mainnets", "testnets"], cryptos: [], networks: [], filterStatus: true },
      { networkTypes: ["testnets"], cryptos: [], networks: [], filterStatus: true },
      { networkTypes: ["mainnets", "testnets"], cryptos: ["ETH"], networks: [], filterStatus: true },
      { networkTypes: ["mainnets", "testnets"], cryptos: ["ETH"], networks: [], filterStatus: false },
      { networkTypes: ["mainnets"], cryptos: [], networks: [1], filterStatus: true },
    ] as const;
    // Choices and searches interleaved, as a visitor would: each answer must match a fresh filter.
    for (const search of ["", "e", "eth", ""]) {
      for (const choice of choices) {
        const state = {
          ...initialFilterState(),
          ...choice,
          networkTypes: [...choice.networkTypes],
          cryptos: [...choice.cryptos],
          networks: [...choice.networks],
          search,
          perPage: 64,
        };
        const expected = sortFeeds(filterFeedRows(rows, state), state.sortBy, state.sortDesc);
        expect(feedListModel(rows, state).matching).toEqual(expected);
      }
    }
  });

  it("FEEDS-16 a new sort order re-sorts the same list", () => {
    const ascending = feedListModel(rows, {
      ...initialFilterState(),
      sortBy: "feed",
      sortDesc: false,
      perPage: 64,
    });
    const descending = feedListModel(rows, {
      ...initialFilterState(),
      sortBy: "feed",
      sortDesc: true,
      perPage: 64,
    });
    expect(descending.matching.map((row) => row.feed)).toEqual(
      sortFeeds(rows, "feed", true).map((row) => row.feed),
    );
    expect(ascending.matching[0]?.feed).not.toBe(descending.matching[0]?.feed);
  });
});

describe("feeds list formatting", () => {
  it("FEEDS-11 a deviation threshold reads as a plain percentage, however small", () => {
    expect(formatDeviation(0.5)).toBe("0.5%");
    expect(formatDeviation(1)).toBe("1%");
    expect(formatDeviation(0.000001)).toBe("0.000001%");
    expect(formatDeviation(null)).toBe("—");
    expect(formatDeviation(Number.NaN)).toBe("—");
  });

  it("FEEDS-10 an answer carries its denomination's currency symbol, or reads no-data", () => {
    expect(formatAnswer(2654.321, "USD")).toBe("$2,654.321");
    expect(formatAnswer(1.08421, "EUR")).toBe("€1.084");
    expect(formatAnswer(0.5, "ETH")).toBe("Ξ0.5000");
    expect(formatAnswer(null, "USD")).toBe("no-data");
  });
});
