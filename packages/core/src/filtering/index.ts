export {
  clampDateRange,
  type DateRange,
  isSelectableFromDate,
  isSelectableToDate,
  isValidDateRange,
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
  createFilterReducer,
  DEFAULT_SORT_BY,
  dataServiceFilterReducer,
  type FilterAction,
  type FilterReducer,
  type FilterReducerOptions,
  type FilterState,
  type FilterStateDefaults,
  initialFilterState,
  listFilterReducer,
  NETWORK_TYPES,
  type NetworkId,
  type NetworkType,
  normalizeNetworkTypes,
} from "./filter-state.ts";
export {
  assetHasPriceFromSources,
  type FilterableFeed,
  type FilterableServiceAsset,
  type FilterableToken,
  filterFeedRows,
  filterServiceAssets,
  filterTokens,
  type HideableRow,
  isHiddenRow,
  type SourceValues,
  tokenHasAnyType,
} from "./list-filters.ts";
export { type PageGap, type PageItem, pageNumbers } from "./page-numbers.ts";
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
  type ListQuery,
  MAX_QUERY_ITEM_LENGTH,
  MAX_QUERY_LIST_ITEMS,
  MAX_QUERY_SEARCH_LENGTH,
  parseListQuery,
  QUERY_NAMES,
  type QueryDefaults,
  type QueryName,
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
  SEARCH_CLEARS_FILTERS_MIN_LENGTH,
  type SearchableFeed,
  type SearchableNode,
  type SearchableServiceAsset,
  type SearchableSource,
  type SearchableToken,
  searchNodes,
  searchRows,
  searchSources,
  serviceAssetMatchesSearch,
  sourceMatchesSearch,
  tokenMatchesSearch,
} from "./search.ts";
export {
  countFeedsForSource,
  feedCountsBySource,
  type SourceConfiguredToken,
  type SourceWithFeedCount,
  sortSourcesByFeedCount,
} from "./sources.ts";
export {
  compareTokensByPopularity,
  popularRank,
  type SortableToken,
  sortTokensByPopularity,
} from "./token-sort.ts";
export {
  searchTokenTypeOptions,
  TOKEN_TYPE_LABELS,
  type TokenTypeOption,
  tokenTypeLabel,
  tokenTypeOptions,
} from "./token-types.ts";
