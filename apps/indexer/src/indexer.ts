import type { PushFeed } from "@oracle-explorer/api/network-reads";
import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "@oracle-explorer/core/constants";
import {
  ALL_SERVICES,
  applyRetention,
  lastAliveAt,
  lastRoundOf,
  recordGap,
  type Store,
} from "@oracle-explorer/store";
import { type FeedReads, FeedWatcher, type FeedWatcherStatus } from "./feed-watcher.ts";
import { IncidentWatcher, type IncidentWatcherStatus } from "./incident-watcher.ts";
import type { PackageChecks } from "./observe-round.ts";
import {
  type GatewayReads,
  type ServiceSpec,
  ServiceWatcher,
  type WatcherStatus,
} from "./service-watcher.ts";

export interface IndexerOptions {
  store: Store;
  gateway: GatewayReads;
  checks: PackageChecks;
  /** The data services to record, read again every `rosterRefreshMs` (registry and manifests). */
  rosters: () => Promise<ServiceSpec[]>;
  now?: () => number;
  /** After each round's grid time, how long to wait before reading it (the gateway gathers it). */
  readDelayMs: number;
  backfillRounds: number;
  rawRetentionMs: number;
  rosterRefreshMs?: number;
  log?: (line: string) => void;
  /** The push feeds' on-chain updates: read every `everyMs` (one request for all feeds). */
  feeds?: {
    reads: FeedReads;
    /** The push feeds, read again with the services' rosters. */
    roster: () => Promise<PushFeed[]>;
    backfillDays: number;
    everyMs: number;
  };
  /** The incident derivation's settings (INCIDENT_NODE_ROUNDS; the signer threshold; the proofs of reserve). */
  incidents?: {
    nodeRounds: number;
    signersThreshold: number;
    reserves: readonly { id: string; serviceId: string; feedId: string }[];
  };
}

export interface IndexerStatus {
  startedAt: number;
  /** Null until the registry and manifests were read once. */
  services: WatcherStatus[] | null;
  /** Null when the indexer records no push feeds. */
  feeds: FeedWatcherStatus | null;
  incidents: IncidentWatcherStatus;
  lastError: string | null;
}

const RETENTION_EVERY_MS = 15 * 60_000;
const ROSTER_RETRY_MS = 10_000;
/** Incidents are derived every this often (a round), after the round's read. */
const INCIDENT_PASS_MS = 10_000;

/** The start of the grid slot holding `t` (round timestamps are multiples of the interval). */
const gridSlot = (t: number, interval: number) => Math.floor(t / interval) * interval;

/**
 * The indexer: one watcher per data service, each reading the gateway once per round on the
 * service's grid (plus `readDelayMs`), the rosters refreshed now and then, retention applied
 * every 15 minutes. On start it records the time since it was last alive as a gap for every
 * service ("indexer down"); each watcher then reads back what the gateway's history still serves.
 * stop() lets a read in progress finish (its round is committed whole or not at all).
 */
