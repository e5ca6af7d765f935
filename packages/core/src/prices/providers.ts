import { COINGECKO_PROVIDER, PRICE_PROVIDER_FALLBACK_SUFFIXES } from "../constants.ts";

/**
 * DATA-50 (decision, truth over the letter), DATA-51: the providers offered for a token, in
 * default order. The RedStone data services that carry the token come first — primary
 * production, then the CALL-29 fallback order, then the others as listed — and coingecko, when
 * listed, comes last as a comparison. (With coingecko first the token page showed another price
 * than the list, "$0.000" for PEPE and a currency caution beside a live RedStone price.) A token
 * only coingecko lists gets coingecko alone; one nothing lists, the primary production service.
 */
export function providersForToken(
  symbol: string,
  orderedProviders: Readonly<Record<string, readonly string[]>>,
  productId: string,
): string[] {
  // Object.hasOwn: a symbol such as "constructor" must not find Object.prototype's.
  const listed = Object.hasOwn(orderedProviders, symbol) ? orderedProviders[symbol] : undefined;
  const services = [...new Set(listed ?? [])].filter((p) => p !== COINGECKO_PROVIDER);
  const preferred = PRICE_PROVIDER_FALLBACK_SUFFIXES.map((suffix) => `${productId}-${suffix}`);
  const rank = (provider: string) => {
    const at = preferred.indexOf(provider);
    return at === -1 ? preferred.length : at;
  };
  const comparison = listed?.includes(COINGECKO_PROVIDER) ? [COINGECKO_PROVIDER] : [];
  if (services.length === 0) return comparison.length > 0 ? comparison : [`${productId}-primary-prod`];
  // A stable sort: services outside the fallback order keep their listed order.
  return [...services.sort((a, b) => rank(a) - rank(b)), ...comparison];
}

/**
 * CALL-29: price calls try the chosen provider, then the fallbacks of CONST-36 in order; the
 * first non-empty result wins. Duplicates are dropped so no provider is asked twice.
 */
export function priceProviderChain(chosen: string, productId: string): string[] {
  const fallbacks = PRICE_PROVIDER_FALLBACK_SUFFIXES.map((suffix) => `${productId}-${suffix}`);
  return [...new Set([chosen, ...fallbacks])];
}

/**
 * What a provider's prices are in: the aggregator (coingecko) answers in USD whatever the token's
 * denomination, so a coingecko price of a BTC-denominated token is dollars, not bitcoin.
 */
export function priceDenomination(
  provider: string | null | undefined,
  denomination: string | undefined,
): string | undefined {
  return provider === COINGECKO_PROVIDER ? "USD" : denomination;
}
