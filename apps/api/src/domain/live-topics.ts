import { primaryProdServiceId } from "@oracle-explorer/core/config";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";

/**
 * What the live stream carries: each topic is a snapshot read through the api's cache (so the
 * stream shares its upstream reads with the pages' own resources) and a diff, so after the first
 * full snapshot a client only receives what changed.
 */

export const LIVE_TOPICS = ["prices", "feeds-answers"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export function isLiveTopic(value: string): value is LiveTopic {
  return (LIVE_TOPICS as readonly string[]).includes(value);
}

/** `prices`: symbol → latest primary-prod price. */
export type LivePrices = Record<string, { value: number; timestamp: number }>;
/** `feeds-answers`: layer id → feed id → the last relayed value (decimal text, ISO time). */
export type LiveFeedsAnswers = Record<string, Record<string, { value: string; timestamp: string }>>;

/**
 * The data of a topic's event. `full` is true for the first event a connection gets (the whole
 * snapshot) and false afterwards (only the entries that changed; merge them into the snapshot).
 */
export type LiveEventData<K extends string, T> = { full: boolean; fetchedAt: number } & Record<K, T>;
export type LivePricesEvent = LiveEventData<"prices", LivePrices>;
export type LiveFeedsAnswersEvent = LiveEventData<"answers", LiveFeedsAnswers>;

/** One topic: how often it is polled, how it is read, how two snapshots differ. */
export interface LiveSource<T = unknown> {
  intervalMs: number;
  read: () => Promise<{ value: T; fetchedAt: number }>;
  /** The entries of `next` that are new or changed since `previous`, or null when none. */
  diff: (previous: T, next: T) => T | null;
  /** The event's data for a snapshot or a diff. */
  event: (value: T, full: boolean, fetchedAt: number) => unknown;
}

type Leaf = { value: unknown; timestamp: unknown };

/** Entries of a flat map whose value or timestamp changed. */
function diffLeaves<L extends Leaf>(previous: Record<string, L>, next: Record<string, L>) {
  const changed: Record<string, L> = {};
  let any = false;
  for (const [key, leaf] of Object.entries(next)) {
    const before = previous[key];
    if (!before || before.value !== leaf.value || before.timestamp !== leaf.timestamp) {
      changed[key] = leaf;
      any = true;
    }
  }
  return any ? changed : null;
}

export const LIVE_INTERVALS_MS: Record<LiveTopic, number> = { prices: 2_000, "feeds-answers": 10_000 };

/** The cache keys the stream reads through; the pages' resources read the same entries. */
export const pricesAllCacheKey = (provider: string) => `prices-all:${provider}`;
export const FEEDS_ANSWERS_CACHE_KEY = "feeds-answers";

export function createLiveSources(
  ctx: ApiContext,
  intervals: Partial<Record<LiveTopic, number>> = {},
): Record<LiveTopic, LiveSource> {
  const provider = primaryProdServiceId(ctx.config);
  const prices: LiveSource<LivePrices> = {
    intervalMs: intervals.prices ?? LIVE_INTERVALS_MS.prices,
    read: async () => {
      const { value, fetchedAt } = await ctx.cache.get(pricesAllCacheKey(provider), POLICIES.pricesAll, () =>
        ctx.upstreams.prices.all(provider),
      );
      const snapshot: LivePrices = {};
      for (const [symbol, price] of Object.entries(value)) {
        snapshot[symbol] = { value: price.value, timestamp: price.timestamp };
      }
      return { value: snapshot, fetchedAt };
    },
    diff: diffLeaves,
    event: (value, full, fetchedAt): LivePricesEvent => ({ full, fetchedAt, prices: value }),
  };
  const answers: LiveSource<LiveFeedsAnswers> = {
    intervalMs: intervals["feeds-answers"] ?? LIVE_INTERVALS_MS["feeds-answers"],
    read: async () => {
      const { value, fetchedAt } = await ctx.cache.get(
        FEEDS_ANSWERS_CACHE_KEY,
        POLICIES.feedsAnswers,
        ctx.upstreams.feedsAnswers,
      );
      const snapshot: LiveFeedsAnswers = {};
      for (const [layerId, feeds] of Object.entries(value.answers)) {
        const layer: LiveFeedsAnswers[string] = {};
        for (const [feedId, answer] of Object.entries(feeds)) {
          layer[feedId] = { value: answer.value, timestamp: answer.timestamp };
        }
        snapshot[layerId] = layer;
      }
      return { value: snapshot, fetchedAt };
    },
    diff: (previous, next) => {
      const changed: LiveFeedsAnswers = {};
      let any = false;
      for (const [layerId, feeds] of Object.entries(next)) {
        const layer = diffLeaves(previous[layerId] ?? {}, feeds);
        if (layer) {
          changed[layerId] = layer;
          any = true;
        }
      }
      return any ? changed : null;
    },
    event: (value, full, fetchedAt): LiveFeedsAnswersEvent => ({ full, fetchedAt, answers: value }),
  };
  return { prices: prices as LiveSource, "feeds-answers": answers as LiveSource };
}
