import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DataPackagesResponse } from "@oracle-explorer/core/schemas";
import { lastRoundOf, openStore, type Store } from "@oracle-explorer/store";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIndexer } from "./indexer.ts";

const I = 10_000;
const SPEC = { serviceId: "svc", intervalMs: I, nodes: ["0xa"], feedIds: ["ETH"] };

const answer = (ts: number): DataPackagesResponse => ({
  ETH: [
    {
      dataPackageId: "ETH",
      timestampMilliseconds: ts,
      signature: "ok",
      signerAddress: "0xa",
      dataPoints: [{ dataFeedId: "ETH", value: 1 }],
    },
  ],
});

describe("the indexer's timers", () => {
  let dir: string;
  let store: Store;

  beforeEach(async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 0, 0, 5), toFake: ["setTimeout", "clearTimeout", "Date"] });
    dir = mkdtempSync(join(tmpdir(), "indexer-timers-"));
    store = (await openStore(`sqlite:${join(dir, "h.sqlite")}`, { writer: true })) as Store;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a registry that fails at start is asked again, and the service is recorded once it answers", async () => {
    const rosters = vi
      .fn<() => Promise<(typeof SPEC)[]>>()
      .mockRejectedValueOnce(new Error("registry: HTTP 503"))
      .mockResolvedValue([SPEC]);
    const indexer = createIndexer({
      store,
      gateway: {
        latest: async () => answer(Math.floor((Date.now() - 500) / I) * I),
        historical: async (_s, ts) => answer(ts),
      },
      checks: { recover: (p) => p.signerAddress, valueOf: (p) => Number(p.value) },
      rosters,
      readDelayMs: 500,
      backfillRounds: 10,
      rawRetentionMs: 48 * 3_600_000,
      log: () => undefined,
    });
    await indexer.start();
    expect(indexer.status).toMatchObject({
      services: null,
      lastError: "registry or manifests: registry: HTTP 503",
    });
    // The retry (10 s), then the service's next round read on its grid.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(rosters).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * I);
    expect(await lastRoundOf(store.db, "svc")).not.toBeNull();
    expect(indexer.status.services?.[0]).toMatchObject({ serviceId: "svc", lastError: null });
    await indexer.stop();
  });
});
