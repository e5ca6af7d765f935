export { TVS_CLIENT_ALIASES } from "./client-aliases.ts";
export {
  type ClientMatchContext,
  createClientMatcher,
  type MatchHistoryOptions,
  matchHistoricalTvs,
  normaliseClientName,
  type TvsSnapshot,
} from "./client-matching.ts";
export {
  clientPercentage,
  TVS_CLIENT_SORT_OPTIONS,
  TVS_DEFAULT_SORT_ORDER,
  type TvsClientRow,
  type TvsSortOrder,
  topTvsClients,
  tvsClientRows,
  tvsProjectCount,
} from "./tvs-clients.ts";
export {
  initialTvsDashboardState,
  type LoadTvsDashboardOptions,
  loadTvsDashboard,
  TVS_LOAD_ERROR_PREFIX,
  type TvsDashboardState,
  type TvsFetchers,
  type TvsPlaceholderMetrics,
  tvsLoadErrorMessage,
  tvsPlaceholderMetrics,
} from "./tvs-dashboard.ts";
export {
  type ClientTvsMap,
  dateKeyToMs,
  type HistoricalTvs,
  safeTvsValue,
  type TimeseriesPoint,
  type TvsClientRecord,
} from "./tvs-data.ts";
export { filterToTimeframe, isTvsTimeframe, TVS_TIMEFRAMES, timeframeStart } from "./tvs-timeframe.ts";
export {
  buildTvsTimeline,
  cutAtFirstDrop,
  finalSnapshot,
  rankClientsByAverage,
  snapshotTotal,
  TVS_OTHERS_SERIES,
  type TvsSeries,
  type TvsTimeline,
  type TvsTimelineInput,
} from "./tvs-timeline.ts";
