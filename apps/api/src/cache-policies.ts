import type { TokenSeriesRange } from "@oracle-explorer/core/charts";
import type { CachePolicy } from "./cache.ts";

/**
 * How long each resource stays fresh, and how long a stale copy may still be served while one
 * refresh runs (or while the upstream fails: the last good value keeps being served).
 */
const MIN = 60_000;
const HOUR = 60 * MIN;

export const POLICIES = {
  /** DATA-52, DATA-53: manifests, schema and catalogues change rarely. */
  relayerSchema: { ttlMs: 5 * MIN, staleMs: 24 * HOUR },
  catalogue: { ttlMs: 10 * MIN, staleMs: 24 * HOUR },
  manifests: { ttlMs: 10 * MIN, staleMs: 24 * HOUR },
  registry: { ttlMs: 10 * MIN, staleMs: 24 * HOUR },
  sourcesReport: { ttlMs: 10 * MIN, staleMs: 24 * HOUR },
  /**
   * Relayed values and live prices move every few seconds. The live stream reads them sooner
   * (liveTtlMs), once for all its listeners: prices at each of its 500 ms ticks (the token
   * resources'), so a signed round reaches an open page within about half a second whenever in the
   * round the ticks fall (at 1 s ticks the bench's median moved between 0.25 and 0.9 s from run to
   * run); relayed values and the on-chain reads beside them every 3 s, as they cost a read of every
   * chain. Each is a little under its period: a value loaded at one tick must count as expired at
   * the next due tick (at exactly the period, a tick a few ms early found it fresh).
   */
  feedsAnswers: { ttlMs: 10_000, staleMs: 10 * MIN, liveTtlMs: 2_800 },
  pricesAll: { ttlMs: 5_000, staleMs: MIN, liveTtlMs: 400 },
  priceLatest: { ttlMs: 2_000, staleMs: 30_000, liveTtlMs: 400 },
  /** The aggregator's (CoinGecko's) latest price: never read sooner for the stream, for its rate limit. */
  aggregatorLatest: { ttlMs: 2_000, staleMs: 30_000 },
  gatewayMetadata: { ttlMs: 10_000, staleMs: MIN },
  /**
   * A feed's update history: short, so an update a visitor's wallet just sent (the manual update)
   * reaches the single feed page within seconds; only the feeds someone is viewing are read.
   */
  onChainUpdates: { ttlMs: 5_000, staleMs: 10 * MIN },
  seriesShort: { ttlMs: 30_000, staleMs: 5 * MIN },
  seriesLong: { ttlMs: 5 * MIN, staleMs: HOUR },
  history: { ttlMs: 30_000, staleMs: 5 * MIN },
  tvs: { ttlMs: 5 * MIN, staleMs: HOUR },
  /** The indexer's record: it moves once a round; a stale copy serves while the store is busy. */
  nodeHistory: { ttlMs: 10_000, staleMs: 5 * MIN },
} as const satisfies Record<string, CachePolicy>;

/** A chart range's policy: the last hour moves by the minute, the longer ranges by the hour. */
export const seriesPolicy = (range: TokenSeriesRange): CachePolicy =>
  range === "1h" ? POLICIES.seriesShort : POLICIES.seriesLong;
