import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DataPackagesResponse } from "@oracle-explorer/core/schemas";
import { openStore, readNodeRounds, readNodeScorecard, type Store } from "@oracle-explorer/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ServiceWatcher } from "./service-watcher.ts";

const I = 10_000;
const R = 1_767_225_600_000;
const NODES = ["0xa", "0xb", "0xc"];
const SPEC = { serviceId: "svc", intervalMs: I, nodes: NODES, feedIds: ["ETH"] };

/** A round's answer: every node but the ones left out signs ETH at 100. */
function round(ts: number, without: string[] = []): DataPackagesResponse {
  return {
    ETH: NODES.filter((node) => !without.includes(node)).map((node) => ({
      dataPackageId: "ETH",
      timestampMilliseconds: ts,
      signature: "ok",
      signerAddress: node,
      dataPoints: [{ dataFeedId: "ETH", value: 100 }],
    })),
  };
}

describe("a service watcher", () => {
  let dir: string;
  let store: Store;
  let clock: number;
  let latest: () => Promise<DataPackagesResponse>;
  let historical: (ts: number) => Promise<DataPackagesResponse>;
  let watcher: ServiceWatcher;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "watcher-"));
    store = (await openStore(`sqlite:${join(dir, "h.sqlite")}`, { writer: true })) as Store;
    clock = R + 2_000;
    watcher = new ServiceWatcher(
      SPEC,
      {
        store,
        gateway: { latest: () => latest(), historical: (_s, ts) => historical(ts) },
        checks: { recover: (p) => p.signerAddress, valueOf: (p) => Number(p.value) },
        now: () => clock,
        backfillRounds: 2,
        log: () => undefined,
      },
      null,
    );
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rounds = (node: string) =>
    readNodeRounds(store.db, { serviceId: "svc", node, from: R - I, to: R + 10 * I });

  it("reads back the rounds it skipped from the gateway's history, and only as many as allowed", async () => {
    latest = async () => round(R);
    await watcher.read();
    // Four rounds later: R+I..R+3I were skipped; two are read back (backfillRounds), R+I is a gap.
    clock = R + 4 * I + 2_000;
    latest = async () => round(R + 4 * I);
    historical = async (ts) => round(ts, ts === R + 3 * I ? ["0xb"] : []);
    await watcher.read();
    expect((await rounds("0xb")).map((r) => [r.round - R, r.status, r.seenAt === null])).toEqual([
      [0, "signed", false],
      [2 * I, "signed", true],
      [3 * I, "missed", true],
      [4 * I, "signed", false],
    ]);
    const card = await readNodeScorecard(store.db, {
      serviceId: "svc",
      node: "0xb",
      now: clock,
      rawRetentionMs: 86_400_000,
    });
    expect(card.gaps).toEqual([
      { from: R + I, to: R + 2 * I, reason: "not read back: older than the indexer reads back" },
    ]);
    expect(watcher.status).toMatchObject({ lastRound: R + 4 * I, roundsRecorded: 4, roundsReadBack: 2 });
  });

  it("a gateway that fails is a gap that grows while it lasts, never a node's miss", async () => {
    latest = async () => round(R);
    await watcher.read();
    latest = async () => {
      throw new Error("oracle gateway: timeout");
    };
    for (const k of [1, 2, 3]) {
      clock = R + k * I + 2_000;
      await watcher.read();
    }
    const card = await readNodeScorecard(store.db, {
      serviceId: "svc",
      node: "0xa",
      now: clock,
      rawRetentionMs: 86_400_000,
    });
    expect(card.gaps).toEqual([
      { from: R + 2_000, to: R + 3 * I + 2_000, reason: "oracle gateway: timeout" },
    ]);
    expect(card.uptime[0]).toMatchObject({ expectedRounds: 1, signedRounds: 1, missedRounds: 0 });
    expect(watcher.status.lastError).toBe("oracle gateway: timeout");
  });
});
