import type { LayerSpec } from "./layer-build.ts";
import { daily, H6, mainTriggers } from "./triggers.ts";

/** Testnet layers, mostly signed by primary-demo; one sepolia layer holds an empty `{}` config. */
export const TESTNET_LAYERS: readonly LayerSpec[] = [
  {
    id: "sepoliaMultiFeed",
    chainId: 11155111,
    type: "multi-feed",
    triggers: { deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: H6 },
    feeds: { ETH: {}, BTC: {}, USDC: daily(0.5), XVS: { empty: true }, LINK: { empty: true } },
  },
  {
    id: "sepoliaMultiFeedPrimaryDemo",
    chainId: 11155111,
    type: "multi-feed",
    demo: true,
    hidden: true,
    triggers: mainTriggers,
    extra: { dataPackagesNames: ["ETH", "BTC", "USDT", "ETH-TWAP-30", "BTC-TWAP-60"] },
    feeds: { ETH: {}, BTC: {}, USDT: daily(0.1), "ETH-TWAP-30": daily(1), "BTC-TWAP-60": daily(1) },
  },
  {
    id: "arbitrumSepoliaMultiFeed",
    chainId: 421614,
    type: "multi-feed",
    demo: true,
    triggers: mainTriggers,
    feeds: ["ETH", "BTC", "ARB"],
  },
  {
    id: "baseSepoliaMultiFeed",
    chainId: 84532,
    type: "multi-feed",
    demo: true,
    triggers: mainTriggers,
    feeds: ["ETH", "BTC", "USDC"],
  },
  {
    id: "avalancheFujiMultiFeed",
    chainId: 43113,
    type: "multi-feed",
    demo: true,
    triggers: mainTriggers,
    feeds: ["AVAX", "BTC", "ETH"],
  },
  {
    id: "polygonAmoyMultiFeed",
    chainId: 80002,
    type: "multi-feed",
    demo: true,
    triggers: mainTriggers,
    feeds: ["MATIC", "ETH", "BTC"],
  },
  {
    id: "monadTestnetMultiFeed",
    chainId: 10143,
    type: "multi-feed",
    demo: true,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: H6 },
    feeds: ["ETH", "BTC", "MON"],
  },
  {
    id: "megaEthTestnetMultiFeed",
    chainId: 6343,
    type: "fast-multi-feed",
    demo: true,
    triggers: { timeSinceLastUpdateInMilliseconds: 0 },
    feeds: ["ETH", "BTC", "USDC"],
  },
];
