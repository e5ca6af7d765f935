import type { DataPackagesResponse } from "@oracle-explorer/core/schemas";
import { type RoundObservation, recordGap, recordRound, type Store } from "@oracle-explorer/store";
import { observeRound, type PackageChecks, type RoundMedians } from "./observe-round.ts";

/** How a watcher reads the network: the api's gateway client in production, a fake in tests. */
export interface GatewayReads {
  latest(serviceId: string, feedIds: readonly string[]): Promise<DataPackagesResponse>;
  historical(serviceId: string, timestamp: number, feedIds: readonly string[]): Promise<DataPackagesResponse>;
}

export interface ServiceSpec {
  serviceId: string;
  intervalMs: number;
  nodes: readonly string[];
  feedIds: readonly string[];
}

export interface WatcherOptions {
  store: Store;
  gateway: GatewayReads;
  checks: PackageChecks;
  now: () => number;
  /** Rounds read back from the gateway's history after a stretch nobody observed; older → a gap. */
  backfillRounds: number;
  log: (line: string) => void;
}

export interface WatcherStatus {
  serviceId: string;
  lastRound: number | null;
  lastReadAt: number | null;
  lastError: string | null;
  roundsRecorded: number;
  roundsReadBack: number;
}

/** Medians kept for late packages: a package more than this many rounds late gets no deviation. */
const MEDIAN_MEMORY = 6;
/**
 * Rounds whose medians are kept for the feed watcher, which tells the round an on-chain update
 * carries by its value: 30 rounds (5 minutes at 10 s) cover a relayer's usual lag.
 */
const RECENT_ROUNDS = 30;

const reasonOf = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 160 ? `${message.slice(0, 157)}…` : message;
};

/**
 * Records one data service: each call of read() takes the gateway's latest round, and first reads
 * back the rounds between the last one recorded and it (a restart, a slow read), as the gateway's
 * history still serves them. What cannot be read is stored as a gap, never as a node's miss.
 */
export class ServiceWatcher {
  readonly status: WatcherStatus;
  private readonly medians = new Map<number, RoundMedians>();

  constructor(
    private spec: ServiceSpec,
    private readonly options: WatcherOptions,
    lastRound: number | null,
  ) {
    this.status = {
      serviceId: spec.serviceId,
      lastRound,
      lastReadAt: null,
      lastError: null,
      roundsRecorded: 0,
      roundsReadBack: 0,
    };
  }

  get intervalMs(): number {
    return this.spec.intervalMs;
  }

  /** The roster and feeds it reads with now. */
  get currentSpec(): ServiceSpec {
    return this.spec;
  }

  /** New registry or manifest facts (a node added, an interval changed) apply from the next read. */
  update(spec: ServiceSpec): void {
    this.spec = spec;
  }

  private observe(answer: DataPackagesResponse, seenAt: number, live: boolean) {
    return observeRound({
      serviceId: this.spec.serviceId,
      intervalMs: this.spec.intervalMs,
      nodes: this.spec.nodes,
      answer,
      seenAt,
      live,
      earlierMedians: (roundTs) =>
        this.newestRound() - roundTs < MEDIAN_MEMORY * this.spec.intervalMs
          ? this.medians.get(roundTs)
          : undefined,
      checks: this.options.checks,
    });
  }

  private newestRound(): number {
    return Math.max(Number.NEGATIVE_INFINITY, ...this.medians.keys());
  }

  /** The medians of the recent rounds, oldest first (what the feed watcher matches updates with). */
  recentRounds(): { roundTs: number; medians: RoundMedians }[] {
    return [...this.medians.entries()]
      .sort(([a], [b]) => a - b)
      .map(([roundTs, medians]) => ({ roundTs, medians }));
  }

  private remember(roundTs: number, medians: RoundMedians): void {
    this.medians.set(roundTs, medians);
    for (const key of [...this.medians.keys()].sort((a, b) => a - b).slice(0, -RECENT_ROUNDS)) {
      this.medians.delete(key);
    }
  }

  private async record(observation: RoundObservation): Promise<void> {
    const result = await recordRound(this.options.store.db, observation);
    if (result.newRound) this.status.roundsRecorded++;
    this.status.lastRound = Math.max(this.status.lastRound ?? 0, observation.roundTs);
  }

  private gap(from: number, to: number, reason: string): Promise<void> {
    return recordGap(
      this.options.store.db,
      { serviceId: this.spec.serviceId, from, to, reason },
      2 * this.spec.intervalMs,
    );
  }

  /** Reads back the rounds after `after` and before `before`, newest allowed first in time order. */
  private async readBack(after: number, before: number): Promise<void> {
    const { intervalMs, serviceId, feedIds } = this.spec;
    const rounds: number[] = [];
    for (let round = after + intervalMs; round < before; round += intervalMs) rounds.push(round);
    if (rounds.length === 0) return;
    const kept = rounds.slice(-this.options.backfillRounds);
    if (kept.length < rounds.length) {
      const first = kept[0] ?? before;
      await this.gap(rounds[0] as number, first, "not read back: older than the indexer reads back");
    }
    for (const round of kept) {
      try {
        const answer = await this.options.gateway.historical(serviceId, round, feedIds);
        const observed = this.observe(answer, this.options.now(), false);
        if (!observed || observed.observation.roundTs !== round) {
          await this.gap(round, round + intervalMs, "the gateway's history has no packages for the round");
          continue;
        }
        this.remember(round, observed.medians);
        await this.record(observed.observation);
        this.status.roundsReadBack++;
      } catch (error) {
        await this.gap(round, round + intervalMs, `reading back: ${reasonOf(error)}`);
      }
    }
  }

  /** One read of the latest round (and the rounds before it nobody recorded). */
  async read(): Promise<void> {
    const { serviceId, feedIds, intervalMs } = this.spec;
    const startedAt = this.options.now();
    let answer: DataPackagesResponse;
    try {
      answer = await this.options.gateway.latest(serviceId, feedIds);
    } catch (error) {
      // An upstream error names its upstream ("oracle gateway: no answer within 8000 ms").
      const reason = reasonOf(error);
      this.status.lastError = reason;
      await this.gap(this.status.lastReadAt ?? startedAt - intervalMs, this.options.now(), reason);
      this.options.log(`${serviceId}: ${reason}`);
      return;
    }
    const seenAt = this.options.now();
    this.status.lastReadAt = seenAt;
    const observed = this.observe(answer, seenAt, true);
    if (!observed) {
      this.status.lastError = "oracle gateway: no packages of a registered node";
      await this.gap(seenAt - intervalMs, seenAt, this.status.lastError);
      return;
    }
    this.status.lastError = null;
    const { roundTs } = observed.observation;
    const last = this.status.lastRound;
    if (last !== null && roundTs - last > intervalMs) await this.readBack(last, roundTs);
    this.remember(roundTs, observed.medians);
    await this.record(observed.observation);
  }
}
