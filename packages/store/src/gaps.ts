import type { Kysely } from "kysely";
import type { StoreDatabase } from "./schema.ts";

/** The service id of a gap that holds for every service (the indexer itself was down). */
export const ALL_SERVICES = "*";

export interface GapInput {
  serviceId: string;
  from: number;
  to: number;
  reason: string;
}

/**
 * Records time nobody observed. A gap that begins within `joinMs` of the service's last gap with
 * the same reason extends it (a gateway that stays down for an hour is one gap, not 360).
 */
export async function recordGap(db: Kysely<StoreDatabase>, gap: GapInput, joinMs: number): Promise<void> {
  if (!(gap.to > gap.from)) return;
  await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("history_gap")
      .selectAll()
      .where("service_id", "=", gap.serviceId)
      .orderBy("from_ts", "desc")
      .limit(1)
      .executeTakeFirst();
    if (last && last.reason === gap.reason && gap.from <= last.to_ts + joinMs && gap.to >= last.from_ts) {
      await trx
        .updateTable("history_gap")
        .set({ to_ts: Math.max(last.to_ts, gap.to) })
        .where("service_id", "=", gap.serviceId)
        .where("from_ts", "=", last.from_ts)
        .execute();
      return;
    }
    await trx
      .insertInto("history_gap")
      .values({ service_id: gap.serviceId, from_ts: gap.from, to_ts: gap.to, reason: gap.reason })
      .onConflict((oc) => oc.columns(["service_id", "from_ts"]).doNothing())
      .execute();
  });
}

/** When the indexer last recorded anything: a restart measures its downtime from here. */
export async function lastAliveAt(db: Kysely<StoreDatabase>): Promise<number | null> {
  const row = await db
    .selectFrom("history_indexer")
    .select("alive_at")
    .where("id", "=", "indexer")
    .executeTakeFirst();
  return row ? Number(row.alive_at) : null;
}

/** The newest round recorded for a service, or null. */
export async function lastRoundOf(db: Kysely<StoreDatabase>, serviceId: string): Promise<number | null> {
  const row = await db
    .selectFrom("history_round")
    .select((eb) => eb.fn.max<number>("round_ts").as("last"))
    .where("service_id", "=", serviceId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}
