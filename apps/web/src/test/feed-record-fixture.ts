import type {
  FeedRecordsView,
  FeedReliabilityView,
  FeedReliabilityWindowView,
  FeedUpdateRecordView,
  NetworkRecordView,
} from "@oracle-explorer/core/api-views";

/**
 * Hand-built answers of the indexer's record (the api's feed-reliability views): a feed's record
 * with every figure known, one with nothing recorded, the Push Model list's records and the
 * network's measured figures. Times are fixed (tests fake Date to RECORD_NOW), so every UTC text
 * is known.
 */

/** 2026-11-22 13:00:00 UTC. */
export const RECORD_NOW = Date.UTC(2026, 10, 22, 13, 0, 0);
export const DAY_MS = 86_400_000;
const HOUR = 3_600_000;

/** The record began 10 days ago: the 30-day window covers only that part. */
export const RECORDED_FROM = RECORD_NOW - 10 * DAY_MS;

const window7d: FeedReliabilityWindowView = {
  window: "7d",
  updates: 59,
  updatesPerDay: 59 / 7,
  triggers: { deviation: 50, heartbeat: 6, cron: 0, other: 2, unknown: 1 },
  heartbeatMisses: 2,
  // 1 h 32 min, from Nov 19 08:15 UTC.
  longestStalenessMs: 92 * 60_000,
  longestStalenessFrom: Date.UTC(2026, 10, 19, 8, 15),
  deviationUpdates: 50,
  beyondThreshold: 3,
  maxOvershootBp: 12.5,
  lagSamples: 40,
  lagP50Ms: 4_200,
  lagMaxMs: 31_000,
};

const window30d: FeedReliabilityWindowView = {
  window: "30d",
  updates: 80,
  updatesPerDay: 8,
  triggers: { deviation: 66, heartbeat: 10, cron: 0, other: 3, unknown: 1 },
  heartbeatMisses: 3,
  longestStalenessMs: 26 * HOUR + 5 * 60_000,
  longestStalenessFrom: Date.UTC(2026, 10, 13, 22, 0),
  deviationUpdates: 66,
  beyondThreshold: 4,
  maxOvershootBp: 30,
  lagSamples: 55,
  lagP50Ms: 4_000,
  lagMaxMs: 45_000,
};

/** The newest updates: a deviation one beyond its threshold, a late heartbeat, a read-back first one. */
export const RECENT: FeedUpdateRecordView[] = [
  {
    at: RECORD_NOW - 10 * 60_000,
    value: 2654.5,
    trigger: "deviation",
    sincePreviousMs: 40 * 60_000,
    moveBp: 62.5,
    overshootBp: 12.5,
    heartbeatMissed: false,
    lagMs: 4_200,
    signedDeviationBp: 0.5,
    seenAt: RECORD_NOW - 10 * 60_000 + 1_000,
    txHash: `0x${"a".repeat(64)}`,
  },
  {
    at: RECORD_NOW - 50 * 60_000,
    value: 2638,
    trigger: "heartbeat",
    sincePreviousMs: 26 * HOUR + 5 * 60_000,
    moveBp: 3,
    overshootBp: null,
    heartbeatMissed: true,
    lagMs: null,
    signedDeviationBp: null,
    seenAt: RECORD_NOW - 50 * 60_000,
    txHash: `0x${"b".repeat(64)}`,
  },
  {
    at: RECORDED_FROM,
    value: 2600,
    trigger: "unknown",
    sincePreviousMs: null,
    moveBp: null,
    overshootBp: null,
    heartbeatMissed: false,
    lagMs: null,
    signedDeviationBp: null,
    seenAt: null,
    txHash: null,
  },
];

/** 31 UTC days up to today; the record covers the last 11 of them (from RECORDED_FROM's day). */
function days(): FeedReliabilityView["days"] {
  const today = Math.floor(RECORD_NOW / DAY_MS) * DAY_MS;
  return Array.from({ length: 31 }, (_, index) => {
    const day = today - (30 - index) * DAY_MS;
    const recorded = day >= Math.floor(RECORDED_FROM / DAY_MS) * DAY_MS;
    // Two days with a miss: Nov 13 (the 26 h wait ended the next day, Nov 14) and today.
    const misses = day === today || day === Date.UTC(2026, 10, 14) ? 1 : 0;
    return {
      day,
      updates: recorded ? 8 : 0,
      heartbeatMisses: recorded ? misses : 0,
      longestStalenessMs: recorded ? (misses > 0 ? 26 * HOUR : 3 * HOUR) : null,
      beyondThreshold: 0,
    };
  });
}

export function reliabilityView(overrides: Partial<FeedReliabilityView> = {}): FeedReliabilityView {
  return {
    layerId: "ethereumLayer",
    feedId: "ETH",
    deviationPercentage: 0.5,
    heartbeatMs: 24 * HOUR,
    heartbeatGraceMs: 144 * 60_000,
    overshootToleranceBp: 5,
    windows: [window7d, window30d],
    days: days(),
    recent: RECENT,
    recordedFrom: RECORDED_FROM,
    ...overrides,
  };
}

/** A window with nothing behind it. */
export function emptyWindow(window: FeedReliabilityWindowView["window"]): FeedReliabilityWindowView {
  return {
    window,
    updates: 0,
    updatesPerDay: null,
    triggers: { deviation: 0, heartbeat: 0, cron: 0, other: 0, unknown: 0 },
    heartbeatMisses: null,
    longestStalenessMs: null,
    longestStalenessFrom: null,
    deviationUpdates: 0,
    beyondThreshold: 0,
    maxOvershootBp: null,
    lagSamples: 0,
    lagP50Ms: null,
    lagMaxMs: null,
  };
}

/** The answer for a feed the indexer has not seen an update of. */
export function unrecordedView(overrides: Partial<FeedReliabilityView> = {}): FeedReliabilityView {
  return reliabilityView({
    windows: [emptyWindow("7d"), emptyWindow("30d")],
    days: days().map((day) => ({ ...day, updates: 0, heartbeatMisses: 0, longestStalenessMs: null })),
    recent: [],
    recordedFrom: null,
    ...overrides,
  });
}

export function feedRecords(records: FeedRecordsView["records"] = {}): FeedRecordsView {
  return { records, generatedAt: RECORD_NOW };
}

export function networkRecord(overrides: Partial<NetworkRecordView> = {}): NetworkRecordView {
  return {
    medianNodeUptime7d: 0.9834,
    medianDeviationBp7d: 2,
    onChainUpdates24h: 1_234,
    nodes: 5,
    feeds: 64,
    generatedAt: RECORD_NOW,
    ...overrides,
  };
}
