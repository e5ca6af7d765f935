import { privateKeyToAddress } from "viem/accounts";
import type { Aggregate, Market, SourceQuote } from "../market/types.ts";
import type { World, WorldDataService, WorldNode, WorldToken } from "../world/types.ts";

/*
 * A hand-made world and a tiny fake market for the signer and gateway tests: the real ones are
 * written elsewhere and must not decide whether these tests pass.
 */

export const PRIMARY = "redstone-primary-prod";
export const AVALANCHE = "redstone-avalanche-prod";
export const POR_FEED = "STBL_POR";
/** A round time on the grid whose slot number is odd: "flaky-exchange" answers on odd slots only. */
export const ODD_SLOT_TIME = 1_700_000_010_000;
export const EVEN_SLOT_TIME = 1_700_000_020_000;

/** Private keys 1..4 and their well-known addresses. */
const KEYS: Array<[`0x${string}`, string]> = [
  [`0x${"1".padStart(64, "0")}`, "0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"],
  [`0x${"2".padStart(64, "0")}`, "0x2B5AD5c4795c026514f8317c7a215E218DcCD6cF"],
  [`0x${"3".padStart(64, "0")}`, "0x6813Eb9362372EEF6200f3b1dbC3f819671cBA69"],
  [`0x${"4".padStart(64, "0")}`, "0x1efF47bc3a10a45D4B230B5d10E37751FE6AA718"],
];

function node(index: number, dataServiceId: string): WorldNode {
  const [privateKey, evmAddress] = KEYS[index] ?? KEYS[0] ?? ["0x0", ""];
  return {
    key: evmAddress,
    name: `${dataServiceId}-node-${index + 1}`,
    description: "test node",
    logo: "",
    dataServiceId,
    evmAddress,
    privateKey,
  };
}

function token(symbol: string, basePrice: number, sources: string[], dataServices: string[]): WorldToken {
  return {
    symbol,
    name: symbol,
    tags: ["crypto"],
    denomination: "USD",
    logoURI: "",
    basePrice,
    volatility: 0.5,
    behaviour: "volatile",
    sources,
    dataServices,
  };
}

function service(id: string, tokens: string[], nodes: WorldNode[]): WorldDataService {
  return {
    id,
    name: id,
    description: "",
    logo: "",
    manifestName: "primary",
    tokens,
    defaultSource: ["coingecko"],
    interval: 10_000,
    nodes,
  };
}

export function makeTestWorld(): World {
  const comingSoon: WorldNode = {
    ...node(3, PRIMARY),
    key: "coming-soon",
    evmAddress: null,
    privateKey: null,
  };
  return {
    kind: "authored",
    seed: 7,
    productId: "redstone",
    referenceTime: 1_700_000_000_000,
    tokens: [
      token(
        "BTC",
        60_000,
        ["binance", "coinbase-usd", "uniswap-v3-ethereum-wbtc-3000", "flaky-exchange"],
        [PRIMARY],
      ),
      token("ETH", 3_000, ["binance-usdt", "curve-steth", "coingecko"], [PRIMARY, AVALANCHE]),
      token("USDC", 1, ["kraken-usd", "failing-source"], [PRIMARY]),
      token("DEAD", 5, ["failing-source"], [PRIMARY]),
      token(POR_FEED, 1, ["accountable-stbl"], [PRIMARY]),
    ],
    sources: [],
    dataServices: [
      service(
        PRIMARY,
        ["BTC", "ETH", "USDC", "DEAD", POR_FEED],
        [node(0, PRIMARY), node(1, PRIMARY), node(2, PRIMARY), comingSoon],
      ),
      service(AVALANCHE, ["ETH"], [node(3, AVALANCHE)]),
    ],
    networks: [],
    relayerSchema: { standard: {}, multifeed: {}, nonEvm: {} },
    tvsClients: [],
    proofOfReserve: {
      id: "stablecoin",
      dataServiceId: PRIMARY,
      feedId: POR_FEED,
      balances: {
        CoinbaseWallet: { usdt: 1_000_000.5, usdc: 2_500_000 },
        KomainuWallet: { buidl: 3_000_000 },
        MintingContract: { usdt: 123.456789 },
      },
      totalSupply: 6_400_000,
      assetsInMotion: 50_000.25,
    },
  };
}

/** The authored primary-prod's node names, in registry order: what the misbehaviour keys on. */
export const FIVE_NODE_NAMES = ["altair", "wayfarer", "morpheus", "ciri", "vega"] as const;

/**
 * The test world with primary-prod signed by five nodes (private keys 1..5), as the authored
 * world's altair, wayfarer, morpheus, ciri and vega: the misbehaviour tests need all five.
 */
export function makeFiveNodeWorld(): World {
  const world = makeTestWorld();
  const primary = world.dataServices.find((candidate) => candidate.id === PRIMARY);
  if (!primary) throw new Error("no primary service");
  primary.nodes = FIVE_NODE_NAMES.map((name, index) => {
    const privateKey = `0x${String(index + 1).padStart(64, "0")}` as const;
    const evmAddress = privateKeyToAddress(privateKey);
    return {
      key: evmAddress,
      name,
      description: "test node",
      logo: "",
      dataServiceId: PRIMARY,
      evmAddress,
      privateKey,
    };
  });
  return world;
}

/** Quotes spread 0.1 % apart around a slow sine; "failing-source" always fails, "flaky-exchange" on even slots. */
export function makeFakeMarket(world: World): Market {
  const tokens = new Map(world.tokens.map((t) => [t.symbol, t]));
  const valueAt = (symbol: string, t: number): number | null => {
    const base = tokens.get(symbol)?.basePrice;
    return base === undefined ? null : base * (1 + 0.01 * Math.sin(t / 3_600_000));
  };
  const quotesAt = (symbol: string, t: number): SourceQuote[] => {
    const value = valueAt(symbol, t);
    if (value === null) return [];
    return (tokens.get(symbol)?.sources ?? []).map((source, index) => {
      const failed =
        source === "failing-source" || (source === "flaky-exchange" && Math.floor(t / 10_000) % 2 === 0);
      return { source, value: failed ? null : value * (1 + 0.001 * index) };
    });
  };
  const aggregateAt = (symbol: string, t: number): Aggregate => {
    const sources: Record<string, number> = {};
    for (const quote of quotesAt(symbol, t)) if (quote.value !== null) sources[quote.source] = quote.value;
    const values = Object.values(sources).sort((a, b) => a - b);
    if (values.length === 0) return { value: null, sources };
    const middle = Math.floor(values.length / 2);
    const median =
      values.length % 2 === 1
        ? (values[middle] ?? 0)
        : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
    return { value: median, sources };
  };
  return {
    valueAt,
    quotesAt,
    aggregateAt,
    sourceErrorsOn: () => ({ fetchingFailed: 0, incorrectPriceValue: 0 }),
  };
}
