import {
  FEED_UPDATE_RETENTION_MS,
  INCIDENT_RETENTION_MS,
  ROLLUP_RETENTION_MS,
} from "@oracle-explorer/core/history";
import type { Kysely } from "kysely";
import type { StoreDatabase } from "./schema.ts";

export interface RetentionResult {
  rawRounds: number;
  rollups: number;
  feedUpdates: number;
  incidents: number;
}

/**
 * Two tiers: raw rounds for `rawRetentionMs` (48 h by default), hourly and daily roll-ups and gaps
 * for a year. The hourly rows of the raw window were derived before its rounds go. Feed updates
 * (events, not samples: a few a day per feed) are kept for the longest reliability window, and
 * each feed's newest one for as long as the feed is silent.
 */
export async function applyRetention(
  db: Kysely<StoreDatabase>,
  now: number,
  rawRetentionMs: number,
): Promise<RetentionResult> {
  const rawCutoff = now - rawRetentionMs;
  const rollupCutoff = now - ROLLUP_RETENTION_MS;
  return db.transaction().execute(async (trx) => {
    const nodeRounds = await trx
      .deleteFrom("history_node_round")
      .where("round_ts", "<", rawCutoff)
      .executeTakeFirst();
    const rounds = await trx.deleteFrom("history_round").where("round_ts", "<", rawCutoff).executeTakeFirst();
    const rollups = [
      await trx.deleteFrom("history_node_hour").where("hour_ts", "<", rollupCutoff).executeTakeFirst(),
      await trx.deleteFrom("history_node_hour_dev").where("hour_ts", "<", rollupCutoff).executeTakeFirst(),
      await trx.deleteFrom("history_feed_day_dev").where("day_ts", "<", rollupCutoff).executeTakeFirst(),
    ].reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
    await trx.deleteFrom("history_gap").where("to_ts", "<", rollupCutoff).execute();
    // Each feed keeps its newest update however old: a feed silent for a month is stale, not unknown.
    const feedUpdates = await trx
      .deleteFrom("history_feed_update")
      .where("updated_at", "<", now - FEED_UPDATE_RETENTION_MS)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom("history_feed_update as newer")
            .select("newer.updated_at")
            .whereRef("newer.layer_id", "=", "history_feed_update.layer_id")
            .whereRef("newer.feed_id", "=", "history_feed_update.feed_id")
            .whereRef("newer.updated_at", ">", "history_feed_update.updated_at"),
        ),
      )
      .executeTakeFirst();
    // Ended incidents as long as the updates they were derived from; ongoing ones whatever their age.
    const incidentCutoff = now - INCIDENT_RETENTION_MS;
    const incidents = await trx
      .deleteFrom("history_incident")
      .where("ended_at", "<", incidentCutoff)
      .executeTakeFirst();
    await trx.deleteFrom("history_alert_event").where("at", "<", incidentCutoff).execute();
    await trx.deleteFrom("history_alert_delivery").where("last_attempt_at", "<", incidentCutoff).execute();
    return {
      incidents: Number(incidents.numDeletedRows),
      rawRounds: Number(nodeRounds.numDeletedRows) + Number(rounds.numDeletedRows),
      rollups,
      feedUpdates: Number(feedUpdates.numDeletedRows),
    };
  });
}
