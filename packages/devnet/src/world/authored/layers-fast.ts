import type { LayerSpec } from "./layer-build.ts";
import { bolt, boltOnly, daily, mainTriggers, sixHourly } from "./triggers.ts";

/** Fast ("bolt") layers: a 0 ms heartbeat means "every round"; the bolt twins are hidden. */
export const FAST_LAYERS: readonly LayerSpec[] = [
  {
    id: "megaEthMultiFeed",
    chainId: 4326,
    type: "fast-multi-feed",
    triggers: { deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: 0 },
    extra: { transactionAdapters: ["megaEthBoltMultiFeed"] },
    feeds: { ETH: {}, BTC: {}, USDC: daily(0.1), USDT: daily(0.1), SOL: {} },
  },
  {
    id: "megaEthBoltMultiFeed",
    chainId: 4326,
    type: "fast-multi-feed",
    triggers: { timeSinceLastUpdateInMilliseconds: 0 },
    hidden: true,
    extra: { dataPackagesNames: ["___FAST___"] },
    feeds: { ETH: boltOnly, BTC: boltOnly, USDC: boltOnly, USDT: boltOnly, BNB: boltOnly, SOL: boltOnly },
  },
  {
    id: "monadMultiFeed",
    chainId: 143,
    type: "multi-feed",
    triggers: mainTriggers,
    extra: { transactionAdapters: ["monadBoltMultiFeed"] },
    feeds: { ETH: bolt, BTC: bolt, MON: sixHourly(1), USDC: daily(0.1), USDT: daily(0.1), WBTC: {} },
  },
  {
    id: "monadBoltMultiFeed",
    chainId: 143,
    type: "multi-feed",
    triggers: { timeSinceLastUpdateInMilliseconds: 0 },
    hidden: true,
    authorizedSigners: true,
    feeds: { ETH: boltOnly, BTC: boltOnly, MON: boltOnly, USDC: boltOnly },
  },
];
