import { nextCronRun } from "@oracle-explorer/core/cron";
import { type FeedTriggers, isInstantUpdate } from "@oracle-explorer/core/feeds";
import type { HeldBackWindow } from "../relayer/feed-behaviour.ts";
import type { FeedChainState, OnChainUpdateRecord } from "../relayer/types.ts";
import { decideUpdate } from "./decide-update.ts";
import {
  CRON_DELAY_MAX_MS,
  cadenceOf,
  cronCheckTime,
  DEFAULT_CADENCE_MS,
  FAST_WINDOW_MS,
  firstStepAfter,
  heartbeatCheckTime,
  stepClock,
} from "./relayer-steps.ts";
import { blockClock, txHasher } from "./simulated-chain.ts";

/** One feed on one layer, simulated over (from, to]. */
export interface FeedSimulation {
  seed: number;
  layerId: string;
  feedId: string;
  /** The layer's chain.id (a number for EVM chains, "family/n" otherwise): drives block numbers. */
  chainId: number | string;
  triggers: FeedTriggers;
  /** The feed's market value at t; null when the market does not price it (nothing is written). */
  valueAt: (t: number) => number | null;
  /** Relayer checks strictly after `from` and at or before `to` (epoch ms) are simulated. */
  from: number;
  to: number;
  /** What the chain held at `from` (nulls: nothing written yet, so the first check writes). */
  current: FeedChainState;
  /**
   * The feed's held-back windows overlapping [from, to] (relayer/feed-behaviour.ts), ascending;
   * absent: the feed is never held back. Pure in its range, so a split range sees the same windows.
   */
  heldBack?: (from: number, to: number) => readonly HeldBackWindow[];
}

interface FeedSimulationResult {
  /** Ascending by timestamp. */
  updates: OnChainUpdateRecord[];
  /** What the chain holds after the last update (the input state when nothing was written). */
  state: FeedChainState;
}

/**
 * Work cap per grid segment: only its most recent MAX_STEPS steps are simulated (≈ 69 days at the
 * 1-minute cadence, ≈ 1.9 years at 10 minutes). The history service never asks for more than
 * ~31 days; the cap only bounds a caller's mistake.
 */
const MAX_STEPS = 100_000;
/** Cron runs closer than this to the previous one are folded into it (bounds a "* * * * * *"). */
const CRON_MIN_GAP_MS = 10_000;

/**
 * Feeds whose relayer pushes on every round: instant-update feeds (no trigger at all), and bolt
 * feeds (a 0 ms heartbeat: core's heartbeatOf documents that those relayers push every round,
 * whatever their deviation). decideUpdate alone would leave a bolt stablecoin with one update a
 * month, and the explorer would show it without a recent value.
 */
function pushesEveryRound(triggers: FeedTriggers): boolean {
  return isInstantUpdate(triggers) || triggers.timeSinceLastUpdateInMilliseconds === 0;
}

/**
 * Deterministic simulated updates of one feed: walk the relayer's checks (relayer-steps.ts: a
 * 10-minute grid, a 1-minute grid over the last day for fast feeds, a check after each cron run,
 * one at each heartbeat deadline and one when a held-back window ends), read the market value at
 * each, apply decideUpdate, and write an update whenever it says so; feeds that push every round
 * (pushesEveryRound) write at every check. Checks inside a held-back window (FeedSimulation's
 * heldBack) are skipped, unless nothing was written yet. The same inputs always give the same
 * records (timestamps, values, block numbers and tx hashes), so a replayed range is a no-op in the
 * log, and a range continued from its end state gives what one run would have.
 *
 * Heartbeat deadlines: the grid alone would land a heartbeat update up to one cadence late (10
 * minutes for a 1 h heartbeat, beyond the 6 minutes of grace an indexer allows), so a feed whose
 * heartbeat is at least the cadence it is simulated at is also checked at last update + heartbeat
 * + the few seconds a cron check gets (heartbeatCheckTime): honest heartbeats land on time. A fast
 * feed (heartbeat under an hour) is simulated at the 10-minute cadence before the last
 * FAST_WINDOW_MS: one whose heartbeat is under 10 minutes gets no deadline checks there and misses
 * its heartbeat on that stretch, which nobody reads back (the devnet's indexer reads the last day).
 */
