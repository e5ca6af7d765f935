import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialFilterState } from "./filter-state.ts";
import {
  effectiveSearch,
  filterStateFromQuery,
  parseListQuery,
  QUERY_NAMES,
  queryFromFilterState,
  writeListQuery,
} from "./query-params.ts";

describe("parseListQuery", () => {
  it("FILTER-13 defaults page to 1", () => {
    expect(parseListQuery("").page).toBe(1);
    expect(parseListQuery("page=3").page).toBe(3);
  });

  it("FILTER-14 defaults sortBy to popularity", () => {
    expect(parseListQuery("").sortBy).toBe("popularity");
    expect(parseListQuery("sortBy=network").sortBy).toBe("network");
  });

  it("FILTER-15 defaults perPage to 32 on the tokens list, and to the list's own default elsewhere", () => {
    expect(parseListQuery("").perPage).toBe(32);
    expect(parseListQuery("perPage=64").perPage).toBe(64);
    expect(parseListQuery("", { perPage: 16 }).perPage).toBe(16);
  });

  it("FILTER-16 reads sortDesc as true only for the exact text 'true'", () => {
    expect(parseListQuery("sortDesc=true").sortDesc).toBe(true);
    for (const text of ["TRUE", "True", "1", "yes", "true ", "", "false"]) {
      expect(parseListQuery(`sortDesc=${text}`).sortDesc).toBe(false);
    }
    expect(parseListQuery("").sortDesc).toBe(false);
  });

  it("FILTER-17 reads all-digit network ids as numbers and others as decoded text", () => {
    expect(parseListQuery("networks=1,42161,solana%2F1,sui/897796746").networks).toEqual([
      1,
      42161,
      "solana/1",
      "sui/897796746",
    ]);
  });

  it("FILTER-17 keeps the raw text of a bad encoding instead of throwing", () => {
    expect(parseListQuery("networks=%E0%A4%A,1").networks).toEqual(["%E0%A4%A", 1]);
    expect(parseListQuery("search=100%").search).toBe("100%");
  });

  it("FILTER-18 reads tokenTypes, cryptos, networks and sources as comma-separated lists", () => {
    const query = parseListQuery(
      "?tokenTypes=crypto,lst/lrt&cryptos=BTC,ETH&networks=1&sources=binance,kraken",
    );
    expect(query.tokenTypes).toEqual(["crypto", "lst/lrt"]);
    expect(query.cryptos).toEqual(["BTC", "ETH"]);
    expect(query.sources).toEqual(["binance", "kraken"]);
    expect(parseListQuery("tokenTypes=Proof+of+Reserves%2Ccrypto,,crypto").tokenTypes).toEqual([
      "Proof of Reserves",
      "crypto",
    ]);
  });

  it("FILTER-18 accepts URLSearchParams, which encode commas", () => {
    const params = new URLSearchParams({ tokenTypes: "crypto,etfs", search: "a b" });
    expect(parseListQuery(params)).toMatchObject({ tokenTypes: ["crypto", "etfs"], search: "a b" });
  });

  it("FILTER-19 uses exactly the ten query names", () => {
    expect([...QUERY_NAMES].sort()).toEqual(
      [
        "searchTerm",
        "tokenTypes",
        "page",
        "perPage",
        "cryptos",
        "networks",
        "sortBy",
        "sortDesc",
        "search",
        "sources",
      ].sort(),
    );
    expect(parseListQuery("other=1&q=btc")).toEqual(parseListQuery(""));
  });

  it("FILTER-13 FILTER-15 turn bad input into clamped or default values", () => {
    expect(parseListQuery("page=-5").page).toBe(1);
    expect(parseListQuery("page=abc").page).toBe(1);
    expect(parseListQuery("page=2.5").page).toBe(1);
    expect(parseListQuery("page=99999999999999999999999").page).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseListQuery("perPage=1000000000").perPage).toBe(32);
    expect(parseListQuery("perPage=10").perPage).toBe(32);
    expect(parseListQuery("perPage=-8").perPage).toBe(32);
    expect(parseListQuery("sortBy=%3Cscript%3Ealert(1)%3C%2Fscript%3E").sortBy).toBe("popularity");
    expect(parseListQuery("sortBy=name", { sortKeys: ["feed", "network"] }).sortBy).toBe("popularity");
    expect(parseListQuery("search=%3Cscript%3E").search).toBe("<script>");
  });

  it("FILTER-13..19 never throw and always give a valid query", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const query = parseListQuery(text);
        expect(Number.isInteger(query.page) && query.page >= 1).toBe(true);
        expect([8, 16, 32, 64]).toContain(query.perPage);
        expect(typeof query.sortDesc).toBe("boolean");
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...QUERY_NAMES), fc.string()), (record) => {
        const query = parseListQuery(new URLSearchParams(record));
        expect(query.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it("TOKENS-20 the text filter reads search and falls back to searchTerm", () => {
    expect(effectiveSearch(parseListQuery("searchTerm=btc"))).toBe("btc");
    expect(effectiveSearch(parseListQuery("searchTerm=btc&search=eth"))).toBe("eth");
  });
});

