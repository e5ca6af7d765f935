import type { PushFeed } from "@oracle-explorer/api/network-reads";
import {
  classifyUpdate,
  DAY_MS,
  deviationBp,
  isBeyondThreshold,
  overshootToleranceBp,
  type UpdatePoint,
} from "@oracle-explorer/core/history";
import type { FeedsAnswers } from "@oracle-explorer/core/schemas";
import {
  type FeedUpdateInput,
  feedKey,
  lastFeedUpdates,
  recordFeedUpdates,
  type Store,
} from "@oracle-explorer/store";
import type { IncidentFeedState } from "./incident-watcher.ts";
import type { RoundMedians } from "./observe-round.ts";

/** The provider api's two reads of on-chain updates (contracts c and e), as the api makes them. */
export interface FeedReads {
  /** Every feed's last on-chain update (of the last 24 h). */
  answers(): Promise<FeedsAnswers>;
  /** A feed's updates over the last `daysRange` days, ascending. */
  history(
    layerId: string,
    feedId: string,
    daysRange: number,
  ): Promise<{ timestamp: number; value: number; txHash: string }[]>;
}

/** The signed rounds the service watchers hold (medians per feed), oldest first. */
export type RecentRounds = (serviceId: string) => readonly { roundTs: number; medians: RoundMedians }[];

export interface FeedWatcherOptions {
  store: Store;
  reads: FeedReads;
  recentRounds: RecentRounds;
  now: () => number;
  /** Days of history a feed never recorded is read back over (the provider keeps 30). */
  backfillDays: number;
  log: (line: string) => void;
  /** Told of every batch of updates once stored (the incident derivation); its failure is logged, not retried. */
  onRecorded?: (updates: readonly FeedUpdateInput[]) => Promise<void>;
}

export interface FeedWatcherStatus {
  feeds: number;
  /** Feeds whose history has been read back: their record is complete from then on. */
  inSync: number;
  updatesRecorded: number;
  updatesReadBack: number;
  lastReadAt: number | null;
  lastError: string | null;
}

/** Read-backs at once: the provider is one host, the live one rate-limited. */
const BACKFILL_CONCURRENCY = 4;
/** A value matches a round's median within this relative tolerance (decimal text round trips). */
const SAME_VALUE = 1e-9;

const sameValue = (a: number, b: number) =>
  Math.abs(a - b) <= SAME_VALUE * Math.max(Math.abs(a), Math.abs(b));

/**
 * Block times to the second: feeds-answers-update writes ISO seconds and on-chain-updates epoch
 * ms of the same block time; whole seconds key one update the same whichever read saw it.
 */
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * The round an update carries, told by its value: the newest round at or before the update whose
 * median for the feed equals the written value. When the round before it had that value too the
 * value does not tell which round was written (a stablecoin at 1.0000): null, never a guess.
 */
export function carriedRound(
  rounds: readonly { roundTs: number; medians: RoundMedians }[],
  feedId: string,
  update: UpdatePoint,
): number | null {
  for (let i = rounds.length - 1; i >= 0; i--) {
    const round = rounds[i];
    if (!round || round.roundTs > update.at) continue;
    const median = round.medians.get(feedId);
    if (median === undefined || !sameValue(median, update.value)) continue;
    const before = rounds[i - 1]?.medians.get(feedId);
    return before !== undefined && sameValue(before, update.value) ? null : round.roundTs;
  }
  return null;
}

/**
 * Records every on-chain update of every push feed. A feed first has its history read back from
 * the provider (on-chain-updates, since its last recorded update or over `backfillDays`), so its
 * record has no hole whatever the indexer's downtime; from then on each read of the feeds' last
 * answers (one request for all feeds, every round) records what changed, with the signed round it
 * carried and how far the written value sat from the newest signed median. A failed read or
 * read-back leaves the feed out of sync: it is read back again on the next pass.
 */
export class FeedWatcher {
  readonly status: FeedWatcherStatus = {
    feeds: 0,
    inSync: 0,
    updatesRecorded: 0,
    updatesReadBack: 0,
    lastReadAt: null,
    lastError: null,
  };
  private feeds = new Map<string, PushFeed>();
  private last: Map<string, UpdatePoint> | null = null;
  private readonly synced = new Set<string>();
  /** The last answers read failed: updates between it and the next answers were not seen. */
  private answersFailed = false;

  constructor(private readonly options: FeedWatcherOptions) {}

  /** The roster of push feeds (read again with the services' rosters). */
  setFeeds(specs: readonly PushFeed[]): void {
    this.feeds = new Map(specs.map((spec) => [feedKey(spec.layerId, spec.feedId), spec]));
    for (const key of this.synced) if (!this.feeds.has(key)) this.synced.delete(key);
    this.status.feeds = this.feeds.size;
  }

