import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  bucketOf,
  classifyUpdate,
  DEVIATION_BUCKET_EDGES_BP,
  FEED_UPDATE_RETENTION_MS,
  type Incident,
  incidentId,
  type ReliabilityTriggers,
} from "@oracle-explorer/core/history";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  applyRetention,
  countFeedUpdatesSince,
  dueAlertEvents,
  type FeedUpdateInput,
  feedRecordedFrom,
  incidentCursor,
  lastAliveAt,
  lastFeedUpdates,
  lastRoundOf,
  type NodeObservation,
  openIncidents,
  openStore,
  type RoundObservation,
  readFeedRecords,
  readFeedUpdates,
  readIncidents,
  readNodeRecords,
  readNodeRounds,
  readNodeScorecard,
  recordFeedUpdates,
  recordGap,
  recordRound,
  type Store,
  writeIncidents,
} from "./index.ts";

/**
 * The store's cases, run against SQLite and a real PostgreSQL: hand-built rounds with a node that
 * misses a run of rounds, one that is late, one with a bad signature and one that drifts, then the
 * scorecard read back exactly.
 */

const INTERVAL = 10_000;
const HOUR = 3_600_000;
// 2026-01-01T00:00:00Z plus half an hour: ten rounds inside one UTC hour.
const T0 = Date.UTC(2026, 0, 1, 0, 30);
const SERVICE = "redstone-primary-prod";
const [A, B, C, D] = ["0xaaa", "0xbbb", "0xccc", "0xddd"] as const;
const NODES = [A, B, C, D];
const NOW = T0 + 10 * INTERVAL;
const RAW = 48 * HOUR;

const pkg = (node: string, roundTs: number, over: Partial<NodeObservation> = {}): NodeObservation => ({
  node,
  roundTs,
  feeds: 2,
  invalidFeeds: [],
  deviationsBp: new Map([
    ["ETH", 1],
    ["BTC", 2],
  ]),
  ...over,
});

/** Round i: A always; B misses rounds 3, 4, 5; C is late in round 7 and signs round 8 with a bad
 * package; D drifts by 40 bp on ETH. */
function observation(i: number): RoundObservation {
  const roundTs = T0 + i * INTERVAL;
  const packages: NodeObservation[] = [pkg(A, roundTs)];
  if (i < 3 || i > 5) packages.push(pkg(B, roundTs));
  if (i === 8) packages.push(pkg(C, roundTs, { invalidFeeds: ["BTC"] }));
  else if (i !== 7) packages.push(pkg(C, roundTs));
  packages.push(
    pkg(D, roundTs, {
      deviationsBp: new Map([
        ["ETH", 40],
        ["BTC", 2],
      ]),
    }),
  );
  return {
    serviceId: SERVICE,
    intervalMs: INTERVAL,
    roundTs,
    seenAt: roundTs + 1_500,
    live: true,
    registeredNodes: NODES,
    packages,
  };
}

/** C's package of round 7 arrives with round 8's answer, 11.5 s after its timestamp: late. */
const lateC: RoundObservation = { ...observation(8), packages: [pkg(C, T0 + 7 * INTERVAL)] };

async function recordAll(store: Store) {
  for (let i = 0; i < 10; i++) {
    await recordRound(store.db, observation(i));
    if (i === 8) await recordRound(store.db, lateC);
  }
}

