import type { SourceQuote } from "../market/types.ts";
import { unitNoise } from "./deterministic-noise.ts";
import type { SlippageEntry, SourceMetadataEntry } from "./types.ts";

/** How a node fetched a source, which decides the extra market data it reports (CONTRACTS f). */
type SourceKind = "cex" | "dex" | "other";

/**
 * Pool ids name their DEX somewhere in the id ("uniswap-v3-ethereum-weth-3000",
 * "ethereum-evm-fetcher-curve"); "dex" and "pool" only as whole words, so "coindesk-index" stays out.
 */
const DEX_PATTERN =
  /uniswap|curve|pancake|sushi|balancer|aerodrome|velodrome|camelot|trader-joe|lfj|fraxswap|kodiak|fluid|meteora|orca|raydium|pharaoh|blackhole|valantis|kumbaya|maverick|quickswap|swap|(?:^|[-_])(?:dex|pool)(?:$|[-_])/;

/** Exchanges with an order book; their ids are "<exchange>" or "<exchange>-<quote>". */
const CEX_NAMES = new Set([
  "binance",
  "binanceus",
  "bingx",
  "bitfinex",
  "bitget",
  "bitmart",
  "bitrue",
  "bitso",
  "bitstamp",
  "bitvavo",
  "bullish",
  "bybit",
  "coinbase",
  "cryptocom",
  "gate",
  "gemini",
  "htx",
  "huobi",
  "kraken",
  "kucoin",
  "lbank",
  "mexc",
  "okx",
  "poloniex",
  "upbit",
  "whitebit",
  "xt",
]);

export function sourceKind(sourceId: string): SourceKind {
  const id = sourceId.toLowerCase();
  // "coinbase_stables_ratio" is a computed ratio, not a trade on the exchange.
  if (id.includes("ratio")) return "other";
  if (DEX_PATTERN.test(id)) return "dex";
  const exchange = id.split(/[-_]/)[0] ?? id;
  return CEX_NAMES.has(exchange) ? "cex" : "other";
}

/** Ten significant digits: what a node's JSON would plausibly carry, without float noise. */
function tidy(value: number): number {
  return Number(value.toPrecision(10));
}

function tradeInfo(value: number, noise: (what: string) => number): SourceMetadataEntry["tradeInfo"] {
  // Spreads of 2 to 22 bps and daily volumes of 100 k to 100 M USD, log-uniform.
  const spread = 0.0002 + 0.002 * noise("spread");
  return {
    bidPrice: tidy(value * (1 - spread / 2)),
    askPrice: tidy(value * (1 + spread / 2)),
    volumeInUsd: Math.round(10 ** (5 + 3 * noise("volume")) * 100) / 100,
  };
}

function slippage(noise: (what: string) => number): SlippageEntry[] {
  // A 10 k USD swap in a pool moves it by 0.05 % to 1.5 %, a little more one way than the other.
  const base = 0.05 + 1.45 * noise("depth");
  return (["buy", "sell"] as const).map((direction) => ({
    slippageAsPercent: (base * (1 + 0.2 * noise(direction))).toFixed(6),
    direction,
    simulationValueInUsd: "10000",
  }));
}

interface SourceMetadataInput {
  seed: number;
  dataFeedId: string;
  timestamp: number;
  quotes: readonly SourceQuote[];
}

/**
 * The per-source show-metadata of one feed: every quoted source with its value as text, or
 * "error" when its fetch failed; order-book sources add trade info, pools add slippage.
 */
export function sourceMetadataFor(input: SourceMetadataInput): Record<string, SourceMetadataEntry> {
  const result: Record<string, SourceMetadataEntry> = {};
  for (const quote of input.quotes) {
    if (quote.value === null || !Number.isFinite(quote.value)) {
      result[quote.source] = { value: "error" };
      continue;
    }
    const noise = (what: string) =>
      unitNoise(input.seed, quote.source, input.dataFeedId, input.timestamp, what);
    const entry: SourceMetadataEntry = { value: String(quote.value) };
    const kind = sourceKind(quote.source);
    if (kind === "cex") entry.tradeInfo = tradeInfo(quote.value, noise);
    if (kind === "dex") entry.slippage = slippage(noise);
    result[quote.source] = entry;
  }
  return result;
}
