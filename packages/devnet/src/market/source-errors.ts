import { QUOTE_BUCKET_MS, quoteOutcome, type SourceParams } from "./quotes.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** One fetch per token per minute, as the sources report assumes (7200 fetches = 5 days). */
const FETCHES_PER_DAY = DAY_MS / MINUTE_MS;

/** Start (epoch ms) of a UTC day written YYYY-MM-DD, or null when it is not a real calendar day. */
export function utcDayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (match === null) return null;
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Date.UTC rolls 2024-02-31 over into March; a round trip rejects such days.
  if (!Number.isFinite(start) || new Date(start).toISOString().slice(0, 10) !== day) return null;
  return start;
}

/**
 * Counts a source's failed fetches and outlier quotes on one UTC day by replaying the exact draws
 * quotesAt makes at each minute's first 10-second bucket, for every token the source prices.
 * That is 1440 · tokens cheap hash evaluations (no price model), a few milliseconds for a source
 * that prices 200 tokens, and it agrees with quotesAt by construction rather than in expectation.
 */
export function countSourceErrors(
  source: SourceParams,
  symbolKeys: readonly number[],
  day: string,
): { fetchingFailed: number; incorrectPriceValue: number } {
  const none = { fetchingFailed: 0, incorrectPriceValue: 0 };
  const start = utcDayStart(day);
  if (start === null || symbolKeys.length === 0) return none;
  if (source.failureRate === 0 && source.outlierRate === 0) return none;
  const firstBucket = Math.floor(start / QUOTE_BUCKET_MS);
  const bucketsPerMinute = MINUTE_MS / QUOTE_BUCKET_MS;
  let fetchingFailed = 0;
  let incorrectPriceValue = 0;
  for (const symbolKey of symbolKeys) {
    for (let minute = 0; minute < FETCHES_PER_DAY; minute++) {
      const outcome = quoteOutcome(source, symbolKey, firstBucket + minute * bucketsPerMinute);
      if (outcome === "failed") fetchingFailed++;
      else if (outcome === "outlier") incorrectPriceValue++;
    }
  }
  return { fetchingFailed, incorrectPriceValue };
}
