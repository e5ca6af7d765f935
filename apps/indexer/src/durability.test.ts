import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore, type Store } from "@oracle-explorer/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, INDEXER_ENTRY, startChild, startTestDevnet, waitFor } from "./test/stack.ts";

const SERVICE = "redstone-primary-prod";
const I = 10_000;

/**
 * Killed with SIGKILL in the middle of a round and started again: no round the gateway still
 * serves is lost (the missed ones are read back from its history), none is stored twice, and the
 * time it was down is recorded as a gap. The push feeds' on-chain updates of the downtime are read
 * back from the provider's history: the store holds each one the provider serves, once.
 */
describe("the indexer survives SIGKILL", () => {
  let devnet: Awaited<ReturnType<typeof startTestDevnet>>;
  let dir: string;
  let store: Store;
  let env: NodeJS.ProcessEnv;
  const children: ReturnType<typeof startChild>[] = [];

  beforeAll(async () => {
    devnet = await startTestDevnet();
    dir = mkdtempSync(join(tmpdir(), "indexer-durability-"));
    env = {
      DEVNET_URL: devnet.url,
      STORE_URL: `sqlite:${join(dir, "history.sqlite")}`,
      INDEXER_PORT: String(await freePort()),
      INDEXER_READ_DELAY_MS: "500",
      INDEXER_FEED_BACKFILL_DAYS: "1",
    };
  });
  afterAll(async () => {
    for (const child of children) await child.stop("SIGKILL");
    await store?.close();
    await devnet.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const roundsOf = async () =>
    (
      await store.db
        .selectFrom("history_round")
        .select(["round_ts", "live"])
        .where("service_id", "=", SERVICE)
        .orderBy("round_ts")
        .execute()
    ).map((row) => ({ round: Number(row.round_ts), live: Number(row.live) }));

  it("reads back the rounds it missed, stores none twice, and records the downtime as a gap", async () => {
    const first = startChild(INDEXER_ENTRY, Number(env.INDEXER_PORT), env);
    children.push(first);
    await first.healthy("/health");
    store = (await openStore(env.STORE_URL as string, { writer: false })) as Store;
    await waitFor(async () => ((await roundsOf()).length >= 3 ? true : undefined), 60_000, "three rounds");

    // Mid-round: just after a read began (grid + 500 ms read delay + a little), 9.35 s before a
    // minute: the devnet's simulated relayer checks every feed a few seconds after each minute,
    // so the 25 s down always hold on-chain updates to read back.
    const now = Date.now();
    const minute = 60_000;
    let next = Math.floor(now / minute) * minute + 50_650;
    if (next < now + 1_000) next += minute;
    await new Promise((resolve) => setTimeout(resolve, next - now));
    await first.stop("SIGKILL");
    const killedAt = Date.now();

    // Down for two to three rounds, then started again on the same store.
    await new Promise((resolve) => setTimeout(resolve, 25_000));
    const second = startChild(INDEXER_ENTRY, Number(env.INDEXER_PORT), env);
    children.push(second);
    await second.healthy("/health");
    const restartedAt = Date.now();
    await waitFor(
      async () =>
        (await roundsOf()).some((r) => r.round > restartedAt + I && r.live === 1) ? true : undefined,
      60_000,
      "a live round after the restart",
    );
    await second.stop("SIGTERM");
    const stoppedAt = Date.now();

    const rounds = await roundsOf();
    // Every 10 s from the first round to the last: none lost.
    const steps = rounds.slice(1).map((r, i) => r.round - (rounds[i] as { round: number }).round);
    expect(new Set(steps)).toEqual(new Set([I]));
    // The rounds of the downtime were read back (not live); none is stored twice (the keys say so).
    const readBack = rounds.filter((r) => r.live === 0).map((r) => r.round);
    expect(readBack.length).toBeGreaterThanOrEqual(2);
    for (const round of readBack) {
      expect(round).toBeGreaterThan(killedAt - 2 * I);
      expect(round).toBeLessThan(restartedAt + I);
    }
    const nodeRows = await store.db
      .selectFrom("history_node_round")
      .select((eb) => [eb.fn.countAll<number>().as("n")])
      .where("service_id", "=", SERVICE)
      .executeTakeFirst();
    const pairs = await store.db
      .selectFrom("history_node_round")
      .select(["node", "round_ts"])
      .distinct()
      .where("service_id", "=", SERVICE)
      .execute();
    expect(Number(nodeRows?.n)).toBe(pairs.length);
    const gaps = await store.db
      .selectFrom("history_gap")
      .selectAll()
      .where("reason", "=", "indexer down")
      .execute();
    expect(gaps).toHaveLength(1);
    expect(Number(gaps[0]?.from_ts)).toBeLessThanOrEqual(killedAt);
    expect(Number(gaps[0]?.to_ts)).toBeGreaterThanOrEqual(restartedAt - 5_000);

    // Every recorded feed: each update the provider serves, from the first recorded to the last
    // pass before the stop, is in the store (the keys make "once" hold by construction), the
    // ones of the downtime included.
    const feeds = await store.db
      .selectFrom("history_feed_update")
      .select((eb) => ["layer_id", "feed_id", eb.fn.min("updated_at").as("first")])
      .groupBy(["layer_id", "feed_id"])
      .execute();
    expect(feeds.length).toBeGreaterThan(10);
    // The provider's day has moved on since the first read back: compare the part both hold.
    const dayStart = Date.now() - 24 * 3_600_000 + 60_000;
    let duringDowntime = 0;
    for (const feed of feeds) {
      const from = Math.max(Number(feed.first), dayStart);
      const to = stoppedAt - 2 * I;
      const url = `${devnet.url}/api/on-chain-updates?dataFeedId=${encodeURIComponent(feed.feed_id)}&adapterName=${encodeURIComponent(feed.layer_id)}&daysRange=1`;
      const served = (
        (await (await fetch(url)).json()) as { onChainUpdates: { timestamp: number }[] }
      ).onChainUpdates
        .map((update) => update.timestamp)
        .filter((at) => at >= from && at <= to);
      const stored = (
        await store.db
          .selectFrom("history_feed_update")
          .select("updated_at")
          .where("layer_id", "=", feed.layer_id)
          .where("feed_id", "=", feed.feed_id)
          .where("updated_at", ">=", from)
          .where("updated_at", "<=", to)
          .orderBy("updated_at")
          .execute()
      ).map((row) => Number(row.updated_at));
      expect(stored, `${feed.layer_id}/${feed.feed_id}`).toEqual(served);
      duringDowntime += served.filter((at) => at > killedAt && at < restartedAt).length;
    }
    expect(duringDowntime, "on-chain updates while the indexer was down").toBeGreaterThan(0);
  }, 180_000);
});
