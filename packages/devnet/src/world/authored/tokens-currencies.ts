import { FIAT, STABLE_SMALL } from "./source-sets.ts";
import { fiat, pair, type TokenSpec } from "./token-spec.ts";

/**
 * Fiat currencies and metals against USD (tag "currencies"), plus the stablecoin/fiat pairs that
 * Mento-style adapters read, priced in EUR, BRL and GBP.
 */
export const CURRENCY_TOKENS: readonly TokenSpec[] = [
  fiat("EUR", "Euro", 1.08),
  fiat("GBP", "British Pound", 1.27),
  fiat("BRL", "Brazilian Real", 0.18, { volatility: 0.14 }),
  fiat("JPY", "Japanese Yen", 0.0068, { volatility: 0.1 }),
  fiat("CHF", "Swiss Franc", 1.13),
  fiat("AUD", "Australian Dollar", 0.65, { volatility: 0.09 }),
  fiat("CAD", "Canadian Dollar", 0.73, { volatility: 0.06 }),
  fiat("TRY", "Turkish Lira", 0.026, { volatility: 0.2 }),
  fiat("SGD", "Singapore Dollar", 0.74, { volatility: 0.05 }),
  fiat("KRW", "South Korean Won", 0.00072, { volatility: 0.09 }),
  fiat("CNY", "Chinese Yuan", 0.138, { volatility: 0.04 }),
  fiat("MXN", "Mexican Peso", 0.052, { volatility: 0.13 }),
  fiat("INR", "Indian Rupee", 0.012, { volatility: 0.05 }),
  fiat("ZAR", "South African Rand", 0.054, { volatility: 0.15 }),
  fiat("XAU", "Gold (troy ounce)", 2_350, { volatility: 0.15 }),
  fiat("XAG", "Silver (troy ounce)", 29, { volatility: 0.25 }),
  pair("USDC/EUR", "USDC / Euro", 0.925, "EUR", FIAT, { volatility: 0.07, logo: "USDC" }),
  pair("EURC/EUR", "EURC / Euro", 0.999, "EUR", [...FIAT, ...STABLE_SMALL], { volatility: 0.005 }),
  pair("CELO/EUR", "Celo / Euro", 0.296, "EUR", ["binance", "okx", "coingecko"], { volatility: 0.95 }),
  pair("CELO/BRL", "Celo / Brazilian Real", 1.78, "BRL", ["binance", "okx", "coingecko"], {
    volatility: 0.95,
  }),
  pair("USDC/BRL", "USDC / Brazilian Real", 5.55, "BRL", FIAT, { volatility: 0.14 }),
  pair("USDC/GBP", "USDC / British Pound", 0.787, "GBP", FIAT, { volatility: 0.07 }),
];
