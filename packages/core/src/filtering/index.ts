export {
  clampDateRange,
  type DateRange,
} from "./date-range.ts";
export {
  FEED_SORT_KEYS,
  FEED_SORTABLE_COLUMNS,
  type FeedSortKey,
  isFeedSortKey,
  type SortableFeed,
  sortFeeds,
} from "./feed-sort.ts";
export {
  DEFAULT_SORT_BY,
  dataServiceFilterReducer,
  type FilterAction,
  type FilterReducer,
  type FilterState,
  initialFilterState,
  listFilterReducer,
  NETWORK_TYPES,
  type NetworkId,
  type NetworkType,
  normalizeNetworkTypes,
} from "./filter-state.ts";
export {
  filterFeedRows,
  filterTokens,
  isHiddenRow,
  pickFeedRows,
  searchFeedRows,
} from "./list-filters.ts";
export { pageNumbers } from "./page-numbers.ts";
export {
  clampPage,
  lastPage,
  NO_ENTRIES_TEXT,
  type PageWindow,
  pageOptions,
  pageRows,
  pageWindow,
  paginationText,
} from "./paging.ts";
export {
  effectiveSearch,
  filterStateFromQuery,
  parseListQuery,
  QUERY_NAMES,
  type QueryDefaults,
  queryFromFilterState,
  safeDecode,
  writeListQuery,
} from "./query-params.ts";
export {
  feedMatchesSearch,
  isClearingSearch,
  matchesSearch,
  nodeMatchesSearch,
  normalizeSearch,
  type SearchableFeed,
  type SearchableToken,
  searchNodes,
  searchSources,
  serviceAssetMatchesSearch,
  sourceMatchesSearch,
  tokenMatchesSearch,
} from "./search.ts";
export {
  buildSearchIndex,
  looksLikeAddress,
  rankSearch,
  type SearchData,
  type SearchEntry,
  type SearchKind,
  type SearchScreen,
  screenEntries,
} from "./search-index.ts";
export {
  feedCountsBySource,
  manifestSourceIds,
  retiredSourceIds,
  sortSourcesByFeedCount,
} from "./sources.ts";
export { sortTokensByPopularity } from "./token-sort.ts";
export {
  searchTokenTypeOptions,
  TOKEN_TYPE_LABELS,
  type TokenTypeOption,
  tokenTypeLabel,
  tokenTypeOptions,
} from "./token-types.ts";
