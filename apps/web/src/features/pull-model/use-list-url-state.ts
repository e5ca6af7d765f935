import {
  type FilterAction,
  type FilterReducer,
  type FilterState,
  filterStateFromQuery,
  parseListQuery,
  type QueryDefaults,
  queryFromFilterState,
  writeListQuery,
} from "@oracle-explorer/core";
import { useEffect, useMemo, useRef } from "react";
import { type To, useLocation, useNavigate, useNavigationType } from "react-router";
import { useTypedSearch } from "../../app/typed-search.ts";

export interface ListUrlState {
  /** The list state the URL describes (after `sanitize`). */
  readonly state: FilterState;
  /** Applies an action and navigates to its URL; `replace` for typing, so history is not flooded. */
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

/**
 * A paged list whose whole state lives in the query string (search, sources, page, perPage;
 * SERVICES-14, NODES-06/07), so a URL reproduces the view and Back/Forward restore it. The text
 * goes under `search`, the name the header box writes. `sanitize` drops what the data does not
 * know (a source the data service does not read).
 */
export function useListUrlState(
  defaults: QueryDefaults,
  reducer: FilterReducer,
  sanitize?: (state: FilterState) => FilterState,
): ListUrlState {
  const location = useLocation();
  const navigate = useNavigate();
  const typed = useTypedSearch();
  // Parsed once per URL, not once per keystroke: typing changes `typed` only.
  const query = useMemo(
    () => filterStateFromQuery(parseListQuery(location.search, defaults), defaults),
    [location.search, defaults],
  );
  const state = useMemo(() => {
    const read = withTypedSearch(query, typed, reducer);
    return sanitize ? sanitize(read) : read;
  }, [query, typed, reducer, sanitize]);
  const urlFor = (next: FilterState): To => {
    const search = writeListQuery(queryFromFilterState(next, "search"), defaults);
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
 * unknown sources disappear, names are written in one order. A rewrite is not repeated before the
 * visitor navigates again, so odd input cannot loop.
 */
export function useCanonicalListUrl(
  state: FilterState,
  shownPage: number,
  ready: boolean,
  defaults: QueryDefaults,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const lastWritten = useRef<string | null>(null);
  const typed = useTypedSearch();

  useEffect(() => {
    // Text just typed in the header box: the box is about to write the URL this state leads to.
    if (!ready || typed !== null) return;
    const search = writeListQuery(queryFromFilterState({ ...state, page: shownPage }, "search"), defaults);
    if (navigationType !== "REPLACE") lastWritten.current = null;
    if (search === location.search.replace(/^\?/, "") || search === lastWritten.current) return;
    lastWritten.current = search;
    navigate(
      { pathname: location.pathname, search: search === "" ? "" : `?${search}`, hash: location.hash },
      { replace: true },
    );
  }, [state, shownPage, ready, defaults, navigationType, location, navigate, typed]);
}
