import { COINGECKO_PROVIDER, PRICE_PROVIDER_FALLBACK_SUFFIXES } from "../constants.ts";

/**
 * DATA-50 (decision on scope), DATA-51: the providers offered for a token, in default order.
 * Tokens the ordered-providers data lists get that list with coingecko moved first; every
 * other token gets the primary production data service alone.
 */
export function providersForToken(
  symbol: string,
  orderedProviders: Readonly<Record<string, readonly string[]>>,
  productId: string,
): string[] {
  // Object.hasOwn: a symbol such as "constructor" must not find Object.prototype's.
  const listed = Object.hasOwn(orderedProviders, symbol) ? orderedProviders[symbol] : undefined;
  if (!listed || listed.length === 0) return [`${productId}-primary-prod`];
  const unique = [...new Set(listed)];
  return unique.includes(COINGECKO_PROVIDER)
    ? [COINGECKO_PROVIDER, ...unique.filter((p) => p !== COINGECKO_PROVIDER)]
    : unique;
}

/**
 * CALL-29: price calls try the chosen provider, then the fallbacks of CONST-36 in order; the
 * first non-empty result wins. Duplicates are dropped so no provider is asked twice.
 */
export function priceProviderChain(chosen: string, productId: string): string[] {
  const fallbacks = PRICE_PROVIDER_FALLBACK_SUFFIXES.map((suffix) => `${productId}-${suffix}`);
  return [...new Set([chosen, ...fallbacks])];
}
