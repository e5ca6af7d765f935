import type { World, WorldSource, WorldToken } from "../world/types.ts";
import { combine, combineIndex, hashString, normalFrom, unitFloat } from "./hash.ts";
import type { Aggregate, SourceQuote } from "./types.ts";

/** Quotes are drawn once per source, symbol and 10-second bucket: what one signing round sees. */
export const QUOTE_BUCKET_MS = 10_000;

/** The rates a quote is drawn with (clamped copies of a WorldSource's). */
export interface SourceParams {
  id: string;
  key: number;
  failureRate: number;
  outlierRate: number;
  noise: number;
}

/** A source a token names but the world does not describe: quoted cleanly with a little noise. */
const UNKNOWN_SOURCE_NOISE = 0.001;
const OUTLIER_MIN = 0.05;
const OUTLIER_SPREAD = 0.15;
/** Keeps a quote positive even for an absurd noise setting. */
const MIN_QUOTE_FACTOR = 0.01;

function rate(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

export function sourceParams(seed: number, id: string, source: WorldSource | undefined): SourceParams {
  const key = combine(
    combineIndex(hashString("devnet-quotes"), Number.isFinite(seed) ? Math.floor(seed) : 0),
    hashString(id),
  );
  if (source === undefined) return { id, key, failureRate: 0, outlierRate: 0, noise: UNKNOWN_SOURCE_NOISE };
  return {
    id,
    key,
    failureRate: rate(source.failureRate),
    outlierRate: rate(source.outlierRate),
    noise: Number.isFinite(source.noise) && source.noise > 0 ? source.noise : 0,
  };
}

/**
 * A token's sources: its own list, or else the default sources of the data services that list it
 * (WorldDataService.defaultSource is "used for tokens that name none").
 */
export function resolveTokenSources(world: World, token: WorldToken): string[] {
  if (token.sources.length > 0) return [...new Set(token.sources)];
  const ids = new Set<string>();
  for (const service of world.dataServices) {
    if (token.dataServices.includes(service.id) || service.tokens.includes(token.symbol)) {
      for (const id of service.defaultSource) ids.add(id);
    }
  }
  return [...ids];
}

/** The hash all of one quote's draws derive from. */
function quoteKey(source: SourceParams, symbolKey: number, bucket: number): number {
  return combineIndex(combine(source.key, symbolKey), bucket);
}

type QuoteOutcome = "failed" | "outlier" | "normal";

/**
 * Failure is decided first, outliers only among successful fetches, so the per-fetch outlier
 * probability is (1 − failureRate) · outlierRate; sourceErrorsOn counts the very same draws.
 */
export function quoteOutcome(source: SourceParams, symbolKey: number, bucket: number): QuoteOutcome {
  return outcomeOf(source, quoteKey(source, symbolKey, bucket));
}

function outcomeOf(source: SourceParams, key: number): QuoteOutcome {
  if (source.failureRate > 0 && unitFloat(combine(key, 1)) < source.failureRate) return "failed";
  if (source.outlierRate > 0 && unitFloat(combine(key, 2)) < source.outlierRate) return "outlier";
  return "normal";
}

export function quoteOf(source: SourceParams, symbolKey: number, bucket: number, value: number): SourceQuote {
  const key = quoteKey(source, symbolKey, bucket);
  const outcome = outcomeOf(source, key);
  if (outcome === "failed") return { source: source.id, value: null };
  let factor: number;
  if (outcome === "outlier") {
    const size = OUTLIER_MIN + OUTLIER_SPREAD * unitFloat(combine(key, 3));
    factor = unitFloat(combine(key, 4)) < 0.5 ? 1 - size : 1 + size;
  } else {
    factor = 1 + source.noise * normalFrom(combine(key, 5));
  }
  return { source: source.id, value: value * Math.max(MIN_QUOTE_FACTOR, factor) };
}

/** Median of the given numbers (mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const upper = sorted[mid];
  if (upper === undefined) return null;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[mid - 1];
  return lower === undefined ? upper : (lower + upper) / 2;
}

/** What a node signs: the median of the valid quotes, with those quotes by source (outliers kept). */
export function aggregateQuotes(quotes: readonly SourceQuote[]): Aggregate {
  const sources: Record<string, number> = {};
  const values: number[] = [];
  for (const quote of quotes) {
    if (quote.value === null || !Number.isFinite(quote.value)) continue;
    sources[quote.source] = quote.value;
    values.push(quote.value);
  }
  return { value: median(values), sources };
}
