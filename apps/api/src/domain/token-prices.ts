import type {
  ApiWarning,
  TokenDetailView,
  TokenHistoryView,
  TokenSeriesView,
} from "@oracle-explorer/core/api-views";
import type { TokenSeriesRange } from "@oracle-explorer/core/charts";
import { COINGECKO_PROVIDER } from "@oracle-explorer/core/constants";
import { TOKEN_DISCLAIMER_IDS } from "@oracle-explorer/core/schemas";
import type { ApiContext } from "../context.ts";
import { toAssetUrl, toLinkUrl } from "./asset-urls.ts";
import { type HistoryQuery, latestPrice, type PriceTarget, priceHistory, priceSeries } from "./prices.ts";
import type { TokenContext } from "./tokens.ts";
import { distinctWarnings, orWarning } from "./warnings.ts";

/** The Token page's resources: detail with latest price, chart series and Recent updates. */

/** Series and history name the aggregator's failure only when coingecko was asked for. */
const warningsFor = (token: TokenContext, chosen: string): ApiWarning[] =>
  chosen === COINGECKO_PROVIDER ? [...token.aggregatorWarnings] : [];

const targetOf = (token: TokenContext): PriceTarget => ({
  symbol: token.details.symbol,
  aggregatorId: token.aggregatorId,
});

/**
 * The Token page: catalogue fields, providers and the latest price of the chosen provider (with
 * the CALL-29 fallback). A prices failure leaves `latest` null with a warning, so the page still
 * shows the token.
 */
export async function tokenDetail(
  ctx: ApiContext,
  token: TokenContext,
  chosen: string,
): Promise<TokenDetailView> {
  const warnings: ApiWarning[] = [...token.catalogueWarnings, ...token.aggregatorWarnings];
  const latest = await orWarning(
    latestPrice(ctx, targetOf(token), chosen, warnings),
    warnings,
    "latest price",
  );
  const { details } = token;
  return {
    symbol: details.symbol,
    name: details.name,
    logoURI: toAssetUrl(details.logoURI),
    url: toLinkUrl(details.url),
    tags: details.tags,
    comment: details.comment,
    disclaimerID: TOKEN_DISCLAIMER_IDS.find((id) => id === details.disclaimerID) ?? null,
    denomination: details.denomination,
    hidden: details.hidden,
    sources: details.config?.source ?? [],
    dataServices: details.dataServices,
    providers: token.providers,
    provider: chosen,
    // TOKEN-21 (decisions: "currency token" = tag currencies; the caution only when true): the
    // chosen provider had nothing for the token, so the answer, if any, came from a fallback. A
    // failed read says nothing either way; its warning speaks instead.
    currencyCaution:
      details.tags.includes("currencies") &&
      latest !== null &&
      latest.answeredBy !== chosen &&
      !latest.failed.includes(chosen) &&
      !(chosen === COINGECKO_PROVIDER && token.aggregatorWarnings.length > 0),
    latest: latest?.items[0] ?? null,
    // The aggregator can be named by the token's context and again by the price fallback.
    warnings: distinctWarnings(warnings),
  };
}

/** The price chart of one range; empty points are a valid answer (ERROR-11). */
export async function tokenSeries(
  ctx: ApiContext,
  token: TokenContext,
  chosen: string,
  range: TokenSeriesRange,
): Promise<TokenSeriesView> {
  const warnings = warningsFor(token, chosen);
  const { answeredBy, items } = await priceSeries(ctx, targetOf(token), chosen, range, warnings);
  return {
    symbol: token.details.symbol,
    range,
    provider: chosen,
    answeredBy,
    points: items,
    warnings: distinctWarnings(warnings),
  };
}

/** One page of the Recent updates table. */
export async function tokenHistory(
  ctx: ApiContext,
  token: TokenContext,
  chosen: string,
  query: HistoryQuery,
): Promise<TokenHistoryView> {
  const warnings = warningsFor(token, chosen);
  const { answeredBy, items } = await priceHistory(ctx, targetOf(token), chosen, query, warnings);
  return {
    symbol: token.details.symbol,
    provider: chosen,
    answeredBy,
    ...query,
    hasMore: items.length >= query.limit,
    points: items,
    warnings: distinctWarnings(warnings),
  };
}
