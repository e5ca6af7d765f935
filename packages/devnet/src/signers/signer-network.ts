import type { Market } from "../market/types.ts";
import type { World, WorldDataService } from "../world/types.ts";
import type { MisbehaviourSchedule } from "./node-behaviour.ts";
import { gridSlot, intervalOf, prepareRound } from "./signed-round.ts";
import { signersOf } from "./signer-keys.ts";
import type { SignedRound, SignerNetwork } from "./types.ts";

interface SignerNetworkOptions {
  world: World;
  market: Market;
  /** Epoch ms; injected so tests and the benchmark can drive the clock. */
  now: () => number;
  /** Called once for each new round, whether a timer or a request made it. */
  onRound?: (round: SignedRound) => void;
  /** The seeded node misbehaviour (see node-behaviour.ts); absent or null: every node is honest. */
  misbehaviour?: MisbehaviourSchedule | null;
}

/**
 * Package ids signed per background step while warming a round: 8 ids × 5 signers is ~40 ms of
 * CPU, short enough that requests in between are not held up.
 */
const WARM_CHUNK_PACKAGES = 8;

/**
 * Past rounds kept once rebuilt for round() (beyond the newest and the previous one): a client
 * walking back through history asks for each a few times (per feed, with and without metadata).
 */
const REBUILT_ROUNDS_KEPT = 8;

interface ServiceState {
  service: WorldDataService;
  /** The newest round, what the gateway's latest answer serves. */
  latest: SignedRound | null;
  /** The round the newest replaced: a late node's packages in the latest answer come from it. */
  previous: SignedRound | null;
  roundTimer: ReturnType<typeof setTimeout> | null;
  warmTimer: ReturnType<typeof setTimeout> | null;
}

/** Timers of a local dev server must never be what keeps its process alive. */
function unrefTimer(timer: ReturnType<typeof setTimeout>): ReturnType<typeof setTimeout> {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

/**
 * The devnet's signer nodes: one round per data service on its interval grid. Rounds are prepared
 * by timers (when started) or on demand by latest(); their packages are signed lazily (see
 * prepareRound). While running, the package ids someone asked for in a round are signed for the
 * next round in the background, in small steps, so a polling client finds them ready; an idle
 * devnet signs nothing, and demand lapses after one round nobody asks for.
 */
export function createSignerNetwork(options: SignerNetworkOptions): SignerNetwork {
  const { world, market, now, onRound } = options;
  const misbehaviour = options.misbehaviour ?? null;
  /** Rebuilt past rounds by "serviceId@timestamp", least recently used first. */
  const rebuilt = new Map<string, SignedRound>();
  const states = new Map<string, ServiceState>();
  for (const service of world.dataServices) {
    // Fails at startup, not in a timer, when a node's address does not match its key.
    signersOf(service);
    states.set(service.id, { service, latest: null, previous: null, roundTimer: null, warmTimer: null });
  }
  let running = false;

  function warm(state: ServiceState, round: SignedRound, packageIds: string[]): void {
    if (state.warmTimer) clearTimeout(state.warmTimer);
    state.warmTimer = null;
    if (!running || packageIds.length === 0) return;
    state.warmTimer = unrefTimer(
      setTimeout(() => {
        state.warmTimer = null;
        // A newer round replaced this one: its own warm-up takes over.
        if (state.latest !== round) return;
        round.presign(packageIds.slice(0, WARM_CHUNK_PACKAGES));
        warm(state, round, packageIds.slice(WARM_CHUNK_PACKAGES));
      }, 0),
    );
  }

  function roundAt(state: ServiceState, t: number): SignedRound {
    const slot = gridSlot(t, intervalOf(state.service));
    const previous = state.latest;
    if (previous && previous.timestamp >= slot) return previous;
    const round = prepareRound({
      world,
      market,
      dataServiceId: state.service.id,
      timestamp: slot,
      misbehaviour,
    });
    state.previous = previous;
    state.latest = round;
    warm(state, round, previous ? previous.requestedPackageIds() : []);
    if (onRound) {
      try {
        onRound(round);
      } catch (error) {
        // A listener's bug must not stop the signing timers.
        console.error(`devnet signers: onRound failed for ${round.dataServiceId}`, error);
      }
    }
    return round;
  }

  function tick(state: ServiceState): void {
    state.roundTimer = null;
    if (!running) return;
    const interval = intervalOf(state.service);
    const t = now();
    // Schedule first, so a failing round cannot end the chain; aim at the next grid line.
    const delay = interval - (((t % interval) + interval) % interval);
    state.roundTimer = unrefTimer(setTimeout(() => tick(state), delay));
    try {
      roundAt(state, t);
    } catch (error) {
      console.error(`devnet signers: round failed for ${state.service.id}`, error);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      for (const state of states.values()) tick(state);
    },
    stop() {
      running = false;
      for (const state of states.values()) {
        if (state.roundTimer) clearTimeout(state.roundTimer);
        if (state.warmTimer) clearTimeout(state.warmTimer);
        state.roundTimer = null;
        state.warmTimer = null;
      }
    },
    latest(dataServiceId) {
      const state = states.get(dataServiceId);
      return state ? roundAt(state, now()) : null;
    },
    round(dataServiceId, timestamp) {
      const state = states.get(dataServiceId);
      if (!state) return null;
      const slot = gridSlot(timestamp, intervalOf(state.service));
      for (const kept of [state.latest, state.previous]) if (kept?.timestamp === slot) return kept;
      const key = `${dataServiceId}@${slot}`;
      const hit = rebuilt.get(key);
      if (hit) {
        rebuilt.delete(key);
        rebuilt.set(key, hit);
        return hit;
      }
      const round = prepareRound({ world, market, dataServiceId, timestamp: slot, misbehaviour });
      rebuilt.set(key, round);
      for (const oldest of rebuilt.keys()) {
        if (rebuilt.size <= REBUILT_ROUNDS_KEPT) break;
        rebuilt.delete(oldest);
      }
      return round;
    },
  };
}