  /**
   * One pass: read back the feeds not in sync, then record what the latest answers changed. After
   * a failed read, a feed whose answer moved may have been written more than once meanwhile: it
   * is read back instead (one that did not move missed nothing).
   */
  async read(): Promise<void> {
    const { store, now } = this.options;
    this.last ??= await lastFeedUpdates(store.db);
    this.status.lastError = null;
    let answers: FeedsAnswers;
    try {
      answers = await this.options.reads.answers();
    } catch (error) {
      this.answersFailed = true;
      this.status.lastError = `feeds answers: ${error instanceof Error ? error.message : String(error)}`;
      return;
    }
    const moved: { key: string; spec: PushFeed; update: UpdatePoint }[] = [];
    for (const [key, spec] of this.feeds) {
      const answer = answers[spec.layerId]?.[spec.feedId];
      if (!answer) continue;
      const update = { at: wholeSecond(Date.parse(answer.timestamp)), value: Number(answer.value) };
      const previous = this.last.get(key);
      if (!Number.isFinite(update.at) || !Number.isFinite(update.value)) continue;
      if (previous !== undefined && update.at <= previous.at) continue;
      if (this.answersFailed) this.synced.delete(key);
      moved.push({ key, spec, update });
    }
    this.answersFailed = false;
    await this.readBack();
    const seenAt = now();
    const updates: FeedUpdateInput[] = [];
    for (const { key, spec, update } of moved) {
      const previous = this.last.get(key) ?? null;
      // Out of sync (its read-back failed), or already read back with this very update.
      if (!this.synced.has(key) || (previous !== null && update.at <= previous.at)) continue;
      updates.push(this.observed(spec, previous, update, seenAt));
    }
    try {
      await this.commit(updates);
    } catch (error) {
      // Not stored: those feeds are read back on the next pass.
      for (const update of updates) this.synced.delete(feedKey(update.layerId, update.feedId));
      this.status.inSync = this.synced.size;
      throw error;
    }
    this.status.updatesRecorded += updates.length;
    this.status.lastReadAt = seenAt;
  }

  /** A live update: classified, with its carried round and the newest signed median's distance. */
  private observed(spec: PushFeed, previous: UpdatePoint | null, update: UpdatePoint, seenAt: number) {
    const rounds = spec.dataServiceId ? this.options.recentRounds(spec.dataServiceId) : [];
    const round = carriedRound(rounds, spec.feedId, update);
    const newest = rounds
      .filter((r) => r.roundTs <= update.at)
      .at(-1)
      ?.medians.get(spec.feedId);
    return this.classified(spec, previous, update, {
      lagMs: round === null ? null : update.at - round,
      signedDeviationBp: newest === undefined ? null : deviationBp(update.value, newest),
      seenAt,
      txHash: null,
    });
  }

  private classified(
    spec: PushFeed,
    previous: UpdatePoint | null,
    update: UpdatePoint,
    extra: Pick<FeedUpdateInput, "lagMs" | "signedDeviationBp" | "seenAt" | "txHash">,
  ): FeedUpdateInput {
    const classification = classifyUpdate(spec.triggers, previous, update);
    return {
      layerId: spec.layerId,
      feedId: spec.feedId,
      ...update,
      ...classification,
      beyondThreshold: isBeyondThreshold(classification, overshootToleranceBp(spec.triggers)),
      ...extra,
    };
  }

  private async commit(updates: readonly FeedUpdateInput[]): Promise<void> {
    if (updates.length === 0) return;
    await recordFeedUpdates(this.options.store.db, updates);
    for (const update of updates) {
      const key = feedKey(update.layerId, update.feedId);
      const held = this.last?.get(key);
      if (!held || update.at > held.at) this.last?.set(key, { at: update.at, value: update.value });
    }
    try {
      await this.options.onRecorded?.(updates);
    } catch (error) {
      this.options.log(
        `incidents of feed updates: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** What the incident derivation reads: the feeds, their newest updates, which are in sync. */
  incidentState(): IncidentFeedState | null {
    if (this.last === null) return null;
    return { feeds: this.feeds, last: this.last, synced: this.synced, lastReadAt: this.status.lastReadAt };
  }

  /** Reads back every feed not in sync, a few at a time. */
  private async readBack(): Promise<void> {
    const pending = [...this.feeds].filter(([key]) => !this.synced.has(key));
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const entry = pending[next++];
        if (entry) await this.readBackFeed(entry[0], entry[1]);
      }
    };
    await Promise.all(Array.from({ length: BACKFILL_CONCURRENCY }, worker));
    this.status.inSync = this.synced.size;
  }

  private async readBackFeed(key: string, spec: PushFeed): Promise<void> {
    const { now, backfillDays } = this.options;
    const t = now();
    const floor = t - backfillDays * DAY_MS;
    // An update older than the read-back's reach is no neighbour of the first one read: the wait
    // between them is unknown, so the first is classified as the first the store holds.
    const stored = this.last?.get(key) ?? null;
    const held = stored !== null && stored.at >= floor ? stored : null;
    const since = held?.at ?? floor;
    const days = Math.max(1, Math.ceil((t - since) / DAY_MS));
    try {
      const history = await this.options.reads.history(spec.layerId, spec.feedId, days);
      let previous = held;
      const updates: FeedUpdateInput[] = [];
      for (const point of history) {
        const at = wholeSecond(point.timestamp);
        if (at < since || (previous !== null && at <= previous.at)) continue;
        const update = { at, value: point.value };
        updates.push(
          this.classified(spec, previous, update, {
            lagMs: null,
            signedDeviationBp: null,
            seenAt: null,
            txHash: point.txHash || null,
          }),
        );
        previous = update;
      }
      await this.commit(updates);
      this.status.updatesReadBack += updates.length;
      // Unless the roster dropped it meanwhile (it would count as in sync, and skip its read-back).
      if (this.feeds.has(key)) this.synced.add(key);
    } catch (error) {
      this.status.lastError = `on-chain updates of ${key}: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
}
