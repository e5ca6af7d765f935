import { describe, expect, it } from "vitest";
import {
  deviationIncidents,
  type Incident,
  type IncidentFeed,
  incidentId,
  parseSubject,
  type RoundEvidence,
  RoundIncidentTracker,
  readSubjectList,
  staleIncident,
} from "./incidents.ts";

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 20);
const I = 10_000;
const FEED: IncidentFeed = {
  layerId: "ethMultiFeed",
  feedId: "ETH",
  dataServiceId: "svc",
  network: "1",
  triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: H, cron: null },
};
const NODES = ["0xa", "0xb", "0xc", "0xd"];
const SETTINGS = { nodeRounds: 3, signersThreshold: 3 };

/** A round in which every node of `signers` signed on time (a node absent missed it). */
function round(n: number, signers: readonly string[], extra: Partial<RoundEvidence> = {}): RoundEvidence {
  return {
    roundTs: T0 + n * I,
    signed: new Map(signers.map((node) => [node, { late: false, invalid: 0 }])),
    ...extra,
  };
}

/** Feeds rounds to a tracker and keeps the last version of each incident written, by id. */
function run(
  tracker: RoundIncidentTracker,
  rounds: readonly RoundEvidence[],
  held = new Map<string, Incident>(),
) {
  for (const r of rounds) for (const incident of tracker.observe(r, NODES)) held.set(incident.id, incident);
  return held;
}

const ofKind = (held: Map<string, Incident>, kind: string) =>
  [...held.values()].filter((i) => i.kind === kind);

describe("incidents derived from a push feed's record", () => {
  it("INCIDENT-01 stale and recovered: no update past the heartbeat plus grace opens an incident at the deadline; the next update ends it", () => {
    const last = { at: T0, value: 100 };
    // 1 h heartbeat, grace max(10 %, 60 s) = 6 min: at 1 h 5 min nothing is wrong yet.
    expect(staleIncident(FEED, last, T0 + H + 5 * 60_000)).toBeNull();
    const ongoing = staleIncident(FEED, last, T0 + H + 7 * 60_000);
    expect(ongoing).toMatchObject({
      kind: "feed-stale",
      severity: "major",
      subject: "feed:ethMultiFeed/ETH",
      network: "1",
      serviceId: "svc",
      startedAt: T0 + H,
      endedAt: null,
      detail: { lastUpdateAt: T0, heartbeatMs: H },
    });
    // The update that ends the wait derives the same incident (same id), now ended.
    const ended = staleIncident(FEED, last, T0 + 3 * H, T0 + 2 * H);
    expect(ended?.id).toBe(ongoing?.id);
    expect(ended?.endedAt).toBe(T0 + 2 * H);
    // An update inside the grace was never an incident.
    expect(staleIncident(FEED, last, T0 + 3 * H, T0 + H + 60_000)).toBeNull();
  });

  it("INCIDENT-02 a feed without a time trigger is never stale", () => {
    const deviationOnly = {
      ...FEED,
      triggers: { ...FEED.triggers, timeSinceLastUpdateInMilliseconds: null },
    };
    expect(staleIncident(deviationOnly, { at: T0, value: 1 }, T0 + 30 * 24 * H)).toBeNull();
  });

  it("INCIDENT-03 deviation updates past the threshold or late make one incident per feed and UTC day, its figures the day's", () => {
    const bad = (at: number, overshootBp: number | null, lagMs: number | null, beyond = true) => ({
      at,
      trigger: "deviation",
      overshootBp,
      beyondThreshold: beyond,
      lagMs,
    });
    const incidents = deviationIncidents(FEED, [
      bad(T0 + H, 12, 1_000),
      { at: T0 + 2 * H, trigger: "deviation", overshootBp: 1, beyondThreshold: false, lagMs: 5_000 },
      bad(T0 + 3 * H, 30, null),
      // Within the overshoot tolerance but 3 minutes after its signed round: late.
      bad(T0 + 4 * H, 2, 180_000, false),
      { at: T0 + 5 * H, trigger: "heartbeat", overshootBp: null, beyondThreshold: false, lagMs: 500_000 },
      bad(T0 + 25 * H, 50, null),
    ]);
    expect(incidents).toHaveLength(2);
    expect(incidents[0]).toMatchObject({
      id: incidentId("feed-deviation", "feed:ethMultiFeed/ETH", T0 + H),
      severity: "minor",
      startedAt: T0 + H,
      endedAt: T0 + 4 * H,
      detail: { updates: 3, maxOvershootBp: 30, maxLagMs: 180_000 },
    });
    expect(incidents[1]).toMatchObject({
      startedAt: T0 + 25 * H,
      endedAt: T0 + 25 * H,
      detail: { updates: 1 },
    });
  });
});

