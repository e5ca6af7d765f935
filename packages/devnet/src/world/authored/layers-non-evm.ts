import type { LayerSpec } from "./layer-build.ts";
import { DAY, H12 } from "./triggers.ts";

/**
 * Non-EVM layers ("family/n" chain ids). Adapter types come in both spellings seen upstream:
 * today's plain "multi-feed" and older family-named types ("sui-multi-feed", ...), so both the
 * chain-id and the adapter-type rules of DATA-31 are exercised. The Stylus layer sits on an EVM
 * chain id but is grouped here, as upstream.
 */
export const NON_EVM_LAYERS: readonly LayerSpec[] = [
  {
    id: "solanaMultiFeed",
    chainId: "solana/1",
    type: "multi-feed",
    triggers: { deviationPercentage: 0.2, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: {
      SOL: { overrides: { deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: 60_000 } },
      ETH: { overrides: { deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: 60_000 } },
      BTC: { overrides: { deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: 60_000 } },
      USDC: {},
      USDT: {},
      JUP: {},
      PYTH: {},
      BONK: {},
      WIF: {},
      RAY: {},
      ACRED: { overrides: { deviationPercentage: 0.01, timeSinceLastUpdateInMilliseconds: DAY } },
    },
  },
  {
    id: "solanaDevnetMultiFeed",
    chainId: "solana/3",
    type: "solana-multi-feed",
    demo: true,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["BTC", "ETH", "SOL", "USDC"],
  },
  {
    id: "suiMultiFeed",
    chainId: "sui/897796746",
    type: "sui-multi-feed",
    packageId: true,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: {
      ETH: { empty: true },
      BTC: { overrides: { deviationPercentage: 0.2, timeSinceLastUpdateInMilliseconds: DAY } },
      LBTC_FUNDAMENTAL: { empty: true },
      SUI: {},
      USDC: {},
    },
  },
  {
    id: "suiTestnetMultiFeed",
    chainId: "sui/1282977196",
    type: "multi-feed",
    packageId: true,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["ETH", "BTC", "SUI", "USDC", "USDT"],
  },
  {
    id: "stellarMultiFeed",
    chainId: "stellar/1",
    type: "stellar-multi-feed",
    triggers: { deviationPercentage: 0.2, timeSinceLastUpdateInMilliseconds: H12 },
    feeds: {
      ETH: {},
      BTC: {},
      XLM: {},
      USDC: { overrides: { deviationPercentage: 0.05, timeSinceLastUpdateInMilliseconds: H12 } },
      PYUSD: { overrides: { deviationPercentage: 0.05, timeSinceLastUpdateInMilliseconds: H12 } },
      EURC: {},
      BENJI: { overrides: { deviationPercentage: 0.01, timeSinceLastUpdateInMilliseconds: DAY } },
      USTB: { overrides: { deviationPercentage: 0.01, timeSinceLastUpdateInMilliseconds: DAY } },
    },
  },
  {
    id: "stellarTestnetMultiFeed",
    chainId: "stellar/2",
    type: "multi-feed",
    hidden: true,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["ETH", "BTC", "XLM"],
  },
  {
    id: "radixMultiFeed",
    chainId: "radix/1",
    type: "radix-multi-feed",
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["ETH", "BTC", "USDC", "USDT"],
  },
  {
    id: "radixStokenetMultiFeed",
    chainId: "radix/2",
    type: "multi-feed",
    demo: true,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["ETH", "BTC"],
  },
  {
    id: "aptosMultiFeed",
    chainId: "aptos/1",
    type: "multi-feed",
    packageId: true,
    triggers: { deviationPercentage: 0.2, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: { ETH: { empty: true }, BTC: { empty: true }, APT: {}, USDC: {} },
  },
  {
    id: "movementMultiFeed",
    chainId: "movement/126",
    type: "movement-multi-feed",
    packageId: true,
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: ["ETH", "BTC", "USDC", "USDT"],
  },
  {
    id: "cantonMultiFeed",
    chainId: "canton/1",
    type: "multi-feed",
    hidden: true,
    adapter: "RedStoneAdapter-v18-0.4.0",
    extra: { adapterContractPackageId: "#redstone-interface-v18" },
    triggers: { timeSinceLastUpdateInMilliseconds: 179_000 },
    feeds: ["AAPL---24_7", "TSLA---24_7", "NVDA---24_7"],
  },
  {
    id: "stylusSepoliaMultiFeed",
    chainId: 421614,
    type: "stylus",
    triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
    feeds: { ETH: { empty: true }, BTC: { empty: true } },
  },
];
