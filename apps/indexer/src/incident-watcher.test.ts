import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { classifyUpdate, type IncidentFeed, isBeyondThreshold } from "@oracle-explorer/core/history";
import {
  type FeedUpdateInput,
  openStore,
  readIncidents,
  recordFeedUpdates,
  recordRound,
  type Store,
} from "@oracle-explorer/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type IncidentFeedState, type IncidentService, IncidentWatcher } from "./incident-watcher.ts";

const H = 3_600_000;
const I = 10_000;
const T0 = Date.UTC(2026, 10, 20);
const NODES = ["0xa", "0xb", "0xc", "0xd"];
const FEED: IncidentFeed = {
  layerId: "ethMultiFeed",
  feedId: "ETH",
  dataServiceId: "svc",
  network: "1",
  triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: H, cron: null },
};

/**
 * The indexer's incident derivation over a real store: rounds recorded as the service watcher
 * records them, feed updates as the feed watcher does, and a second watcher on the same store
 * standing for the process after a restart.
 */
describe("the incident watcher", () => {
  let dir: string;
  let store: Store;
  let clock: number;
  let lastRound: number | null;
  let feedState: { last: Map<string, { at: number; value: number }>; lastReadAt: number | null };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "indexer-incidents-"));
    store = (await openStore(`sqlite:${join(dir, "h.sqlite")}`, { writer: true })) as Store;
    clock = T0;
    lastRound = null;
    feedState = { last: new Map(), lastReadAt: null };
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const service = (): IncidentService => ({
    spec: { serviceId: "svc", intervalMs: I, nodes: NODES, feedIds: ["ETH"] },
    lastRound,
    recentRounds: () => [],
  });
  const feeds = (): IncidentFeedState => ({
    feeds: new Map([["ethMultiFeed/ETH", FEED]]),
    last: feedState.last,
    synced: new Set(["ethMultiFeed/ETH"]),
    lastReadAt: feedState.lastReadAt,
  });
  const watcher = () =>
    new IncidentWatcher({
      store,
      now: () => clock,
      log: () => undefined,
      settings: { nodeRounds: 3, signersThreshold: 3 },
      reserves: [],
      services: () => [service()],
      feeds,
      feedReadEveryMs: I,
    });

  async function rounds(from: number, to: number, signers: readonly string[]) {
    for (let n = from; n <= to; n++) {
      const roundTs = T0 + n * I;
      await recordRound(store.db, {
        serviceId: "svc",
        intervalMs: I,
        roundTs,
        seenAt: roundTs + 1_000,
        live: true,
        registeredNodes: NODES,
        packages: signers.map((node) => ({
          node,
          roundTs,
          feeds: 1,
          invalidFeeds: [],
          deviationsBp: new Map(),
        })),
      });
      lastRound = roundTs;
    }
  }

  async function update(at: number, value: number, previous: { at: number; value: number } | null) {
    const classified = classifyUpdate(FEED.triggers, previous, { at, value });
    const input: FeedUpdateInput = {
      layerId: FEED.layerId,
      feedId: FEED.feedId,
      at,
      value,
      ...classified,
      beyondThreshold: isBeyondThreshold(classified, 5),
      lagMs: null,
      signedDeviationBp: null,
      seenAt: at,
      txHash: null,
    };
    await recordFeedUpdates(store.db, [input]);
    feedState.last.set("ethMultiFeed/ETH", { at, value });
    return input;
  }

  const incidents = () => readIncidents(store.db, { limit: 100 });

  it("INCIDENT-IDX-01 a node's miss across a restart is one incident: the second process goes on from the stored cursor and state", async () => {
    const first = watcher();
    await rounds(0, 2, NODES);
    await rounds(3, 8, ["0xa", "0xb", "0xc"]);
    clock = T0 + 9 * I;
    await first.pass();
    // Rounds up to 5 are settled (three newer ones recorded): 3, 4, 5 missed: opened.
    expect(await incidents()).toEqual([
      expect.objectContaining({
        kind: "node-missing",
        subject: "node:0xd",
        startedAt: T0 + 3 * I,
        endedAt: null,
      }),
    ]);
    // The process stops; rounds go on being recorded (read back after the restart).
    await rounds(9, 12, ["0xa", "0xb", "0xc"]);
    await rounds(13, 20, NODES);
    const second = watcher();
    clock = T0 + 21 * I;
    await second.pass();
    const after = await incidents();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      startedAt: T0 + 3 * I,
      endedAt: T0 + 13 * I,
      detail: expect.objectContaining({ rounds: 10, missed: 10 }),
    });
    // Deriving again changes nothing.
    await second.pass();
    expect(await incidents()).toEqual(after);
  });

  it("INCIDENT-IDX-02 a feed stale now is ongoing from its deadline; its next update ends it, also when it came while the indexer was down", async () => {
    const first = watcher();
    await update(T0, 100, null);
    clock = T0 + H + 10 * 60_000;
    // The feeds' answers are not being read (the provider down): nothing can be told.
    await first.pass();
    expect(await incidents()).toEqual([]);
    feedState.lastReadAt = clock;
    await first.pass();
    expect(await incidents()).toEqual([
      expect.objectContaining({ kind: "feed-stale", startedAt: T0 + H, endedAt: null, network: "1" }),
    ]);
    // Restart: the update came meanwhile and was read back (the feed watcher's hook never ran).
    await update(T0 + 2 * H, 100.1, { at: T0, value: 100 });
    const second = watcher();
    clock = T0 + 2 * H + 60_000;
    feedState.lastReadAt = clock;
    await second.pass();
    expect(await incidents()).toEqual([
      expect.objectContaining({ kind: "feed-stale", startedAt: T0 + H, endedAt: T0 + 2 * H }),
    ]);
  });

  it("INCIDENT-IDX-03 updates recorded after a heartbeat miss give the stale stretch; deviation updates past their threshold that day's incident", async () => {
    const w = watcher();
    await w.pass();
    const a = await update(T0, 100, null);
    const b = await update(T0 + 3 * H, 100, { at: T0, value: 100 });
    // 2 % in a minute on a 0.5 % threshold: 150 bp past it.
    const c = await update(T0 + 3 * H + 60_000, 102, { at: T0 + 3 * H, value: 100 });
    clock = T0 + 3 * H + 2 * 60_000;
    await w.feedUpdatesRecorded([a, b, c]);
    const held = await incidents();
    expect(held.map((incident) => [incident.kind, incident.startedAt, incident.endedAt])).toEqual([
      ["feed-deviation", T0 + 3 * H + 60_000, T0 + 3 * H + 60_000],
      ["feed-stale", T0 + H, T0 + 3 * H],
    ]);
  });

  it("INCIDENT-IDX-04 updates stored by a process that died before deriving them are derived by the next one's first pass", async () => {
    await update(T0, 100, null);
    await update(T0 + 3 * H, 100, { at: T0, value: 100 });
    clock = T0 + 3 * H + 60_000;
    feedState.lastReadAt = clock;
    await watcher().pass();
    expect(
      (await incidents()).map((incident) => [incident.kind, incident.startedAt, incident.endedAt]),
    ).toEqual([["feed-stale", T0 + H, T0 + 3 * H]]);
  });
});
