import type { ApiWarning, HistoryPointView, TokenPriceView } from "@oracle-explorer/core/api-views";
import {
  cleanChartPoints,
  TOKEN_SERIES_RANGE_NAMES,
  type TokenSeriesRange,
} from "@oracle-explorer/core/charts";
import { COINGECKO_PROVIDER } from "@oracle-explorer/core/constants";
import { priceProviderChain, priceRangeQuery } from "@oracle-explorer/core/prices";
import type { Price } from "@oracle-explorer/core/schemas";
import { POLICIES, seriesPolicy } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { aggregatorLatest, aggregatorRange } from "./aggregator.ts";
import { cached } from "./cached.ts";
import { warningOf } from "./warnings.ts";

/**
 * A token's prices from one provider: the data services through the prices API (CALL-21..27),
 * coingecko through the price aggregator (CALL-31..33), with the CALL-29 fallback order.
 */

/** The token a price read is for; the aggregator id is null when the aggregator lists none. */
export interface PriceTarget {
  symbol: string;
  aggregatorId: string | null;
}

export interface ChainResult<T> {
  /** The provider whose items these are, or null when every provider was empty. */
  answeredBy: string | null;
  items: T[];
  /** Providers whose read failed (the aggregator: its failure is a warning, not the answer's). */
  failed: string[];
}

export interface SeriesPoint {
  timestamp: number;
  value: number;
}

/**
 * CALL-29: asks each provider in turn and keeps the first non-empty answer. The aggregator is its
 * own upstream, so when it fails the data services may still answer (the failure is a warning).
 * Every other provider is served by the one prices API, which would fail the same way for the
 * next provider, so its failure ends the chain and propagates (a 502/504, or stale data).
 */
export async function firstNonEmpty<T>(
  providers: readonly string[],
  read: (provider: string) => Promise<T[]>,
  warnings: ApiWarning[],
): Promise<ChainResult<T>> {
  const failed: string[] = [];
  for (const provider of providers) {
    try {
      const items = await read(provider);
      if (items.length > 0) return { answeredBy: provider, items, failed };
    } catch (error) {
      if (!(error instanceof UpstreamError) || provider !== COINGECKO_PROVIDER) throw error;
      console.warn(`api: ${provider} failed, trying the next provider: ${error.message}`);
      warnings.push(warningOf(error));
      failed.push(provider);
    }
  }
  return { answeredBy: null, items: [], failed };
}

/** The CALL-29 order for a chosen provider. */
export const providerChain = (ctx: ApiContext, chosen: string) =>
  priceProviderChain(chosen, ctx.config.productId);

const toLatest = (provider: string, price: Price): TokenPriceView => ({
  provider,
  value: price.value,
  timestamp: price.timestamp,
  source: price.source,
});

/** CALL-26 / CALL-31: the latest price with per-source values, first non-empty provider. */
export function latestPrice(
  ctx: ApiContext,
  target: PriceTarget,
  chosen: string,
  warnings: ApiWarning[],
): Promise<ChainResult<TokenPriceView>> {
  return firstNonEmpty(
    providerChain(ctx, chosen),
    async (provider) => {
      if (provider === COINGECKO_PROVIDER) {
        return target.aggregatorId ? aggregatorLatest(ctx, target.aggregatorId) : [];
      }
      const prices = await cached(
        ctx,
        `price-latest:${provider}:${target.symbol}`,
        POLICIES.priceLatest,
        () => ctx.upstreams.prices.latest(target.symbol, provider),
      );
      return prices.slice(0, 1).map((price) => toLatest(provider, price));
    },
    warnings,
  );
}

/** FILTER-32: drawable points only, reduced to what the chart reads. */
const toSeriesPoints = (points: readonly { timestamp: unknown; value: unknown }[]): SeriesPoint[] =>
  cleanChartPoints(points).map(({ timestamp, value }) => ({ timestamp, value }));

