import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OnChainUpdateRecord, UpdateLog } from "../relayer/types.ts";
import { openUpdateLog } from "./update-log.ts";

const T0 = Date.UTC(2025, 5, 15, 12, 0, 0);
const MIN = 60_000;
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as `0x${string}`;
const update = (partial: Partial<OnChainUpdateRecord> = {}): OnChainUpdateRecord => ({
  layerId: "baseMultiFeed",
  feedId: "ETH",
  timestamp: T0,
  value: 2507.5540574,
  txHash: hash(1),
  blockNumber: 100,
  origin: "simulated",
  ...partial,
});

let dir: string;
let log: UpdateLog;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "devnet-updates-"));
  log = openUpdateLog({ file: ":memory:" });
});
afterEach(() => {
  log.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("openUpdateLog", () => {
  it("round-trips a record exactly", () => {
    const record = update({ value: 0.00000012345, blockNumber: 123_456_789, origin: "relayer" });
    log.record(record);
    expect(log.latest("baseMultiFeed", "ETH")).toEqual(record);
    expect(log.history("baseMultiFeed", "ETH", T0, T0)).toEqual([record]);
  });

  it("ignores replays: the same (layer, feed, time, tx hash) is stored once", () => {
    const batch = [0, 1, 2].map((i) => update({ timestamp: T0 + i * MIN, txHash: hash(i + 1) }));
    log.recordMany(batch);
    log.recordMany(batch);
    log.record(batch[1] as OnChainUpdateRecord);
    expect(log.history("baseMultiFeed", "ETH", 0, Number.POSITIVE_INFINITY)).toEqual(batch);
  });

  it("keeps two different transactions at the same time", () => {
    log.recordMany([update({ txHash: hash(1) }), update({ txHash: hash(2), origin: "manual" })]);
    expect(log.history("baseMultiFeed", "ETH", T0, T0).map((u) => u.txHash)).toEqual([hash(1), hash(2)]);
    expect(log.latest("baseMultiFeed", "ETH")?.txHash).toBe(hash(2));
  });

  it("keeps the newest update as latest, whatever the order of writes", () => {
    log.record(update({ timestamp: T0 + 5 * MIN, value: 2, txHash: hash(5) }));
    log.recordMany([update({ timestamp: T0, value: 1 }), update({ timestamp: T0 + MIN, txHash: hash(3) })]);
    expect(log.latest("baseMultiFeed", "ETH")).toMatchObject({ timestamp: T0 + 5 * MIN, value: 2 });
    expect(log.latest("baseMultiFeed", "BTC")).toBeNull();
    expect(log.latest("otherLayer", "ETH")).toBeNull();
  });

  it("answers history ranges inclusively and ascending, per layer and feed", () => {
    const times = [0, 10, 20, 30, 40].map((m) => T0 + m * MIN);
    log.recordMany([...times].reverse().map((timestamp, i) => update({ timestamp, txHash: hash(i + 1) })));
    log.record(update({ layerId: "otherLayer", timestamp: T0 + 20 * MIN }));
    log.record(update({ feedId: "BTC", timestamp: T0 + 20 * MIN }));
    const range = log.history("baseMultiFeed", "ETH", T0 + 10 * MIN, T0 + 30 * MIN);
    expect(range.map((u) => u.timestamp)).toEqual(times.slice(1, 4));
    expect(log.history("baseMultiFeed", "ETH", T0 + 31 * MIN, T0 + 39 * MIN)).toEqual([]);
    expect(log.history("baseMultiFeed", "ETH", T0 + 30 * MIN, T0 + 10 * MIN)).toEqual([]);
  });

  it("answers the newest update of every feed at or after a time", () => {
    log.recordMany([
      update({ layerId: "a", feedId: "ETH", timestamp: T0 - 2 * MIN }),
      update({ layerId: "a", feedId: "ETH", timestamp: T0 + MIN, txHash: hash(2) }),
      update({ layerId: "a", feedId: "BTC", timestamp: T0 - MIN }),
      update({ layerId: "b", feedId: "ETH", timestamp: T0 }),
    ]);
    const since = log.latestSince(T0).map((u) => [u.layerId, u.feedId, u.timestamp]);
    expect(since).toEqual([
      ["a", "ETH", T0 + MIN],
      ["b", "ETH", T0],
    ]);
    expect(log.latestSince(T0 + 2 * MIN)).toEqual([]);
    expect(log.latestSince(Number.NEGATIVE_INFINITY)).toHaveLength(3);
  });

  it("keeps its rows across close and reopen of a file", () => {
    const file = join(dir, "nested", "updates.sqlite");
    const first = openUpdateLog({ file });
    const rows = [update(), update({ timestamp: T0 + MIN, txHash: hash(2), value: 2508 })];
    first.recordMany(rows);
    first.close();
    const second = openUpdateLog({ file });
    expect(second.history("baseMultiFeed", "ETH", 0, Number.POSITIVE_INFINITY)).toEqual(rows);
    expect(second.latest("baseMultiFeed", "ETH")).toEqual(rows[1]);
    second.record(update({ timestamp: T0 + 2 * MIN, txHash: hash(3) }));
    expect(second.history("baseMultiFeed", "ETH", 0, Number.POSITIVE_INFINITY)).toHaveLength(3);
    second.close();
  });

  it("skips unusable records and answers bad queries with [] or null, never throwing", () => {
    const bad = [
      null,
      {},
      update({ layerId: "" }),
      update({ timestamp: Number.NaN }),
      update({ value: Number.POSITIVE_INFINITY }),
      update({ txHash: "" as `0x${string}` }),
      update({ origin: "nope" as OnChainUpdateRecord["origin"] }),
      update({ blockNumber: -1 }),
    ] as unknown as OnChainUpdateRecord[];
    expect(() => log.recordMany(bad)).not.toThrow();
    expect(() => log.recordMany("nope" as unknown as OnChainUpdateRecord[])).not.toThrow();
    expect(log.latestSince(Number.NEGATIVE_INFINITY)).toEqual([]);
    log.recordMany([...bad, update()]);
    expect(log.latestSince(Number.NEGATIVE_INFINITY)).toHaveLength(1);
    expect(log.history("baseMultiFeed", "ETH", Number.NaN, T0)).toEqual([]);
    expect(log.history(undefined as unknown as string, "ETH", 0, T0)).toEqual([]);
    expect(log.latest(42 as unknown as string, "ETH")).toBeNull();
    expect(log.latestSince(Number.NaN)).toEqual([]);
  });

  it("keeps non-EVM hash text as is and answers EVM hashes in lower case", () => {
    const upper = `0x${"AB".repeat(32)}` as `0x${string}`;
    const solana = "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW";
    log.record(update({ txHash: upper }));
    log.record(update({ layerId: "solanaMultiFeed", txHash: solana as `0x${string}` }));
    expect(log.latest("baseMultiFeed", "ETH")?.txHash).toBe(upper.toLowerCase());
    expect(log.history("solanaMultiFeed", "ETH", T0, T0)[0]?.txHash).toBe(solana);
  });

  it("answers [] and null after close, and close twice is harmless", () => {
    log.record(update());
    log.close();
    log.close();
    expect(log.latest("baseMultiFeed", "ETH")).toBeNull();
    expect(log.history("baseMultiFeed", "ETH", 0, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(log.latestSince(0)).toEqual([]);
    expect(() => log.record(update())).not.toThrow();
  });
});
