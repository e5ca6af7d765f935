/** FORMAT-17..19: the denominations with their own symbol; every other one uses "$". */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: "€", ETH: "Ξ" };

/** The symbol shown before every other denomination, as the spec says (FORMAT-19). */
export const DEFAULT_CURRENCY_SYMBOL = "$";

/**
 * The currency symbol of a denomination: "€" for EUR, "Ξ" for ETH, "$" for anything else,
 * including GBP, BRL, BTC, USDe, percentage, contracts and a missing denomination (FORMAT-19 is
 * flagged in the checklist but settled). Matching ignores case and surrounding spaces.
 */
export function currencySymbol(denomination: string | null | undefined): string {
  if (typeof denomination !== "string") return DEFAULT_CURRENCY_SYMBOL;
  return CURRENCY_SYMBOLS[denomination.trim().toUpperCase()] ?? DEFAULT_CURRENCY_SYMBOL;
}
