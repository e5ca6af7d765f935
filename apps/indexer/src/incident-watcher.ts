import {
  DAY_MS,
  dayOf,
  deviationIncidents,
  feedSubject,
  type Incident,
  type IncidentFeed,
  LATE_UPDATE_LAG_MS,
  type RoundIncidentSettings,
  RoundIncidentTracker,
  type RoundTrackerState,
  staleIncident,
  type UpdatePoint,
} from "@oracle-explorer/core/history";
import {
  type FeedUpdateInput,
  feedKey,
  incidentCursor,
  openIncidents,
  readFeedUpdates,
  readFlaggedFeedUpdates,
  readRoundSigners,
  type Store,
  writeIncidents,
} from "@oracle-explorer/store";
import type { RoundMedians } from "./observe-round.ts";
import type { ServiceSpec } from "./service-watcher.ts";

/** A recorded data service as the incident derivation sees it. */
export interface IncidentService {
  spec: ServiceSpec;
  /** The newest round recorded for it; null before any. */
  lastRound: number | null;
  /** The signed medians of its recent rounds (the service watcher's memory), oldest first. */
  recentRounds: () => readonly { roundTs: number; medians: RoundMedians }[];
}

/** The push feeds as the feed watcher holds them. */
export interface IncidentFeedState {
  feeds: ReadonlyMap<string, IncidentFeed>;
  /** Each feed's newest recorded update. */
  last: ReadonlyMap<string, UpdatePoint>;
  /** Feeds whose record is complete (read back), so a silence is the chain's, not the indexer's. */
  synced: ReadonlySet<string>;
  /** The last successful read of every feed's answer; null before one. */
  lastReadAt: number | null;
}

export interface IncidentWatcherOptions {
  store: Store;
  now: () => number;
  log: (line: string) => void;
  settings: Omit<RoundIncidentSettings, "reserves">;
  /** Proofs of reserve: the data service and feed whose signed value is the ratio. */
  reserves: readonly { id: string; serviceId: string; feedId: string }[];
  services: () => readonly IncidentService[];
  feeds: () => IncidentFeedState | null;
  /** How often the feeds' answers are read: a read older than three of these tells nothing now. */
  feedReadEveryMs: number;
}

export interface IncidentWatcherStatus {
  /** Incidents written (opened, grown or ended) since start. */
  written: number;
  ongoing: number;
  lastPassAt: number | null;
  lastError: string | null;
}

/**
 * A round's packages may come in late (the gateway serves a node's package of an older round in
 * a later answer): rounds are derived once this many newer ones are recorded.
 */
const SETTLE_ROUNDS = 3;
/** Rounds read per batch, and batches per pass: a catch-up over a large store yields between passes. */
const ROUND_BATCH = 1_000;
const BATCHES_PER_PASS = 10;
/** On start, feed updates this far back are derived again: what a crash between two writes lost. */
const FEED_RECONCILE_MS = 2 * DAY_MS;

const cursorSource = (serviceId: string) => `rounds:${serviceId}`;

/**
 * Derives the incidents from what the indexer recorded and writes them (core's derivations, the
 * store's writeIncidents). Rounds are read from the store after a cursor stored with the
 * derivation's state, in the same transaction as the incidents, so a restart goes on exactly
 * where the last pass stopped. Feed incidents come from the recorded updates (feedUpdatesRecorded,
 * right after each write of the feed watcher; again over the last two days on start) and, for a
 * feed still waiting for its update, from its newest update and the clock (pass()).
 */
export class IncidentWatcher {
  readonly status: IncidentWatcherStatus = { written: 0, ongoing: 0, lastPassAt: null, lastError: null };
  private readonly trackers = new Map<string, { tracker: RoundIncidentTracker; at: number | null }>();
  /** Open feed-stale incidents by subject. */
  private readonly openStale = new Map<string, Incident>();
  private started = false;
  private feedsReconciled = false;

  constructor(private readonly options: IncidentWatcherOptions) {}

  private async write(incidents: readonly Incident[], cursor?: Parameters<typeof writeIncidents>[3]) {
    if (incidents.length === 0 && !cursor) return;
    const changes = await writeIncidents(this.options.store.db, incidents, this.options.now(), cursor);
    this.status.written += changes.length;
    for (const { incident, change } of changes) {
      if (change === "opened") this.options.log(`incident opened: ${incident.id}`);
      if (change === "ended") this.options.log(`incident ended: ${incident.id}`);
    }
  }

  /** Loads the open stale incidents, once. */
  private async start(): Promise<void> {
    for (const held of await openIncidents(this.options.store.db, ["feed-stale"])) {
      this.openStale.set(held.subject, held);
    }
  }

  /**
   * Derives the recent feed updates again (idempotent), once the feed watcher holds its feeds:
   * what a crash between storing updates and deriving their incidents left underived.
   */
  private async reconcileFeeds(): Promise<void> {
    const flagged = await readFlaggedFeedUpdates(
      this.options.store.db,
      this.options.now() - FEED_RECONCILE_MS,
      LATE_UPDATE_LAG_MS,
    );
    await this.feedUpdatesRecorded(flagged);
  }

