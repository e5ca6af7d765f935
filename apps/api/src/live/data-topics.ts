import { createHash } from "node:crypto";
import type { DataTopic } from "@oracle-explorer/core/api-views";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import { readLive } from "../cache.ts";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { sseFrame, TopicReadError, type TopicReading, type TopicSource } from "./live-hub.ts";

/**
 * The stream's raw data topics, for integrators: every latest primary-prod price (`prices`) and
 * every relayed feed value (`feeds-answers`). Each is read through the api's cache (so the stream
 * shares its upstream reads with the pages' resources) and sent whole once per connection, then
 * as the entries that changed.
 */

/** `prices`: symbol → latest primary-prod price. */
export type LivePrices = Record<string, { value: number; timestamp: number }>;
/** `feeds-answers`: layer id → feed id → the last relayed value (decimal text, ISO time). */
export type LiveFeedsAnswers = Record<string, Record<string, { value: string; timestamp: string }>>;

/**
 * The data of a topic's event. `full` is true for the first event a connection gets (the whole
 * snapshot) and false afterwards (only the entries that changed; merge them into the snapshot).
 * `fetchedAt` is when the api read the upstream, `sentAt` when it sent the event.
 */
export type LiveEventData<K extends string, T> = {
  full: boolean;
  fetchedAt: number;
  sentAt: number;
} & Record<K, T>;
export type LivePricesEvent = LiveEventData<"prices", LivePrices>;
export type LiveFeedsAnswersEvent = LiveEventData<"answers", LiveFeedsAnswers>;

export const DATA_TOPIC_INTERVALS_MS: Record<DataTopic, number> = { prices: 1_000, "feeds-answers": 3_000 };

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

interface DataReading<T> extends TopicReading {
  value: T;
}

const versionOf = (value: unknown) => createHash("sha1").update(JSON.stringify(value)).digest("base64url");

/** The `upstream-error` event of a failing data topic; the topic keeps being read. */
function readError(topic: DataTopic, error: unknown): TopicReadError {
  if (!(error instanceof UpstreamError)) throw error;
  const data = { topic, upstream: error.upstream, failure: error.failure, message: error.message };
  return new TopicReadError(
    (sentAt) => sseFrame("upstream-error", JSON.stringify({ ...data, sentAt })),
    false,
  );
}

/** A data topic from its read and its diff: the frames are `event: {topic}` with `{full, …, key: …}`. */
function dataSource<T>(
  topic: DataTopic,
  key: string,
  read: () => Promise<{ value: T; fetchedAt: number }>,
  diff: (previous: T, next: T) => T | null,
): TopicSource<DataReading<T>> {
  const frame = (value: T, full: boolean, fetchedAt: number, sentAt: number) =>
    sseFrame(topic, JSON.stringify({ full, fetchedAt, sentAt, [key]: value }));
  return {
    intervalMs: DATA_TOPIC_INTERVALS_MS[topic],
    resumable: false,
    read: async () => {
      try {
        const { value, fetchedAt } = await readLive(read);
        return { value, fetchedAt, version: versionOf(value) };
      } catch (error) {
        throw readError(topic, error);
      }
    },
    change: (previous, next) => diff(previous.value, next.value),
    fullFrame: (reading, sentAt) => frame(reading.value, true, reading.fetchedAt, sentAt),
    changeFrame: (change, sentAt) => frame(change.delta as T, false, change.fetchedAt, sentAt),
  };
}

export function createDataTopicSources(ctx: ApiContext): Record<DataTopic, TopicSource> {
  const provider = primaryProdServiceId(ctx.config);
  const prices = dataSource<LivePrices>(
    "prices",
    "prices",
    async () => {
      const { value, fetchedAt } = await ctx.cache.get(`prices-all:${provider}`, POLICIES.pricesAll, () =>
        ctx.upstreams.prices.all(provider),
      );
      const snapshot: LivePrices = {};
      for (const [symbol, price] of Object.entries(value)) {
        snapshot[symbol] = { value: price.value, timestamp: price.timestamp };
      }
      return { value: snapshot, fetchedAt };
    },
    diffLeaves,
  );
  const answers = dataSource<LiveFeedsAnswers>(
    "feeds-answers",
    "answers",
    async () => {
      const { value, fetchedAt } = await ctx.cache.get(
        "feeds-answers",
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
    (previous, next) => {
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
  );
  return { prices, "feeds-answers": answers };
}
