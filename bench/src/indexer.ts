import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createApiContext,
  pointValue,
  pushFeeds,
  recoverSigner,
  serviceRosters,
} from "@oracle-explorer/api/network-reads";
import { readProductConfig } from "@oracle-explorer/core/config";
import { bucketOf, DAY_MS, HOUR_MS } from "@oracle-explorer/core/history";
import { FeedWatcher, ServiceWatcher } from "@oracle-explorer/indexer";
import { openStore, readNodeScorecard, recordRound, type Store } from "@oracle-explorer/store";
import { sql } from "kysely";
import { median } from "./browser.ts";
import { processUsage } from "./live.ts";

/**
 * The `indexer` measure, on the stack's world (the recorded 890-feed one with DEVNET_WORLD=recorded):
 *  (a) keep-up: the stack's own indexer over a minute of 10 s rounds: its CPU and the rows it wrote;
 *  (b) replay: past rounds read back from the devnet's gateway history as fast as it serves them,
 *      into a fresh SQLite store: rows written per second and the store's bytes per round, hence
 *      its growth per simulated day (8,640 rounds of every service), plus a day of every push
 *      feed's on-chain updates read back from the provider's history (the devnet's last day);
 *  (c) query: a node scorecard over a store holding 7 days (48 h raw, the rest hourly and daily, as
 *      retention leaves it), p50 and p95 of readNodeScorecard.
 */

