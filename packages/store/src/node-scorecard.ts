import {
  addToHistogram,
  DAY_MS,
  HISTORY_WINDOWS,
  type HistoryWindow,
  histogramQuantile,
  histogramSize,
  hourOf,
  type MissedRun,
  missedRuns,
  uptimeOf,
} from "@oracle-explorer/core/history";
import type { Kysely } from "kysely";
import type { StoreDatabase } from "./schema.ts";

export interface DeviationStats {
  samples: number;
  p50Bp: number | null;
  p95Bp: number | null;
  maxBp: number | null;
}

export interface NodeUptime {
  window: HistoryWindow;
  expectedRounds: number;
  signedRounds: number;
  lateRounds: number;
  missedRounds: number;
  invalidSignatures: number;
  uptime: number | null;
}

export interface NodeHour {
  hour: number;
  expectedRounds: number;
  signedRounds: number;
  lateRounds: number;
  invalidSignatures: number;
  uptime: number | null;
  deviationP95Bp: number | null;
}

export interface NodeScorecard {
  uptime: NodeUptime[];
  deviation: DeviationStats;
  feeds: (DeviationStats & { feedId: string })[];
  missed: MissedRun[];
  invalidRounds: { round: number; feedIds: string[] }[];
  hours: NodeHour[];
  gaps: { from: number; to: number; reason: string }[];
  recordedFrom: number | null;
}

export interface NodeQuery {
  serviceId: string;
  /** Lowercase address. */
  node: string;
  now: number;
  rawRetentionMs: number;
}

function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

function statsOf(rows: readonly { bucket: number; count: number; max_bp: number }[]): DeviationStats {
  const histogram = new Map<number, number>();
  let max: number | null = null;
  for (const row of rows) {
    addToHistogram(histogram, Number(row.bucket), Number(row.count));
    max = max === null ? Number(row.max_bp) : Math.max(max, Number(row.max_bp));
  }
  return {
    samples: histogramSize(histogram),
    p50Bp: histogramQuantile(histogram, 0.5, max),
    p95Bp: histogramQuantile(histogram, 0.95, max),
    maxBp: max,
  };
}

/** A node's record: hourly roll-ups for the windows and charts, raw rounds for missed runs. */
export async function readNodeScorecard(db: Kysely<StoreDatabase>, query: NodeQuery): Promise<NodeScorecard> {
  const { serviceId, node, now } = query;
  const service = await db
    .selectFrom("history_service")
    .selectAll()
    .where("service_id", "=", serviceId)
    .executeTakeFirst();
  const longest = HISTORY_WINDOWS["30d"];
  const weekStart = hourOf(now - HISTORY_WINDOWS["7d"]);
  const hourRows = await db
    .selectFrom("history_node_hour")
    .selectAll()
    .where("service_id", "=", serviceId)
    .where("node", "=", node)
    .where("hour_ts", ">=", hourOf(now - longest))
    .orderBy("hour_ts")
    .execute();
  const uptime = (Object.keys(HISTORY_WINDOWS) as HistoryWindow[]).map((window): NodeUptime => {
    const from = hourOf(now - HISTORY_WINDOWS[window]);
    let expected = 0;
    let signed = 0;
    let late = 0;
    let invalid = 0;
    for (const row of hourRows) {
      if (Number(row.hour_ts) < from) continue;
      expected += Number(row.expected);
      signed += Number(row.signed);
      late += Number(row.late);
      invalid += Number(row.invalid);
    }
    return {
      window,
      expectedRounds: expected,
      signedRounds: signed,
      lateRounds: late,
      missedRounds: Math.max(0, expected - signed),
      invalidSignatures: invalid,
      uptime: uptimeOf(expected, signed),
    };
  });

  const devRows = await db
    .selectFrom("history_node_hour_dev")
    .select(["hour_ts", "bucket", "count", "max_bp"])
    .where("service_id", "=", serviceId)
    .where("node", "=", node)
    .where("hour_ts", ">=", weekStart)
    .execute();
  const devByHour = groupBy(devRows, (row) => Number(row.hour_ts));
  const hours: NodeHour[] = hourRows
    .filter((row) => Number(row.hour_ts) >= weekStart)
    .map((row) => ({
      hour: Number(row.hour_ts),
      expectedRounds: Number(row.expected),
      signedRounds: Number(row.signed),
      lateRounds: Number(row.late),
      invalidSignatures: Number(row.invalid),
      uptime: uptimeOf(Number(row.expected), Number(row.signed)),
      deviationP95Bp: statsOf(devByHour.get(Number(row.hour_ts)) ?? []).p95Bp,
    }));

  // Per feed over the last 7 UTC days (the daily tier: today and the six days before).
  const feedRows = await db
    .selectFrom("history_feed_day_dev")
    .select(["feed_id", "bucket", "count", "max_bp"])
    .where("service_id", "=", serviceId)
    .where("node", "=", node)
    .where("day_ts", ">", Math.floor(now / DAY_MS) * DAY_MS - 7 * DAY_MS)
    .execute();
  const byFeed = groupBy(feedRows, (row) => row.feed_id);
  const feeds = [...byFeed]
    .map(([feedId, rows]) => ({ feedId, ...statsOf(rows) }))
    .sort((a, b) => (b.p95Bp ?? -1) - (a.p95Bp ?? -1) || a.feedId.localeCompare(b.feedId));

  // Only the missed rounds leave the database: observed rounds with no package of the node.
  const rawFrom = now - query.rawRetentionMs;
  const missedRows = await db
    .selectFrom("history_round as r")
    .select("r.round_ts")
    .where("r.service_id", "=", serviceId)
    .where("r.round_ts", ">=", rawFrom)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("history_node_round as n")
            .select("n.round_ts")
            .whereRef("n.service_id", "=", "r.service_id")
            .where("n.node", "=", node)
            .whereRef("n.round_ts", "=", "r.round_ts"),
        ),
      ),
    )
    .orderBy("r.round_ts")
    .execute();
  const intervalMs = service ? Number(service.interval_ms) : 10_000;
  const missed = missedRuns(
    missedRows.map((row) => Number(row.round_ts)),
    intervalMs,
  ).reverse();
  const invalidRows = await db
    .selectFrom("history_node_round")
    .select(["round_ts", "invalid_feeds"])
    .where("service_id", "=", serviceId)
    .where("node", "=", node)
    .where("round_ts", ">=", rawFrom)
    .where("invalid", ">", 0)
    .orderBy("round_ts", "desc")
    .execute();
  const invalidRounds = invalidRows.map((row) => ({
    round: Number(row.round_ts),
    feedIds: row.invalid_feeds.split(","),
  }));

  const gaps = await db
    .selectFrom("history_gap")
    .select(["from_ts", "to_ts", "reason"])
    .where("service_id", "in", [serviceId, "*"])
    .where("to_ts", ">=", now - longest)
    .orderBy("from_ts", "desc")
    .execute();

  return {
    uptime,
    deviation: statsOf(devRows),
    feeds,
    missed,
    invalidRounds,
    hours,
    gaps: gaps.map((gap) => ({ from: Number(gap.from_ts), to: Number(gap.to_ts), reason: gap.reason })),
    recordedFrom: service ? Number(service.first_round_ts) : null,
  };
}

