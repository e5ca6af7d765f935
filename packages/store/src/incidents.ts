import {
  ALERT_NEWS_MS,
  type Incident,
  type IncidentDetail,
  type IncidentKind,
  type IncidentSeverity,
} from "@oracle-explorer/core/history";
import { type Kysely, type Selectable, type SqlBool, sql } from "kysely";
import type { IncidentTable, StoreDatabase } from "./schema.ts";

/** An incident as stored: with when the indexer first wrote it and last changed it. */
export interface StoredIncident extends Incident {
  recordedAt: number;
  updatedAt: number;
}

export type IncidentChange = "opened" | "grew" | "ended";

/** Rows per IN list (SQLite binds at most 32 766 variables). */
const CHUNK = 500;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function fromRow(row: Selectable<IncidentTable>): StoredIncident {
  return {
    id: row.id,
    kind: row.kind as IncidentKind,
    severity: row.severity as IncidentSeverity,
    subject: row.subject,
    serviceId: row.service_id,
    network: row.network,
    startedAt: Number(row.started_at),
    endedAt: nullableNumber(row.ended_at),
    detail: JSON.parse(row.detail) as IncidentDetail,
    recordedAt: Number(row.recorded_at),
    updatedAt: Number(row.updated_at),
  };
}

/** An ended incident stays ended (a later derivation from older evidence never reopens it); ends only move later. */
function mergedEnd(held: number | null, incoming: number | null): number | null {
  if (held === null) return incoming;
  if (incoming === null) return held;
  return Math.max(held, incoming);
}

/**
 * Writes incidents as derived (opened, grown or ended) in one transaction, with the derivation's
 * cursor when given, so a crash keeps both or neither. Idempotent: writing what is held changes
 * nothing. An opening or an end is news for the webhooks (one history_alert_event row, ever) when
 * it is recent: an incident that ended more than ALERT_NEWS_MS ago (found by a read-back after an
 * outage) is recorded, not pushed.
 */
export async function writeIncidents(
  db: Kysely<StoreDatabase>,
  incidents: readonly Incident[],
  now: number,
  cursor?: IncidentCursor,
): Promise<{ incident: Incident; change: IncidentChange }[]> {
  const latest = new Map<string, Incident>();
  for (const incident of incidents) latest.set(incident.id, incident);
  return db.transaction().execute(async (trx) => {
    const ids = [...latest.keys()];
    const held = new Map<string, StoredIncident>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const rows = await trx
        .selectFrom("history_incident")
        .selectAll()
        .where("id", "in", ids.slice(start, start + CHUNK))
        .execute();
      for (const row of rows) held.set(row.id, fromRow(row));
    }
    const changes: { incident: Incident; change: IncidentChange }[] = [];
    const events: { incident_id: string; event: string; at: number }[] = [];
    const isNews = (endedAt: number | null) => (endedAt ?? now) >= now - ALERT_NEWS_MS;
    for (const incoming of latest.values()) {
      const before = held.get(incoming.id);
      if (!before) {
        await trx
          .insertInto("history_incident")
          .values({
            id: incoming.id,
            kind: incoming.kind,
            severity: incoming.severity,
            subject: incoming.subject,
            service_id: incoming.serviceId,
            network: incoming.network,
            started_at: incoming.startedAt,
            ended_at: incoming.endedAt,
            detail: JSON.stringify(incoming.detail),
            recorded_at: now,
            updated_at: now,
          })
          .execute();
        changes.push({ incident: incoming, change: incoming.endedAt === null ? "opened" : "ended" });
        if (isNews(incoming.endedAt)) {
          events.push({ incident_id: incoming.id, event: "opened", at: now });
          if (incoming.endedAt !== null) events.push({ incident_id: incoming.id, event: "ended", at: now });
        }
        continue;
      }
      const endedAt = mergedEnd(before.endedAt, incoming.endedAt);
      // Evidence older than what is held (an ongoing derivation after the end was written) keeps the held detail.
      const stale = before.endedAt !== null && incoming.endedAt === null;
      const detail = stale ? before.detail : incoming.detail;
      if (endedAt === before.endedAt && JSON.stringify(detail) === JSON.stringify(before.detail)) continue;
      const ended = before.endedAt === null && endedAt !== null;
      // A growing incident's figures change every round; its Atom entry is updated only when it ends.
      await trx
        .updateTable("history_incident")
        .set({ ended_at: endedAt, detail: JSON.stringify(detail), ...(ended ? { updated_at: now } : {}) })
        .where("id", "=", incoming.id)
        .execute();
      changes.push({ incident: { ...incoming, endedAt, detail }, change: ended ? "ended" : "grew" });
      if (ended && isNews(endedAt)) events.push({ incident_id: incoming.id, event: "ended", at: now });
    }
    if (events.length > 0) {
      await trx
        .insertInto("history_alert_event")
        .values(events)
        .onConflict((oc) => oc.columns(["incident_id", "event"]).doNothing())
        .execute();
    }
    if (cursor) {
      await trx
        .insertInto("history_incident_cursor")
        .values({ source: cursor.source, at: cursor.at, state: JSON.stringify(cursor.state) })
        .onConflict((oc) =>
          oc.column("source").doUpdateSet({ at: cursor.at, state: JSON.stringify(cursor.state) }),
        )
        .execute();
    }
    return changes;
  });
}

