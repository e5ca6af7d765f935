import type { ApiWarning, TokenListItem, TokensView } from "@oracle-explorer/core/api-views";
import { symbolFromTokenRouteParam } from "@oracle-explorer/core/app-routes";
import type { SymbolDetails } from "@oracle-explorer/core/caching";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import { COINGECKO_PROVIDER, DENOMINATIONS_WAIT_MS } from "@oracle-explorer/core/constants";
import { sortTokensByPopularity } from "@oracle-explorer/core/filtering";
import { providersForToken } from "@oracle-explorer/core/prices";
import { isTokenHidden, type Price, type TokensCatalogue } from "@oracle-explorer/core/schemas";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { aggregatorIdOf } from "./aggregator.ts";
import { toAssetUrl } from "./asset-urls.ts";
import { loadTokensCatalogue } from "./catalogue.ts";
import { type Fallible, loadOrWarn } from "./fallback.ts";
import { loadSymbolCatalogue } from "./manifests.ts";
import { memoizeLast } from "./memo.ts";
import { providerChain } from "./prices.ts";
import { withinWait } from "./within-wait.ts";

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

const NO_DETAILS: ReadonlyMap<string, SymbolDetails> = new Map();

/**
 * Non-hidden catalogue tokens in popularity order (TOKENS-21, FILTER-26), once per catalogue or
 * manifests load. The denomination is the token page's (catalogue merged with the manifests,
 * DATA-54), so a rate or a BTC reserve is not listed in dollars.
 */
const listedTokens = memoizeLast(
  (catalogue: TokensCatalogue, details: ReadonlyMap<string, SymbolDetails>): TokenRow[] =>
    sortTokensByPopularity(
      Object.entries(catalogue)
        .filter(([, token]) => !isTokenHidden(token))
        .map(([symbol, token]) => ({
          symbol,
          name: token.name,
          logoURI: toAssetUrl(token.logoURI),
          tags: token.tags ?? [],
          denomination: details.get(symbol)?.denomination ?? token.denomination ?? "USD",
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
  // The manifests only add denominations here, and only when they come within CONST-19's wait:
  // a slow or failed manifests host leaves the catalogue's, or USD (the token page names the failure).
  const [catalogue, prices, symbols] = await Promise.all([
    loadTokensCatalogue(ctx),
    loadAllPrices(ctx, provider),
    withinWait(loadSymbolCatalogue(ctx), DENOMINATIONS_WAIT_MS, "manifests", "denominations").catch(
      () => null,
    ),
  ]);
  return {
    provider,
    tokens: withPrices(listedTokens(catalogue, symbols?.details ?? NO_DETAILS), prices.value),
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
 * coingecko is offered (last, as a comparison); when it fails the token is served without it.
 */
export async function loadTokenContext(ctx: ApiContext, param: string): Promise<TokenContext | null> {
  const { details, warnings } = await loadSymbolCatalogue(ctx);
  const symbol = resolveTokenSymbol(details, param);
  const token = symbol === null ? undefined : details.get(symbol);
  if (symbol === null || !token) return null;
  const { value: aggregatorId, warning } = await aggregatorIdOf(ctx, symbol, token.name);
  const aggregatorWarnings = warning ? [warning] : [];
  // The ordered-providers entry of DATA-50: every data service whose manifest carries the token,
  // and coingecko when the aggregator lists it (ordered by providersForToken).
  // With a manifest missing the token's services are unknown: primary production stands in (it is
  // what the lists show), so the page does not open on coingecko for want of a manifest.
  const services =
    token.dataServices.length === 0 && warnings.length > 0
      ? [primaryProdServiceId(ctx.config)]
      : token.dataServices;
  const listed = [...services, ...(aggregatorId ? [COINGECKO_PROVIDER] : [])];
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
