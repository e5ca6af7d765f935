import {
  type FilterAction,
  type FilterReducer,
  type FilterState,
  filterStateFromQuery,
  listFilterReducer,
  parseListQuery,
  type QueryDefaults,
  queryFromFilterState,
  writeListQuery,
} from "@oracle-explorer/core/filtering";
import { useEffect, useMemo, useRef } from "react";
import { type To, useLocation, useNavigate, useNavigationType } from "react-router";
import { useTypedSearch } from "../app/typed-search.ts";

/**
 * The paged lists whose whole state lives in the query string (tokens, feeds, nodes, a data
 * service's assets: TOKENS-19, FEEDS-13, NODES-06/07, SERVICES-14), so a URL reproduces the view
 * and Back/Forward restore it. One module for all of them; what differs is a list's rules.
 */
export interface ListUrlRules {
  /** Page size, the sizes offered and the default sort (FILTER-14, FILTER-15). */
  readonly defaults: QueryDefaults;
  /** The list's filter rules: listFilterReducer (FILTER-01..10) unless given. */
  readonly reducer?: FilterReducer;
  /**
   * TOKENS-19, TOKENS-20: the text is written back under the name it came in, so a `searchTerm`
   * link stays a `searchTerm` link; text typed in the header box goes under `search`, the name the
   * box shows. Without it the text is always written as `search`.
   */
  readonly keepsSearchTermName?: boolean;
  /**
   * FILTER-07 for a search that reached the URL by a replace (as the header box writes it): the
   * canonical URL drops the pickers a search of 3+ characters clears, had the writer kept them.
   */
  readonly replacedSearchClearsPickers?: boolean;
}

export interface ListUrlState {
  /** The list state the URL describes, with the header box's pending text and after `sanitize`. */
  readonly state: FilterState;
  /** Applies an action and navigates to its URL (a push, so Back undoes it; `replace` for typing). */
  readonly dispatch: (action: FilterAction, options?: { replace?: boolean }) => void;
  /** The URL an action leads to, for real links ("Clear all"). */
  readonly linkTo: (action: FilterAction) => To;
}

/**
 * The URL's state with the text just typed in the header box (typed-search.ts) applied as the
 * box's own change would be: a new search, page 1, pickers cleared by 3+ characters (FILTER-07).
 */
export function withTypedSearch(
  read: FilterState,
  typed: string | null,
  reducer: FilterReducer,
): FilterState {
  return typed === null || typed === read.search ? read : reducer(read, { type: "setSearch", search: typed });
}

/** The query name the text is written under (see ListUrlRules.keepsSearchTermName). */
function searchName(rules: ListUrlRules, urlSearch: string, typed: string | null): "search" | "searchTerm" {
  return rules.keepsSearchTermName === true && typed === null && urlSearch === "" ? "searchTerm" : "search";
}

/** A state's query string without "?", in the one order writeListQuery gives. */
function queryText(state: FilterState, name: "search" | "searchTerm", defaults: QueryDefaults): string {
  return writeListQuery(queryFromFilterState(state, name), defaults);
}

/**
 * A list's state from the URL. `sanitize` drops what the data does not know (a token type no
 * token has, a source the data service does not read, a network without feeds); it must keep its
 * identity while the data does (useCallback), as `rules` must (a module constant).
 */
export function useListUrlState(
  rules: ListUrlRules,
  sanitize?: (state: FilterState) => FilterState,
): ListUrlState {
  const { defaults } = rules;
  const reducer = rules.reducer ?? listFilterReducer;
  const location = useLocation();
  const navigate = useNavigate();
  const typed = useTypedSearch();
  // Parsed once per URL, not once per keystroke: typing changes `typed` only.
  const query = useMemo(() => parseListQuery(location.search, defaults), [location.search, defaults]);
  const read = useMemo(() => filterStateFromQuery(query, defaults), [query, defaults]);
  const state = useMemo(() => {
    const withTyped = withTypedSearch(read, typed, reducer);
    return sanitize ? sanitize(withTyped) : withTyped;
  }, [read, typed, reducer, sanitize]);
  const name = searchName(rules, query.search, typed);
  const urlFor = (next: FilterState): To => {
    const search = queryText(next, name, defaults);
    return { pathname: location.pathname, search: search === "" ? "" : `?${search}` };
  };
  return {
    state,
    dispatch: (action, options) => {
      const next = reducer(state, action);
      if (next !== state) navigate(urlFor(next), { replace: options?.replace === true });
    },
    linkTo: (action) => urlFor(reducer(state, action)),
  };
}

/**
 * Once the rows are known, keeps the URL equal to the view (history replace, no message,
 * FILTER-31): an out-of-range page becomes the page shown (FILTER-04), an unoffered perPage and
 * what `sanitize` dropped disappear, names are written in one order. Back/Forward (POP) are never
 * rewritten, so history entries stay as made, and a rewrite is not repeated before the visitor
 * navigates again, so odd input cannot loop. While text typed in the header box is pending it
 * waits: the box is about to write the URL this state leads to.
 */
export function useCanonicalListUrl(
  state: FilterState,
  shownPage: number,
  ready: boolean,
  rules: ListUrlRules,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const previousSearch = useRef(state.search);
  const lastWritten = useRef<string | null>(null);
  const typed = useTypedSearch();
  const name = searchName(rules, parseListQuery(location.search).search, typed);

  useEffect(() => {
    if (typed !== null) return;
    const before = previousSearch.current;
    previousSearch.current = state.search;
    if (!ready) return;
    let next: FilterState = { ...state, page: shownPage };
    if (
      rules.replacedSearchClearsPickers === true &&
      before !== state.search &&
      navigationType === "REPLACE"
    ) {
      const reducer = rules.reducer ?? listFilterReducer;
      next = reducer({ ...next, search: before }, { type: "setSearch", search: state.search });
    }
    const search = queryText(next, name, rules.defaults);
    if (navigationType !== "REPLACE") lastWritten.current = null;
    if (search === location.search.replace(/^\?/, "") || search === lastWritten.current) return;
    lastWritten.current = search;
    navigate(
      { pathname: location.pathname, search: search === "" ? "" : `?${search}`, hash: location.hash },
      { replace: true },
    );
  }, [state, shownPage, ready, rules, navigationType, name, location, navigate, typed]);
}