/** A 1 h-heartbeat feed: on time twice, then held back 2.5 h (a miss) and a move 70 bp past 0.5 %. */
const HOURLY: ReliabilityTriggers = {
  deviationPercentage: 0.5,
  timeSinceLastUpdateInMilliseconds: HOUR,
  cron: null,
};
function feedUpdates(layerId: string, points: [number, number][]): FeedUpdateInput[] {
  let previous: { at: number; value: number } | null = null;
  return points.map(([at, value]) => {
    const classified = classifyUpdate(HOURLY, previous, { at, value });
    previous = { at, value };
    return {
      layerId,
      feedId: "ETH",
      at,
      value,
      ...classified,
      beyondThreshold: (classified.overshootBp ?? 0) > 5,
      lagMs: 3_000,
      signedDeviationBp: 0,
      seenAt: at + 2_000,
      txHash: `0x${at.toString(16)}`,
    };
  });
}
const ETH_UPDATES = feedUpdates("mainLayer", [
  [T0, 100],
  [T0 + HOUR, 100.1],
  [T0 + 2 * HOUR, 100.2],
  [T0 + 4.5 * HOUR, 101.4],
  [T0 + 4.5 * HOUR + 60_000, 101.9],
]);

const engines = ["sqlite", "postgres"] as const;

