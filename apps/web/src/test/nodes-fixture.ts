import type {
  NodeHourView,
  NodeRecordView,
  NodeScorecardView,
  NodeUptimeView,
  NodeView,
} from "@oracle-explorer/core/api-views";

/**
 * Test support: nodes and a node's scorecard as the api answers them (core's api-views/history),
 * for the node page, the nodes list and the search palette.
 */

const HOUR = 3_600_000;

/** The fixtures' "now": Sunday 22 Nov 2026, 13:00 UTC. */
export const NOW = Date.UTC(2026, 10, 22, 13, 0, 0);

export const ALTAIR = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

export const record = (extra: Partial<NodeRecordView> = {}): NodeRecordView => ({
  uptime7d: 0.998,
  deviationP95Bp7d: 5,
  missedRounds7d: 12,
  rank: 1,
  ...extra,
});

export const nodeView = (
  name: string,
  dataServiceId: string,
  evmAddress: string | false,
  extra: Partial<NodeView> = {},
): NodeView => ({
  name,
  logo: "/api/v1/assets/images/brand/redstone.svg",
  url: "https://redstone.finance",
  dataServiceId,
  evmAddress,
  record: evmAddress === false ? null : record(),
  ...extra,
});

const uptime = (window: NodeUptimeView["window"], expected: number, missed: number, extra = {}) => ({
  window,
  expectedRounds: expected,
  signedRounds: expected - missed,
  lateRounds: 0,
  missedRounds: missed,
  invalidSignatures: 0,
  uptime: expected === 0 ? null : (expected - missed) / expected,
  ...extra,
});

/** A gap nobody observed: 30 to 27 hours before NOW (the indexer was down). */
export const GAP = { from: NOW - 30 * HOUR, to: NOW - 27 * HOUR, reason: "indexer down" };

/** Six missed rounds of 10 s, 12:03:10 to 12:04:00 UTC on NOW's day. */
export const MISSED_RUN = {
  from: Date.UTC(2026, 10, 22, 12, 3, 10),
  to: Date.UTC(2026, 10, 22, 12, 4, 0),
  rounds: 6,
};

/** 168 hours up to NOW, oldest first; the hours of GAP observed nothing (null, not zero). */
function hours(): NodeHourView[] {
  const first = NOW - 168 * HOUR;
  return Array.from({ length: 168 }, (_, index) => {
    const hour = first + index * HOUR;
    const unobserved = hour >= GAP.from && hour < GAP.to;
    return {
      hour,
      expectedRounds: unobserved ? 0 : 360,
      signedRounds: unobserved ? 0 : index % 24 === 5 ? 354 : 360,
      lateRounds: 0,
      invalidSignatures: 0,
      uptime: unobserved ? null : index % 24 === 5 ? 354 / 360 : 1,
      deviationP95Bp: unobserved ? null : index % 7 === 0 ? 7 : 3,
    };
  });
}

/** The devnet's altair node of primary production: one missed run, one invalid round, one gap. */
export function scorecard(extra: Partial<NodeScorecardView> = {}): NodeScorecardView {
  return {
    node: {
      name: "redstone-primary-prod-altair",
      address: ALTAIR,
      dataServiceId: "redstone-primary-prod",
      logo: "/api/v1/assets/images/brand/redstone.svg",
      url: "https://altair.example",
    },
    uptime: [
      uptime("24h", 8640, 6, { lateRounds: 3, invalidSignatures: 1 }),
      uptime("7d", 59_400, 42),
      uptime("30d", 59_400, 42),
    ],
    deviation: { samples: 1_200_000, p50Bp: 1, p95Bp: 5, maxBp: 23.4 },
    feeds: [
      { feedId: "BTC", samples: 60_000, p50Bp: 2, p95Bp: 7, maxBp: 23.4 },
      { feedId: "ETH", samples: 60_000, p50Bp: 1, p95Bp: 5, maxBp: 12 },
      { feedId: "USDC", samples: 60_000, p50Bp: 0.1, p95Bp: 0.5, maxBp: 0.8 },
      { feedId: "ETH_TWAP_60", samples: 1000, p50Bp: 0.2, p95Bp: 0.2, maxBp: 0.3 },
    ],
    missed: [MISSED_RUN, { from: NOW - 20 * HOUR, to: NOW - 20 * HOUR, rounds: 1 }],
    invalidRounds: [{ round: Date.UTC(2026, 10, 22, 11, 0, 0), feedIds: ["ETH", "BTC"] }],
    hours: hours(),
    gaps: [GAP],
    recordedFrom: NOW - 40 * 24 * HOUR,
    rawRetentionHours: 48,
    ...extra,
  };
}

/** A node of a service the indexer has not recorded yet: no rounds, every figure empty. */
export function unrecordedScorecard(): NodeScorecardView {
  return scorecard({
    uptime: [uptime("24h", 0, 0), uptime("7d", 0, 0), uptime("30d", 0, 0)],
    deviation: { samples: 0, p50Bp: null, p95Bp: null, maxBp: null },
    feeds: [],
    missed: [],
    invalidRounds: [],
    hours: [],
    gaps: [],
    recordedFrom: null,
  });
}
