import type { FeedListItem } from "@oracle-explorer/core/api-views";
import { type FeedFreshness, feedFreshness } from "@oracle-explorer/core/feeds";
import {
  type FilterState,
  type NetworkId,
  normalizeSearch,
  type PageWindow,
  pageRows,
  pageWindow,
  pickFeedRows,
  searchFeedRows,
  sortFeeds,
} from "@oracle-explorer/core/filtering";
import type { SelectOption } from "../../components/multi-select-dropdown.tsx";

/** A list item as the core filters read it: the crypto picker selects the feed token. */
export interface FeedRowView extends FeedListItem {
  readonly token: string;
  readonly networkId: NetworkId;
  /** Freshness as of when the list loaded, for the "Stale only" filter and count (the badge itself is judged live). */
  readonly freshness: FeedFreshness;
}

/** What the page shows for one state: derived on each render, never stored. */
export interface FeedListModel {
  readonly matching: readonly FeedRowView[];
  readonly rows: readonly FeedRowView[];
  readonly view: PageWindow;
}

export function toRowViews(feeds: readonly FeedListItem[], now: number): FeedRowView[] {
  return feeds.map((feed) => ({
    ...feed,
    token: feed.feed,
    networkId: feed.network.id,
    freshness: feedFreshness(feed, now),
  }));
}

/** The last order asked of each list (rows, sortBy, sortDesc); a new list gets a new entry. */
const sortedCache = new WeakMap<readonly FeedRowView[], { key: string; sorted: readonly FeedRowView[] }>();

/** `rows` in FEEDS-15/16's order, computed once per list and order rather than per keystroke. */
function sortedRows(rows: readonly FeedRowView[], sortBy: string, sortDesc: boolean): readonly FeedRowView[] {
  const key = `${sortBy}:${sortDesc}`;
  const cached = sortedCache.get(rows);
  if (cached?.key === key) return cached.sorted;
  const sorted = sortFeeds(rows, sortBy, sortDesc);
  sortedCache.set(rows, { key, sorted });
  return sorted;
}

/** The rows the network types and pickers keep of a sorted list, for the last choice asked. */
const pickedCache = new WeakMap<readonly FeedRowView[], { key: string; picked: readonly FeedRowView[] }>();

function pickedRows(
  sorted: readonly FeedRowView[],
  state: Pick<FilterState, "filterStatus" | "cryptos" | "networks" | "networkTypes">,
): readonly FeedRowView[] {
  const key = JSON.stringify([state.filterStatus, state.networkTypes, state.cryptos, state.networks]);
  const cached = pickedCache.get(sorted);
  if (cached?.key === key) return cached.picked;
  const picked = pickFeedRows(sorted, state);
  pickedCache.set(sorted, { key, picked });
  return picked;
}

/**
 * FILTER-25, FILTER-33, FEEDS-03, FEEDS-15/16 and paging (FILTER-04). The whole list is sorted
 * once (sortFeeds is a total order, so filtering a sorted list gives what sorting the filtered
 * one would) and narrowed by the types and pickers once per choice; a keystroke then only runs
 * the search over that, which matters with 890 feeds.
 */
export function feedListModel(
  rows: readonly FeedRowView[],
  state: Pick<
    FilterState,
    | "search"
    | "filterStatus"
    | "cryptos"
    | "networks"
    | "networkTypes"
    | "sortBy"
    | "sortDesc"
    | "page"
    | "perPage"
  >,
  staleOnly = false,
): FeedListModel {
  const picked = pickedRows(sortedRows(rows, state.sortBy, state.sortDesc), state);
  const filtered = normalizeSearch(state.search) === "" ? picked : searchFeedRows(picked, state.search);
  const matching = staleOnly ? filtered.filter((row) => row.freshness.status === "stale") : filtered;
  return {
    matching,
    rows: pageRows(matching, state.page, state.perPage),
    view: pageWindow(state.page, matching.length, state.perPage),
  };
}

/** A picker option with the network's icon (FEEDS-04). */
export interface NetworkOption extends SelectOption {
  readonly id: NetworkId;
}

/**
 * FEEDS-04: the networks on offer, by name, each once (ids compare as text). Only networks of
 * the checked network types are offered, since the others could only empty the table.
 */
export function networkOptions(
  rows: readonly FeedRowView[],
  networkTypes: FilterState["networkTypes"],
): NetworkOption[] {
  const byId = new Map<string, NetworkOption>();
  for (const row of rows) {
    const type = row.network.isTestnet ? "testnets" : "mainnets";
    const key = String(row.network.id);
    if (!networkTypes.includes(type) || byId.has(key)) continue;
    byId.set(key, { value: key, label: row.network.name, icon: row.network.image, id: row.network.id });
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** FEEDS-05: the feed tokens on offer, each once, in alphabetical order. */
export function cryptoOptions(rows: readonly FeedRowView[]): SelectOption[] {
  const byToken = new Map<string, SelectOption>();
  for (const row of rows) {
    if (!byToken.has(row.token))
      byToken.set(row.token, { value: row.token, label: row.token, icon: row.logo });
  }
  return [...byToken.values()].sort((a, b) => a.label.localeCompare(b.label, "en", { sensitivity: "base" }));
}

/** Whether any filter narrows the list, which is when "Clear filters" is offered. */
export function hasFeedFilters(
  state: Pick<FilterState, "search" | "cryptos" | "networks" | "networkTypes">,
  staleOnly = false,
) {
  return (
    staleOnly ||
    normalizeSearch(state.search) !== "" ||
    state.cryptos.length > 0 ||
    state.networks.length > 0 ||
    state.networkTypes.length < 2
  );
}