describe("writeListQuery", () => {
  it("FILTER-13 FILTER-14 FILTER-15 FILTER-16 leave defaults out of the URL", () => {
    expect(
      writeListQuery({ page: 1, perPage: 32, sortBy: "popularity", sortDesc: false, tokenTypes: [] }),
    ).toBe("");
    expect(writeListQuery({ perPage: 16 }, { perPage: 16 })).toBe("");
  });

  it("FILTER-18 writes lists comma-separated and keeps them readable", () => {
    expect(
      writeListQuery({ searchTerm: "wst eth", tokenTypes: ["crypto", "lst/lrt"], page: 2, perPage: 64 }),
    ).toBe("searchTerm=wst%20eth&tokenTypes=crypto,lst/lrt&page=2&perPage=64");
    expect(writeListQuery({ networks: [1, "solana/1"], sortBy: "network", sortDesc: true })).toBe(
      "networks=1,solana/1&sortBy=network&sortDesc=true",
    );
  });

  it("TOKENS-19 FILTER-18 round-trip through the query", () => {
    const item = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((text) => text.trim() === text && !text.includes(","));
    const network = fc.oneof(
      fc.nat(),
      item.filter((text) => !/^\d+$/.test(text)),
    );
    fc.assert(
      fc.property(
        fc.record({
          search: fc.string({ maxLength: 20 }),
          tokenTypes: fc.uniqueArray(item, { maxLength: 4 }),
          cryptos: fc.uniqueArray(item, { maxLength: 4 }),
          networks: fc.uniqueArray(network, { maxLength: 4, selector: String }),
          sources: fc.uniqueArray(item, { maxLength: 4 }),
          page: fc.integer({ min: 1, max: 1000 }),
          perPage: fc.constantFrom(8, 16, 32, 64),
          sortDesc: fc.boolean(),
        }),
        (state) => {
          const parsed = parseListQuery(writeListQuery(state));
          expect(parsed).toMatchObject(state);
        },
      ),
    );
  });
});

describe("filter state and query", () => {
  it("FILTER-05 FILTER-07 a URL with a clearing search and no selection has the filter status off", () => {
    expect(filterStateFromQuery(parseListQuery("search=bitcoin")).filterStatus).toBe(false);
    expect(filterStateFromQuery(parseListQuery("search=bt")).filterStatus).toBe(true);
    expect(filterStateFromQuery(parseListQuery("search=bitcoin&cryptos=BTC")).filterStatus).toBe(true);
  });

  it("TOKENS-19 writes the tokens list's search as searchTerm and restores it", () => {
    const state = { ...initialFilterState(), search: "btc", tokenTypes: ["crypto"], page: 2 };
    const text = writeListQuery(queryFromFilterState(state, "searchTerm"));
    expect(text).toBe("searchTerm=btc&tokenTypes=crypto&page=2");
    expect(filterStateFromQuery(parseListQuery(text))).toEqual(state);
  });
});
