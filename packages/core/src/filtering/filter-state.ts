import { FEEDS_DEFAULT_SORT, PER_PAGE_OPTIONS, TOKENS_PER_PAGE_DEFAULT } from "../constants.ts";
import { isClearingSearch, normalizeSearch } from "./search.ts";

/**
 * The list pages' filter state and its transitions (spec section 4, FILTER-01..12), as a pure
 * reducer so pages only dispatch. One state shape serves the tokens, feeds and data service
 * pages; each reads the fields it shows.
 */

/** A chain id: a number for EVM chains, "<family>/<n>" text for the others. */
export type NetworkId = number | string;

/** FEEDS-01: the network-type checkboxes. */
export const NETWORK_TYPES = ["mainnets", "testnets"] as const;
export type NetworkType = (typeof NETWORK_TYPES)[number];

/** Sort used when nothing is asked for (FILTER-14, CONST-04). */
export const DEFAULT_SORT_BY: string = FEEDS_DEFAULT_SORT.sortBy;

export interface FilterState {
  /** The text search as typed; rules compare it trimmed and lower-cased. */
  readonly search: string;
  /**
   * Whether the picker filters apply (FILTER-05..08, decision on meaning). A search of 3 or more
   * characters turns it off; an empty search or picking a filter turns it back on.
   */
  readonly filterStatus: boolean;
  /** FILTER-33: selected feed tokens. Empty = no restriction (FILTER-09). */
  readonly cryptos: readonly string[];
  /** FILTER-33: selected network ids. */
  readonly networks: readonly NetworkId[];
  /** FEEDS-01/02: never empty. */
  readonly networkTypes: readonly NetworkType[];
  /** FILTER-10: selected token-type tags. */
  readonly tokenTypes: readonly string[];
  /** FILTER-28: selected price sources (data service page). */
  readonly sources: readonly string[];
  /** 1-based; clamp against the row count with clampPage when rendering (FILTER-04). */
  readonly page: number;
  readonly perPage: number;
  readonly sortBy: string;
  readonly sortDesc: boolean;
}

interface FilterStateDefaults {
  perPage?: number;
  sortBy?: string;
  sortDesc?: boolean;
}

/** A fresh state: no search, no selection, both network types, page 1. */
export function initialFilterState(defaults: FilterStateDefaults = {}): FilterState {
  return {
    search: "",
    filterStatus: true,
    cryptos: [],
    networks: [],
    networkTypes: NETWORK_TYPES,
    tokenTypes: [],
    sources: [],
    page: 1,
    perPage: defaults.perPage ?? TOKENS_PER_PAGE_DEFAULT,
    sortBy: defaults.sortBy ?? DEFAULT_SORT_BY,
    sortDesc: defaults.sortDesc ?? false,
  };
}

export type FilterAction =
  | { readonly type: "setSearch"; readonly search: string }
  | { readonly type: "setCryptos"; readonly cryptos: readonly string[] }
  | { readonly type: "setNetworks"; readonly networks: readonly NetworkId[] }
  | { readonly type: "setNetworkTypes"; readonly networkTypes: readonly NetworkType[] }
  | { readonly type: "setTokenTypes"; readonly tokenTypes: readonly string[] }
  | { readonly type: "setSources"; readonly sources: readonly string[] }
  | { readonly type: "setPerPage"; readonly perPage: number }
  /** lastPage, when known, clamps the page at once (FILTER-04). */
  | { readonly type: "setPage"; readonly page: number; readonly lastPage?: number }
  | { readonly type: "setSort"; readonly sortBy: string; readonly sortDesc: boolean }
  /** TOKENS-11: clears search and every selection, keeps perPage and sort. */
  | { readonly type: "clearAll" }
  /** Back/forward navigation: take the state read from the URL as a whole. */
  | { readonly type: "restore"; readonly state: FilterState };

interface FilterReducerOptions {
  /** FILTER-11: the data service page clears the search when a source is picked. */
  readonly sourceSelectionClearsSearch?: boolean;
  /** Page sizes setPerPage accepts; others are ignored. */
  readonly perPageOptions?: readonly number[];
}

export type FilterReducer = (state: FilterState, action: FilterAction) => FilterState;

/** NetworkType list that is never empty (FEEDS-02): emptying it means both again. */
export function normalizeNetworkTypes(selected: readonly NetworkType[]): readonly NetworkType[] {
  const kept = NETWORK_TYPES.filter((type) => selected.includes(type));
  return kept.length === 0 ? NETWORK_TYPES : kept;
}