export interface NodeRecord {
  serviceId: string;
  node: string;
  uptime7d: number | null;
  deviationP50Bp7d: number | null;
  deviationP95Bp7d: number | null;
  missedRounds7d: number;
}

/** Every node's 7-day record at once, for the nodes list (two grouped reads). */
export async function readNodeRecords(db: Kysely<StoreDatabase>, now: number): Promise<NodeRecord[]> {
  const from = hourOf(now - HISTORY_WINDOWS["7d"]);
  const counts = await db
    .selectFrom("history_node_hour")
    .select((eb) => [
      "service_id",
      "node",
      eb.fn.sum<number>("expected").as("expected"),
      eb.fn.sum<number>("signed").as("signed"),
    ])
    .where("hour_ts", ">=", from)
    .groupBy(["service_id", "node"])
    .execute();
  const buckets = await db
    .selectFrom("history_node_hour_dev")
    .select((eb) => [
      "service_id",
      "node",
      "bucket",
      eb.fn.sum<number>("count").as("count"),
      eb.fn.max<number>("max_bp").as("max_bp"),
    ])
    .where("hour_ts", ">=", from)
    .groupBy(["service_id", "node", "bucket"])
    .execute();
  const deviation = groupBy(buckets, (row) => `${row.service_id}|${row.node}`);
  return counts.map((row) => {
    const expected = Number(row.expected);
    const signedRounds = Number(row.signed);
    const stats = statsOf(deviation.get(`${row.service_id}|${row.node}`) ?? []);
    return {
      serviceId: row.service_id,
      node: row.node,
      uptime7d: uptimeOf(expected, signedRounds),
      deviationP50Bp7d: stats.p50Bp,
      deviationP95Bp7d: stats.p95Bp,
      missedRounds7d: Math.max(0, expected - signedRounds),
    };
  });
}

/** A node's raw rounds in [from, to): every observed round of its service, signed or not. */
export async function readNodeRounds(
  db: Kysely<StoreDatabase>,
  query: { serviceId: string; node: string; from: number; to: number },
) {
  const rows = await db
    .selectFrom("history_round as r")
    .leftJoin("history_node_round as n", (join) =>
      join
        .onRef("n.service_id", "=", "r.service_id")
        .onRef("n.round_ts", "=", "r.round_ts")
        .on("n.node", "=", query.node),
    )
    .select([
      "r.round_ts as round",
      "n.node as node",
      "n.seen_at as seenAt",
      "n.late as late",
      "n.feeds as feeds",
      "n.invalid as invalid",
      "n.dev_max_bp as devMax",
    ])
    .where("r.service_id", "=", query.serviceId)
    .where("r.round_ts", ">=", query.from)
    .where("r.round_ts", "<", query.to)
    .orderBy("r.round_ts")
    .execute();
  return rows.map((row) => ({
    round: Number(row.round),
    status:
      row.node === null
        ? ("missed" as const)
        : Number(row.late) === 1
          ? ("late" as const)
          : ("signed" as const),
    seenAt: row.seenAt === null ? null : Number(row.seenAt),
    feeds: Number(row.feeds ?? 0),
    invalidSignatures: Number(row.invalid ?? 0),
    deviationMaxBp: row.devMax === null ? null : Number(row.devMax),
  }));
}
