export {
  type ChartPoint,
  chartTimestamp,
  chartValue,
  cleanChartPoints,
  type RawChartPoint,
} from "./chart-points.ts";
export {
  FEED_CHART_RANGE_MS,
  pointsInFeedChartRange,
  type TimedPoint,
  visibleFeedChartRanges,
} from "./feed-ranges.ts";
export { mergeLastHourPoint, type SeriesPoint } from "./last-hour.ts";
export { sampleEvenly } from "./sampling.ts";
export { type SourceErrorWindow, sourceErrorWindow } from "./source-error-window.ts";
export {
  hasSourceErrors,
  SOURCE_ERROR_STATS,
  type SourceErrorDay,
  type SourceErrorStat,
  type SourcesReportLike,
  sourceErrorDays,
} from "./source-errors.ts";
export { TIME_AXIS_UNITS, type TimeAxisUnit, timeAxisUnit } from "./time-axis.ts";
export {
  TOKEN_SERIES_RANGE_NAMES,
  TOKEN_SERIES_RANGES,
  type TokenSeriesRange,
} from "./token-series-ranges.ts";
