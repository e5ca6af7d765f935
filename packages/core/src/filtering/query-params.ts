import { PER_PAGE_OPTIONS, TOKENS_PER_PAGE_DEFAULT } from "../constants.ts";
import { DEFAULT_SORT_BY, type FilterState, initialFilterState, type NetworkId } from "./filter-state.ts";
import { isClearingSearch } from "./search.ts";

/**
 * List state in the URL query (FILTER-13..19, TOKENS-19, FEEDS-13). The query is user input:
 * reading it never throws, and anything odd falls back to a default or a clamped value.
 */

/** FILTER-19: the only query names the app reads or writes, in the order they are written. */
export const QUERY_NAMES = [
  "search",
  "searchTerm",
  "tokenTypes",
  "cryptos",
  "networks",
  "sources",
  "sortBy",
  "sortDesc",
  "page",
  "perPage",
] as const;
type QueryName = (typeof QUERY_NAMES)[number];

/** Not a spec constant: the longest search text kept from a URL, so a pasted essay stays harmless. */
const MAX_QUERY_SEARCH_LENGTH = 200;
/** Not a spec constant: list items longer than this are no id, tag or symbol, so they are dropped. */
const MAX_QUERY_ITEM_LENGTH = 100;
/** Not a spec constant: at most this many items per list (296 feed ids exist; room to grow). */
const MAX_QUERY_LIST_ITEMS = 1000;
/** A sortBy that is not a column-like key falls back to the default. */
const SORT_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

interface ListQuery {
  /** The header search box (shared by every page). */
  readonly search: string;
  /** The tokens list's own search name; read when search is absent (TOKENS-20). */
  readonly searchTerm: string;
  readonly tokenTypes: readonly string[];
  readonly cryptos: readonly string[];
  readonly networks: readonly NetworkId[];
  readonly sources: readonly string[];
  readonly sortBy: string;
  readonly sortDesc: boolean;
  /** ≥ 1; the page clamps it to the last page once rows are known (FILTER-04). */
  readonly page: number;
  readonly perPage: number;
}

export interface QueryDefaults {
  /** FILTER-15: 32 on the tokens list; 16 on the data service and nodes pages. */
  readonly perPage?: number;
  /** Page sizes accepted from the query; another size gives the default. */
  readonly perPageOptions?: readonly number[];
  /** FILTER-14: "popularity" unless the list says otherwise. */
  readonly sortBy?: string;
  /** When given, sortBy must be one of these keys. */
  readonly sortKeys?: readonly string[];
}

/** URI-decoding that never throws: "+" is a space, and a bad escape keeps the raw text. */
export function safeDecode(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw;
  }
}