/** CALL-21..24 / CALL-33: a chart range, ascending, first non-empty provider. */
export function priceSeries(
  ctx: ApiContext,
  target: PriceTarget,
  chosen: string,
  range: TokenSeriesRange,
  warnings: ApiWarning[],
): Promise<ChainResult<SeriesPoint>> {
  const policy = seriesPolicy(range);
  const window = () => priceRangeQuery(TOKEN_SERIES_RANGE_NAMES[range], ctx.now());
  return firstNonEmpty(
    providerChain(ctx, chosen),
    async (provider) => {
      if (provider === COINGECKO_PROVIDER) {
        if (!target.aggregatorId) return [];
        const points = await aggregatorRange(ctx, target.aggregatorId, range, policy, () => {
          const { fromTimestamp, toTimestamp } = window();
          return { from: fromTimestamp, to: toTimestamp };
        });
        return toSeriesPoints(points.map(([timestamp, value]) => ({ timestamp, value })));
      }
      return serviceSeries(ctx, target.symbol, provider, range);
    },
    warnings,
  );
}

/**
 * CALL-21..24: one data service's chart range of a symbol, ascending. The window is taken when
 * the cache loads, so one cached series serves every visitor of its TTL.
 */
export function serviceSeries(
  ctx: ApiContext,
  symbol: string,
  provider: string,
  range: TokenSeriesRange,
): Promise<SeriesPoint[]> {
  return cached(ctx, `price-series:${provider}:${symbol}:${range}`, seriesPolicy(range), async () => {
    const { fromTimestamp, toTimestamp, interval } = priceRangeQuery(
      TOKEN_SERIES_RANGE_NAMES[range],
      ctx.now(),
    );
    const prices = await ctx.upstreams.prices.series(symbol, provider, fromTimestamp, toTimestamp, interval);
    return toSeriesPoints(prices);
  });
}

export interface HistoryQuery {
  from: number;
  to: number;
  limit: number;
  offset: number;
}

const toHistoryPoint = (provider: string, price: Price): HistoryPointView => ({
  timestamp: price.timestamp,
  value: price.value,
  provider,
  source: price.source,
  permawebTx: price.permawebTx ?? null,
});

const newestFirst = (a: { timestamp: number }, b: { timestamp: number }) => b.timestamp - a.timestamp;

/**
 * CALL-27 / CALL-33: a page of price updates, newest first. The fallback order applies to the
 * first page only: a later page must come from the provider that answered the first, or the
 * table would mix providers (the web passes that provider back).
 */
export function priceHistory(
  ctx: ApiContext,
  target: PriceTarget,
  chosen: string,
  query: HistoryQuery,
  warnings: ApiWarning[],
): Promise<ChainResult<HistoryPointView>> {
  const { from, to, limit, offset } = query;
  const providers = offset === 0 ? providerChain(ctx, chosen) : [chosen];
  return firstNonEmpty(
    providers,
    async (provider) => {
      if (provider === COINGECKO_PROVIDER) {
        if (!target.aggregatorId) return [];
        const points = await aggregatorRange(
          ctx,
          target.aggregatorId,
          `${from}-${to}`,
          POLICIES.history,
          () => ({
            from,
            to,
          }),
        );
        return toSeriesPoints(points.map(([timestamp, value]) => ({ timestamp, value })))
          .sort(newestFirst)
          .slice(offset, offset + limit)
          .map((point) => ({
            ...point,
            provider,
            source: { [COINGECKO_PROVIDER]: point.value },
            permawebTx: null,
          }));
      }
      const key = `price-history:${provider}:${target.symbol}:${from}:${to}:${limit}:${offset}`;
      const prices = await cached(ctx, key, POLICIES.history, () =>
        ctx.upstreams.prices.history(target.symbol, provider, from, to, limit, offset),
      );
      return prices.map((price) => toHistoryPoint(provider, price)).sort(newestFirst);
    },
    warnings,
  );
}