  /**
   * Updates the feed watcher just stored: a heartbeat missed gives the stale stretch before it
   * (its id is the one an ongoing incident of that wait already has, so that one ends); a
   * deviation update past its threshold or late grows its feed's incident of that UTC day.
   */
  async feedUpdatesRecorded(updates: readonly FeedUpdateInput[]): Promise<void> {
    const state = this.options.feeds();
    if (!state || updates.length === 0) return;
    const now = this.options.now();
    const incidents: Incident[] = [];
    const deviationDays = new Map<string, { feed: IncidentFeed; day: number }>();
    for (const update of updates) {
      const feed = state.feeds.get(feedKey(update.layerId, update.feedId));
      if (!feed) continue;
      if (update.heartbeatMissed && update.sincePreviousMs !== null) {
        const stale = staleIncident(
          feed,
          { at: update.at - update.sincePreviousMs, value: 0 },
          now,
          update.at,
        );
        if (stale) {
          incidents.push(stale);
          if (this.openStale.get(stale.subject)?.id === stale.id) this.openStale.delete(stale.subject);
        }
      }
      if (
        update.trigger === "deviation" &&
        (update.beyondThreshold || (update.lagMs ?? 0) > LATE_UPDATE_LAG_MS)
      ) {
        const day = dayOf(update.at);
        deviationDays.set(`${feedKey(update.layerId, update.feedId)} ${day}`, { feed, day });
      }
    }
    // The day's incident is derived from all its recorded updates, so its figures are the day's.
    for (const { feed, day } of deviationDays.values()) {
      const dayUpdates = await readFeedUpdates(this.options.store.db, {
        layerId: feed.layerId,
        feedId: feed.feedId,
        from: day,
        to: day + DAY_MS - 1,
      });
      incidents.push(...deviationIncidents(feed, dayUpdates));
    }
    await this.write(incidents);
  }

  /** One pass: every service's new rounds, then the feeds waiting for an update. */
  async pass(): Promise<void> {
    try {
      if (!this.started) {
        await this.start();
        this.started = true;
      }
      if (!this.feedsReconciled && this.options.feeds() !== null) {
        await this.reconcileFeeds();
        this.feedsReconciled = true;
      }
      for (const service of this.options.services()) await this.roundsOf(service);
      await this.staleFeeds();
      this.status.lastError = null;
    } catch (error) {
      this.status.lastError = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      this.status.lastPassAt = this.options.now();
      this.status.ongoing = (await openIncidents(this.options.store.db).catch(() => [])).length;
    }
  }

  private async roundsOf({ spec, lastRound, recentRounds }: IncidentService): Promise<void> {
    if (lastRound === null) return;
    const { db } = this.options.store;
    let held = this.trackers.get(spec.serviceId);
    if (!held) {
      const cursor = await incidentCursor(db, cursorSource(spec.serviceId));
      const settings = {
        ...this.options.settings,
        reserves: this.options.reserves.filter((reserve) => reserve.serviceId === spec.serviceId),
      };
      held = {
        tracker: new RoundIncidentTracker(
          spec.serviceId,
          spec.intervalMs,
          settings,
          (cursor?.state as RoundTrackerState | undefined) ?? null,
        ),
        at: cursor?.at ?? null,
      };
      this.trackers.set(spec.serviceId, held);
    }
    const until = lastRound - SETTLE_ROUNDS * spec.intervalMs;
    const medians = new Map(recentRounds().map((round) => [round.roundTs, round.medians]));
    for (let batch = 0; batch < BATCHES_PER_PASS; batch++) {
      const rounds = await readRoundSigners(db, {
        serviceId: spec.serviceId,
        after: held.at ?? 0,
        until,
        limit: ROUND_BATCH,
      });
      const last = rounds.at(-1);
      if (!last) return;
      const incidents: Incident[] = [];
      for (const round of rounds) {
        incidents.push(
          ...held.tracker.observe({ ...round, medians: medians.get(round.roundTs) }, spec.nodes),
        );
      }
      await this.write(incidents, {
        source: cursorSource(spec.serviceId),
        at: last.roundTs,
        state: held.tracker.state(),
      });
      held.at = last.roundTs;
      if (rounds.length < ROUND_BATCH) return;
    }
  }

  /**
   * Feeds past their deadline and grace with no update: an ongoing incident from the deadline.
   * Only while the feeds' answers are read (a silence of the provider is not the feed's), and only
   * for feeds whose record is complete. An open one whose feed has moved on ends at the first
   * update after its wait, whatever that update's classification (its triggers may have changed).
   */
  private async staleFeeds(): Promise<void> {
    const state = this.options.feeds();
    if (!state) return;
    const now = this.options.now();
    const incidents: Incident[] = [];
    for (const [subject, open] of this.openStale) {
      const [layerId, ...rest] = subject.slice("feed:".length).split("/");
      const feedId = rest.join("/");
      const last = state.last.get(feedKey(layerId as string, feedId));
      const waitedAfter = open.detail.lastUpdateAt ?? open.startedAt;
      if (!last || last.at <= waitedAfter) continue;
      const [next] = await readFeedUpdates(this.options.store.db, {
        layerId: layerId as string,
        feedId,
        from: waitedAfter + 1,
        to: last.at,
      });
      incidents.push({ ...open, endedAt: next?.at ?? last.at });
      this.openStale.delete(subject);
    }
    const reading = state.lastReadAt !== null && now - state.lastReadAt <= 3 * this.options.feedReadEveryMs;
    if (reading) {
      for (const [key, feed] of state.feeds) {
        const last = state.last.get(key);
        if (!last || !state.synced.has(key)) continue;
        const stale = staleIncident(feed, last, now);
        if (!stale) continue;
        const subject = feedSubject(feed.layerId, feed.feedId);
        if (this.openStale.get(subject)?.id === stale.id) continue;
        this.openStale.set(subject, stale);
        incidents.push(stale);
      }
    }
    await this.write(incidents);
  }
}
