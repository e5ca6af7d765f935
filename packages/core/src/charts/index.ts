export {
  type ChartPoint,
  cleanChartPoints,
} from "./chart-points.ts";
export {
  pointsInFeedChartRange,
  visibleFeedChartRanges,
} from "./feed-ranges.ts";
export {
  mergeLastHourPoint,
  type SeriesPoint,
} from "./last-hour.ts";
export { sampleEvenly } from "./sampling.ts";
export {
  type SourceErrorWindow,
  sourceErrorWindow,
} from "./source-error-window.ts";
export {
  hasSourceErrors,
  type SourceErrorDay,
  type SourceErrorStat,
  type SourcesReportLike,
  sourceErrorDays,
} from "./source-errors.ts";
export {
  type TimeAxisUnit,
  timeAxisUnit,
} from "./time-axis.ts";
export {
  TOKEN_SERIES_RANGE_NAMES,
  TOKEN_SERIES_RANGES,
  type TokenSeriesRange,
} from "./token-series-ranges.ts";
