import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PushFeed } from "@oracle-explorer/api/network-reads";
import type { FeedsAnswers } from "@oracle-explorer/core/schemas";
import { openStore, readFeedUpdates, type Store } from "@oracle-explorer/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { carriedRound, type FeedReads, FeedWatcher } from "./feed-watcher.ts";

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 20);
const SPEC: PushFeed = {
  layerId: "ethMultiFeed",
  feedId: "ETH",
  dataServiceId: "svc",
  network: "1",
  triggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: H, cron: null },
};

/** The provider's record of the feed: what on-chain-updates answers and the last of it. */
type Point = { timestamp: number; value: number; txHash: string };

describe("the feed watcher", () => {
  let dir: string;
  let store: Store;
  let clock: number;
  let history: Point[];
  let answersFail: boolean;
  let historyCalls: number[];
  let rounds: { roundTs: number; medians: Map<string, number> }[];

  const reads: FeedReads = {
    async answers(): Promise<FeedsAnswers> {
      if (answersFail) throw new Error("502 from the provider");
      const last = history.filter((p) => p.timestamp <= clock).at(-1);
      return last
        ? {
            ethMultiFeed: {
              ETH: { timestamp: new Date(last.timestamp).toISOString(), value: String(last.value) },
            },
          }
        : {};
    },
    async history(_layer, _feed, days) {
      historyCalls.push(days);
      return history.filter((p) => p.timestamp <= clock && p.timestamp >= clock - days * 24 * H);
    },
  };
  const watcher = () =>
    new FeedWatcher({
      store,
      reads,
      recentRounds: () => rounds,
      now: () => clock,
      backfillDays: 1,
      log: () => undefined,
    });
  const recorded = () =>
    readFeedUpdates(store.db, { layerId: "ethMultiFeed", feedId: "ETH", from: 0, to: clock });

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "feed-watcher-"));
    store = (await openStore(`sqlite:${join(dir, "h.sqlite")}`, { writer: true })) as Store;
    clock = T0 + 5 * H;
    history = [
      { timestamp: T0 + H, value: 100, txHash: "0x1" },
      { timestamp: T0 + 2 * H, value: 100.1, txHash: "0x2" },
      // Held back 2.5 h: a missed heartbeat, and a move well past the 0.5 % threshold.
      { timestamp: T0 + 4.5 * H, value: 101.4, txHash: "0x3" },
    ];
    answersFail = false;
    historyCalls = [];
    rounds = [];
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("HISTORY-F8 reads a feed's history back first, then records each new answer with its signed round", async () => {
    const feeds = watcher();
    feeds.setFeeds([SPEC]);
    await feeds.read();
    expect(historyCalls).toEqual([1]);
    let stored = await recorded();
    expect(stored.map((u) => [u.trigger, u.heartbeatMissed, u.beyondThreshold, u.seenAt, u.txHash])).toEqual([
      ["unknown", false, false, null, "0x1"],
      ["heartbeat", false, false, null, "0x2"],
      ["deviation", true, true, null, "0x3"],
    ]);

    // Rounds signed 100.9, 101.0 and 100.95; the update writes 101.0, 18 s after that round.
    const at = clock + 60_000;
    rounds = [
      { roundTs: at - 28_000, medians: new Map([["ETH", 100.9]]) },
      { roundTs: at - 18_000, medians: new Map([["ETH", 101.0]]) },
      { roundTs: at - 8_000, medians: new Map([["ETH", 100.95]]) },
    ];
    history.push({ timestamp: at, value: 101.0, txHash: "0x4" });
    clock = at + 3_000;
    await feeds.read();
    expect(historyCalls).toEqual([1]); // in sync: no second read-back
    stored = await recorded();
    expect(stored).toHaveLength(4);
    expect(stored[3]).toMatchObject({ trigger: "other", lagMs: 18_000, seenAt: clock, txHash: null });
    // The newest round before the update signed 100.95: the chain holds 101.0, 4.95 bp above it.
    expect(stored[3]?.signedDeviationBp).toBeCloseTo((0.05 / 100.95) * 10_000, 6);

    // Read again with nothing new: nothing stored twice.
    await feeds.read();
    expect(await recorded()).toHaveLength(4);
  });

  it("HISTORY-F9 after a failed read, a feed whose answer moved is read back: what it missed, once", async () => {
    const feeds = watcher();
    feeds.setFeeds([SPEC]);
    await feeds.read();
    answersFail = true;
    history.push({ timestamp: clock + 10_000, value: 100.2, txHash: "0x4" });
    history.push({ timestamp: clock + 20_000, value: 100.3, txHash: "0x5" });
    clock += 30_000;
    await feeds.read();
    expect(feeds.status).toMatchObject({ lastError: "feeds answers: 502 from the provider" });
    answersFail = false;
    await feeds.read();
    const stored = await recorded();
    // Both updates of the outage are there (the last answer alone would have lost the first).
    expect(stored.map((u) => u.txHash)).toEqual(["0x1", "0x2", "0x3", "0x4", "0x5"]);
    expect(feeds.status).toMatchObject({ inSync: 1, lastError: null, updatesReadBack: 5 });
  });

  it("HISTORY-F10 a restart continues from the store: read back since the last recorded update, no duplicate", async () => {
    const first = watcher();
    first.setFeeds([SPEC]);
    await first.read();
    history.push({ timestamp: clock + 3 * H, value: 101.45, txHash: "0x4" });
    clock += 4 * H;
    const second = watcher();
    second.setFeeds([SPEC]);
    await second.read();
    const stored = await recorded();
    expect(stored.map((u) => u.txHash)).toEqual(["0x1", "0x2", "0x3", "0x4"]);
    // Classified against the update before it, which the store held, not as a first update.
    expect(stored[3]).toMatchObject({
      trigger: "heartbeat",
      sincePreviousMs: 3.5 * H,
      heartbeatMissed: true,
    });
  });

  it("HISTORY-F16 down longer than the read-back reaches: the first update read is a first, not a day-long wait", async () => {
    const first = watcher();
    first.setFeeds([SPEC]);
    await first.read();
    // Down 60 h; the feed kept its heartbeat all along, but only the last day is read back.
    const downFrom = clock;
    for (let t = downFrom + H; t <= downFrom + 60 * H; t += H) {
      history.push({ timestamp: t, value: 101.4, txHash: `0x${t.toString(16)}` });
    }
    clock = downFrom + 60 * H + 60_000;
    const second = watcher();
    second.setFeeds([SPEC]);
    await second.read();
    const after = (await recorded()).filter((u) => u.at > downFrom);
    expect(after).toHaveLength(24);
    expect(after[0]).toMatchObject({ trigger: "unknown", sincePreviousMs: null, heartbeatMissed: false });
    expect(after.slice(1).every((u) => u.trigger === "heartbeat" && !u.heartbeatMissed)).toBe(true);
  });

  it("HISTORY-F11 the carried round is told by value; a value two rounds share tells nothing", () => {
    const rounds = [
      { roundTs: 10_000, medians: new Map([["USDC", 1]]) },
      { roundTs: 20_000, medians: new Map([["USDC", 1]]) },
      { roundTs: 30_000, medians: new Map([["USDC", 1.0001]]) },
    ];
    expect(carriedRound(rounds, "USDC", { at: 35_000, value: 1.0001 })).toBe(30_000);
    expect(carriedRound(rounds, "USDC", { at: 35_000, value: 1 })).toBeNull();
    // A round after the update cannot be the one it carried.
    expect(carriedRound(rounds, "USDC", { at: 25_000, value: 1.0001 })).toBeNull();
    expect(carriedRound(rounds, "BTC", { at: 35_000, value: 1 })).toBeNull();
    // The chain keeps 8 decimals: a value rounded to them still tells its round.
    const precise = [{ roundTs: 10_000, medians: new Map([["CESR", 4.123456784]]) }];
    expect(carriedRound(precise, "CESR", { at: 15_000, value: 4.12345678 })).toBe(10_000);
    expect(carriedRound(precise, "CESR", { at: 15_000, value: 4.12345676 })).toBeNull();
  });
});