describe("incidents derived from a data service's rounds", () => {
  it("INCIDENT-04 a node missing N rounds in a row opens an incident from the first of them; its next on-time round ends it", () => {
    const tracker = new RoundIncidentTracker("svc", I, SETTINGS);
    const all = NODES;
    const withoutD = ["0xa", "0xb", "0xc"];
    const held = run(tracker, [round(0, all), round(1, withoutD), round(2, withoutD)]);
    // Two rounds: not yet an incident.
    expect(ofKind(held, "node-missing")).toHaveLength(0);
    run(tracker, [round(3, withoutD)], held);
    expect(ofKind(held, "node-missing")).toEqual([
      expect.objectContaining({
        subject: "node:0xd",
        severity: "minor",
        startedAt: T0 + I,
        endedAt: null,
        detail: expect.objectContaining({ rounds: 3, missed: 3, late: 0 }),
      }),
    ]);
    run(tracker, [round(4, withoutD), round(5, all)], held);
    expect(ofKind(held, "node-missing")).toEqual([
      expect.objectContaining({
        startedAt: T0 + I,
        endedAt: T0 + 5 * I,
        detail: expect.objectContaining({ rounds: 4 }),
      }),
    ]);
  });

  it("INCIDENT-05 flapping: a node that signs one round in three never opens an incident, one that misses three does each time", () => {
    const tracker = new RoundIncidentTracker("svc", I, SETTINGS);
    const withoutD = ["0xa", "0xb", "0xc"];
    const flapping = Array.from({ length: 12 }, (_, n) => round(n, n % 3 === 0 ? NODES : withoutD));
    expect(ofKind(run(tracker, flapping), "node-missing")).toHaveLength(0);
    const second = new RoundIncidentTracker("svc", I, SETTINGS);
    // Misses 3, signs 1, misses 3, signs 1: two incidents, each ended.
    const pattern = [1, 2, 3, 5, 6, 7].map((n) => round(n, withoutD));
    const rounds = [round(0, NODES), ...pattern, round(4, NODES), round(8, NODES)].sort(
      (a, b) => a.roundTs - b.roundTs,
    );
    const incidents = ofKind(run(second, rounds), "node-missing");
    expect(incidents.map((i) => [i.startedAt - T0, i.endedAt === null ? null : i.endedAt - T0])).toEqual([
      [I, 4 * I],
      [5 * I, 8 * I],
    ]);
  });

  it("INCIDENT-06 ongoing across a restart: the tracker's stored state goes on with the same incident, never a second one", () => {
    const withoutD = ["0xa", "0xb", "0xc"];
    const before = new RoundIncidentTracker("svc", I, SETTINGS);
    const held = run(before, [round(0, NODES), round(1, withoutD), round(2, withoutD), round(3, withoutD)]);
    // Stored with the cursor as JSON, read back by a new process.
    const state = JSON.parse(JSON.stringify(before.state()));
    const after = new RoundIncidentTracker("svc", I, SETTINGS, state);
    run(after, [round(3, withoutD), round(4, withoutD), round(5, NODES)], held);
    const incidents = ofKind(held, "node-missing");
    expect(incidents).toHaveLength(1);
    expect(incidents[0]).toMatchObject({ startedAt: T0 + I, endedAt: T0 + 5 * I, detail: { rounds: 4 } });
  });

  it("INCIDENT-07 a gap during an outage neither completes a streak it did not see nor ends an incident already open", () => {
    const withoutD = ["0xa", "0xb", "0xc"];
    const tracker = new RoundIncidentTracker("svc", I, SETTINGS);
    // Two misses, then 20 rounds nobody recorded, then two more misses: no incident.
    const held = run(tracker, [
      round(0, NODES),
      round(1, withoutD),
      round(2, withoutD),
      round(23, withoutD),
      round(24, withoutD),
    ]);
    expect(ofKind(held, "node-missing")).toHaveLength(0);
    // A third miss after the gap completes a streak observed whole: it starts after the gap.
    run(tracker, [round(25, withoutD)], held);
    expect(ofKind(held, "node-missing")).toEqual([
      expect.objectContaining({ startedAt: T0 + 23 * I, endedAt: null }),
    ]);
    // Open, then a gap: still open after it, until a recorded round shows the node signing.
    run(tracker, [round(60, withoutD)], held);
    expect(ofKind(held, "node-missing")[0]?.endedAt).toBeNull();
    run(tracker, [round(61, NODES)], held);
    expect(ofKind(held, "node-missing")[0]).toMatchObject({ startedAt: T0 + 23 * I, endedAt: T0 + 61 * I });
  });

  it("INCIDENT-08 a round below the signer threshold is a critical incident of the service; invalid signatures a major one of the node", () => {
    const tracker = new RoundIncidentTracker("svc", I, SETTINGS);
    const invalid = new Map([
      ["0xa", { late: false, invalid: 0 }],
      ["0xb", { late: false, invalid: 2 }],
      ["0xc", { late: true, invalid: 0 }],
      ["0xd", { late: false, invalid: 0 }],
    ]);
    const held = run(tracker, [round(0, NODES), { roundTs: T0 + I, signed: invalid }, round(2, NODES)]);
    // 0xa and 0xd on time and valid: 2 < 3.
    expect(ofKind(held, "service-signers")).toEqual([
      expect.objectContaining({
        subject: "service:svc",
        severity: "critical",
        startedAt: T0 + I,
        endedAt: T0 + 2 * I,
        detail: expect.objectContaining({ minSigners: 2, threshold: 3 }),
      }),
    ]);
    expect(ofKind(held, "node-invalid")).toEqual([
      expect.objectContaining({
        subject: "node:0xb",
        severity: "major",
        detail: expect.objectContaining({ invalidPackages: 2 }),
      }),
    ]);
  });

  it("INCIDENT-09 a proof of reserve below 100 % is an incident while its signed ratio stays under; rounds without the ratio change nothing", () => {
    const tracker = new RoundIncidentTracker("svc", I, {
      ...SETTINGS,
      reserves: [{ id: "stablecoin", feedId: "X_POR" }],
    });
    const ratio = (n: number, value?: number) =>
      round(n, NODES, value === undefined ? {} : { medians: new Map([["X_POR", value]]) });
    const held = run(tracker, [ratio(0, 1.02), ratio(1, 0.97), ratio(2), ratio(3, 0.95)]);
    expect(ofKind(held, "reserve-below")).toEqual([
      expect.objectContaining({
        startedAt: T0 + I,
        endedAt: null,
        detail: expect.objectContaining({ minRatioPercent: 95 }),
      }),
    ]);
    run(tracker, [ratio(4, 1.001)], held);
    expect(ofKind(held, "reserve-below")[0]?.endedAt).toBe(T0 + 4 * I);
  });
});

describe("subject ids, as a watchlist link or an Atom URL carries them", () => {
  it("INCIDENT-10 malformed, duplicated and too many ids are set apart, folded and cut to the cap", () => {
    expect(parseSubject("feed:ethMultiFeed/wstETH/ETH")).toEqual({
      type: "feed",
      key: "ethMultiFeed/wstETH/ETH",
    });
    expect(parseSubject("node:0xABCDEF0123456789abcdef0123456789ABCDEF01")?.key).toBe(
      "node:0xabcdef0123456789abcdef0123456789abcdef01".slice(5),
    );
    for (const bad of [
      "feed:ETH",
      "node:0x12",
      "planet:earth",
      "token:",
      ":x",
      "token: ETH",
      "x".repeat(300),
    ]) {
      expect(parseSubject(bad), bad).toBeNull();
    }
    const many = Array.from({ length: 2_000 }, (_, n) => `token:T${n}`);
    const list = readSubjectList(["token:ETH,token:ETH", "bogus", ...many]);
    expect(list.ids[0]).toBe("token:ETH");
    expect(list.ids).toHaveLength(100);
    expect(list.malformed).toEqual(["bogus"]);
    expect(list.clamped).toEqual({ given: 2_001, kept: 100 });
  });
});