/** The first raw value of each known name; unknown names and repeats are ignored. */
function rawValues(input: string | URLSearchParams): Map<QueryName, string> {
  const text = typeof input === "string" ? input : input.toString();
  const values = new Map<QueryName, string>();
  for (const pair of text.replace(/^[?#]/, "").split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const name = safeDecode(equals === -1 ? pair : pair.slice(0, equals));
    const known = QUERY_NAMES.find((candidate) => candidate === name);
    if (known !== undefined && !values.has(known))
      values.set(known, equals === -1 ? "" : pair.slice(equals + 1));
  }
  return values;
}

/** FILTER-18: items of a comma-separated value; an encoded comma (%2C) separates too. */
function listItems(raw: string | undefined): string[] {
  if (raw === undefined) return [];
  const items: string[] = [];
  for (const part of raw.split(/,|%2C/i)) {
    const item = safeDecode(part).trim();
    if (item === "" || item.length > MAX_QUERY_ITEM_LENGTH || items.includes(item)) continue;
    items.push(item);
    if (items.length === MAX_QUERY_LIST_ITEMS) break;
  }
  return items;
}

/** FILTER-17: an all-digits network id is a number (when exact); others stay decoded text. */
function networkId(item: string): NetworkId {
  if (!/^\d+$/.test(item)) return item;
  const number = Number(item);
  return Number.isSafeInteger(number) ? number : item;
}

/** A whole number written as plain digits, or null ("-5", "1.5", "abc" and "" are not). */
function digits(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const text = safeDecode(raw).trim();
  if (!/^\+?\d+$/.test(text)) return null;
  return Math.min(Number.MAX_SAFE_INTEGER, Number(text));
}

/** Reads a list page's state from a query string ("?a=b&…" or "a=b&…") or URLSearchParams. */
export function parseListQuery(input: string | URLSearchParams, defaults: QueryDefaults = {}): ListQuery {
  const raw = rawValues(input);
  const perPageDefault = defaults.perPage ?? TOKENS_PER_PAGE_DEFAULT;
  const perPageOptions = defaults.perPageOptions ?? PER_PAGE_OPTIONS;
  const sortDefault = defaults.sortBy ?? DEFAULT_SORT_BY;
  const text = (name: QueryName) => {
    const value = raw.get(name);
    return value === undefined ? "" : safeDecode(value).slice(0, MAX_QUERY_SEARCH_LENGTH);
  };
  const page = digits(raw.get("page"));
  const perPage = digits(raw.get("perPage"));
  const sortBy = text("sortBy").trim();
  const sortKnown =
    defaults.sortKeys === undefined ? SORT_KEY.test(sortBy) : defaults.sortKeys.includes(sortBy);
  return {
    search: text("search"),
    searchTerm: text("searchTerm"),
    tokenTypes: listItems(raw.get("tokenTypes")),
    cryptos: listItems(raw.get("cryptos")),
    networks: listItems(raw.get("networks")).map(networkId),
    sources: listItems(raw.get("sources")),
    sortBy: sortKnown ? sortBy : sortDefault,
    // FILTER-16: exactly "true"; "TRUE", "1" and "yes" are false.
    sortDesc: raw.get("sortDesc") === "true",
    // FILTER-13: page 0 or below clamps to 1, like a missing page.
    page: page === null ? 1 : Math.max(1, page),
    perPage: perPage !== null && perPageOptions.includes(perPage) ? perPage : perPageDefault,
  };
}

/** TOKENS-20: the text filter reads search, and searchTerm when search is absent or empty. */
export function effectiveSearch(query: Pick<ListQuery, "search" | "searchTerm">): string {
  return query.search !== "" ? query.search : query.searchTerm;
}

/**
 * Query text for a value: encodeURIComponent, but "/", ":" and "@" (legal in a query) stay
 * readable, so "lst/lrt" is not written "lst%2Flrt".
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2F/g, "/").replace(/%3A/g, ":").replace(/%40/g, "@");
}

/**
 * The query string for a list state, without "?" and without defaults: page 1, the list's page
 * size and sort, sortDesc false, empty texts and empty lists are all left out, so a fresh page
 * has a clean URL. Names follow QUERY_NAMES order, so equal states give equal URLs.
 */
export function writeListQuery(query: Partial<ListQuery>, defaults: QueryDefaults = {}): string {
  const parts: string[] = [];
  const add = (name: QueryName, value: string) => parts.push(`${name}=${value}`);
  const addList = (name: QueryName, items: readonly (string | number)[] | undefined) => {
    const kept = (items ?? []).map((item) => encodeValue(String(item))).filter((item) => item !== "");
    if (kept.length > 0) add(name, kept.join(","));
  };
  if (query.search) add("search", encodeValue(query.search));
  if (query.searchTerm) add("searchTerm", encodeValue(query.searchTerm));
  addList("tokenTypes", query.tokenTypes);
  addList("cryptos", query.cryptos);
  addList("networks", query.networks);
  addList("sources", query.sources);
  if (query.sortBy !== undefined && query.sortBy !== (defaults.sortBy ?? DEFAULT_SORT_BY)) {
    add("sortBy", encodeValue(query.sortBy));
  }
  if (query.sortDesc === true) add("sortDesc", "true");
  if (query.page !== undefined && Number.isFinite(query.page) && query.page > 1)
    add("page", String(Math.floor(query.page)));
  if (query.perPage !== undefined && query.perPage !== (defaults.perPage ?? TOKENS_PER_PAGE_DEFAULT)) {
    add("perPage", String(query.perPage));
  }
  return parts.join("&");
}

/**
 * The filter state a URL describes. The filter status is off only for a clearing search with no
 * picker selection, which is the state such a search leaves behind (FILTER-07).
 */
export function filterStateFromQuery(query: ListQuery, defaults: QueryDefaults = {}): FilterState {
  const search = effectiveSearch(query);
  const selected =
    query.cryptos.length + query.networks.length + query.tokenTypes.length + query.sources.length > 0;
  return {
    ...initialFilterState({ perPage: defaults.perPage ?? TOKENS_PER_PAGE_DEFAULT, sortBy: defaults.sortBy }),
    search,
    filterStatus: selected || !isClearingSearch(search),
    cryptos: query.cryptos,
    networks: query.networks,
    tokenTypes: query.tokenTypes,
    sources: query.sources,
    page: query.page,
    perPage: query.perPage,
    sortBy: query.sortBy,
    sortDesc: query.sortDesc,
  };
}

/**
 * The query a filter state writes. The text goes under `searchName`: "search" for the header
 * box (feeds, data service, nodes) or "searchTerm" on the tokens list (TOKENS-19).
 */
export function queryFromFilterState(
  state: FilterState,
  searchName: "search" | "searchTerm" = "search",
): Partial<ListQuery> {
  return {
    [searchName]: state.search,
    tokenTypes: state.tokenTypes,
    cryptos: state.cryptos,
    networks: state.networks,
    sources: state.sources,
    sortBy: state.sortBy,
    sortDesc: state.sortDesc,
    page: state.page,
    perPage: state.perPage,
  };
}
