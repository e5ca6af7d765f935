import type { Market, SourceQuote } from "../market/types.ts";
import type { World, WorldDataService, WorldToken } from "../world/types.ts";
import { porIntermediateValues, porValue } from "./proof-of-reserve-metadata.ts";
import { sourceMetadataFor } from "./source-metadata.ts";
import type { RoundFeed, SourceMetadataEntry } from "./types.ts";

/** Label real nodes put on their data points. */
const NODE_LABEL = "main";
/** Source named for the proof-of-reserve feed when neither the market nor the token names one. */
const POR_FALLBACK_SOURCE = "proof-of-reserve";
/** Largest value a 32-byte data point holds with room for 18 decimals (2^256 ≈ 1.2e77). */
const MAX_SIGNABLE_VALUE = 1e50;

const tokenIndexes = new WeakMap<World, Map<string, WorldToken>>();

function tokenOf(world: World, symbol: string): WorldToken | undefined {
  let index = tokenIndexes.get(world);
  if (!index) {
    index = new Map(world.tokens.map((token) => [token.symbol, token]));
    tokenIndexes.set(world, index);
  }
  return index.get(symbol);
}

/** Numeric data points are unsigned fixed-point integers: negative or huge values cannot be signed. */
function isSignable(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value < MAX_SIGNABLE_VALUE;
}

/** The token's data point decimals, when it sets a usable number (the protocol defaults to 8). */
function decimalsOf(token: WorldToken | undefined): number | undefined {
  const decimals = token?.decimals;
  return decimals !== undefined && Number.isInteger(decimals) && decimals >= 0 && decimals <= 18
    ? decimals
    : undefined;
}

function feedOf(
  dataFeedId: string,
  value: number,
  token: WorldToken | undefined,
  sourceMetadata: Record<string, SourceMetadataEntry>,
): RoundFeed {
  const feed: RoundFeed = {
    dataFeedId,
    value,
    metadata: { value: String(value), nodeLabel: NODE_LABEL, sourceMetadata },
  };
  const decimals = decimalsOf(token);
  if (decimals !== undefined) feed.decimals = decimals;
  return feed;
}

function marketFeed(world: World, market: Market, symbol: string, timestamp: number): RoundFeed | null {
  const aggregate = market.aggregateAt(symbol, timestamp);
  if (aggregate.value === null || !isSignable(aggregate.value)) return null;
  let quotes: SourceQuote[] = market.quotesAt(symbol, timestamp);
  // A derived feed may have no quotes of its own; the aggregate still names what went into it.
  if (quotes.length === 0) {
    quotes = Object.entries(aggregate.sources).map(([source, value]) => ({ source, value }));
  }
  const sourceMetadata = sourceMetadataFor({ seed: world.seed, dataFeedId: symbol, timestamp, quotes });
  return feedOf(symbol, aggregate.value, tokenOf(world, symbol), sourceMetadata);
}

/**
 * The proof-of-reserve feed signs the world's reserves/supply ratio, not a market price. The
 * market still decides which of its sources failed this round; each valid source reports the
 * ratio with the balances as intermediate values. No valid source: no value, as for any feed.
 */
function proofOfReserveFeed(
  world: World,
  market: Market,
  service: WorldDataService,
  timestamp: number,
): RoundFeed | null {
  const por = world.proofOfReserve;
  const value = porValue(por);
  if (value === null || !isSignable(value)) return null;
  const token = tokenOf(world, por.feedId);
  let quotes: SourceQuote[] = market.quotesAt(por.feedId, timestamp);
  if (quotes.length === 0) {
    const sources = token?.sources.length ? token.sources : service.defaultSource;
    quotes = (sources.length ? sources : [POR_FALLBACK_SOURCE]).map((source) => ({ source, value }));
  }
  if (!quotes.some((quote) => quote.value !== null)) return null;
  const intermediateValues = porIntermediateValues(por);
  const sourceMetadata: Record<string, SourceMetadataEntry> = {};
  for (const quote of quotes) {
    sourceMetadata[quote.source] =
      quote.value === null ? { value: "error" } : { value: String(value), intermediateValues };
  }
  return feedOf(por.feedId, value, token, sourceMetadata);
}

/**
 * The feeds a service signs at `timestamp`, in manifest order: every listed token with a value
 * (a null aggregate, i.e. every source failed, leaves the token out of the round), plus the
 * proof-of-reserve feed when this service carries it. Repeated symbols are signed once, since a
 * multi-feed package cannot hold a feed twice.
 */
export function roundFeeds(
  world: World,
  market: Market,
  service: WorldDataService,
  timestamp: number,
): RoundFeed[] {
  const por = world.proofOfReserve;
  const symbols = new Set(service.tokens);
  if (por.dataServiceId === service.id) symbols.add(por.feedId);
  const feeds: RoundFeed[] = [];
  for (const symbol of symbols) {
    const feed =
      por.dataServiceId === service.id && symbol === por.feedId
        ? proofOfReserveFeed(world, market, service, timestamp)
        : marketFeed(world, market, symbol, timestamp);
    if (feed) feeds.push(feed);
  }
  return feeds;
}