export function createIndexer(options: IndexerOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(`indexer: ${line}`));
  const watchers = new Map<string, ServiceWatcher>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const inFlight = new Set<Promise<void>>();
  let feedWatcher: FeedWatcher | null = null;
  const incidentWatcher = new IncidentWatcher({
    store: options.store,
    now,
    log,
    settings: {
      nodeRounds: options.incidents?.nodeRounds ?? 3,
      signersThreshold: options.incidents?.signersThreshold ?? MANUAL_UPDATE_UNIQUE_SIGNERS,
    },
    reserves: options.incidents?.reserves ?? [],
    services: () =>
      [...watchers.values()].map((watcher) => ({
        spec: watcher.currentSpec,
        lastRound: watcher.status.lastRound,
        recentRounds: () => watcher.recentRounds(),
      })),
    feeds: () => feedWatcher?.incidentState() ?? null,
    feedReadEveryMs: options.feeds?.everyMs ?? 10_000,
  });
  feedWatcher = options.feeds
    ? new FeedWatcher({
        store: options.store,
        reads: options.feeds.reads,
        recentRounds: (serviceId) => watchers.get(serviceId)?.recentRounds() ?? [],
        now,
        backfillDays: options.feeds.backfillDays,
        log,
        onRecorded: (updates) => incidentWatcher.feedUpdatesRecorded(updates),
      })
    : null;
  const status: IndexerStatus = {
    startedAt: now(),
    services: null,
    feeds: feedWatcher?.status ?? null,
    incidents: incidentWatcher.status,
    lastError: null,
  };
  let running = false;

  function later(delay: number, task: () => Promise<void> | void): void {
    if (!running) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (!running) return;
        const work = Promise.resolve()
          .then(task)
          .catch((error) => {
            status.lastError = error instanceof Error ? error.message : String(error);
            log(`failed: ${status.lastError}`);
          });
        inFlight.add(work);
        void work.finally(() => inFlight.delete(work));
      },
      Math.max(0, delay),
    );
    timers.add(timer);
  }

  function scheduleRead(serviceId: string): void {
    const watcher = watchers.get(serviceId);
    if (!watcher) return;
    const interval = watcher.intervalMs;
    const t = now();
    const next = gridSlot(t - options.readDelayMs, interval) + interval + options.readDelayMs;
    later(next - t, async () => {
      try {
        await watcher.read();
      } finally {
        scheduleRead(serviceId);
      }
    });
  }

  /** Reads the rosters and starts a watcher per new service; again later, sooner after a failure. */
  async function refreshRosters(): Promise<void> {
    let again = options.rosterRefreshMs ?? 5 * 60_000;
    try {
      for (const spec of await options.rosters()) {
        const held = watchers.get(spec.serviceId);
        if (held) {
          held.update(spec);
          continue;
        }
        const watcher = new ServiceWatcher(
          spec,
          { ...options, now, log },
          await lastRoundOf(options.store.db, spec.serviceId),
        );
        watchers.set(spec.serviceId, watcher);
        scheduleRead(spec.serviceId);
      }
      status.services = [...watchers.values()].map((watcher) => watcher.status);
      if (feedWatcher && options.feeds) feedWatcher.setFeeds(await options.feeds.roster());
    } catch (error) {
      status.lastError = `registry or manifests: ${error instanceof Error ? error.message : String(error)}`;
      log(status.lastError);
      again = ROSTER_RETRY_MS;
    } finally {
      // Whatever failed, the indexer keeps trying: a stopped timer would end the record silently.
      later(again, refreshRosters);
    }
  }

  /** The feeds' pass on its own clock: a slow read-back never holds a service's round. */
  async function readFeeds(): Promise<void> {
    try {
      if (feedWatcher && status.feeds !== null && status.feeds.feeds > 0) await feedWatcher.read();
    } finally {
      later(options.feeds?.everyMs ?? 10_000, readFeeds);
    }
  }

  /** The incidents' pass on its own clock, after the rounds it derives from were read. */
  async function deriveIncidents(): Promise<void> {
    try {
      await incidentWatcher.pass();
    } finally {
      later(INCIDENT_PASS_MS, deriveIncidents);
    }
  }

  async function retention(): Promise<void> {
    try {
      const result = await applyRetention(options.store.db, now(), options.rawRetentionMs);
      if (result.rawRounds + result.rollups + result.feedUpdates + result.incidents > 0) {
        log(
          `retention: ${result.rawRounds} raw rows, ${result.rollups} roll-up rows, ${result.feedUpdates} feed updates and ${result.incidents} incidents past their window`,
        );
      }
    } finally {
      later(RETENTION_EVERY_MS, retention);
    }
  }

  return {
    status,
    async start(): Promise<void> {
      running = true;
      const alive = await lastAliveAt(options.store.db);
      const t = now();
      // Down for more than a round: nobody observed that stretch (the watchers read back what
      // the gateway's history still serves, and say what it does not).
      if (alive !== null && t - alive > options.readDelayMs + 10_000) {
        await recordGap(
          options.store.db,
          { serviceId: ALL_SERVICES, from: alive, to: t, reason: "indexer down" },
          0,
        );
        log(`down since ${new Date(alive).toISOString()}: recorded as a gap`);
      }
      await refreshRosters();
      // In the background: a first retention over a large store must not hold the start.
      later(0, retention);
      if (feedWatcher) later(options.readDelayMs, readFeeds);
      later(options.readDelayMs + 1_000, deriveIncidents);
    },
    async stop(): Promise<void> {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type Indexer = ReturnType<typeof createIndexer>;
