import {
  FEEDS_DEFAULT_SORT,
  FEEDS_PER_PAGE_DEFAULT,
  PER_PAGE_OPTIONS,
} from "@oracle-explorer/core/constants";
import {
  FEED_SORT_KEYS,
  type FeedSortKey,
  type FilterAction,
  type FilterState,
  type NetworkType,
  normalizeNetworkTypes,
  type QueryDefaults,
} from "@oracle-explorer/core/filtering";
import { useMemo, useState } from "react";
import type { To } from "react-router";
import { type ListUrlRules, useListUrlState } from "../../lib/list-url-state.ts";
import { FEED_RECORD_SORT_KEYS, type FeedRecordSortKey } from "./feed-list-model.ts";

/**
 * FEEDS-13..15, CONST-02..04: 32 per page of 8/16/32/64, popularity ascending; beyond the spec,
 * the record columns sort too.
 */
export const FEEDS_QUERY: QueryDefaults = {
  perPage: FEEDS_PER_PAGE_DEFAULT,
  perPageOptions: PER_PAGE_OPTIONS,
  sortBy: FEEDS_DEFAULT_SORT.sortBy,
  sortKeys: [...FEED_SORT_KEYS, ...FEED_RECORD_SORT_KEYS],
};

/** A sortable column of the list: the spec's, or a record column's. */
export type FeedListSortKey = FeedSortKey | FeedRecordSortKey;

/**
 * The feeds list's URL (FEEDS-13): the text under `search`, the header box's name; a search the
 * box wrote clears the pickers on the canonical URL (FILTER-07).
 */
export const FEEDS_LIST_URL: ListUrlRules = { defaults: FEEDS_QUERY, replacedSearchClearsPickers: true };

export interface FeedListState {
  readonly state: FilterState;
  readonly dispatch: (action: FilterAction) => void;
  readonly linkTo: (action: FilterAction) => To;
  /** Beyond the spec: only feeds past their heartbeat. Not a query name the spec allows either. */
  readonly staleOnly: boolean;
  readonly setStaleOnly: (staleOnly: boolean) => void;
  /** For "Clear all" links: filters kept outside the URL are reset as the link is followed. */
  readonly resetLocalFilters: () => void;
  /** FEEDS-16: the header's column again flips the order; another column sorts ascending. */
  readonly sortOn: (key: FeedListSortKey) => void;
}

/**
 * The feeds list state. Search, cryptos, networks, page, sort and per page live in the query
 * string (FEEDS-13), so a URL reproduces the view and Back/Forward restore it. The network-type
 * checkboxes are not among the query names the spec allows (FILTER-19), so they live in the
 * page's state and start with both checked (FEEDS-01).
 */
export function useFeedListState(sanitize: (state: FilterState) => FilterState): FeedListState {
  const url = useListUrlState(FEEDS_LIST_URL, sanitize);
  const [networkTypes, setNetworkTypes] = useState<readonly NetworkType[]>(() => normalizeNetworkTypes([]));
  const state = useMemo<FilterState>(() => ({ ...url.state, networkTypes }), [url.state, networkTypes]);
  const [staleOnly, setStale] = useState(false);
  const resetLocalFilters = () => {
    setNetworkTypes(normalizeNetworkTypes([]));
    setStale(false);
  };
  const dispatch = (action: FilterAction) => {
    if (action.type === "clearAll") resetLocalFilters();
    if (action.type !== "setNetworkTypes") return url.dispatch(action);
    // FEEDS-02: never empty; a change starts from page 1 like any filter.
    setNetworkTypes(normalizeNetworkTypes(action.networkTypes));
    url.dispatch({ type: "setPage", page: 1 });
  };
  const sortOn = (key: FeedListSortKey) =>
    dispatch({ type: "setSort", sortBy: key, sortDesc: key === state.sortBy ? !state.sortDesc : false });
  const setStaleOnly = (next: boolean) => {
    setStale(next);
    url.dispatch({ type: "setPage", page: 1 });
  };
  return { state, dispatch, linkTo: url.linkTo, sortOn, staleOnly, setStaleOnly, resetLocalFilters };
}
