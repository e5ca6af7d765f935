export { TVS_CLIENT_ALIASES } from "./client-aliases.ts";
export {
  createClientMatcher,
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
export {
  filterToTimeframe,
  isTvsTimeframe,
  TVS_TIMEFRAMES,
  timeframeStart,
} from "./tvs-timeframe.ts";
export {
  buildTvsTimeline,
  cutAtFirstDrop,
  rankClientsByAverage,
  snapshotTotal,
  TVS_OTHERS_SERIES,
  type TvsTimeline,
} from "./tvs-timeline.ts";
