/**
 * The store's tables, as Kysely sees them. Timestamps are epoch ms (BIGINT), flags are 0/1
 * integers: the same columns read the same way from SQLite and PostgreSQL. Nodes are lowercase EVM
 * addresses; deviations are basis points from the round's median.
 */

/** A data service the indexer has recorded, and since when. */
export interface ServiceTable {
  service_id: string;
  interval_ms: number;
  first_round_ts: number;
}

/** A round the indexer observed: the gateway answered with it (live) or read it back later. */
export interface RoundTable {
  service_id: string;
  round_ts: number;
  seen_at: number;
  /** 1: read as the latest round; 0: read back from the gateway's history after downtime. */
  live: number;
}

/** A node's package(s) of one round: one row per (service, node, round). */
export interface NodeRoundTable {
  service_id: string;
  node: string;
  round_ts: number;
  /** When its package was first seen; null when read back from history (lateness unknown). */
  seen_at: number | null;
  /** 1 when first seen more than one round interval after its timestamp. */
  late: number;
  /** Feeds it signed in the round. */
  feeds: number;
  /** Packages whose signature did not recover to the node. */
  invalid: number;
  /** Feed ids of those packages, comma-separated ("" for none). */
  invalid_feeds: string;
  dev_p50_bp: number | null;
  dev_max_bp: number | null;
}

/** A node's hour, derived from the raw rounds (recomputed while the hour is open). */
export interface NodeHourTable {
  service_id: string;
  node: string;
  hour_ts: number;
  expected: number;
  signed: number;
  late: number;
  invalid: number;
}

/** Deviation histogram of a node's values in an hour, all feeds: one row per bucket. */
export interface NodeHourDeviationTable {
  service_id: string;
  node: string;
  hour_ts: number;
  bucket: number;
  count: number;
  max_bp: number;
}

/** Deviation histogram of a node's values on one feed in a UTC day: one row per bucket. */
export interface FeedDayDeviationTable {
  service_id: string;
  node: string;
  feed_id: string;
  day_ts: number;
  bucket: number;
  count: number;
  max_bp: number;
}

/** Time nobody observed a service: the indexer or the gateway was down. */
export interface GapTable {
  service_id: string;
  from_ts: number;
  to_ts: number;
  reason: string;
}

/** The indexer's heartbeat: how a restart knows how long it was down. */
export interface IndexerTable {
  id: string;
  alive_at: number;
}

/**
 * One on-chain update of a push feed, classified against the one before it when recorded (core's
 * classifyUpdate), so a window's figures are sums and maxima over rows.
 */
export interface FeedUpdateTable {
  layer_id: string;
  feed_id: string;
  /** Block time of the update. */
  updated_at: number;
  value: number;
  /** core's UpdateTrigger. */
  trigger: string;
  since_previous_ms: number | null;
  move_bp: number | null;
  overshoot_bp: number | null;
  /** 1 when the overshoot is past the tolerance (core's isBeyondThreshold). */
  beyond_threshold: number;
  heartbeat_missed: number;
  /** Signed round → block time; null when the round could not be told. */
  lag_ms: number | null;
  /** The written value against the newest signed median at the time, bp; null when read back. */
  signed_dev_bp: number | null;
  /** When the indexer saw it; null when read back from the provider's history. */
  seen_at: number | null;
  tx_hash: string | null;
}

/**
 * An incident (core's Incident): written by the indexer each time it opens, grows or ends; its id
 * is a function of kind, subject and start, so re-deriving writes the same row.
 */
export interface IncidentTable {
  id: string;
  kind: string;
  severity: string;
  subject: string;
  service_id: string | null;
  network: string | null;
  started_at: number;
  /** Null while ongoing. */
  ended_at: number | null;
  /** core's IncidentDetail, JSON. */
  detail: string;
  /** When the indexer first wrote it, and last changed it (an Atom entry's published and updated). */
  recorded_at: number;
  updated_at: number;
}

/** How far the incident derivation has read a source (a data service's rounds): the next pass goes on from there. */
export interface IncidentCursorTable {
  source: string;
  at: number;
  /** The derivation's own state at the cursor (core's RoundTrackerState), JSON. */
  state: string;
}

/** An incident's news for the webhooks: it opened, or it ended. One row per (incident, event), ever. */
export interface AlertEventTable {
  incident_id: string;
  /** "opened" or "ended". */
  event: string;
  at: number;
}

/** One webhook's delivery of one event: attempted, then delivered or given up. */
export interface AlertDeliveryTable {
  incident_id: string;
  event: string;
  url: string;
  attempts: number;
  /** "pending" (retried later), "delivered" or "failed" (gave up). */
  status: string;
  last_attempt_at: number;
  next_attempt_at: number | null;
  /** The receiver's HTTP status, null when it did not answer. */
  last_status: number | null;
  last_error: string | null;
}

export interface StoreDatabase {
  history_service: ServiceTable;
  history_round: RoundTable;
  history_node_round: NodeRoundTable;
  history_node_hour: NodeHourTable;
  history_node_hour_dev: NodeHourDeviationTable;
  history_feed_day_dev: FeedDayDeviationTable;
  history_gap: GapTable;
  history_indexer: IndexerTable;
  history_feed_update: FeedUpdateTable;
  history_incident: IncidentTable;
  history_incident_cursor: IncidentCursorTable;
  history_alert_event: AlertEventTable;
  history_alert_delivery: AlertDeliveryTable;
}
