import { bucketOf, DAY_MS, HOUR_MS, hourOf } from "@oracle-explorer/core/history";
import { type Kysely, sql, type Transaction } from "kysely";
import type { StoreDatabase } from "./schema.ts";

/** One node's package(s) in a gateway answer. */
export interface NodeObservation {
  /** The node's registered address, lowercase. */
  node: string;
  /** The packages' timestamp: the round they belong to (older than the answer's for a late node). */
  roundTs: number;
  /** Feeds it signed (its per-feed packages). */
  feeds: number;
  /** Feeds whose package's signature did not recover to the node. */
  invalidFeeds: readonly string[];
  /** Feed id → deviation from the round's median, basis points (feeds with no median left out). */
  deviationsBp: ReadonlyMap<string, number>;
}

/** What the indexer saw of one data service in one read of the gateway. */
export interface RoundObservation {
  serviceId: string;
  intervalMs: number;
  /** The round the answer is for (its newest package timestamp). */
  roundTs: number;
  seenAt: number;
  /** false for a round read back from the gateway's history: lateness is then unknown. */
  live: boolean;
  /** Every registered node of the service (lowercase): those without a package missed the round. */
  registeredNodes: readonly string[];
  packages: readonly NodeObservation[];
}

export interface RecordResult {
  /** The round was new to the store. */
  newRound: boolean;
  /** Node rows written (0 when every package had been recorded before). */
  nodeRounds: number;
}