export function simulateFeedUpdates(sim: FeedSimulation): FeedSimulationResult {
  const { seed, layerId, feedId, triggers, valueAt, from, to } = sim;
  let state: FeedChainState = { ...sim.current };
  const updates: OnChainUpdateRecord[] = [];
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to) return { updates, state };

  const everyCheck = pushesEveryRound(triggers);
  // The heartbeat that deadline checks keep (0: none; feeds that push every round need none).
  const heartbeat = everyCheck ? 0 : (triggers.timeSinceLastUpdateInMilliseconds ?? 0);
  const cron = triggers.cron !== null && triggers.cron.length > 0 ? triggers.cron : null;
  const blocks = blockClock(sim.chainId);
  const txHash = txHasher(seed, layerId, feedId);
  // Runs shortly before `from` may still have their check after it: start the search early.
  let run = cron === null ? null : nextCronRun(cron, from - CRON_DELAY_MAX_MS);
  // Held-back windows, and the check when each ends (it may land just after `from` too).
  const windows = sim.heldBack?.(from - CRON_DELAY_MAX_MS, to) ?? [];
  // When a window ends the relayer looks again a few seconds later, as at a heartbeat deadline.
  const resumes = windows.map((window) => heartbeatCheckTime(seed, window.end));
  let inWindow = 0;
  let resuming = 0;
  // The heartbeat deadline check of the current state, computed once per written update.
  let dueOf: number | null = null;
  let due = Number.POSITIVE_INFINITY;

  const heldBackAt = (t: number) => {
    while (inWindow < windows.length && (windows[inWindow]?.end ?? 0) <= t) inWindow++;
    const window = windows[inWindow];
    return window !== undefined && window.start <= t;
  };

  const check = (t: number) => {
    // Held back, unless nothing was written yet (the first write is never held back).
    if (state.timestamp !== null && heldBackAt(t)) return;
    const candidate = valueAt(t);
    if (candidate === null || !Number.isFinite(candidate)) return;
    if (!everyCheck && decideUpdate({ triggers, current: state, candidate, now: t }) === null) return;
    updates.push({
      layerId,
      feedId,
      timestamp: t,
      value: candidate,
      txHash: txHash(t),
      blockNumber: blocks.blockAt(t),
      origin: "simulated",
    });
    state = { value: candidate, timestamp: t };
  };

  /** Grid steps, cron checks, heartbeat deadlines and window ends in (segmentFrom, segmentTo], in time order. */
  const walk = (segmentFrom: number, segmentTo: number, cadence: number) => {
    const start = Math.max(segmentFrom, segmentTo - MAX_STEPS * cadence);
    const stepAt = stepClock(seed, cadence);
    const deadlines = Number.isFinite(heartbeat) && heartbeat > 0 && heartbeat >= cadence;
    let k = firstStepAfter(start, cadence, stepAt);
    // The last instant checked: a deadline at or before it has had its check (or fell before start).
    let checked = start;
    for (let checks = 0; checks < 4 * MAX_STEPS; checks++) {
      const gridTime = stepAt(k);
      const cronTime = run === null ? Number.POSITIVE_INFINITY : cronCheckTime(seed, run);
      if (deadlines && state.timestamp !== dueOf) {
        dueOf = state.timestamp;
        due = dueOf === null ? Number.POSITIVE_INFINITY : heartbeatCheckTime(seed, dueOf + heartbeat);
      }
      const dueTime = deadlines && due > checked ? due : Number.POSITIVE_INFINITY;
      while ((resumes[resuming] ?? Number.POSITIVE_INFINITY) <= checked) resuming++;
      const resumeAt = resumes[resuming] ?? Number.POSITIVE_INFINITY;
      const t = Math.min(gridTime, cronTime, dueTime, resumeAt);
      if (t > segmentTo) return;
      if (t === cronTime && run !== null) run = nextCronRun(cron ?? [], run + CRON_MIN_GAP_MS - 1000);
      if (t === gridTime) k++;
      if (t > start) {
        check(t);
        checked = t;
      }
    }
  };

  const cadence = cadenceOf(triggers);
  const fastFrom = cadence < DEFAULT_CADENCE_MS ? Math.max(from, to - FAST_WINDOW_MS) : to;
  if (fastFrom > from) walk(from, fastFrom, DEFAULT_CADENCE_MS);
  if (fastFrom < to) walk(fastFrom, to, cadence);
  return { updates, state };
}