describe.each(engines)("the store on %s", (engine) => {
  let stores: Store[] = [];
  let dir = "";
  let counter = 0;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "store-test-"));
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    stores = [];
    rmSync(dir, { recursive: true, force: true });
  });

  async function freshStore(): Promise<Store> {
    counter++;
    const url =
      engine === "sqlite"
        ? `sqlite:${join(dir, `s${counter}.sqlite`)}`
        : await createPgDatabase(`store_test_${counter}`);
    const store = await openStore(url, { writer: true });
    if (!store) throw new Error("no store");
    stores.push(store);
    return store;
  }

  async function createPgDatabase(name: string): Promise<string> {
    const base = inject("postgresUrl");
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}"`);
    await client.query(`CREATE DATABASE "${name}"`);
    await client.end();
    return base.replace(/\/postgres$/, `/${name}`);
  }

  it("computes uptime, missed runs, lateness and bad signatures from hand-built rounds", async () => {
    const store = await freshStore();
    await recordAll(store);
    const query = { serviceId: SERVICE, now: NOW, rawRetentionMs: RAW };

    const a = await readNodeScorecard(store.db, { ...query, node: A });
    expect(a.uptime.map((u) => [u.window, u.expectedRounds, u.signedRounds, u.uptime])).toEqual([
      ["24h", 10, 10, 1],
      ["7d", 10, 10, 1],
      ["30d", 10, 10, 1],
    ]);
    expect(a.missed).toEqual([]);
    expect(a.recordedFrom).toBe(T0);

    const b = await readNodeScorecard(store.db, { ...query, node: B });
    expect(b.uptime[0]).toMatchObject({ expectedRounds: 10, signedRounds: 7, missedRounds: 3, uptime: 0.7 });
    expect(b.missed).toEqual([{ from: T0 + 3 * INTERVAL, to: T0 + 5 * INTERVAL, rounds: 3 }]);

    const c = await readNodeScorecard(store.db, { ...query, node: C });
    expect(c.uptime[0]).toMatchObject({
      signedRounds: 10,
      lateRounds: 1,
      missedRounds: 0,
      invalidSignatures: 1,
    });
    expect(c.invalidRounds).toEqual([{ round: T0 + 8 * INTERVAL, feedIds: ["BTC"] }]);

    const d = await readNodeScorecard(store.db, { ...query, node: D });
    // 20 values: ten at 40 bp (ETH), ten at 2 bp (BTC). p95 falls in 40's bucket, capped by the max.
    expect(d.deviation).toEqual({ samples: 20, p50Bp: 2, p95Bp: 40, maxBp: 40 });
    expect(d.feeds.map((f) => [f.feedId, f.samples, f.p95Bp])).toEqual([
      ["ETH", 10, 40],
      ["BTC", 10, 2],
    ]);
    expect(d.hours).toEqual([
      expect.objectContaining({
        hour: T0 - 30 * 60_000,
        expectedRounds: 10,
        signedRounds: 10,
        deviationP95Bp: 40,
      }),
    ]);
    // A never-seen node of the service is all misses, not an error.
    const never = await readNodeScorecard(store.db, { ...query, node: "0xeee" });
    expect(never.uptime[0]).toMatchObject({ expectedRounds: 0, uptime: null });
  });

  it("reading a round twice (a restart) stores nothing twice and counts no deviation twice", async () => {
    const store = await freshStore();
    await recordAll(store);
    const again = await recordRound(store.db, observation(2));
    expect(again).toEqual({ newRound: false, nodeRounds: 0 });
    await recordAll(store);
    const d = await readNodeScorecard(store.db, {
      serviceId: SERVICE,
      node: D,
      now: NOW,
      rawRetentionMs: RAW,
    });
    expect(d.deviation.samples).toBe(20);
    expect(d.uptime[0]).toMatchObject({ expectedRounds: 10, signedRounds: 10 });
    expect(await lastRoundOf(store.db, SERVICE)).toBe(T0 + 9 * INTERVAL);
    expect(await lastAliveAt(store.db)).toBe(T0 + 9 * INTERVAL + 1_500);
  });

  it("a read-back round counts as observed but never as late", async () => {
    const store = await freshStore();
    await recordRound(store.db, { ...observation(7), live: false, seenAt: T0 + HOUR });
    const rounds = await readNodeRounds(store.db, { serviceId: SERVICE, node: A, from: T0, to: NOW });
    expect(rounds).toEqual([
      {
        round: T0 + 7 * INTERVAL,
        status: "signed",
        seenAt: null,
        feeds: 2,
        invalidSignatures: 0,
        deviationMaxBp: 2,
      },
    ]);
    const missedByC = await readNodeRounds(store.db, { serviceId: SERVICE, node: C, from: T0, to: NOW });
    expect(missedByC[0]?.status).toBe("missed");
  });

  it("gaps join while the same outage lasts, and break a run of missed rounds", async () => {
    const store = await freshStore();
    await recordGap(
      store.db,
      { serviceId: SERVICE, from: T0, to: T0 + 20_000, reason: "gateway: timeout" },
      20_000,
    );
    await recordGap(
      store.db,
      { serviceId: SERVICE, from: T0 + 30_000, to: T0 + 40_000, reason: "gateway: timeout" },
      20_000,
    );
    await recordGap(
      store.db,
      { serviceId: "*", from: T0 + 50_000, to: T0 + 90_000, reason: "indexer down" },
      20_000,
    );
    // B misses rounds 3 and 4 on either side of an unobserved stretch: two runs, not one.
    for (const i of [0, 3, 6]) {
      const o = observation(i);
      await recordRound(store.db, { ...o, packages: o.packages.filter((p) => p.node !== B || i === 0) });
    }
    const b = await readNodeScorecard(store.db, {
      serviceId: SERVICE,
      node: B,
      now: NOW,
      rawRetentionMs: RAW,
    });
    expect(b.gaps).toEqual([
      { from: T0 + 50_000, to: T0 + 90_000, reason: "indexer down" },
      { from: T0, to: T0 + 40_000, reason: "gateway: timeout" },
    ]);
    expect(b.missed.map((run) => run.rounds)).toEqual([1, 1]);
  });

  it("retention drops raw rounds after their window and keeps the hourly record", async () => {
    const store = await freshStore();
    await recordAll(store);
    const later = NOW + RAW + HOUR;
    const result = await applyRetention(store.db, later, RAW);
    expect(result.rawRounds).toBeGreaterThan(0);
    const b = await readNodeScorecard(store.db, {
      serviceId: SERVICE,
      node: B,
      now: later,
      rawRetentionMs: RAW,
    });
    expect(b.missed).toEqual([]); // the raw rounds are gone…
    expect(b.uptime[1]).toMatchObject({ window: "7d", expectedRounds: 10, signedRounds: 7 }); // …the record is not
  });

  it("every node's 7-day record at once, for the nodes list", async () => {
    const store = await freshStore();
    await recordAll(store);
    const records = await readNodeRecords(store.db, NOW);
    const byNode = Object.fromEntries(records.map((r) => [r.node, r]));
    expect(byNode[B]).toMatchObject({ serviceId: SERVICE, uptime7d: 0.7, missedRounds7d: 3 });
    expect(byNode[D]?.deviationP95Bp7d).toBe(40);
  });

  it("HISTORY-F7 feed updates: recorded once however often re-read, read back in order, summed per feed", async () => {
    const store = await freshStore();
    expect(await recordFeedUpdates(store.db, ETH_UPDATES.slice(0, 4))).toBe(4);
    // A restart reads the same updates again (and one more): only the new one is stored.
    expect(await recordFeedUpdates(store.db, ETH_UPDATES)).toBe(1);
    await recordFeedUpdates(store.db, feedUpdates("otherLayer", [[T0, 5]]));

    const read = await readFeedUpdates(store.db, {
      layerId: "mainLayer",
      feedId: "ETH",
      from: T0,
      to: T0 + 5 * HOUR,
    });
    expect(read.map((u) => u.trigger)).toEqual(["unknown", "heartbeat", "heartbeat", "deviation", "other"]);
    expect(read[3]).toMatchObject({
      heartbeatMissed: true,
      beyondThreshold: true,
      sincePreviousMs: 2.5 * HOUR,
    });
    expect(read[3]?.overshootBp).toBeCloseTo(((101.4 - 100.2) / 100.2) * 10_000 - 50, 6);
    expect(read[0]).toMatchObject({
      lagMs: 3_000,
      seenAt: T0 + 2_000,
      txHash: `0x${T0.toString(16)}`,
      moveBp: null,
    });

    const last = await lastFeedUpdates(store.db);
    expect(last.get("mainLayer/ETH")).toEqual({ at: T0 + 4.5 * HOUR + 60_000, value: 101.9 });
    expect(last.get("otherLayer/ETH")).toEqual({ at: T0, value: 5 });
    expect(await feedRecordedFrom(store.db, "mainLayer", "ETH")).toBe(T0);
    expect(await feedRecordedFrom(store.db, "mainLayer", "BTC")).toBeNull();

    const records = await readFeedRecords(store.db, T0 + HOUR);
    expect(records.find((r) => r.layerId === "mainLayer")).toEqual({
      layerId: "mainLayer",
      feedId: "ETH",
      updates: 4,
      heartbeatMisses: 1,
      longestWaitMs: 2.5 * HOUR,
      beyondThreshold: 1,
      firstAt: T0,
      lastAt: T0 + 4.5 * HOUR + 60_000,
    });
    // A feed with nothing in the window still has its span (its staleness keeps growing).
    expect(records.find((r) => r.layerId === "otherLayer")).toMatchObject({
      updates: 0,
      longestWaitMs: null,
      lastAt: T0,
    });
    expect(await countFeedUpdatesSince(store.db, T0 + HOUR)).toEqual({ updates: 4, feeds: 1 });

    // The update before a window comes with it when asked (the wait the window opens with).
    const withPrevious = await readFeedUpdates(store.db, {
      layerId: "mainLayer",
      feedId: "ETH",
      from: T0 + 3 * HOUR,
      to: T0 + 5 * HOUR,
      withPrevious: true,
    });
    expect(withPrevious.map((u) => u.at)).toEqual([T0 + 2 * HOUR, T0 + 4.5 * HOUR, T0 + 4.5 * HOUR + 60_000]);

    const result = await applyRetention(store.db, T0 + HOUR + FEED_UPDATE_RETENTION_MS, RAW);
    // mainLayer's T0 goes; T0 + 1 h, exactly at the cutoff, stays; otherLayer's only update is its
    // newest, kept however old (a silent feed is stale, not unknown).
    expect(result.feedUpdates).toBe(1);
    expect(await feedRecordedFrom(store.db, "mainLayer", "ETH")).toBe(T0 + HOUR);
    expect(await feedRecordedFrom(store.db, "otherLayer", "ETH")).toBe(T0);
  });

  it("INCIDENT-STORE-01 incidents: written idempotently, an end never undone, news pushed once, old ones not pushed, ended ones retained a month", async () => {
    const store = await freshStore();
    const subject = "node:0xbbb";
    const open: Incident = {
      id: incidentId("node-missing", subject, T0),
      kind: "node-missing",
      severity: "minor",
      subject,
      serviceId: SERVICE,
      network: null,
      startedAt: T0,
      endedAt: null,
      detail: { rounds: 3 },
    };
    const now = T0 + 5 * INTERVAL;
    expect((await writeIncidents(store.db, [open], now)).map((c) => c.change)).toEqual(["opened"]);
    // The same again: nothing changes.
    expect(await writeIncidents(store.db, [open], now + 1)).toEqual([]);
    // It grows (its figures, not its Atom <updated>), then ends.
    await writeIncidents(store.db, [{ ...open, detail: { rounds: 4 } }], now + 2, {
      source: "rounds:svc",
      at: T0 + 4 * INTERVAL,
      state: { lastRoundTs: T0 + 4 * INTERVAL, streaks: [] },
    });
    expect(await incidentCursor(store.db, "rounds:svc")).toMatchObject({ at: T0 + 4 * INTERVAL });
    const ended = { ...open, endedAt: T0 + 6 * INTERVAL, detail: { rounds: 5 } };
    expect((await writeIncidents(store.db, [ended], now + 3)).map((c) => c.change)).toEqual(["ended"]);
    // A derivation from older evidence (ongoing) never reopens it.
    await writeIncidents(store.db, [{ ...open, detail: { rounds: 9 } }], now + 4);
    const [held] = await readIncidents(store.db, { subjects: [subject], limit: 10 });
    expect(held).toMatchObject({
      endedAt: T0 + 6 * INTERVAL,
      detail: { rounds: 5 },
      recordedAt: now,
      updatedAt: now + 3,
    });
    expect(await openIncidents(store.db)).toEqual([]);
    // Found long after it ended (a read-back): recorded, but no news for the webhooks.
    const old = {
      ...open,
      id: incidentId("node-missing", subject, T0 - 10 * HOUR),
      startedAt: T0 - 10 * HOUR,
      endedAt: T0 - 9 * HOUR,
    };
    await writeIncidents(store.db, [old], now);
    const events = await dueAlertEvents(store.db, "http://receiver.test/", now, 10);
    expect(events.map((e) => [e.incident.id, e.event])).toEqual([
      [open.id, "opened"],
      [open.id, "ended"],
    ]);
    // Scoped reads: a subject, a network, nothing known (never everything).
    expect(await readIncidents(store.db, { subjects: [], networks: [], limit: 10 })).toEqual([]);
    expect(await readIncidents(store.db, { subjects: [subject], from: T0 - HOUR, limit: 10 })).toHaveLength(
      1,
    );
    await applyRetention(store.db, T0 + 6 * INTERVAL + FEED_UPDATE_RETENTION_MS + 1, RAW);
    expect(await readIncidents(store.db, { limit: 10 })).toEqual([]);
  });

  it("a reader of a SQLite file that does not exist yet finds nothing recorded", async () => {
    if (engine !== "sqlite") return;
    expect(await openStore(`sqlite:${join(dir, "missing.sqlite")}`, { writer: false })).toBeNull();
  });
});

describe("deviation buckets", () => {
  it("a deviation falls in the first bucket whose edge holds it", () => {
    expect(bucketOf(0)).toBe(0);
    expect(DEVIATION_BUCKET_EDGES_BP[bucketOf(40)]).toBe(50);
    expect(bucketOf(1e6)).toBe(DEVIATION_BUCKET_EDGES_BP.length);
  });
});
