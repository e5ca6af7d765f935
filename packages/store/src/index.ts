export {
  countFeedUpdatesSince,
  type FeedRecordRow,
  type FeedUpdateInput,
  feedKey,
  feedRecordedFrom,
  lastFeedUpdates,
  readFeedRecords,
  readFeedUpdates,
  readFlaggedFeedUpdates,
  recordFeedUpdates,
  type StoredFeedUpdate,
} from "./feed-updates.ts";
export { ALL_SERVICES, type GapInput, lastAliveAt, lastRoundOf, recordGap } from "./gaps.ts";
export {
  type AlertEvent,
  type DeliveryRecord,
  dueAlertEvents,
  type IncidentChange,
  type IncidentCursor,
  type IncidentQuery,
  incidentCursor,
  openIncidents,
  type RoundSigners,
  readDeliveries,
  readIncidents,
  readRoundSigners,
  recordDelivery,
  type StoredIncident,
  writeIncidents,
} from "./incidents.ts";
export { LATEST_MIGRATION, migrateToLatest } from "./migrations.ts";
export {
  type DeviationStats,
  type NodeHour,
  type NodeQuery,
  type NodeRecord,
  type NodeScorecard,
  type NodeUptime,
  readNodeRecords,
  readNodeRounds,
  readNodeScorecard,
} from "./node-scorecard.ts";
export {
  DEFAULT_STORE_URL,
  type OpenStoreOptions,
  openStore,
  parseStoreUrl,
  type Store,
  type StoreEngine,
  type StoreLocation,
} from "./open-store.ts";
export {
  type NodeObservation,
  type RecordResult,
  type RoundObservation,
  recordRound,
  rollUpHour,
} from "./record-round.ts";
export { applyRetention, type RetentionResult } from "./retention.ts";
export type { StoreDatabase } from "./schema.ts";
