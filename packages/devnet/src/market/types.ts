/** One source's quote of a token at one instant: a value, or null when its fetch failed. */
export interface SourceQuote {
  source: string;
  value: number | null;
}

/** The aggregated value a node signs, with the per-source values that went into it. */
export interface Aggregate {
  value: number | null;
  /** Valid quotes only, source id → value (failed fetches left out, outliers kept). */
  sources: Record<string, number>;
}

/**
 * The seeded market model. Every method is a pure function of (seed, symbol, time): the same
 * inputs give the same outputs in any order, so history backfill and live data agree and a
 * restart continues the same paths.
 */
export interface Market {
  /** The true value of a token at t (epoch ms), in its denomination; null for an unknown symbol. */
  valueAt(symbol: string, t: number): number | null;
  /** Each of the token's sources' quotes at t, with noise, outliers and failed fetches. */
  quotesAt(symbol: string, t: number): SourceQuote[];
  /** Median of the valid quotes at t: what nodes sign and the price store keeps. */
  aggregateAt(symbol: string, t: number): Aggregate;
  /** Number of failed fetches and of outlier quotes of a source on a UTC day (YYYY-MM-DD). */
  sourceErrorsOn(sourceId: string, day: string): { fetchingFailed: number; incorrectPriceValue: number };
}
