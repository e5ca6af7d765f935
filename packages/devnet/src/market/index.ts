export { createMarket } from "./create-market.ts";
export { aggregateQuotes, median, QUOTE_BUCKET_MS, resolveTokenSources } from "./quotes.ts";
export { utcDayStart } from "./source-errors.ts";
export type { Aggregate, Market, SourceQuote } from "./types.ts";
