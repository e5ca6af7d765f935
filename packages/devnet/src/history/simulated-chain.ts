import { combine, combineIndex, hashString, mix32 } from "../market/hash.ts";

/**
 * What a simulated update looks like on its chain: a block number and a transaction hash, both
 * pure functions of their inputs, so a backfill replayed after a restart writes identical rows
 * (and INSERT OR IGNORE keeps them single).
 */

/** Block numbers count from this instant; before it they are clamped to 1. */
const BLOCK_EPOCH = Date.UTC(2020, 0, 1);

/** Block times (ms) of the chains a reader may recognise; others draw one from BLOCK_TIMES_MS. */
const KNOWN_BLOCK_TIMES_MS: Record<string, number> = {
  "1": 12_000,
  "10": 2_000,
  "56": 3_000,
  "137": 2_000,
  "8453": 2_000,
  "42161": 250,
  "43114": 2_000,
  "80094": 2_000,
  "11155111": 12_000,
  "solana/1": 400,
  "sui/897796746": 250,
};
const BLOCK_TIMES_MS = [250, 1_000, 2_000, 3_000, 5_000, 12_000] as const;

interface BlockClock {
  /** The block holding a transaction sent at t (epoch ms): increases with t on one chain. */
  blockAt(t: number): number;
}

/** One chain's block numbering: a chain-specific offset plus elapsed time over its block time. */
export function blockClock(chainId: number | string): BlockClock {
  const key = String(chainId);
  const h = hashString(`chain:${key}`);
  const blockTime = KNOWN_BLOCK_TIMES_MS[key] ?? BLOCK_TIMES_MS[h % BLOCK_TIMES_MS.length] ?? 2_000;
  // Chains did not all start in 2020: an offset of 1M–21M blocks keeps them apart.
  const offset = 1_000_000 + (mix32(h) % 20_000_000);
  return {
    blockAt: (t) => Math.max(1, offset + Math.floor((t - BLOCK_EPOCH) / blockTime)),
  };
}

/**
 * Pseudo transaction hashes of one feed on one layer: 32 bytes from (seed, layer, feed, t). Two
 * independent 32-bit lanes keyed by the names give 64 bits of identity, so hashes of different
 * feeds do not collide in practice; each of the 8 words mixes in the timestamp. The words go
 * through one reused buffer: building the text word by word cost ~2 µs an update, more than the
 * rest of the simulation.
 */
export function txHasher(seed: number, layerId: string, feedId: string): (t: number) => `0x${string}` {
  const seedWord = Number.isFinite(seed) ? Math.floor(seed) : 0;
  const laneA = combineIndex(hashString(`tx|${layerId}|${feedId}`), seedWord);
  const laneB = combineIndex(hashString(`${feedId}#${layerId}#tx`), seedWord ^ 0x5bd1e995);
  const bytes = Buffer.allocUnsafe(32);
  return (t) => {
    for (let i = 0; i < 8; i++)
      bytes.writeUInt32BE(combineIndex(combine(i < 4 ? laneA : laneB, i), t), i * 4);
    return `0x${bytes.toString("hex")}`;
  };
}
