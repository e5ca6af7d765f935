import type { FeedListItem, FeedRecordView } from "@oracle-explorer/core/api-views";
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
import { type FeedRecords, feedRecordKey } from "../../lib/queries/feed-records-query.ts";

/**
 * Beyond the spec: the record columns' sort keys (each feed's 7 days from the indexer's record),
 * in the URL's sortBy as the spec's keys are.
 */
export const FEED_RECORD_SORT_KEYS = ["updatesPerDay", "heartbeatMisses", "longestStaleness"] as const;
export type FeedRecordSortKey = (typeof FEED_RECORD_SORT_KEYS)[number];

export const isFeedRecordSortKey = (key: string): key is FeedRecordSortKey =>
  (FEED_RECORD_SORT_KEYS as readonly string[]).includes(key);

/** A record column's figure; null without one (no record, no heartbeat): such rows go last. */
export function recordFigure(record: FeedRecordView | undefined, key: FeedRecordSortKey): number | null {
  if (record === undefined) return null;
  if (key === "updatesPerDay") return record.updatesPerDay7d;
  if (key === "heartbeatMisses") return record.heartbeatMisses7d;
  return record.longestStalenessMs7d;
}

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

/** The last order asked of each list (rows, sortBy, sortDesc, records); a new list gets a new entry. */
const sortedCache = new WeakMap<
  readonly FeedRowView[],
  { key: string; records: FeedRecords | undefined; sorted: readonly FeedRowView[] }
>();

/**
 * The rows by a record figure: the default order (a total one) first, then a stable sort on the
 * figure, so equal figures keep it; rows without a figure go last whichever the direction.
 */
function sortByRecord(
  rows: readonly FeedRowView[],
  key: FeedRecordSortKey,
  desc: boolean,
  records: FeedRecords | undefined,
): FeedRowView[] {
  const figures = new Map<FeedRowView, number | null>();
  for (const row of rows) figures.set(row, recordFigure(records?.[feedRecordKey(row)], key));
  return sortFeeds(rows).sort((a, b) => {
    const x = figures.get(a) ?? null;
    const y = figures.get(b) ?? null;
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return desc ? y - x : x - y;
  });
}

/**
 * `rows` in FEEDS-15/16's order (or a record column's), computed once per list, order and
 * records answer rather than per keystroke.
 */
function sortedRows(
  rows: readonly FeedRowView[],
  sortBy: string,
  sortDesc: boolean,
  records: FeedRecords | undefined,
): readonly FeedRowView[] {
  const key = `${sortBy}:${sortDesc}`;
  const byRecord = isFeedRecordSortKey(sortBy);
  const cached = sortedCache.get(rows);
  if (cached?.key === key && (!byRecord || cached.records === records)) return cached.sorted;
  const sorted = byRecord ? sortByRecord(rows, sortBy, sortDesc, records) : sortFeeds(rows, sortBy, sortDesc);
  sortedCache.set(rows, { key, records, sorted });
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
 * the search over that, which matters with 890 feeds. A record column's order reads `records`
 * (beyond the spec); until they arrive its rows keep the default order.
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
  records?: FeedRecords,
): FeedListModel {
  const picked = pickedRows(sortedRows(rows, state.sortBy, state.sortDesc, records), state);
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
