import { CEX_MAJOR, FIXED, ON_CHAIN, STABLE, STABLE_SMALL } from "./source-sets.ts";
import { coin, stable, type TokenSpec } from "./token-spec.ts";

/**
 * USD stablecoins (pinned near 1) and their yield-bearing wrappers (which accrue slowly above 1).
 * The "_V2" variants are hidden experiments kept for one client, as real catalogues have them.
 */
export const STABLE_TOKENS: readonly TokenSpec[] = [
  stable("USDT", "Tether", STABLE, { url: "https://tether.to/", decimals: 6 }),
  stable("USDC", "USD Coin", STABLE, { url: "https://www.circle.com/usdc", decimals: 6 }),
  stable("DAI", "Dai", STABLE, { url: "https://makerdao.com/", decimals: 18 }),
  stable("USDe", "Ethena USDe", [...STABLE_SMALL, "bybit", "okx"], {
    url: "https://ethena.fi/",
    decimals: 18,
  }),
  stable("USDS", "Sky Dollar", STABLE_SMALL, { url: "https://sky.money/", decimals: 18 }),
  stable("FRAX", "Frax", STABLE_SMALL, { url: "https://frax.finance/", decimals: 18 }),
  stable("crvUSD", "Curve USD", ["curve-ethereum-usdt", "coingecko"], {
    url: "https://curve.fi/",
    decimals: 18,
  }),
  stable("GHO", "Aave GHO", STABLE_SMALL, { url: "https://aave.com/", decimals: 18 }),
  stable("LUSD", "Liquity USD", STABLE_SMALL, { url: "https://www.liquity.org/", decimals: 18 }),
  stable("PYUSD", "PayPal USD", [...STABLE_SMALL, "kraken"], { url: "https://www.paypal.com/", decimals: 6 }),
  stable("FDUSD", "First Digital USD", ["binance", "coingecko"], { decimals: 18 }),
  stable("USDtb", "Ethena USDtb", STABLE_SMALL, { url: "https://ethena.fi/", decimals: 18 }),
  stable("USD0", "Usual USD", STABLE_SMALL, { url: "https://usual.money/", decimals: 18 }),
  stable("TUSD", "TrueUSD", STABLE_SMALL, { url: "https://tusd.io/", decimals: 18 }),
  stable("HONEY", "Berachain Honey", STABLE_SMALL, { url: "https://www.berachain.com/", decimals: 18 }),
  stable("deUSD", "Elixir deUSD", STABLE_SMALL, { decimals: 18 }),
  stable("AUSD", "Agora USD", STABLE_SMALL, { url: "https://www.agora.finance/", decimals: 6 }),
  stable("USDC_V2", "USD Coin (stable-ratio method)", STABLE, {
    logo: "USDC",
    hidden: true,
    comment: "Stable-ratio aggregation trial; kept for a single integrator",
  }),
  stable("USDT_V2", "Tether (stable-ratio method)", STABLE, {
    logo: "USDT",
    hidden: true,
    comment: "Stable-ratio aggregation trial; kept for a single integrator",
  }),
  stable("pathUSD_FV", "pathUSD (fixed value)", FIXED, {
    logo: "pathUSD",
    behaviour: "pinned",
    hidden: true,
  }),
  // Yield-bearing: value = accumulated yield, read on chain and traded thinly.
  coin("sUSDe", "Ethena Staked USDe", 1.18, 0.01, [...ON_CHAIN, "coingecko"], {
    behaviour: "slow",
    decimals: 18,
  }),
  coin("sDAI", "Savings Dai", 1.16, 0.01, ON_CHAIN, {
    behaviour: "slow",
    url: "https://makerdao.com/",
    decimals: 18,
  }),
  coin("sUSDS", "Savings USDS", 1.05, 0.01, ON_CHAIN, {
    behaviour: "slow",
    url: "https://sky.money/",
    decimals: 18,
  }),
  coin("EURC", "Euro Coin", 1.08, 0.07, [...CEX_MAJOR.slice(0, 3), "ecb"], {
    behaviour: "fiat",
    tags: ["crypto", "currencies"],
    url: "https://www.circle.com/eurc",
    decimals: 6,
  }),
];