/** A selection without repeats, in picking order; network ids are compared as text (1 = "1"). */
function uniqueSelection<T extends string | number>(values: readonly T[]): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = String(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sameSelection(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  return a.length === b.length && a.every((value, index) => String(value) === String(b[index]));
}

/** A whole page number ≥ 1, or null for input that is not one. */
function pageNumber(page: number): number | null {
  if (Number.isNaN(page)) return null;
  return Math.max(1, Math.min(Number.MAX_SAFE_INTEGER, Math.floor(page)));
}

/**
 * State after a search change (FILTER-02, FILTER-05..07, FILTER-12): page back to 1; an empty
 * search turns the filter status on; 1–2 characters leave it alone; 3 or more clear every picker
 * selection and turn it off, so only the text search applies (FILTER-08).
 */
function withSearch(state: FilterState, search: string): FilterState {
  if (search === state.search) return state;
  const next = { ...state, search, page: 1 };
  if (normalizeSearch(search) === "") return { ...next, filterStatus: true };
  if (!isClearingSearch(search)) return next;
  return { ...next, filterStatus: false, cryptos: [], networks: [], tokenTypes: [], sources: [] };
}

/**
 * State after a picker change (FILTER-01): page back to 1, and a non-empty selection turns the
 * filter status on, since the user asked for it (decision). An unchanged selection is a no-op,
 * so re-applying the same choice (or syncing from the URL) keeps the page.
 */
function withSelection<K extends "cryptos" | "networks" | "tokenTypes" | "sources">(
  state: FilterState,
  key: K,
  values: FilterState[K],
): FilterState {
  const selection = uniqueSelection<string | number>(values);
  if (sameSelection(selection, state[key])) return state;
  return {
    ...state,
    [key]: selection,
    page: 1,
    filterStatus: selection.length > 0 ? true : state.filterStatus,
  };
}

/** A reducer for one page's rules; see listFilterReducer and dataServiceFilterReducer. */
function createFilterReducer(options: FilterReducerOptions = {}): FilterReducer {
  const perPageOptions = options.perPageOptions ?? PER_PAGE_OPTIONS;
  return (state, action) => {
    switch (action.type) {
      case "setSearch":
        return withSearch(state, action.search);
      case "setCryptos":
        return withSelection(state, "cryptos", action.cryptos);
      case "setNetworks":
        return withSelection(state, "networks", action.networks);
      case "setTokenTypes":
        return withSelection(state, "tokenTypes", action.tokenTypes);
      case "setSources": {
        const next = withSelection(state, "sources", action.sources);
        // FILTER-11: only adding a source counts as selecting one; removing keeps the search.
        const added = next.sources.some((source) => !state.sources.includes(source));
        return options.sourceSelectionClearsSearch === true && added && next.search !== ""
          ? { ...next, search: "" }
          : next;
      }
      case "setNetworkTypes": {
        const networkTypes = normalizeNetworkTypes(action.networkTypes);
        if (sameSelection(networkTypes, state.networkTypes)) return state;
        return { ...state, networkTypes, page: 1 };
      }
      case "setPerPage":
        // FILTER-03; a size the page does not offer is ignored rather than trusted.
        if (!perPageOptions.includes(action.perPage) || action.perPage === state.perPage) return state;
        return { ...state, perPage: action.perPage, page: 1 };
      case "setPage": {
        const requested = pageNumber(action.page);
        if (requested === null) return state;
        const last = action.lastPage === undefined ? null : pageNumber(action.lastPage);
        const page = last === null ? requested : Math.min(requested, last);
        return page === state.page ? state : { ...state, page };
      }
      case "setSort":
        if (action.sortBy === state.sortBy && action.sortDesc === state.sortDesc) return state;
        // A new order starts from its top, like a filter change (decision).
        return { ...state, sortBy: action.sortBy, sortDesc: action.sortDesc, page: 1 };
      case "clearAll":
        return {
          ...initialFilterState({ perPage: state.perPage, sortBy: state.sortBy, sortDesc: state.sortDesc }),
        };
      case "restore":
        return action.state;
    }
  };
}

/** Tokens and feeds lists: FILTER-01..10. */
export const listFilterReducer: FilterReducer = createFilterReducer();

/** Data service (Pull Model) page: also FILTER-11 (picking a source clears the search). */
export const dataServiceFilterReducer: FilterReducer = createFilterReducer({
  sourceSelectionClearsSearch: true,
  perPageOptions: PER_PAGE_OPTIONS,
});