function quantile50(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

type Db = Kysely<StoreDatabase> | Transaction<StoreDatabase>;

// Both engines take `excluded` in an upsert; CASE is their common MAX of two values.
const addCount = (table: string) => sql<number>`${sql.ref(`${table}.count`)} + excluded.count`;
const keepMax = (table: string) =>
  sql<number>`case when excluded.max_bp > ${sql.ref(`${table}.max_bp`)} then excluded.max_bp else ${sql.ref(`${table}.max_bp`)} end`;

/**
 * Records one observation in one transaction, so a crash leaves all of it or none. Idempotent: a
 * round or a node's package already stored is left as it is and its deviations are not counted
 * again, so reading a round twice (after a restart) changes nothing.
 */
export async function recordRound(
  db: Kysely<StoreDatabase>,
  observation: RoundObservation,
): Promise<RecordResult> {
  return db.transaction().execute(async (trx) => {
    const { serviceId, roundTs, seenAt, live, intervalMs } = observation;
    await trx
      .insertInto("history_service")
      .values({ service_id: serviceId, interval_ms: intervalMs, first_round_ts: roundTs })
      .onConflict((oc) =>
        oc.column("service_id").doUpdateSet({
          interval_ms: intervalMs,
          first_round_ts: sql`case when excluded.first_round_ts < history_service.first_round_ts then excluded.first_round_ts else history_service.first_round_ts end`,
        }),
      )
      .execute();
    const round = await trx
      .insertInto("history_round")
      .values({ service_id: serviceId, round_ts: roundTs, seen_at: seenAt, live: live ? 1 : 0 })
      .onConflict((oc) => oc.columns(["service_id", "round_ts"]).doNothing())
      .returning("round_ts")
      .executeTakeFirst();

    const hourDeviation = new Map<
      string,
      { node: string; hour: number; bucket: number; count: number; max: number }
    >();
    const dayDeviation = new Map<
      string,
      { node: string; feed: string; day: number; bucket: number; count: number; max: number }
    >();
    const hours = new Set<number>([hourOf(roundTs)]);
    let nodeRounds = 0;
    for (const pkg of observation.packages) {
      const deviations = [...pkg.deviationsBp.values()];
      const inserted = await trx
        .insertInto("history_node_round")
        .values({
          service_id: serviceId,
          node: pkg.node,
          round_ts: pkg.roundTs,
          seen_at: live ? seenAt : null,
          late: live && seenAt - pkg.roundTs > intervalMs ? 1 : 0,
          feeds: pkg.feeds,
          invalid: pkg.invalidFeeds.length,
          invalid_feeds: pkg.invalidFeeds.join(","),
          dev_p50_bp: quantile50(deviations),
          dev_max_bp: deviations.length > 0 ? Math.max(...deviations) : null,
        })
        .onConflict((oc) => oc.columns(["service_id", "node", "round_ts"]).doNothing())
        .returning("node")
        .executeTakeFirst();
      if (!inserted) continue;
      nodeRounds++;
      const hour = hourOf(pkg.roundTs);
      const day = Math.floor(pkg.roundTs / DAY_MS) * DAY_MS;
      hours.add(hour);
      for (const [feed, bp] of pkg.deviationsBp) {
        const bucket = bucketOf(bp);
        const hourKey = `${pkg.node}|${hour}|${bucket}`;
        const h = hourDeviation.get(hourKey) ?? { node: pkg.node, hour, bucket, count: 0, max: 0 };
        h.count++;
        h.max = Math.max(h.max, bp);
        hourDeviation.set(hourKey, h);
        const dayKey = `${pkg.node}|${feed}|${day}|${bucket}`;
        const d = dayDeviation.get(dayKey) ?? { node: pkg.node, feed, day, bucket, count: 0, max: 0 };
        d.count++;
        d.max = Math.max(d.max, bp);
        dayDeviation.set(dayKey, d);
      }
    }
    await upsertDeviations(trx, serviceId, [...hourDeviation.values()], [...dayDeviation.values()]);
    for (const hour of hours) await rollUpHour(trx, serviceId, observation.registeredNodes, hour);
    await trx
      .insertInto("history_indexer")
      .values({ id: "indexer", alive_at: seenAt })
      .onConflict((oc) => oc.column("id").doUpdateSet({ alive_at: seenAt }))
      .execute();
    return { newRound: round !== undefined, nodeRounds };
  });
}

/** Rows per INSERT: well under both engines' bound-parameter limits (SQLite 32k, PostgreSQL 65k). */
const BATCH = 500;

async function upsertDeviations(
  trx: Db,
  serviceId: string,
  hourRows: readonly { node: string; hour: number; bucket: number; count: number; max: number }[],
  dayRows: readonly { node: string; feed: string; day: number; bucket: number; count: number; max: number }[],
): Promise<void> {
  for (let start = 0; start < hourRows.length; start += BATCH) {
    await trx
      .insertInto("history_node_hour_dev")
      .values(
        hourRows.slice(start, start + BATCH).map((row) => ({
          service_id: serviceId,
          node: row.node,
          hour_ts: row.hour,
          bucket: row.bucket,
          count: row.count,
          max_bp: row.max,
        })),
      )
      .onConflict((oc) =>
        oc.columns(["service_id", "node", "hour_ts", "bucket"]).doUpdateSet({
          count: addCount("history_node_hour_dev"),
          max_bp: keepMax("history_node_hour_dev"),
        }),
      )
      .execute();
  }
  for (let start = 0; start < dayRows.length; start += BATCH) {
    await trx
      .insertInto("history_feed_day_dev")
      .values(
        dayRows.slice(start, start + BATCH).map((row) => ({
          service_id: serviceId,
          node: row.node,
          feed_id: row.feed,
          day_ts: row.day,
          bucket: row.bucket,
          count: row.count,
          max_bp: row.max,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(["service_id", "node", "feed_id", "day_ts", "bucket"])
          .doUpdateSet({ count: addCount("history_feed_day_dev"), max_bp: keepMax("history_feed_day_dev") }),
      )
      .execute();
  }
}

/**
 * Recomputes every registered node's row of one hour from the raw rounds: expected = rounds of the
 * service observed in the hour, signed = those with a package of the node. Derived, so running it
 * again gives the same row; the hourly rows outlive the raw ones (retention).
 */
export async function rollUpHour(
  trx: Db,
  serviceId: string,
  nodes: readonly string[],
  hour: number,
): Promise<void> {
  const end = hour + HOUR_MS;
  const expectedRow = await trx
    .selectFrom("history_round")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("service_id", "=", serviceId)
    .where("round_ts", ">=", hour)
    .where("round_ts", "<", end)
    .executeTakeFirst();
  const expected = Number(expectedRow?.n ?? 0);
  const perNode = await trx
    .selectFrom("history_node_round as n")
    .innerJoin("history_round as r", (join) =>
      join.onRef("r.service_id", "=", "n.service_id").onRef("r.round_ts", "=", "n.round_ts"),
    )
    .select((eb) => [
      "n.node",
      eb.fn.countAll<number>().as("signed"),
      eb.fn.sum<number>("n.late").as("late"),
      eb.fn.sum<number>("n.invalid").as("invalid"),
    ])
    .where("n.service_id", "=", serviceId)
    .where("n.round_ts", ">=", hour)
    .where("n.round_ts", "<", end)
    .groupBy("n.node")
    .execute();
  const byNode = new Map(perNode.map((row) => [row.node, row]));
  const all = new Set([...nodes, ...byNode.keys()]);
  if (all.size === 0) return;
  await trx
    .insertInto("history_node_hour")
    .values(
      [...all].map((node) => {
        const row = byNode.get(node);
        return {
          service_id: serviceId,
          node,
          hour_ts: hour,
          expected,
          signed: Number(row?.signed ?? 0),
          late: Number(row?.late ?? 0),
          invalid: Number(row?.invalid ?? 0),
        };
      }),
    )
    .onConflict((oc) =>
      oc.columns(["service_id", "node", "hour_ts"]).doUpdateSet((eb) => ({
        expected: eb.ref("excluded.expected"),
        signed: eb.ref("excluded.signed"),
        late: eb.ref("excluded.late"),
        invalid: eb.ref("excluded.invalid"),
      })),
    )
    .execute();
}
