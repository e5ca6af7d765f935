import { z } from "zod";
import { TOKEN_SERIES_RANGES } from "../charts/token-series-ranges.ts";
import { TOKEN_DISCLAIMER_IDS } from "../schemas/tokens-catalogue.ts";
import { upstreamFailureView } from "./errors.ts";

/** Response schemas (view models) of the api's tokens resources; types are inferred from them. */

/**
 * A secondary upstream that failed while the resource was still served (ERROR-07, ERROR-09:
 * the page must not go blank): the web can say what is missing and why.
 */
export const apiWarningView = z
  .object({
    /** The upstream, as /api/health names it ("prices", "manifests", "price aggregator"). */
    upstream: z.string(),
    failure: upstreamFailureView,
    message: z.string(),
  })
  .meta({ id: "ApiWarning", description: "An upstream that failed; the rest of the answer is still valid." });
export type ApiWarning = z.infer<typeof apiWarningView>;

const warnings = z.array(apiWarningView);

/** One Data Feeds row (TOKENS-13..16). */
export const tokenListItemView = z
  .object({
    symbol: z.string(),
    name: z.string(),
    /** Same-origin (/api/v1/assets/...) or an absolute https URL; null when the catalogue has none. */
    logoURI: z.string().nullable(),
    tags: z.array(z.string()),
    /** Searched by FILTER-21; left out when the catalogue has none. */
    comment: z.string().optional(),
    /** What the price is in: "USD", "EUR", "BTC", "percentage", "contracts"… */
    denomination: z.string(),
    /** Latest value of the primary production data service; null shows "no-data" (TOKENS-15). */
    price: z.number().nullable(),
    /** Epoch ms of that price. */
    priceTimestamp: z.number().nullable(),
  })
  .meta({ id: "TokenListItem", description: "A token of the Data Feeds list with its latest price." });
export type TokenListItem = z.infer<typeof tokenListItemView>;

export const tokensView = z
  .object({
    /** The data service whose prices are shown (CALL-25: the primary production one). */
    provider: z.string(),
    /** Every non-hidden token, in popularity order (TOKENS-21). */
    tokens: z.array(tokenListItemView),
    warnings,
  })
  .meta({ id: "Tokens", description: "The Data Feeds list: non-hidden tokens with latest prices." });
export type TokensView = z.infer<typeof tokensView>;

/** A latest price with its per-source values. */
export const tokenPriceView = z
  .object({
    /** The provider that answered (CALL-29 may fall back from the chosen one). */
    provider: z.string(),
    value: z.number(),
    /** Epoch ms. */
    timestamp: z.number(),
    /** Source id → that source's value. */
    source: z.record(z.string(), z.number()),
  })
  .meta({ id: "TokenPrice", description: "A latest price with its per-source values." });
export type TokenPriceView = z.infer<typeof tokenPriceView>;

export const tokenDetailView = z
  .object({
    symbol: z.string(),
    name: z.string(),
    logoURI: z.string().nullable(),
    url: z.string().nullable(),
    tags: z.array(z.string()),
    comment: z.string().nullable(),
    disclaimerID: z.enum(TOKEN_DISCLAIMER_IDS).nullable(),
    denomination: z.string(),
    hidden: z.boolean(),
    /** The sources its first listing data service reads. */
    sources: z.array(z.string()),
    /** Data services whose manifest lists it. */
    dataServices: z.array(z.string()),
    /** The provider picker, in default order (DATA-50, DATA-51). */
    providers: z.array(z.string()),
    /** The provider asked for (`?provider=`, default the first of `providers`). */
    provider: z.string(),
    /** TOKEN-21: a currencies token on a provider other than the primary production one. */
    currencyCaution: z.boolean(),
    latest: tokenPriceView.nullable(),
    warnings,
  })
  .meta({ id: "TokenDetail", description: "The Token page: catalogue data, providers and latest price." });
export type TokenDetailView = z.infer<typeof tokenDetailView>;

export const seriesPointView = z
  .object({ timestamp: z.number(), value: z.number() })
  .meta({ id: "SeriesPoint", description: "A chart point: epoch ms and value." });

export const tokenSeriesView = z
  .object({
    symbol: z.string(),
    range: z.enum(TOKEN_SERIES_RANGES),
    /** The provider asked for. */
    provider: z.string(),
    /** The provider whose points these are (CALL-29), or null when every provider was empty. */
    answeredBy: z.string().nullable(),
    /** Ascending; empty means "We are collecting the data" (ERROR-11). */
    points: z.array(seriesPointView),
    warnings,
  })
  .meta({ id: "TokenSeries", description: "A token's price chart for one range." });
export type TokenSeriesView = z.infer<typeof tokenSeriesView>;

export const historyPointView = z
  .object({
    timestamp: z.number(),
    value: z.number(),
    provider: z.string(),
    source: z.record(z.string(), z.number()),
    permawebTx: z.string().nullable(),
  })
  .meta({ id: "HistoryPoint", description: "A row of the Recent updates table." });
export type HistoryPointView = z.infer<typeof historyPointView>;

export const tokenHistoryView = z
  .object({
    symbol: z.string(),
    provider: z.string(),
    answeredBy: z.string().nullable(),
    /** The window actually read, epoch ms, after defaults and clamping. */
    from: z.number(),
    to: z.number(),
    limit: z.number().int(),
    offset: z.number().int(),
    /** True when a full page came back, so the table may ask for the next one. */
    hasMore: z.boolean(),
    /** Newest first. */
    points: z.array(historyPointView),
    warnings,
  })
  .meta({ id: "TokenHistory", description: "A page of a token's recent price updates." });
export type TokenHistoryView = z.infer<typeof tokenHistoryView>;