/** Where a derivation has read a source to, and its state there. */
export interface IncidentCursor {
  source: string;
  at: number;
  state: unknown;
}

/** A source's cursor; null before the derivation's first pass over it. */
export async function incidentCursor(
  db: Kysely<StoreDatabase>,
  source: string,
): Promise<IncidentCursor | null> {
  const row = await db
    .selectFrom("history_incident_cursor")
    .selectAll()
    .where("source", "=", source)
    .executeTakeFirst();
  return row ? { source, at: Number(row.at), state: JSON.parse(row.state) } : null;
}

export interface IncidentQuery {
  /**
   * Any of: these subjects, incidents on these networks (chain ids), of these data services. Each
   * list is bounded by the caller (the api clamps a watchlist); empty or absent lists match all
   * only when every one of them is absent.
   */
  subjects?: readonly string[];
  networks?: readonly string[];
  serviceIds?: readonly string[];
  kinds?: readonly IncidentKind[];
  severities?: readonly IncidentSeverity[];
  /** Incidents overlapping [from, to]: started at or before `to`, not ended before `from`. */
  from?: number;
  to?: number;
  ongoing?: boolean;
  /** Newest first by start ("started") or by last change ("updated": what an Atom feed lists). */
  order?: "started" | "updated";
  limit: number;
}

/** Incidents matching a query, newest first. */
export async function readIncidents(
  db: Kysely<StoreDatabase>,
  query: IncidentQuery,
): Promise<StoredIncident[]> {
  let select = db.selectFrom("history_incident").selectAll();
  const scoped = [query.subjects, query.networks, query.serviceIds].some((list) => list !== undefined);
  if (scoped) {
    select = select.where((eb) =>
      eb.or([
        ...(query.subjects?.length ? [eb("subject", "in", [...query.subjects])] : []),
        ...(query.networks?.length ? [eb("network", "in", [...query.networks])] : []),
        ...(query.serviceIds?.length ? [eb("service_id", "in", [...query.serviceIds])] : []),
        // A scope of nothing known matches nothing, never everything.
        sql<SqlBool>`1 = 0`,
      ]),
    );
  }
  if (query.kinds?.length) select = select.where("kind", "in", [...query.kinds]);
  if (query.severities?.length) select = select.where("severity", "in", [...query.severities]);
  if (query.to !== undefined) select = select.where("started_at", "<=", query.to);
  if (query.from !== undefined) {
    const from = query.from;
    select = select.where((eb) => eb.or([eb("ended_at", "is", null), eb("ended_at", ">=", from)]));
  }
  if (query.ongoing === true) select = select.where("ended_at", "is", null);
  if (query.ongoing === false) select = select.where("ended_at", "is not", null);
  const rows = await select
    .orderBy(query.order === "updated" ? "updated_at" : "started_at", "desc")
    .orderBy("id")
    .limit(query.limit)
    .execute();
  return rows.map(fromRow);
}

/** Incidents still open, of some kinds (all when none given): what a derivation continues after a restart. */
export async function openIncidents(
  db: Kysely<StoreDatabase>,
  kinds?: readonly IncidentKind[],
): Promise<StoredIncident[]> {
  let select = db.selectFrom("history_incident").selectAll().where("ended_at", "is", null);
  if (kinds?.length) select = select.where("kind", "in", [...kinds]);
  return (await select.orderBy("started_at").execute()).map(fromRow);
}

// ---------------------------------------------------------------------------------------------
// Webhook deliveries

export interface AlertEvent {
  incident: StoredIncident;
  event: "opened" | "ended";
  /** When the event was recorded. */
  at: number;
  /** Attempts made so far to this url. */
  attempts: number;
}

/**
 * Events `url` has not received yet and may be tried now: never attempted, or pending with its
 * next attempt due. Oldest first, at most `limit`.
 */
