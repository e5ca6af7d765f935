export {
  abbreviatePor,
  abbreviateTvsAxis,
  abbreviateTvsTooltip,
  formatTvsDollars,
  formatTvsPercentage,
} from "./abbreviate.ts";
export {
  ELLIPSIS,
  shortenAddress,
  shortenMiddle,
  shortenModalAddress,
  shortenTxHash,
  shortenTxHashForTable,
  truncateText,
} from "./address.ts";
export { formatAnswer, formatDeviation } from "./answer.ts";
export { withUnit } from "./currency.ts";
export { formatTimestampSeconds } from "./date-time.ts";
export { durationText } from "./duration.ts";
export { escapeMarkup } from "./markup.ts";
export { NO_DATA, type NumericInput, toFiniteNumber } from "./no-data.ts";
export { chartDecimals, formatChartValue, formatPrice, priceDecimals } from "./price.ts";
export { ratingStars } from "./rating.ts";
export { relativeTime } from "./relative-time.ts";
export { formatValue, type ValueFormatOptions } from "./value-filter.ts";
