import { keccak256, stringToHex } from "viem";
import { privateKeyToAddress } from "viem/accounts";

/**
 * Seeded node misbehaviour: what a network-history indexer has to record. Only the primary
 * production service misbehaves, one kind per node, by the node's position in its data service
 * (1-based, the registry's order: altair, wayfarer, morpheus, ciri, vega in the authored world):
 *
 * - #2 is offline (signs nothing) for 60 s, 40 s after the devnet started, then every 10 minutes;
 * - #3 is late for 60 s, 4 minutes after the start, then every 10 minutes: the gateway's latest
 *   answer carries its package of the previous round (a store keeps each package at its own time);
 * - #4 signs values off the median by a drift moving smoothly between 0 and 60 bp (30-min cycle);
 * - #5 signs, once every 30 rounds, its package of the round's first feed (in id order) with a
 *   key no world registers, still naming itself as the signer.
 *
 * Offline and late episodes never overlap, so at most one node is missing or late at any moment and
 * at least 3 registered signers sign every feed of every round. Everything is a pure function of
 * (data service, node position, round time, start time, seed): any past round can be rebuilt.
 */

/** Every number of the schedule, so tests derive exact expectations from it. */
export const NODE_MISBEHAVIOUR = {
  /** The one misbehaving data service, by id suffix: `{productId}-primary-prod`. */
  serviceSuffix: "-primary-prod",
  /** The grid episodes start on and round indexes are counted on (the gateway's 10 s rounds). */
  gridMs: 10_000,
  offline: { nodePosition: 2, firstAfterMs: 40_000, durationMs: 60_000, everyMs: 600_000 },
  late: { nodePosition: 3, firstAfterMs: 240_000, durationMs: 60_000, everyMs: 600_000, byRounds: 1 },
  /** driftBp = maxBp / 2 × (1 − cos(2π × sinceStart / periodMs)), rounded to 0.01 bp; values × (1 + bp / 10 000). */
  drift: { nodePosition: 4, maxBp: 60, periodMs: 1_800_000 },
  /** Bad when (floor(roundTimestamp / gridMs) + seed) mod everyRounds = 0. */
  badSignature: { nodePosition: 5, everyRounds: 30 },
} as const;

/**
 * The key of the bad signatures: not a dev-mnemonic key, so no world (authored or recorded, which
 * hands out dev keys 0..29) registers its address. Public and worthless: never fund it.
 */
export const UNREGISTERED_SIGNER_KEY = keccak256(stringToHex("oracle-explorer devnet: unregistered signer"));
export const UNREGISTERED_SIGNER_ADDRESS = privateKeyToAddress(UNREGISTERED_SIGNER_KEY);

/** When the devnet started and its world's seed: all the schedule depends on besides the round. */
export interface MisbehaviourSchedule {
  /** Epoch ms; episodes are counted from its 10 s grid slot. */
  startedAt: number;
  seed: number;
}

/** What one node does in one round. */
export interface NodeBehaviour {
  /** Signs nothing this round. */
  offline: boolean;
  /** Rounds its packages reach the gateway late: the latest answer carries its package that old. */
  lateBy: 0 | 1;
  /** Basis points its values sit above the round's median (0: honest values). */
  driftBp: number;
  /** This round one of its per-feed packages carries a signature by UNREGISTERED_SIGNER_KEY. */
  badSignature: boolean;
  /** That package's feed: the round's first feed id in code-unit order (null when none was given). */
  badSignatureFeed: string | null;
}

export const HONEST_BEHAVIOUR: Readonly<NodeBehaviour> = Object.freeze({
  offline: false,
  lateBy: 0,
  driftBp: 0,
  badSignature: false,
  badSignatureFeed: null,
});

const mod = (value: number, by: number) => ((value % by) + by) % by;

/** The grid slot of `t` on the schedule's grid. */
function slotOf(t: number): number {
  return Math.floor(t / NODE_MISBEHAVIOUR.gridMs) * NODE_MISBEHAVIOUR.gridMs;
}

function inEpisode(
  sinceStart: number,
  episode: { firstAfterMs: number; durationMs: number; everyMs: number },
): boolean {
  const intoEpisodes = sinceStart - episode.firstAfterMs;
  return intoEpisodes >= 0 && mod(intoEpisodes, episode.everyMs) < episode.durationMs;
}

/** The drift of the drifting node `sinceStart` ms after the start: 0 at the start, maxBp at half a period. */
export function driftBpAt(sinceStart: number): number {
  if (sinceStart < 0) return 0;
  const { maxBp, periodMs } = NODE_MISBEHAVIOUR.drift;
  const bp = (maxBp / 2) * (1 - Math.cos((2 * Math.PI * sinceStart) / periodMs));
  return Math.round(bp * 100) / 100;
}

/** Whether the round at `roundTimestamp` is one of the bad-signature rounds for `seed`. */
export function isBadSignatureRound(roundTimestamp: number, seed: number): boolean {
  const index = Math.floor(roundTimestamp / NODE_MISBEHAVIOUR.gridMs);
  return mod(index + Math.trunc(seed), NODE_MISBEHAVIOUR.badSignature.everyRounds) === 0;
}

/** Whether a data service is the one that misbehaves. */
export function isMisbehavingService(dataServiceId: string): boolean {
  return dataServiceId.endsWith(NODE_MISBEHAVIOUR.serviceSuffix);
}

function firstInIdOrder(feedIds: readonly string[]): string | null {
  let first: string | null = null;
  for (const id of feedIds) if (first === null || id < first) first = id;
  return first;
}

/**
 * What the node at `nodePosition` (1-based, in its data service's node list) of `dataServiceId`
 * does in the round at `roundTimestamp` (put on the 10 s grid). Honest without a schedule (the
 * misbehaviour is off), for other services, and for rounds before the devnet started. `feedIds`:
 * the round's per-feed package ids, to name the bad-signature package.
 */
export function nodeBehaviourAt(
  dataServiceId: string,
  nodePosition: number,
  roundTimestamp: number,
  schedule: MisbehaviourSchedule | null | undefined,
  feedIds: readonly string[] = [],
): NodeBehaviour {
  if (!schedule || !isMisbehavingService(dataServiceId)) return HONEST_BEHAVIOUR;
  const sinceStart = slotOf(roundTimestamp) - slotOf(schedule.startedAt);
  if (sinceStart < 0) return HONEST_BEHAVIOUR;
  const { offline, late, drift, badSignature } = NODE_MISBEHAVIOUR;
  switch (nodePosition) {
    case offline.nodePosition:
      return inEpisode(sinceStart, offline) ? { ...HONEST_BEHAVIOUR, offline: true } : HONEST_BEHAVIOUR;
    case late.nodePosition:
      return inEpisode(sinceStart, late) ? { ...HONEST_BEHAVIOUR, lateBy: late.byRounds } : HONEST_BEHAVIOUR;
    case drift.nodePosition: {
      const driftBp = driftBpAt(sinceStart);
      return driftBp > 0 ? { ...HONEST_BEHAVIOUR, driftBp } : HONEST_BEHAVIOUR;
    }
    case badSignature.nodePosition:
      return isBadSignatureRound(roundTimestamp, schedule.seed)
        ? { ...HONEST_BEHAVIOUR, badSignature: true, badSignatureFeed: firstInIdOrder(feedIds) }
        : HONEST_BEHAVIOUR;
    default:
      return HONEST_BEHAVIOUR;
  }
}

/** A value as the drifting node signs it. */
export function driftedValue(value: number, driftBp: number): number {
  return driftBp === 0 ? value : value * (1 + driftBp / 10_000);
}
