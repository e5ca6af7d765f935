import { describe, expect, it } from "vitest";
import {
  driftBpAt,
  HONEST_BEHAVIOUR,
  isBadSignatureRound,
  NODE_MISBEHAVIOUR,
  type NodeBehaviour,
  nodeBehaviourAt,
} from "./node-behaviour.ts";

const PRIMARY = "redstone-primary-prod";
const GRID = NODE_MISBEHAVIOUR.gridMs;
const SEED = 7;
/** A start off the grid: episodes count from its slot, START_SLOT. */
const STARTED_AT = 1_700_000_003_456;
const START_SLOT = 1_700_000_000_000;
const schedule = { startedAt: STARTED_AT, seed: SEED };
const MINUTE = 60_000;

const at = (position: number, round: number, feedIds: readonly string[] = []) =>
  nodeBehaviourAt(PRIMARY, position, round, schedule, feedIds);

/** Round times from the start slot, `minutes` long. */
function roundsFor(minutes: number): number[] {
  return Array.from({ length: (minutes * MINUTE) / GRID }, (_, i) => START_SLOT + i * GRID);
}

/** The rounds (as seconds after the start slot) in which `pick` holds for the node. */
function secondsWhere(position: number, minutes: number, pick: (b: NodeBehaviour) => boolean): number[] {
  return roundsFor(minutes)
    .filter((round) => pick(at(position, round)))
    .map((round) => (round - START_SLOT) / 1000);
}

/** The seconds of every 10 s round of episodes [first, first + duration) repeating every `every`. */
function episodeSeconds(
  episode: { firstAfterMs: number; durationMs: number; everyMs: number },
  minutes: number,
): number[] {
  const seconds: number[] = [];
  for (let start = episode.firstAfterMs; start < minutes * MINUTE; start += episode.everyMs) {
    for (let t = start; t < start + episode.durationMs && t < minutes * MINUTE; t += GRID)
      seconds.push(t / 1000);
  }
  return seconds;
}

