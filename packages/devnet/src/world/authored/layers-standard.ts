import type { LayerSpec } from "./layer-build.ts";
import { DAY, H1, H6, H12 } from "./triggers.ts";

/**
 * "Standard" layers: price-feeds adapters (and one legacy Mento adapter) with one feed contract
 * per feed. Edge cases on purpose: an adapter type left out, "__NO_FEED__", per-feed deviation
 * overrides, a layer-level cron, a layer without a deviation trigger, chain 80094.
 */
export const STANDARD_LAYERS: readonly LayerSpec[] = [
  {
    id: "ethereumEtherfiWeeth",
    chainId: 1,
    triggers: { deviationPercentage: 1, timeSinceLastUpdateInMilliseconds: H6 },
    feeds: ["weETH_FUNDAMENTAL"],
  },
  {
    id: "ethereumPufStaking",
    chainId: 1,
    triggers: {
      deviationPercentage: 5,
      timeSinceLastUpdateInMilliseconds: H12,
      priceFeedsDeviationOverrides: { PUFFER: 10 },
    },
    feeds: { pufETH_FUNDAMENTAL: {}, PUFFER: { noFeed: true } },
  },
  {
    id: "ethereumSpkccNav",
    chainId: 1,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.000001, timeSinceLastUpdateInMilliseconds: H12 },
    feeds: ["SPKCC_NAV"],
  },
  {
    id: "ethereumEurspkccNav",
    chainId: 1,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.000001, timeSinceLastUpdateInMilliseconds: H12 },
    feeds: ["eurSPKCC_NAV"],
  },
  {
    id: "ethereumC3m",
    chainId: 1,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.5, cron: ["00 12 * * *"] },
    feeds: ["C3M"],
  },
  {
    id: "arbitrumSusdeRateProvider",
    chainId: 42161,
    triggers: { timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["sUSDe_RATE_PROVIDER"],
  },
  {
    id: "arbitrumWeetheth",
    chainId: 42161,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["weETH/ETH"],
  },
  {
    id: "arbitrumWeethfundamental",
    chainId: 42161,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: H12 },
    feeds: ["weETH_FUNDAMENTAL"],
  },
  {
    id: "berachainBera",
    chainId: 80094,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: H6 },
    feeds: ["BERA"],
  },
  {
    id: "berachainHoney",
    chainId: 80094,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: H6 },
    feeds: ["HONEY"],
  },
  {
    id: "berachainEbtcwbtc",
    chainId: 80094,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.25, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["eBTC/WBTC"],
  },
  {
    id: "berachainSusdeFundamental",
    chainId: 80094,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.15, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["sUSDe_FUNDAMENTAL"],
  },
  {
    id: "baseMultiPriceFeed",
    chainId: 8453,
    type: "price-feeds",
    triggers: {
      deviationPercentage: 0.5,
      timeSinceLastUpdateInMilliseconds: DAY,
      priceFeedsDeviationOverrides: { USDC: 0.1, cbBTC: 0.25 },
    },
    feeds: ["ETH", "BTC", "USDC", "cbBTC"],
  },
  {
    id: "polygonSpkccNav",
    chainId: 137,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.000001, timeSinceLastUpdateInMilliseconds: H12 },
    feeds: ["SPKCC_NAV"],
  },
  {
    id: "sepoliaVenusXvs",
    chainId: 11155111,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: H1 },
    feeds: ["XVS"],
  },
  {
    id: "venusBnbTestnet",
    chainId: 97,
    triggers: { deviationPercentage: 0.2, timeSinceLastUpdateInMilliseconds: 600_000 },
    feeds: ["BNB"],
  },
  {
    id: "celoMento",
    chainId: 42220,
    type: "mento",
    triggers: { deviationPercentage: 0.25, timeSinceLastUpdateInMilliseconds: 300_000 },
    feeds: ["CELO/EUR", "CELO/BRL", "USDC/EUR", "USDC/BRL", "EURC/EUR"],
  },
  {
    id: "avalancheSavax",
    chainId: 43114,
    type: "price-feeds",
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["sAVAX"],
  },
  {
    id: "lineaEzethFundamental",
    chainId: 59144,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["ezETH_FUNDAMENTAL"],
  },
];
