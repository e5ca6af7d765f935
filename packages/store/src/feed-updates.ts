import type { RecordedUpdate, UpdateTrigger } from "@oracle-explorer/core/history";
import type { Kysely, Selectable } from "kysely";
import type { FeedUpdateTable, StoreDatabase } from "./schema.ts";

/** One classified on-chain update, as the indexer records it. */
export interface FeedUpdateInput extends RecordedUpdate {
  layerId: string;
  feedId: string;
  beyondThreshold: boolean;
  signedDeviationBp: number | null;
  seenAt: number | null;
  txHash: string | null;
}

/** A recorded update as the api reads it back. */
export type StoredFeedUpdate = Omit<FeedUpdateInput, "layerId" | "feedId">;

/** "layerId/feedId": how the indexer and the feeds list key a push feed. */
export const feedKey = (layerId: string, feedId: string) => `${layerId}/${feedId}`;

/** Rows per INSERT: SQLite binds at most 32 766 variables, 14 a row. */
const CHUNK = 500;

/**
 * Records updates in one transaction. Idempotent: an update already held (same layer, feed and
 * block time: re-read after a crash, or seen live and then read back) inserts nothing.
 */
export async function recordFeedUpdates(
  db: Kysely<StoreDatabase>,
  updates: readonly FeedUpdateInput[],
): Promise<number> {
  if (updates.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let inserted = 0;
    for (let start = 0; start < updates.length; start += CHUNK) {
      const result = await trx
        .insertInto("history_feed_update")
        .values(
          updates.slice(start, start + CHUNK).map((update) => ({
            layer_id: update.layerId,
            feed_id: update.feedId,
            updated_at: update.at,
            value: update.value,
            trigger: update.trigger,
            since_previous_ms: update.sincePreviousMs,
            move_bp: update.moveBp,
            overshoot_bp: update.overshootBp,
            beyond_threshold: update.beyondThreshold ? 1 : 0,
            heartbeat_missed: update.heartbeatMissed ? 1 : 0,
            lag_ms: update.lagMs,
            signed_dev_bp: update.signedDeviationBp,
            seen_at: update.seenAt,
            tx_hash: update.txHash,
          })),
        )
        .onConflict((oc) => oc.columns(["layer_id", "feed_id", "updated_at"]).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  });
}

/** Each feed's newest recorded update (what the chain held when the indexer last looked). */
export async function lastFeedUpdates(
  db: Kysely<StoreDatabase>,
): Promise<Map<string, { at: number; value: number }>> {
  const rows = await db
    .selectFrom("history_feed_update as u")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("history_feed_update")
          .select((inner) => ["layer_id", "feed_id", inner.fn.max("updated_at").as("last_at")])
          .groupBy(["layer_id", "feed_id"])
          .as("l"),
      (join) =>
        join
          .onRef("l.layer_id", "=", "u.layer_id")
          .onRef("l.feed_id", "=", "u.feed_id")
          .onRef("l.last_at", "=", "u.updated_at"),
    )
    .select(["u.layer_id", "u.feed_id", "u.updated_at", "u.value"])
    .execute();
  return new Map(
    rows.map((row) => [
      feedKey(row.layer_id, row.feed_id),
      { at: Number(row.updated_at), value: Number(row.value) },
    ]),
  );
}

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * A feed's recorded updates with block time in [from, to], oldest first; with `withPrevious`, the
 * one before `from` too (what the chain held when the window began: its wait is the window's).
 */
export async function readFeedUpdates(
  db: Kysely<StoreDatabase>,
  query: { layerId: string; feedId: string; from: number; to: number; withPrevious?: boolean },
): Promise<StoredFeedUpdate[]> {
  const ofFeed = db
    .selectFrom("history_feed_update")
    .selectAll()
    .where("layer_id", "=", query.layerId)
    .where("feed_id", "=", query.feedId);
  const [previous, rows] = await Promise.all([
    query.withPrevious
      ? ofFeed.where("updated_at", "<", query.from).orderBy("updated_at", "desc").limit(1).execute()
      : Promise.resolve([]),
    ofFeed
      .where("updated_at", ">=", query.from)
      .where("updated_at", "<=", query.to)
      .orderBy("updated_at")
      .execute(),
  ]);
  return [...previous, ...rows].map(storedUpdateOf);
}

function storedUpdateOf(row: Selectable<FeedUpdateTable>): StoredFeedUpdate {
  return {
    at: Number(row.updated_at),
    value: Number(row.value),
    trigger: row.trigger as UpdateTrigger,
    sincePreviousMs: nullableNumber(row.since_previous_ms),
    moveBp: nullableNumber(row.move_bp),
    overshootBp: nullableNumber(row.overshoot_bp),
    beyondThreshold: Number(row.beyond_threshold) === 1,
    heartbeatMissed: Number(row.heartbeat_missed) === 1,
    lagMs: nullableNumber(row.lag_ms),
    signedDeviationBp: nullableNumber(row.signed_dev_bp),
    seenAt: nullableNumber(row.seen_at),
    txHash: row.tx_hash,
  };
}

/**
 * Updates since `from` that an incident is derived from: a heartbeat missed before them, or a
 * deviation update past its threshold or more than `lateLagMs` after its signed round.
 */
export async function readFlaggedFeedUpdates(
  db: Kysely<StoreDatabase>,
  from: number,
  lateLagMs: number,
): Promise<FeedUpdateInput[]> {
  const rows = await db
    .selectFrom("history_feed_update")
    .selectAll()
    .where("updated_at", ">=", from)
    .where((eb) =>
      eb.or([
        eb("heartbeat_missed", "=", 1),
        eb.and([
          eb("trigger", "=", "deviation"),
          eb.or([eb("beyond_threshold", "=", 1), eb("lag_ms", ">", lateLagMs)]),
        ]),
      ]),
    )
    .orderBy("updated_at")
    .execute();
  return rows.map((row) => ({ layerId: row.layer_id, feedId: row.feed_id, ...storedUpdateOf(row) }));
}

/** The oldest update the store holds for a feed; null when it holds none. */
export async function feedRecordedFrom(
  db: Kysely<StoreDatabase>,
  layerId: string,
  feedId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom("history_feed_update")
    .select((eb) => eb.fn.min("updated_at").as("first"))
    .where("layer_id", "=", layerId)
    .where("feed_id", "=", feedId)
    .executeTakeFirst();
  return nullableNumber(row?.first);
}

/** A feed's figures since `from`, as sums and maxima over its rows (the feeds list's columns). */
export interface FeedRecordRow {
  layerId: string;
  feedId: string;
  updates: number;
  heartbeatMisses: number;
  longestWaitMs: number | null;
  beyondThreshold: number;
  /** The feed's oldest and newest recorded update (any time). */
  firstAt: number;
  lastAt: number;
}

/** Every recorded feed's figures since `from`: two grouped scans, whatever the number of feeds. */
export async function readFeedRecords(db: Kysely<StoreDatabase>, from: number): Promise<FeedRecordRow[]> {
  const [windowed, spans] = await Promise.all([
    db
      .selectFrom("history_feed_update")
      .select((eb) => [
        "layer_id",
        "feed_id",
        eb.fn.countAll<number>().as("updates"),
        eb.fn.sum<number>("heartbeat_missed").as("misses"),
        eb.fn.max("since_previous_ms").as("longest"),
        eb.fn.sum<number>("beyond_threshold").as("beyond"),
      ])
      .where("updated_at", ">=", from)
      .groupBy(["layer_id", "feed_id"])
      .execute(),
    db
      .selectFrom("history_feed_update")
      .select((eb) => [
        "layer_id",
        "feed_id",
        eb.fn.min("updated_at").as("first_at"),
        eb.fn.max("updated_at").as("last_at"),
      ])
      .groupBy(["layer_id", "feed_id"])
      .execute(),
  ]);
  const inWindow = new Map(windowed.map((row) => [feedKey(row.layer_id, row.feed_id), row]));
  return spans.map((span) => {
    const row = inWindow.get(feedKey(span.layer_id, span.feed_id));
    return {
      layerId: span.layer_id,
      feedId: span.feed_id,
      updates: Number(row?.updates ?? 0),
      heartbeatMisses: Number(row?.misses ?? 0),
      longestWaitMs: nullableNumber(row?.longest),
      beyondThreshold: Number(row?.beyond ?? 0),
      firstAt: Number(span.first_at),
      lastAt: Number(span.last_at),
    };
  });
}

/** On-chain updates with block time at or after `from`, and how many feeds they were of. */
export async function countFeedUpdatesSince(
  db: Kysely<StoreDatabase>,
  from: number,
): Promise<{ updates: number; feeds: number }> {
  const rows = await db
    .selectFrom("history_feed_update")
    .select((eb) => ["layer_id", "feed_id", eb.fn.countAll<number>().as("count")])
    .where("updated_at", ">=", from)
    .groupBy(["layer_id", "feed_id"])
    .execute();
  return { updates: rows.reduce((sum, row) => sum + Number(row.count), 0), feeds: rows.length };
}