export interface IndexerReport {
  keepUp: {
    seconds: number;
    cpuPercent: number;
    rowsPerSecond: number;
    roundsRecorded: number;
    services: number;
  };
  replay: {
    rounds: number;
    services: number;
    seconds: number;
    rowsPerSecond: number;
    /** Rows each further round adds (every service). */
    rowsPerRound: number;
    /** Store bytes each further round adds (every service). */
    bytesPerRound: number;
    /** On-chain updates of a day (every push feed) and the bytes they add. */
    feedUpdatesPerDay: number;
    feedMbPerDay: number;
    /** Rounds and feed updates together. */
    mbPerDay: number;
  };
  query: { nodes: number; feeds: number; rawRounds: number; calls: number; p50Ms: number; p95Ms: number };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const I = 10_000;

/** Rows in the store's tables (a SQLite file another process writes: opened read only). */
async function rowCount(store: Store): Promise<number> {
  let total = 0;
  for (const table of [
    "history_round",
    "history_node_round",
    "history_node_hour",
    "history_node_hour_dev",
    "history_feed_day_dev",
    "history_feed_update",
  ] as const) {
    const row = await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    total += Number(row?.n ?? 0);
  }
  return total;
}

interface IndexerHealth {
  services: { lastRound: number | null }[] | null;
  feeds: { feeds: number; inSync: number } | null;
}

/**
 * Until every service has a recorded round (the first reads sign cold on the devnet) and every
 * push feed's day was read back: keep-up is measured on a caught-up indexer.
 */
async function firstRounds(healthUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const health = (await (await fetch(healthUrl)).json()) as IndexerHealth;
    const services = health.services ?? [];
    const feedsDone =
      health.feeds === null || (health.feeds.feeds > 0 && health.feeds.inSync === health.feeds.feeds);
    if (services.length > 0 && services.every((service) => service.lastRound !== null) && feedsDone) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error("the indexer recorded no round of some service, or read back no feed, in 2 minutes");
}

/** (a) The stack's indexer over `seconds`, from its first round of every service on. */
export async function measureKeepUp(
  storeFile: string,
  healthUrl: string,
  indexerPid: number,
  seconds = 60,
): Promise<IndexerReport["keepUp"]> {
  await firstRounds(healthUrl);
  const store = await openStore(`sqlite:${storeFile}`, { writer: false });
  if (!store) throw new Error(`no store at ${storeFile}`);
  try {
    const roundsBefore = await store.db
      .selectFrom("history_round")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    const rowsBefore = await rowCount(store);
    const cpuBefore = processUsage(indexerPid).cpuS;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const cpuAfter = processUsage(indexerPid).cpuS;
    const rowsAfter = await rowCount(store);
    const roundsAfter = await store.db
      .selectFrom("history_round")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    const services = await store.db.selectFrom("history_service").select("service_id").execute();
    return {
      seconds,
      cpuPercent: round1(((cpuAfter - cpuBefore) / seconds) * 100),
      rowsPerSecond: round1((rowsAfter - rowsBefore) / seconds),
      roundsRecorded: Number(roundsAfter?.n) - Number(roundsBefore?.n),
      services: services.length,
    };
  } finally {
    await store.close();
  }
}

/** Bytes the SQLite store holds: its pages in use, after the WAL is folded in. */
async function storeBytes(store: Store): Promise<number> {
  await sql`pragma wal_checkpoint(truncate)`.execute(store.db);
  const pages = await sql<{ page_count: number }>`pragma page_count`.execute(store.db);
  const free = await sql<{ freelist_count: number }>`pragma freelist_count`.execute(store.db);
  const size = await sql<{ page_size: number }>`pragma page_size`.execute(store.db);
  return (
    (Number(pages.rows[0]?.page_count) - Number(free.rows[0]?.freelist_count)) *
    Number(size.rows[0]?.page_size)
  );
}

/**
 * (b) Past rounds of every service read back from the devnet's gateway history into a fresh store,
 * in two halves: the first also creates the day's per-feed histograms and the hour's rows (a cost
 * once per day or hour), the second shows what each further round adds. A day is then the first
 * part once plus 8,640 rounds at the marginal cost: the raw tier at its steady size is 48 h of that.
 */
export async function measureReplay(devnetUrl: string, rounds = 20): Promise<IndexerReport["replay"]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-indexer-"));
  const store = (await openStore(`sqlite:${join(dir, "history.sqlite")}`, { writer: true })) as Store;
  try {
    const ctx = createApiContext(readProductConfig({ DEVNET_URL: devnetUrl }), {
      timeouts: { small: 30_000, large: 30_000 },
    });
    const rosters = await serviceRosters(ctx);
    const newest = Math.floor(Date.now() / I) * I - I;
    const half = Math.max(2, Math.floor(rounds / 2));
    const first = newest - 2 * half * I;
    /** Reads back the rounds (from, to] of every service. */
    const replay = async (from: number, to: number) => {
      for (const roster of rosters) {
        const watcher = new ServiceWatcher(
          roster,
          {
            store,
            gateway: {
              latest: (serviceId, feedIds) => ctx.upstreams.gatewayHistorical(serviceId, to, feedIds),
              historical: (serviceId, timestamp, feedIds) =>
                ctx.upstreams.gatewayHistorical(serviceId, timestamp, feedIds),
            },
            checks: { recover: (pkg) => recoverSigner(pkg).recovered, valueOf: pointValue },
            now: Date.now,
            backfillRounds: half,
            log: () => undefined,
          },
          from,
        );
        await watcher.read();
      }
    };
    const started = performance.now();
    await replay(first, first + half * I);
    const primed = await storeBytes(store);
    const rowsPrimed = await rowCount(store);
    await replay(first + half * I, newest);
    const seconds = (performance.now() - started) / 1000;
    const rows = await rowCount(store);
    const roundsBytes = await storeBytes(store);
    const marginal = (roundsBytes - primed) / half;
    // A day of every push feed's updates, as the indexer reads back a feed it never recorded.
    const feeds = new FeedWatcher({
      store,
      reads: {
        answers: async () => (await ctx.upstreams.feedsAnswers()).answers,
        history: (layerId, feedId, days) => ctx.upstreams.onChainUpdates(feedId, layerId, days),
      },
      recentRounds: () => [],
      now: Date.now,
      backfillDays: 1,
      log: () => undefined,
    });
    feeds.setFeeds(await pushFeeds(ctx));
    await feeds.read();
    const feedBytes = (await storeBytes(store)) - roundsBytes;
    const feedUpdatesPerDay = feeds.status.updatesReadBack;
    return {
      rounds: 2 * half,
      services: rosters.length,
      seconds: round1(seconds),
      rowsPerSecond: round1(rows / seconds),
      rowsPerRound: Math.round((rows - rowsPrimed) / half),
      bytesPerRound: Math.round(marginal),
      feedUpdatesPerDay,
      feedMbPerDay: round1(feedBytes / 1e6),
      mbPerDay: round1((primed + marginal * (DAY_MS / I) + feedBytes) / 1e6),
    };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** (c) Scorecard reads over a store shaped like 7 days of one data service. */
export async function measureScorecardQuery(
  nodes = 5,
  feeds = 220,
  calls = 200,
): Promise<IndexerReport["query"]> {
  const dir = mkdtempSync(join(tmpdir(), "bench-scorecard-"));
  const store = (await openStore(`sqlite:${join(dir, "history.sqlite")}`, { writer: true })) as Store;
  try {
    const now = Math.floor(Date.now() / I) * I;
    const nodeIds = Array.from({ length: nodes }, (_, i) => `0x${String(i + 1).padStart(40, "0")}`);
    const feedIds = Array.from({ length: feeds }, (_, i) => `FEED${i}`);
    const deviation = (node: number, feed: number, k: number) => ((node * 31 + feed * 7 + k) % 40) * 0.25;
    // Days 3..7: what retention leaves of them, hourly node rows and histograms, daily feed histograms.
    const rawFrom = now - 48 * HOUR_MS;
    for (let hour = Math.floor((now - 7 * DAY_MS) / HOUR_MS) * HOUR_MS; hour < rawFrom; hour += HOUR_MS) {
      await store.db
        .insertInto("history_node_hour")
        .values(
          nodeIds.map((node, n) => ({
            service_id: "bench",
            node,
            hour_ts: hour,
            expected: 360,
            signed: 360 - (n % 3),
            late: n % 2,
            invalid: 0,
          })),
        )
        .execute();
      await store.db
        .insertInto("history_node_hour_dev")
        .values(
          nodeIds.flatMap((node, n) =>
            [0, 1, 2, 3].map((b) => ({
              service_id: "bench",
              node,
              hour_ts: hour,
              bucket: b + n,
              count: 90 * feeds,
              max_bp: b + n,
            })),
          ),
        )
        .execute();
    }
    for (
      let day = Math.floor((now - 7 * DAY_MS) / DAY_MS) * DAY_MS;
      day < Math.floor(rawFrom / DAY_MS) * DAY_MS;
      day += DAY_MS
    ) {
      for (const [n, node] of nodeIds.entries()) {
        await store.db
          .insertInto("history_feed_day_dev")
          .values(
            feedIds.map((feed, f) => ({
              service_id: "bench",
              node,
              feed_id: feed,
              day_ts: day,
              bucket: bucketOf(deviation(n, f, 0)),
              count: 8640,
              max_bp: deviation(n, f, 0),
            })),
          )
          .execute();
      }
    }
    // The raw 48 h, as the indexer writes them (one node misses a round in 50).
    let rawRounds = 0;
    for (let roundTs = rawFrom; roundTs < now; roundTs += I, rawRounds++) {
      await recordRound(store.db, {
        serviceId: "bench",
        intervalMs: I,
        roundTs,
        seenAt: roundTs + 1_500,
        live: true,
        registeredNodes: nodeIds,
        packages: nodeIds
          .filter((_, n) => n !== 1 || rawRounds % 50 !== 0)
          .map((node, n) => ({
            node,
            roundTs,
            feeds,
            invalidFeeds: [],
            deviationsBp: new Map(feedIds.map((feed, f) => [feed, deviation(n, f, rawRounds)])),
          })),
      });
    }
    const samples: number[] = [];
    for (let call = 0; call < calls; call++) {
      const started = performance.now();
      await readNodeScorecard(store.db, {
        serviceId: "bench",
        node: nodeIds[call % nodes] as string,
        now,
        rawRetentionMs: 48 * HOUR_MS,
      });
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return {
      nodes,
      feeds,
      rawRounds,
      calls,
      p50Ms: round1(median(samples)),
      p95Ms: round1(samples[Math.floor(samples.length * 0.95)] ?? Number.NaN),
    };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