describe("nodeBehaviourAt: the seeded schedule", () => {
  it("keeps its numbers in one constants object", () => {
    expect(NODE_MISBEHAVIOUR).toMatchObject({
      offline: { nodePosition: 2, firstAfterMs: 40_000, durationMs: 60_000, everyMs: 600_000 },
      late: { nodePosition: 3, firstAfterMs: 240_000, durationMs: 60_000, everyMs: 600_000 },
      drift: { nodePosition: 4, maxBp: 60, periodMs: 1_800_000 },
      badSignature: { nodePosition: 5, everyRounds: 30 },
    });
  });

  it("takes node #2 offline for exactly 60 s from 40 s after the start slot, then every 10 min", () => {
    const offline = secondsWhere(2, 25, (b) => b.offline);
    expect(offline).toEqual([
      40, 50, 60, 70, 80, 90, 640, 650, 660, 670, 680, 690, 1240, 1250, 1260, 1270, 1280, 1290,
    ]);
    expect(offline).toEqual(episodeSeconds(NODE_MISBEHAVIOUR.offline, 25));
    // An instant inside a round counts as that round.
    expect(at(2, START_SLOT + 99_999).offline).toBe(true);
    expect(at(2, START_SLOT + 100_000).offline).toBe(false);
  });

  it("makes node #3 late by one round for exactly 60 s from 4 min after the start slot, then every 10 min", () => {
    const late = secondsWhere(3, 25, (b) => b.lateBy === 1);
    expect(late).toEqual([
      240, 250, 260, 270, 280, 290, 840, 850, 860, 870, 880, 890, 1440, 1450, 1460, 1470, 1480, 1490,
    ]);
    expect(late).toEqual(episodeSeconds(NODE_MISBEHAVIOUR.late, 25));
    expect(secondsWhere(3, 25, (b) => b.offline || b.driftBp !== 0 || b.badSignature)).toEqual([]);
  });

  it("has at most one node offline or late at any moment, so at least 3 signers sign every feed of every round", () => {
    const feedIds = ["ETH", "BTC", "AAVE"];
    for (const round of roundsFor(6 * 60)) {
      const behaviours = [1, 2, 3, 4, 5].map((position) => at(position, round, feedIds));
      expect(behaviours.filter((b) => b.offline || b.lateBy > 0).length).toBeLessThanOrEqual(1);
      for (const feedId of feedIds) {
        const good = behaviours.filter((b) => !b.offline && b.lateBy === 0 && b.badSignatureFeed !== feedId);
        expect(good.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("drifts node #4 smoothly between 0 and 60 bp over a 30-min cycle from the start", () => {
    expect(at(4, START_SLOT).driftBp).toBe(0);
    expect(at(4, START_SLOT + 15 * MINUTE).driftBp).toBe(60);
    expect(at(4, START_SLOT + 30 * MINUTE).driftBp).toBe(0);
    expect(at(4, START_SLOT + 5 * MINUTE).driftBp).toBeCloseTo(15, 2);
    const drifts = roundsFor(90).map((round) => at(4, round).driftBp);
    expect(Math.min(...drifts)).toBe(0);
    expect(Math.max(...drifts)).toBe(60);
    // Smooth: one round moves it by at most the sine's steepest step (60π/180 ≈ 1.05 bp).
    for (let i = 1; i < drifts.length; i++) {
      expect(Math.abs((drifts[i] ?? 0) - (drifts[i - 1] ?? 0))).toBeLessThanOrEqual(1.06);
    }
    expect(drifts.map((_, i) => driftBpAt(i * GRID))).toEqual(drifts);
    for (const position of [1, 2, 3, 5]) expect(at(position, START_SLOT + 15 * MINUTE).driftBp).toBe(0);
  });

  it("signs one package of node #5 with a bad signature every 30 rounds (offset by the seed): the round's first feed in id order", () => {
    const feedIds = ["USDC", "ETH", "BTC", "1INCH"];
    const bad = roundsFor(30).filter((round) => at(5, round, feedIds).badSignature);
    expect(bad.length).toBe(6);
    for (const round of bad) {
      expect((round / GRID + SEED) % NODE_MISBEHAVIOUR.badSignature.everyRounds).toBe(0);
      expect(isBadSignatureRound(round, SEED)).toBe(true);
      expect(at(5, round, feedIds)).toEqual({
        ...HONEST_BEHAVIOUR,
        badSignature: true,
        badSignatureFeed: "1INCH",
      });
      for (const position of [1, 2, 3, 4]) expect(at(position, round, feedIds).badSignature).toBe(false);
    }
    expect(bad.slice(1).map((round, i) => round - (bad[i] ?? 0))).toEqual(Array(5).fill(30 * GRID));
    // Another seed, other rounds.
    expect(isBadSignatureRound(bad[0] ?? 0, SEED + 1)).toBe(false);
  });

  it("is honest before the start, in other data services, and without a schedule", () => {
    const during = START_SLOT + 50_000;
    expect(at(2, START_SLOT - GRID)).toBe(HONEST_BEHAVIOUR);
    expect(at(4, START_SLOT - 15 * MINUTE)).toBe(HONEST_BEHAVIOUR);
    expect(at(2, during).offline).toBe(true);
    expect(nodeBehaviourAt("redstone-avalanche-prod", 2, during, schedule)).toBe(HONEST_BEHAVIOUR);
    expect(nodeBehaviourAt("redstone-primary-demo", 2, during, schedule)).toBe(HONEST_BEHAVIOUR);
    expect(nodeBehaviourAt("acme-primary-prod", 2, during, schedule).offline).toBe(true);
    expect(nodeBehaviourAt(PRIMARY, 2, during, null)).toBe(HONEST_BEHAVIOUR);
    expect(at(1, during)).toBe(HONEST_BEHAVIOUR);
    expect(at(6, during)).toBe(HONEST_BEHAVIOUR);
  });

  it("is deterministic: the same inputs give the same behaviour", () => {
    const rounds = roundsFor(40);
    const first = rounds.map((round) => [1, 2, 3, 4, 5].map((p) => at(p, round, ["A", "B"])));
    const again = rounds.map((round) => [1, 2, 3, 4, 5].map((p) => at(p, round, ["A", "B"])));
    expect(again).toEqual(first);
  });
});
