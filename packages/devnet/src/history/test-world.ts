import { NO_PROOF_OF_RESERVE } from "../market/test-world.ts";
import type { Market } from "../market/types.ts";
import type { World } from "../world/types.ts";

/*
 * A hand-made world and a fake market for the history tests: the authored world and the real
 * market are written elsewhere and must not decide whether these tests pass.
 */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** A "now" that is aligned to nothing in particular. */
export const TEST_NOW = Date.UTC(2025, 5, 15, 13, 7, 23, 456);

/** Layers of the test world, one per kind of trigger. */
export const LAYERS = {
  /** Standard layer, heartbeat only (6 h). */
  heartbeat: "ethereumHeartbeat",
  /** Multi-feed layer: deviation 0.5 % + 24 h; BTC overridden by a daily 10:00 cron. */
  multi: "baseMultiFeed",
  /** Non-EVM, hidden, no trigger at all (instant updates). */
  instant: "solanaInstant",
  /** Fast layer: deviation 0.1 % + 60 s heartbeat. */
  fast: "arbitrumFast",
} as const;

export const HEARTBEAT_MS = 6 * HOUR;

export function makeHistoryWorld(seed = 11): World {
  return {
    kind: "authored",
    seed,
    productId: "redstone",
    referenceTime: Date.UTC(2025, 0, 1),
    tokens: [],
    sources: [],
    dataServices: [],
    networks: [],
    relayerSchema: {
      standard: {
        [LAYERS.heartbeat]: {
          chain: { name: "ethereum", id: 1 },
          updateTriggers: { timeSinceLastUpdateInMilliseconds: HEARTBEAT_MS },
          adapterContract: "0x0000000000000000000000000000000000000001",
          dataServiceId: "redstone-primary-prod",
          priceFeeds: { ETH: "0x0000000000000000000000000000000000000002" },
        },
      },
      multifeed: {
        [LAYERS.multi]: {
          chain: { name: "base", id: 8453 },
          updateTriggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY },
          adapterContract: "0x0000000000000000000000000000000000000003",
          adapterContractType: "multi-feed",
          dataServiceId: "redstone-primary-prod",
          priceFeeds: {
            ETH: { priceFeedAddress: "0x0000000000000000000000000000000000000004" },
            BTC: { updateTriggersOverrides: { cron: ["0 10 * * *"] } },
          },
        },
        [LAYERS.fast]: {
          chain: { name: "arbitrum", id: 42161 },
          updateTriggers: { deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: 60_000 },
          adapterContract: "0x0000000000000000000000000000000000000005",
          adapterContractType: "multi-feed",
          dataServiceId: "redstone-primary-prod",
          priceFeeds: { ETH: {} },
        },
      },
      nonEvm: {
        [LAYERS.instant]: {
          chain: { name: "solana-mainnet", id: "solana/1" },
          updateTriggers: {},
          adapterContract: "REDSTBDUecGjwXd6YGPzHSvEUBHQqVRfCcjUVgPiHsr",
          adapterContractType: "multi-feed",
          dataServiceId: "redstone-primary-prod",
          isHidden: true,
          priceFeeds: { USDC: {} },
        },
      },
    },
    tvsClients: [],
    proofOfReserve: NO_PROOF_OF_RESERVE,
  };
}

/** The extra layers of makeLateFeedsWorld: simulated layers with short heartbeats. */
export const LATE_LAYERS = {
  /** Multi-feed on a chain the devnet does not run: deviation 0.5 % + 1 h heartbeat, ETH and BTC. */
  hourly: "kavaHourly",
  /** Standard on another remote chain: 2 h heartbeat only, ETH. */
  twoHours: "polygonTwoHours",
  /** Hidden, 1 h heartbeat: never chosen. */
  hidden: "lineaHiddenHourly",
} as const;

/**
 * makeHistoryWorld plus remote layers with 1 h and 2 h heartbeats, so the late-feed rule
 * (relayer/feed-behaviour.ts) picks ethereumHeartbeat/ETH (6 h, the one local candidate: a
 * price-feeds layer of one feed on chain 1), then kavaHourly/BTC (1 h; kavaHourly/ETH is on the
 * same layer) and polygonTwoHours/ETH (2 h). The hidden layer's feed would sort first.
 */
export function makeLateFeedsWorld(seed = 11): World {
  const world = makeHistoryWorld(seed);
  const primary = "redstone-primary-prod";
  world.relayerSchema.multifeed[LATE_LAYERS.hourly] = {
    chain: { name: "kava", id: 2222 },
    updateTriggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: HOUR },
    adapterContract: "0x0000000000000000000000000000000000000006",
    adapterContractType: "multi-feed",
    dataServiceId: primary,
    priceFeeds: { ETH: {}, BTC: {} },
  };
  world.relayerSchema.multifeed[LATE_LAYERS.hidden] = {
    chain: { name: "linea", id: 59144 },
    updateTriggers: { timeSinceLastUpdateInMilliseconds: HOUR },
    adapterContract: "0x0000000000000000000000000000000000000007",
    adapterContractType: "multi-feed",
    dataServiceId: primary,
    isHidden: true,
    priceFeeds: { BTC: {} },
  };
  world.relayerSchema.standard[LATE_LAYERS.twoHours] = {
    chain: { name: "polygon", id: 137 },
    updateTriggers: { timeSinceLastUpdateInMilliseconds: 2 * HOUR },
    adapterContract: "0x0000000000000000000000000000000000000008",
    dataServiceId: primary,
    priceFeeds: { ETH: "0x0000000000000000000000000000000000000009" },
  };
  return world;
}

/** Smooth, deterministic paths: ETH swings ±3 % over ~9 h, BTC ±1 % over ~2 days, USDC ±0.01 %. */
const PATHS: Record<string, (t: number) => number> = {
  ETH: (t) => 3000 * (1 + 0.03 * Math.sin(t / (1.5 * HOUR)) + 0.004 * Math.sin(t / 600_000)),
  BTC: (t) => 60_000 * (1 + 0.01 * Math.sin(t / (8 * HOUR))),
  USDC: (t) => 1 + 0.0001 * Math.sin(t / HOUR),
};

export function makeFakeMarket(): Market {
  return {
    valueAt: (symbol, t) => {
      const path = PATHS[symbol];
      return path === undefined || !Number.isFinite(t) ? null : path(t);
    },
    quotesAt: () => [],
    aggregateAt: () => ({ value: null, sources: {} }),
    sourceErrorsOn: () => ({ fetchingFailed: 0, incorrectPriceValue: 0 }),
  };
}