export async function dueAlertEvents(
  db: Kysely<StoreDatabase>,
  url: string,
  now: number,
  limit: number,
): Promise<AlertEvent[]> {
  const rows = await db
    .selectFrom("history_alert_event as e")
    .innerJoin("history_incident as i", "i.id", "e.incident_id")
    .leftJoin("history_alert_delivery as d", (join) =>
      join
        .onRef("d.incident_id", "=", "e.incident_id")
        .onRef("d.event", "=", "e.event")
        .on("d.url", "=", url),
    )
    .selectAll("i")
    .select(["e.event as alert_event", "e.at as alert_at", "d.attempts as attempts"])
    .where((eb) =>
      eb.or([
        eb("d.url", "is", null),
        eb.and([eb("d.status", "=", "pending"), eb("d.next_attempt_at", "<=", now)]),
      ]),
    )
    .orderBy("e.at")
    .orderBy("e.incident_id")
    .orderBy("e.event", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    incident: fromRow(row),
    event: row.alert_event as "opened" | "ended",
    at: Number(row.alert_at),
    attempts: Number(row.attempts ?? 0),
  }));
}

export interface DeliveryRecord {
  incidentId: string;
  event: string;
  url: string;
  attempts: number;
  status: "pending" | "delivered" | "failed";
  lastAttemptAt: number;
  nextAttemptAt: number | null;
  lastStatus: number | null;
  lastError: string | null;
}

/** Records an attempt's outcome (the row per incident, event and url is replaced). */
export async function recordDelivery(db: Kysely<StoreDatabase>, delivery: DeliveryRecord): Promise<void> {
  const values = {
    attempts: delivery.attempts,
    status: delivery.status,
    last_attempt_at: delivery.lastAttemptAt,
    next_attempt_at: delivery.nextAttemptAt,
    last_status: delivery.lastStatus,
    last_error: delivery.lastError,
  };
  await db
    .insertInto("history_alert_delivery")
    .values({ incident_id: delivery.incidentId, event: delivery.event, url: delivery.url, ...values })
    .onConflict((oc) => oc.columns(["incident_id", "event", "url"]).doUpdateSet(values))
    .execute();
}

/** Every delivery recorded (for a url when given), oldest attempt first. */
export async function readDeliveries(db: Kysely<StoreDatabase>, url?: string): Promise<DeliveryRecord[]> {
  let select = db.selectFrom("history_alert_delivery").selectAll();
  if (url !== undefined) select = select.where("url", "=", url);
  const rows = await select.orderBy("last_attempt_at").execute();
  return rows.map((row) => ({
    incidentId: row.incident_id,
    event: row.event,
    url: row.url,
    attempts: Number(row.attempts),
    status: row.status as DeliveryRecord["status"],
    lastAttemptAt: Number(row.last_attempt_at),
    nextAttemptAt: nullableNumber(row.next_attempt_at),
    lastStatus: nullableNumber(row.last_status),
    lastError: row.last_error,
  }));
}

// ---------------------------------------------------------------------------------------------
// What the round derivation reads

/** A recorded round's signers: which nodes had a package in it, late or not, and invalid ones. */
export interface RoundSigners {
  roundTs: number;
  signed: Map<string, { late: boolean; invalid: number }>;
}

/** A service's recorded rounds after `after` up to `until`, oldest first, at most `limit`. */
export async function readRoundSigners(
  db: Kysely<StoreDatabase>,
  query: { serviceId: string; after: number; until: number; limit: number },
): Promise<RoundSigners[]> {
  const rounds = await db
    .selectFrom("history_round")
    .select("round_ts")
    .where("service_id", "=", query.serviceId)
    .where("round_ts", ">", query.after)
    .where("round_ts", "<=", query.until)
    .orderBy("round_ts")
    .limit(query.limit)
    .execute();
  const first = rounds[0];
  const last = rounds.at(-1);
  if (!first || !last) return [];
  const nodes = await db
    .selectFrom("history_node_round")
    .select(["round_ts", "node", "late", "invalid"])
    .where("service_id", "=", query.serviceId)
    .where("round_ts", ">=", first.round_ts)
    .where("round_ts", "<=", last.round_ts)
    .execute();
  const byRound = new Map<number, RoundSigners>(
    rounds.map((row) => [Number(row.round_ts), { roundTs: Number(row.round_ts), signed: new Map() }]),
  );
  for (const row of nodes) {
    byRound.get(Number(row.round_ts))?.signed.set(row.node, {
      late: Number(row.late) === 1,
      invalid: Number(row.invalid),
    });
  }
  return [...byRound.values()];
}
