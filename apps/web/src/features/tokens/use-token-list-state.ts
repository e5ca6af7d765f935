import {
  type FilterAction,
  type FilterState,
  filterStateFromQuery,
  listFilterReducer,
  PER_PAGE_OPTIONS,
  parseListQuery,
  type QueryDefaults,
  queryFromFilterState,
  TOKEN_TYPE_LABELS,
  TOKENS_PER_PAGE_DEFAULT,
  writeListQuery,
} from "@oracle-explorer/core";
import { useEffect, useMemo, useRef } from "react";
import { type To, useLocation, useNavigate, useNavigationType } from "react-router";
import { useTypedSearch } from "../../app/typed-search.ts";
import { withTypedSearch } from "../pull-model/use-list-url-state.ts";

/** FILTER-15, TOKENS-09: the tokens list's page size and the sizes it accepts. */
export const TOKEN_LIST_QUERY: QueryDefaults = {
  perPage: TOKENS_PER_PAGE_DEFAULT,
  perPageOptions: PER_PAGE_OPTIONS,
};

export interface TokenListState {
  /** The list state the URL describes, with token types the catalogue does not know dropped. */
  readonly state: FilterState;
  /** Applies a filter action (FILTER-01..10) and pushes the resulting URL, so Back undoes it. */
  readonly dispatch: (action: FilterAction) => void;
  /** The URL an action leads to, for real links ("Clear all"). */
  readonly linkTo: (action: FilterAction) => To;
}

/**
 * A token type from the URL is kept when it is a labelled type or a tag some token carries (so a
 * clicked "pair" tag works, TOKENS-30); others are dropped silently (FILTER-31). `knownTags` is
 * null until the tokens load, and then nothing is dropped yet.
 */
function knownTypes(types: readonly string[], knownTags: ReadonlySet<string> | null): readonly string[] {
  if (knownTags === null) return types;
  const kept = types.filter((type) => Object.hasOwn(TOKEN_TYPE_LABELS, type) || knownTags.has(type));
  return kept.length === types.length ? types : kept;
}

/**
 * The Data Feeds list state, kept in the query string only (TOKENS-19): searchTerm or the
 * header's search (TOKENS-20), tokenTypes, page and perPage. A URL reproduces the view, and
 * Back/Forward restore it, because nothing is held anywhere else.
 */
export function useTokenListState(knownTags: ReadonlySet<string> | null): TokenListState {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseListQuery(location.search, TOKEN_LIST_QUERY), [location.search]);
  const typed = useTypedSearch();
  // Written back under the name it came in: the header box shows `search`, so its text stays
  // there; a searchTerm link stays a searchTerm link.
  const searchName = typed !== null || query.search !== "" ? "search" : "searchTerm";
  const state = useMemo(() => {
    const read = withTypedSearch(filterStateFromQuery(query, TOKEN_LIST_QUERY), typed, listFilterReducer);
    const tokenTypes = knownTypes(read.tokenTypes, knownTags);
    return tokenTypes === read.tokenTypes ? read : { ...read, tokenTypes };
  }, [query, typed, knownTags]);

  const urlFor = (next: FilterState): To => {
    const search = writeListQuery(queryFromFilterState(next, searchName), TOKEN_LIST_QUERY);
    return { pathname: location.pathname, search: search === "" ? "" : `?${search}` };
  };
  return {
    state,
    dispatch: (action) => {
      const next = listFilterReducer(state, action);
      if (next !== state) navigate(urlFor(next));
    },
    linkTo: (action) => urlFor(listFilterReducer(state, action)),
  };
}

/**
 * Keeps the URL equal to the view once the rows are known (history replace, no message,
 * FILTER-31): an out-of-range page becomes the page shown (FILTER-04), unknown types and an
 * unoffered perPage disappear, names are written in one order. It also applies FILTER-07 to the
 * header box, which writes only `search`: a search of 3 or more characters typed there clears the
 * picker filters. Back/Forward (POP) are never rewritten that way, so history entries stay as
 * made. The feeds list shares it, with its own query defaults.
 */
export function useCanonicalListUrl(
  state: FilterState,
  shownPage: number,
  ready: boolean,
  defaults: QueryDefaults = TOKEN_LIST_QUERY,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const previousSearch = useRef(state.search);
  const lastWritten = useRef<string | null>(null);
  const typed = useTypedSearch();
  const searchName = parseListQuery(location.search).search !== "" ? "search" : "searchTerm";

  useEffect(() => {
    // Text just typed in the header box: the box is about to write the URL this state leads to.
    if (typed !== null) return;
    const searchChanged = previousSearch.current !== state.search;
    const before = previousSearch.current;
    previousSearch.current = state.search;
    if (!ready) return;
    let next: FilterState = { ...state, page: shownPage };
    if (searchChanged && navigationType === "REPLACE") {
      next = listFilterReducer({ ...next, search: before }, { type: "setSearch", search: state.search });
    }
    const search = writeListQuery(queryFromFilterState(next, searchName), defaults);
    // A rewrite is never repeated before the visitor navigates again, so an odd input cannot loop.
    if (navigationType !== "REPLACE") lastWritten.current = null;
    if (search === location.search.replace(/^\?/, "") || search === lastWritten.current) return;
    lastWritten.current = search;
    navigate(
      { pathname: location.pathname, search: search === "" ? "" : `?${search}`, hash: location.hash },
      { replace: true },
    );
  }, [state, shownPage, ready, defaults, navigationType, searchName, location, navigate, typed]);
}
