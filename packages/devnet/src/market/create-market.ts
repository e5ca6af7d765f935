import type { World } from "../world/types.ts";
import { hashString } from "./hash.ts";
import {
  aggregateQuotes,
  QUOTE_BUCKET_MS,
  quoteOf,
  resolveTokenSources,
  type SourceParams,
  sourceParams,
} from "./quotes.ts";
import { countSourceErrors } from "./source-errors.ts";
import { buildValueModels, type ValueModel } from "./token-model.ts";
import type { Aggregate, Market, SourceQuote } from "./types.ts";

interface PricedToken {
  model: ValueModel;
  symbolKey: number;
  sources: SourceParams[];
}

/**
 * The seeded market model of a world. Everything is precomputed from the world up front (models,
 * keys, source lists); after that every method is a pure function of (seed, symbol, t) with no
 * mutable state, so backfill, live signing and restarts all see the same prices.
 */
export function createMarket(world: World): Market {
  const models = buildValueModels(world);
  const params = new Map<string, SourceParams>();
  const paramsFor = (id: string): SourceParams => {
    let found = params.get(id);
    if (found === undefined) {
      found = sourceParams(
        world.seed,
        id,
        world.sources.find((source) => source.id === id),
      );
      params.set(id, found);
    }
    return found;
  };
  for (const source of world.sources) paramsFor(source.id);

  const priced = new Map<string, PricedToken>();
  const symbolKeysBySource = new Map<string, number[]>();
  for (const token of world.tokens) {
    const model = models.get(token.symbol);
    if (model === undefined || priced.has(token.symbol)) continue;
    const symbolKey = hashString(token.symbol);
    const sources = resolveTokenSources(world, token).map(paramsFor);
    priced.set(token.symbol, { model, symbolKey, sources });
    for (const source of sources) {
      const keys = symbolKeysBySource.get(source.id) ?? [];
      keys.push(symbolKey);
      symbolKeysBySource.set(source.id, keys);
    }
  }

  const quotesAt = (symbol: string, t: number): SourceQuote[] => {
    const token = priced.get(symbol);
    if (token === undefined || !Number.isFinite(t)) return [];
    // Every quote of a bucket is taken at the bucket start, so all callers within it agree.
    const bucket = Math.floor(t / QUOTE_BUCKET_MS);
    const value = token.model(bucket * QUOTE_BUCKET_MS);
    return token.sources.map((source) => quoteOf(source, token.symbolKey, bucket, value));
  };

  return {
    valueAt(symbol: string, t: number): number | null {
      const token = priced.get(symbol);
      if (token === undefined || !Number.isFinite(t)) return null;
      return token.model(t);
    },
    quotesAt,
    aggregateAt(symbol: string, t: number): Aggregate {
      return aggregateQuotes(quotesAt(symbol, t));
    },
    sourceErrorsOn(sourceId: string, day: string) {
      const source = params.get(sourceId);
      const keys = symbolKeysBySource.get(sourceId);
      if (source === undefined || keys === undefined) return { fetchingFailed: 0, incorrectPriceValue: 0 };
      return countSourceErrors(source, keys, day);
    },
  };
}
