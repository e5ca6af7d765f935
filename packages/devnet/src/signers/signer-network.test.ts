import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSignerNetwork } from "./signer-network.ts";
import { AVALANCHE, makeFakeMarket, makeTestWorld, ODD_SLOT_TIME, PRIMARY } from "./test-world.ts";
import type { SignedRound } from "./types.ts";

const world = makeTestWorld();
const market = makeFakeMarket(world);

describe("createSignerNetwork", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(ODD_SLOT_TIME + 3_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function network(onRound?: (round: SignedRound) => void) {
    return createSignerNetwork({ world, market, now: () => Date.now(), ...(onRound ? { onRound } : {}) });
  }

  it("prepares a round per data service at start, then one per interval on the grid", () => {
    const rounds: SignedRound[] = [];
    const signers = network((round) => rounds.push(round));
    signers.start();
    expect(rounds.map((round) => [round.dataServiceId, round.timestamp])).toEqual([
      [PRIMARY, ODD_SLOT_TIME],
      [AVALANCHE, ODD_SLOT_TIME],
    ]);
    vi.advanceTimersByTime(6_999);
    expect(rounds).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(rounds.map((round) => round.timestamp).slice(2)).toEqual([
      ODD_SLOT_TIME + 10_000,
      ODD_SLOT_TIME + 10_000,
    ]);
    vi.advanceTimersByTime(30_000);
    expect(rounds.map((round) => round.timestamp % 10_000)).toEqual(Array(10).fill(0));
    expect(signers.latest(PRIMARY)?.timestamp).toBe(ODD_SLOT_TIME + 40_000);
    signers.stop();
  });

  it("leaves no timer running after stop, and start is idempotent", () => {
    const signers = network();
    signers.start();
    signers.start();
    expect(vi.getTimerCount()).toBe(2);
    signers.latest(PRIMARY)?.packages("BTC");
    vi.advanceTimersByTime(7_000);
    // The new round's warm-up of BTC is pending beside the two round timers.
    expect(vi.getTimerCount()).toBe(3);
    signers.stop();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("prepares a round on demand when not started, once per slot", () => {
    const rounds: SignedRound[] = [];
    const signers = network((round) => rounds.push(round));
    const first = signers.latest(PRIMARY);
    expect(first?.timestamp).toBe(ODD_SLOT_TIME);
    expect(signers.latest(PRIMARY)).toBe(first);
    vi.setSystemTime(ODD_SLOT_TIME + 12_000);
    expect(signers.latest(PRIMARY)?.timestamp).toBe(ODD_SLOT_TIME + 10_000);
    expect(rounds).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
    expect(signers.latest("redstone-unknown-prod")).toBeNull();
  });

  it("signs nothing while nobody asks, and warms what was asked for in the previous round", () => {
    const signers = network();
    signers.start();
    expect(signers.latest(PRIMARY)?.signedPackageIds()).toEqual([]);
    signers.latest(PRIMARY)?.packages("ETH");
    signers.latest(PRIMARY)?.packages("BTC");
    vi.advanceTimersByTime(7_000);
    const next = signers.latest(PRIMARY);
    expect(next?.timestamp).toBe(ODD_SLOT_TIME + 10_000);
    expect(next?.signedPackageIds()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(next?.signedPackageIds()).toEqual(["ETH", "BTC"]);
    expect(signers.latest(AVALANCHE)?.signedPackageIds()).toEqual([]);
    // Nobody asked for anything in this round: the warm-up of the one after it signs nothing.
    vi.advanceTimersByTime(10_000);
    expect(signers.latest(PRIMARY)?.timestamp).toBe(ODD_SLOT_TIME + 20_000);
    vi.advanceTimersByTime(1);
    expect(signers.latest(PRIMARY)?.signedPackageIds()).toEqual([]);
    signers.stop();
  });

  it("round(): the newest and previous rounds as kept, older ones rebuilt once and kept a while", () => {
    const signers = network();
    const first = signers.latest(PRIMARY);
    vi.setSystemTime(ODD_SLOT_TIME + 10_000);
    const second = signers.latest(PRIMARY);
    expect(signers.round(PRIMARY, ODD_SLOT_TIME + 10_000)).toBe(second);
    expect(signers.round(PRIMARY, ODD_SLOT_TIME + 5_000)).toBe(first);
    const old = signers.round(PRIMARY, ODD_SLOT_TIME - 60_000);
    expect(old?.timestamp).toBe(ODD_SLOT_TIME - 60_000);
    expect(signers.round(PRIMARY, ODD_SLOT_TIME - 55_000)).toBe(old);
    // Eight more rebuilt rounds push the least recently used one out.
    for (let i = 1; i <= 8; i++) signers.round(PRIMARY, ODD_SLOT_TIME - 60_000 - i * 10_000);
    const rebuiltAgain = signers.round(PRIMARY, ODD_SLOT_TIME - 60_000);
    expect(rebuiltAgain).not.toBe(old);
    expect(rebuiltAgain?.feeds).toEqual(old?.feeds);
    expect(signers.round("redstone-unknown-prod", ODD_SLOT_TIME)).toBeNull();
  });

  it("passes the misbehaviour schedule to every round it prepares", () => {
    const signers = createSignerNetwork({
      world,
      market,
      now: () => Date.now(),
      misbehaviour: { startedAt: ODD_SLOT_TIME - 40_000, seed: world.seed },
    });
    // The test world's primary node #2 is offline 40 s after the start.
    const wayfarer = world.dataServices[0]?.nodes[1]?.evmAddress ?? "";
    expect(signers.latest(PRIMARY)?.behaviourOf(wayfarer).offline).toBe(true);
    expect(signers.round(PRIMARY, ODD_SLOT_TIME - 60_000)?.behaviourOf(wayfarer).offline).toBe(false);
    expect(network().latest(PRIMARY)?.behaviourOf(wayfarer).offline).toBe(false);
  });
});
