/**
 * Which sources price which kind of token. Majors trade everywhere, long-tail tokens on a few
 * exchanges plus the aggregator, pegged and NAV tokens read one authoritative fetcher.
 */
export const CEX_MAJOR = ["binance", "coinbase", "kraken", "okx", "bybit", "bitstamp", "gemini", "bitfinex"];
export const CEX_ALT = ["binance", "okx", "bybit", "bitget", "gate", "kucoin", "mexc", "htx", "lbank"];
export const CEX_SMALL = ["bitget", "gate", "kucoin", "mexc", "lbank", "coingecko"];
export const ETH_DEX = ["uniswap-v3-ethereum-weth-3000", "balancer-ethereum-weth"];
export const LST_DEX = ["curve-ethereum-steth", "uniswap-v3-ethereum-weth-3000", "balancer-ethereum-weth"];
export const STABLE = [
  "binance",
  "coinbase",
  "kraken",
  "okx",
  "bitstamp",
  "curve-ethereum-usdt",
  "uniswap-v3-ethereum-usdc-500",
];
export const STABLE_SMALL = ["curve-ethereum-usdt", "uniswap-v3-ethereum-usdc-500", "coingecko"];
export const ARB_DEX = ["camelot-v3-arbitrum-weth", "uniswap-v3-arbitrum-weth-500"];
export const AVAX_DEX = ["trader-joe-v2-avalanche-wavax"];
export const BNB_DEX = ["pancake-swap-bnb-wbnb-500"];
export const BASE_DEX = ["aerodrome-cl-base-weth-100"];
export const FIAT = ["twelve-data", "ecb"];
export const TRADFI = ["twelve-data", "coingecko"];
export const NAV = ["securitize-api"];
export const ON_CHAIN = ["ethereum-evm-fetcher"];
export const TWAP = ["twap-cache-service"];
export const FIXED = ["fixed-value"];
export const AGGREGATOR = ["coingecko"];
