import type { World, WorldProofOfReserve, WorldSource, WorldToken } from "../world/types.ts";

/** A test world's proof of reserve when the test does not read it: no balances, no supply. */
export const NO_PROOF_OF_RESERVE: WorldProofOfReserve = {
  id: "stablecoin",
  dataServiceId: "redstone-primary-prod",
  feedId: "USDC",
  balances: {},
  totalSupply: 0,
  assetsInMotion: 0,
};

/**
 * A small hand-made world for the market and store tests (the authored world lives elsewhere and
 * changes independently). It has one token of every behaviour, a TWAP, a fundamental feed derived
 * from a volatile one, a token that names no sources, and one unreliable source.
 */

function source(id: string, failureRate: number, outlierRate: number, noise: number): WorldSource {
  return { id, logoURI: "", url: `https://${id}.example`, color: "#888", failureRate, outlierRate, noise };
}

function token(
  symbol: string,
  behaviour: WorldToken["behaviour"],
  basePrice: number,
  volatility: number,
  sources: string[],
  derivedFrom?: string,
): WorldToken {
  return {
    symbol,
    name: symbol,
    tags: ["crypto"],
    denomination: "USD",
    logoURI: "",
    basePrice,
    volatility,
    behaviour,
    sources,
    dataServices: ["redstone-primary-prod"],
    ...(derivedFrom === undefined ? {} : { derivedFrom }),
  };
}

export const TEST_REFERENCE_TIME = Date.UTC(2025, 0, 15, 12, 0, 0);

export function makeTestWorld(seed = 42, extraTokens: WorldToken[] = []): World {
  const tokens = [
    token("ETH", "volatile", 3000, 0.8, ["binance", "coinbase", "kraken"]),
    token("BTC", "volatile", 60000, 0.6, ["binance", "coinbase", "flaky"]),
    token("USDC", "stable", 1, 0.002, ["binance", "coinbase", "kraken"]),
    token("EUR", "fiat", 1.08, 0.08, []),
    token("wstETH/ETH", "slow", 1.18, 0.01, ["kraken", "coinbase"]),
    token("ETH-TWAP-60", "volatile", 3000, 0.8, ["binance", "kraken"], "ETH"),
    token("BTC_FUNDAMENTAL", "slow", 60000, 0.6, ["kraken"], "BTC"),
    token("FIXED", "pinned", 1, 0, ["kraken"]),
    ...extraTokens,
  ];
  return {
    kind: "authored",
    seed,
    productId: "redstone",
    referenceTime: TEST_REFERENCE_TIME,
    tokens,
    sources: [
      source("binance", 0.01, 0.005, 0.0005),
      source("coinbase", 0.02, 0.01, 0.001),
      source("kraken", 0, 0, 0.001),
      source("flaky", 0.3, 0.1, 0.002),
    ],
    dataServices: [
      {
        id: "redstone-primary-prod",
        name: "Primary",
        description: "",
        logo: "",
        manifestName: "primary",
        tokens: tokens.map((t) => t.symbol),
        defaultSource: ["binance", "kraken"],
        interval: 10_000,
        nodes: [],
      },
    ],
    networks: [],
    relayerSchema: { standard: {}, multifeed: {}, nonEvm: {} },
    tvsClients: [],
    proofOfReserve: NO_PROOF_OF_RESERVE,
  };
}
