import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_REFERENCE_TIME } from "../env.ts";
import { createMarket } from "../market/index.ts";
import type { Market } from "../market/types.ts";
import { createSignerNetwork } from "../signers/index.ts";
import { createWorld } from "../world/index.ts";

/**
 * A world, a market whose values tests can move (a factor per symbol) and an on-demand signer
 * network on a clock the test drives. Shared by the chains and relayer tests (not by the devnet).
 */
export function chainTestRig(start = Date.now()) {
  const world = createWorld({ referenceTime: DEFAULT_REFERENCE_TIME, seed: 3 });
  const base = createMarket(world);
  const factors = new Map<string, number>();
  const market: Market = {
    ...base,
    aggregateAt(symbol, t) {
      const aggregate = base.aggregateAt(symbol, t);
      const factor = factors.get(symbol) ?? 1;
      return aggregate.value === null ? aggregate : { ...aggregate, value: aggregate.value * factor };
    },
  };
  let clock = start;
  const now = () => clock;
  const signers = createSignerNetwork({ world, market, now });
  return {
    world,
    market,
    signers,
    now,
    /** Moves the clock forward (ms). */
    advance(ms: number) {
      clock += ms;
    },
    /** Multiplies a symbol's signed value from now on. */
    move(symbol: string, factor: number) {
      factors.set(symbol, factor);
    },
    stateDir: () => mkdtempSync(join(tmpdir(), "devnet-chains-")),
  };
}

/** True while a process with this PID exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
