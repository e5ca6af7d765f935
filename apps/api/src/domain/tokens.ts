import {
  type ApiWarning,
  COINGECKO_PROVIDER,
  isTokenHidden,
  type Price,
  primaryProdServiceId,
  providersForToken,
  type SymbolDetails,
  sortTokensByPopularity,
  symbolFromTokenRouteParam,
  type TokenListItem,
  type TokensCatalogue,
  type TokensView,
} from "@oracle-explorer/core";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { aggregatorIdOf } from "./aggregator.ts";
import { toAssetUrl } from "./asset-urls.ts";
import { loadTokensCatalogue } from "./catalogue.ts";
import { type Fallible, loadOrWarn } from "./fallback.ts";
import { loadSymbolCatalogue } from "./manifests.ts";
import { memoizeLast } from "./memo.ts";
import { providerChain } from "./prices.ts";

/** The Data Feeds list and the token a Token page names. */

/**
 * CALL-25: every symbol's latest price of one provider, keyed by symbol; a secondary read, so a
 * failure reads as null with a warning.
 */
export const loadAllPrices = (ctx: ApiContext, provider: string): Promise<Fallible<Record<string, Price>>> =>
  loadOrWarn(
    ctx,
    `prices-all:${provider}`,
    POLICIES.pricesAll,
    () => ctx.upstreams.prices.all(provider),
    "latest prices",
  );

type TokenRow = Omit<TokenListItem, "price" | "priceTimestamp">;

/** Non-hidden catalogue tokens in popularity order (TOKENS-21, FILTER-26), once per catalogue load. */
const listedTokens = memoizeLast((catalogue: TokensCatalogue): TokenRow[] =>
  sortTokensByPopularity(
    Object.entries(catalogue)
      .filter(([, token]) => !isTokenHidden(token))
      .map(([symbol, token]) => ({
        symbol,
        name: token.name,
        logoURI: toAssetUrl(token.logoURI),
        tags: token.tags ?? [],
        ...(token.comment ? { comment: token.comment } : {}),
      })),
  ),
);

/** The rows with their prices, once per catalogue or prices load. */
const withPrices = memoizeLast(
  (rows: readonly TokenRow[], prices: Readonly<Record<string, Price>> | null): TokenListItem[] =>
    rows.map((row) => {
      const price = prices && Object.hasOwn(prices, row.symbol) ? prices[row.symbol] : undefined;
      return { ...row, price: price?.value ?? null, priceTimestamp: price?.timestamp ?? null };
    }),
);

/**
 * The Data Feeds list. The catalogue is required; the prices are not: when they fail the tokens
 * still come back, priced null ("no-data") and with a warning naming the upstream.
 */
export async function tokensList(ctx: ApiContext): Promise<TokensView> {
  const provider = primaryProdServiceId(ctx.config);
  const [catalogue, prices] = await Promise.all([loadTokensCatalogue(ctx), loadAllPrices(ctx, provider)]);
  return {
    provider,
    tokens: withPrices(listedTokens(catalogue), prices.value),
    warnings: prices.warning ? [prices.warning] : [],
  };
}

/**
 * TOKEN-01, TOKEN-03: the symbol a TokenPage param names: its first "-" read back as "/", else the
 * raw param (for symbols with a real "-"), else none.
 */
export function resolveTokenSymbol(known: ReadonlyMap<string, unknown>, param: string): string | null {
  const converted = symbolFromTokenRouteParam(param);
  if (known.has(converted)) return converted;
  return known.has(param) ? param : null;
}

/** A resolved token with what every Token page resource needs. */
export interface TokenContext {
  details: SymbolDetails;
  /** The provider picker in default order (DATA-50, DATA-51). */
  providers: string[];
  aggregatorId: string | null;
  /** Manifests that failed while resolving (the token's sources and services may be short). */
  catalogueWarnings: ApiWarning[];
  /** The aggregator's coins list, when it failed: coingecko is then left out or falls back. */
  aggregatorWarnings: ApiWarning[];
}

/**
 * The token a route param names, or null (a 404). The aggregator's coins list decides whether
 * coingecko leads the providers; when it fails the token is served without coingecko.
 */
export async function loadTokenContext(ctx: ApiContext, param: string): Promise<TokenContext | null> {
  const { details, warnings } = await loadSymbolCatalogue(ctx);
  const symbol = resolveTokenSymbol(details, param);
  const token = symbol === null ? undefined : details.get(symbol);
  if (symbol === null || !token) return null;
  const { value: aggregatorId, warning } = await aggregatorIdOf(ctx, symbol, token.name);
  const aggregatorWarnings = warning ? [warning] : [];
  // The ordered-providers entry of DATA-50: coingecko when the aggregator lists the token, then the
  // primary production service and every service whose manifest lists it.
  const listed = [
    ...(aggregatorId ? [COINGECKO_PROVIDER] : []),
    primaryProdServiceId(ctx.config),
    ...token.dataServices,
  ];
  const providers = providersForToken(symbol, { [symbol]: listed }, ctx.config.productId);
  return { details: token, providers, aggregatorId, catalogueWarnings: warnings, aggregatorWarnings };
}

/**
 * The providers `?provider=` may name for a token: its picker, the CALL-29 fallbacks, and
 * coingecko (served by the fallbacks when the aggregator does not list the token).
 */
export function allowedProviders(ctx: ApiContext, token: TokenContext): Set<string> {
  const fallbacks = providerChain(ctx, primaryProdServiceId(ctx.config));
  return new Set([...token.providers, ...fallbacks, COINGECKO_PROVIDER]);
}
