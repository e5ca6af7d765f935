import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dataServiceFilterReducer,
  type FilterAction,
  type FilterState,
  initialFilterState,
  listFilterReducer,
} from "./filter-state.ts";

const onPage = (page: number, overrides: Partial<FilterState> = {}): FilterState => ({
  ...initialFilterState(),
  page,
  ...overrides,
});

const selected: Partial<FilterState> = {
  cryptos: ["BTC"],
  networks: [1, "solana/1"],
  tokenTypes: ["crypto"],
  sources: ["binance"],
};

describe("filter state transitions", () => {
  it("FILTER-01 changing any filter resets page to 1", () => {
    const actions: FilterAction[] = [
      { type: "setCryptos", cryptos: ["ETH"] },
      { type: "setNetworks", networks: [42161] },
      { type: "setTokenTypes", tokenTypes: ["lst/lrt"] },
      { type: "setSources", sources: ["kraken"] },
      { type: "setNetworkTypes", networkTypes: ["testnets"] },
    ];
    for (const action of actions) expect(listFilterReducer(onPage(4), action).page).toBe(1);
  });

  it("FILTER-01 re-applying the same selection keeps the page", () => {
    const state = onPage(4, { cryptos: ["BTC"] });
    expect(listFilterReducer(state, { type: "setCryptos", cryptos: ["BTC"] })).toBe(state);
  });

  it("FILTER-02 changing the search resets page to 1", () => {
    expect(listFilterReducer(onPage(3), { type: "setSearch", search: "b" }).page).toBe(1);
    expect(listFilterReducer(onPage(3), { type: "setSearch", search: "bitcoin" }).page).toBe(1);
    expect(listFilterReducer(onPage(3, { search: "b" }), { type: "setSearch", search: "" }).page).toBe(1);
  });

  it("FILTER-03 changing per page resets page to 1", () => {
    expect(listFilterReducer(onPage(5), { type: "setPerPage", perPage: 64 }).page).toBe(1);
  });

  it("FILTER-03 ignores a page size the list does not offer", () => {
    const state = onPage(5);
    expect(listFilterReducer(state, { type: "setPerPage", perPage: 1_000_000 })).toBe(state);
    expect(listFilterReducer(state, { type: "setPerPage", perPage: Number.NaN })).toBe(state);
  });

  it("FILTER-04 setPage clamps to 1..lastPage and to whole pages", () => {
    expect(listFilterReducer(onPage(1), { type: "setPage", page: 9, lastPage: 3 }).page).toBe(3);
    expect(listFilterReducer(onPage(2), { type: "setPage", page: -4 }).page).toBe(1);
    expect(listFilterReducer(onPage(1), { type: "setPage", page: 2.7 }).page).toBe(2);
    expect(listFilterReducer(onPage(2), { type: "setPage", page: Number.NaN }).page).toBe(2);
    expect(listFilterReducer(onPage(1), { type: "setPage", page: 5, lastPage: 0 }).page).toBe(1);
  });

  it("FILTER-05 a search of 1 or 2 characters does not switch the filter status", () => {
    const off = onPage(1, { filterStatus: false });
    expect(listFilterReducer(off, { type: "setSearch", search: "bt" }).filterStatus).toBe(false);
    const on = onPage(1, selected);
    const after = listFilterReducer(on, { type: "setSearch", search: "bt" });
    expect(after.filterStatus).toBe(true);
    expect(after.cryptos).toEqual(["BTC"]);
  });

  it("FILTER-06 an empty search turns the filter status on", () => {
    const off = onPage(1, { filterStatus: false, search: "bitcoin" });
    expect(listFilterReducer(off, { type: "setSearch", search: "" }).filterStatus).toBe(true);
    expect(listFilterReducer(off, { type: "setSearch", search: "   " }).filterStatus).toBe(true);
  });

  it("FILTER-07 a search of 3 or more characters clears crypto, network, source and token-type filters", () => {
    const after = listFilterReducer(onPage(2, selected), { type: "setSearch", search: "eth" });
    expect(after).toMatchObject({
      cryptos: [],
      networks: [],
      tokenTypes: [],
      sources: [],
      filterStatus: false,
    });
    expect(after.networkTypes).toEqual(["mainnets", "testnets"]);
  });

  it("FILTER-07 picking a filter after a clearing search turns the status back on", () => {
    const searched = listFilterReducer(onPage(1), { type: "setSearch", search: "bitcoin" });
    const picked = listFilterReducer(searched, { type: "setNetworks", networks: [1] });
    expect(picked.filterStatus).toBe(true);
    expect(picked.search).toBe("bitcoin");
  });

  it("FILTER-11 on the data service page, selecting a source clears the search", () => {
    const state = onPage(2, { search: "et" });
    expect(dataServiceFilterReducer(state, { type: "setSources", sources: ["binance"] }).search).toBe("");
    expect(listFilterReducer(state, { type: "setSources", sources: ["binance"] }).search).toBe("et");
  });

  it("FILTER-11 removing a source keeps the search", () => {
    const state = onPage(1, { search: "et", sources: ["binance", "kraken"] });
    const after = dataServiceFilterReducer(state, { type: "setSources", sources: ["binance"] });
    expect(after.search).toBe("et");
    expect(after.sources).toEqual(["binance"]);
  });

  it("FILTER-12 on the data service page, a search of 3 or more characters clears the sources", () => {
    const state = onPage(1, { sources: ["binance"] });
    expect(dataServiceFilterReducer(state, { type: "setSearch", search: "usd" }).sources).toEqual([]);
    expect(dataServiceFilterReducer(state, { type: "setSearch", search: "us" }).sources).toEqual(["binance"]);
  });

  it("FEEDS-02 network types can never be empty", () => {
    const testnets = listFilterReducer(onPage(1), { type: "setNetworkTypes", networkTypes: ["testnets"] });
    expect(testnets.networkTypes).toEqual(["testnets"]);
    expect(listFilterReducer(testnets, { type: "setNetworkTypes", networkTypes: [] }).networkTypes).toEqual([
      "mainnets",
      "testnets",
    ]);
  });

  it("TOKENS-11 clear all resets search and selections and keeps perPage", () => {
    const state = onPage(3, { ...selected, search: "bt", perPage: 64, filterStatus: false });
    expect(listFilterReducer(state, { type: "clearAll" })).toEqual({ ...initialFilterState(), perPage: 64 });
  });

  it("FILTER-01 selections drop repeats", () => {
    const after = listFilterReducer(onPage(1), { type: "setNetworks", networks: [1, 1, "1", "sui/1"] });
    expect(after.networks).toEqual([1, "sui/1"]);
  });

  it("FILTER-04 FILTER-07 keep the state valid for any sequence of actions", () => {
    const action: fc.Arbitrary<FilterAction> = fc.oneof(
      fc.string({ maxLength: 6 }).map((search) => ({ type: "setSearch", search }) as const),
      fc.array(fc.constantFrom("BTC", "ETH")).map((cryptos) => ({ type: "setCryptos", cryptos }) as const),
      fc
        .array(fc.constantFrom("binance", "kraken"))
        .map((sources) => ({ type: "setSources", sources }) as const),
      fc
        .array(fc.constantFrom("mainnets", "testnets" as const))
        .map((networkTypes) => ({ type: "setNetworkTypes", networkTypes }) as const),
      fc.double().map((page) => ({ type: "setPage", page }) as const),
      fc.constantFrom(8, 16, 33, 64).map((perPage) => ({ type: "setPerPage", perPage }) as const),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.array(action, { maxLength: 20 }), (dataService, actions) => {
        const reducer = dataService ? dataServiceFilterReducer : listFilterReducer;
        const state = actions.reduce(reducer, initialFilterState());
        expect(Number.isInteger(state.page) && state.page >= 1).toBe(true);
        expect(state.networkTypes.length).toBeGreaterThan(0);
        expect([8, 16, 32, 64]).toContain(state.perPage);
        // A clearing search leaves no picker selection unless one was picked after it.
        if (!state.filterStatus) expect([...state.cryptos, ...state.sources]).toEqual([]);
      }),
    );
  });
});
