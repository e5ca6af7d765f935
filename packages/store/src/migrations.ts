import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";

/**
 * The one set of migrations, for SQLite and PostgreSQL alike: only portable types (text, bigint,
 * integer, double precision) and composite primary keys, which also make every write idempotent
 * (a round read twice inserts nothing the second time). Add a migration; never edit one.
 */
const MIGRATIONS: Record<string, Migration> = {
  "0001-network-history": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("history_service")
        .addColumn("service_id", "text", (c) => c.primaryKey())
        .addColumn("interval_ms", "integer", (c) => c.notNull())
        .addColumn("first_round_ts", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("history_round")
        .addColumn("service_id", "text", (c) => c.notNull())
        .addColumn("round_ts", "bigint", (c) => c.notNull())
        .addColumn("seen_at", "bigint", (c) => c.notNull())
        .addColumn("live", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("history_round_pk", ["service_id", "round_ts"])
        .execute();
      await db.schema
        .createTable("history_node_round")
        .addColumn("service_id", "text", (c) => c.notNull())
        .addColumn("node", "text", (c) => c.notNull())
        .addColumn("round_ts", "bigint", (c) => c.notNull())
        .addColumn("seen_at", "bigint")
        .addColumn("late", "integer", (c) => c.notNull())
        .addColumn("feeds", "integer", (c) => c.notNull())
        .addColumn("invalid", "integer", (c) => c.notNull())
        .addColumn("invalid_feeds", "text", (c) => c.notNull())
        .addColumn("dev_p50_bp", "double precision")
        .addColumn("dev_max_bp", "double precision")
        .addPrimaryKeyConstraint("history_node_round_pk", ["service_id", "node", "round_ts"])
        .execute();
      // Retention deletes by time across services.
      await db.schema.createIndex("history_round_ts").on("history_round").column("round_ts").execute();
      await db.schema
        .createIndex("history_node_round_ts")
        .on("history_node_round")
        .columns(["service_id", "round_ts"])
        .execute();
      await db.schema
        .createTable("history_node_hour")
        .addColumn("service_id", "text", (c) => c.notNull())
        .addColumn("node", "text", (c) => c.notNull())
        .addColumn("hour_ts", "bigint", (c) => c.notNull())
        .addColumn("expected", "integer", (c) => c.notNull())
        .addColumn("signed", "integer", (c) => c.notNull())
        .addColumn("late", "integer", (c) => c.notNull())
        .addColumn("invalid", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("history_node_hour_pk", ["service_id", "node", "hour_ts"])
        .execute();
      await db.schema
        .createTable("history_node_hour_dev")
        .addColumn("service_id", "text", (c) => c.notNull())
        .addColumn("node", "text", (c) => c.notNull())
        .addColumn("hour_ts", "bigint", (c) => c.notNull())
        .addColumn("bucket", "integer", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("max_bp", "double precision", (c) => c.notNull())
        .addPrimaryKeyConstraint("history_node_hour_dev_pk", ["service_id", "node", "hour_ts", "bucket"])
        .execute();
      await db.schema
        .createTable("history_feed_day_dev")
        .addColumn("service_id", "text", (c) => c.notNull())
        .addColumn("node", "text", (c) => c.notNull())
        .addColumn("feed_id", "text", (c) => c.notNull())
        .addColumn("day_ts", "bigint", (c) => c.notNull())
        .addColumn("bucket", "integer", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("max_bp", "double precision", (c) => c.notNull())
        .addPrimaryKeyConstraint("history_feed_day_dev_pk", [
          "service_id",
          "node",
          "feed_id",
          "day_ts",
          "bucket",
        ])
        .execute();
      await db.schema
        .createTable("history_gap")
        .addColumn("service_id", "text", (c) => c.notNull())
        .addColumn("from_ts", "bigint", (c) => c.notNull())
        .addColumn("to_ts", "bigint", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("history_gap_pk", ["service_id", "from_ts"])
        .execute();
      await db.schema
        .createTable("history_indexer")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("alive_at", "bigint", (c) => c.notNull())
        .execute();
    },
  },
  "0002-feed-updates": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("history_feed_update")
        .addColumn("layer_id", "text", (c) => c.notNull())
        .addColumn("feed_id", "text", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .addColumn("value", "double precision", (c) => c.notNull())
        .addColumn("trigger", "text", (c) => c.notNull())
        .addColumn("since_previous_ms", "bigint")
        .addColumn("move_bp", "double precision")
        .addColumn("overshoot_bp", "double precision")
        .addColumn("beyond_threshold", "integer", (c) => c.notNull())
        .addColumn("heartbeat_missed", "integer", (c) => c.notNull())
        .addColumn("lag_ms", "bigint")
        .addColumn("signed_dev_bp", "double precision")
        .addColumn("seen_at", "bigint")
        .addColumn("tx_hash", "text")
        .addPrimaryKeyConstraint("history_feed_update_pk", ["layer_id", "feed_id", "updated_at"])
        .execute();
      // Retention and the network's 24-hour count read by time across feeds.
      await db.schema
        .createIndex("history_feed_update_ts")
        .on("history_feed_update")
        .column("updated_at")
        .execute();
    },
  },
  "0003-incidents": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("history_incident")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("severity", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("service_id", "text")
        .addColumn("network", "text")
        .addColumn("started_at", "bigint", (c) => c.notNull())
        .addColumn("ended_at", "bigint")
        .addColumn("detail", "text", (c) => c.notNull())
        .addColumn("recorded_at", "bigint", (c) => c.notNull())
        .addColumn("updated_at", "bigint", (c) => c.notNull())
        .execute();
      // The status page reads by time; a feed's, node's or watchlist's page by subject.
      await db.schema
        .createIndex("history_incident_started")
        .on("history_incident")
        .column("started_at")
        .execute();
      await db.schema
        .createIndex("history_incident_subject")
        .on("history_incident")
        .columns(["subject", "started_at"])
        .execute();
      await db.schema
        .createTable("history_incident_cursor")
        .addColumn("source", "text", (c) => c.primaryKey())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("history_alert_event")
        .addColumn("incident_id", "text", (c) => c.notNull())
        .addColumn("event", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("history_alert_event_pk", ["incident_id", "event"])
        .execute();
      await db.schema.createIndex("history_alert_event_at").on("history_alert_event").column("at").execute();
      await db.schema
        .createTable("history_alert_delivery")
        .addColumn("incident_id", "text", (c) => c.notNull())
        .addColumn("event", "text", (c) => c.notNull())
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("last_attempt_at", "bigint", (c) => c.notNull())
        .addColumn("next_attempt_at", "bigint")
        .addColumn("last_status", "integer")
        .addColumn("last_error", "text")
        .addPrimaryKeyConstraint("history_alert_delivery_pk", ["incident_id", "event", "url"])
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the store's schema up to date; the indexer runs it at start, the api never does. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(
      `store migration ${failed ?? ""} failed: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** The newest migration's name: a reader checks the store has reached it. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1) as string;
