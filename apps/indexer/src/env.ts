import { readRawRetention } from "@oracle-explorer/api/network-reads";
import { type ProductConfig, readProductConfig } from "@oracle-explorer/core/config";
import { readPort } from "@oracle-explorer/server-kit";
import { DEFAULT_STORE_URL } from "@oracle-explorer/store";

export const DEFAULT_INDEXER_PORT = 8790;

export interface IndexerEnv {
  host: string;
  port: number;
  storeUrl: string;
  /** The upstreams, exactly as the api reads them (UPSTREAM, PROVIDER_API_URL, ORACLE_GATEWAY_URL…). */
  config: ProductConfig;
  rawRetentionMs: number;
  readDelayMs: number;
  backfillRounds: number;
  /** Days of a push feed's on-chain updates read back when it has none recorded. */
  feedBackfillDays: number;
}

function readWhole(raw: string | undefined, name: string, fallback: number, min: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}, got "${text}"`);
  return value;
}

/** Every setting the indexer reads, in one place. Throws with the variable's name on a bad value. */
export function readIndexerEnv(env: NodeJS.ProcessEnv): IndexerEnv {
  return {
    host: env.INDEXER_HOST?.trim() || "127.0.0.1",
    port: readPort(env.INDEXER_PORT, DEFAULT_INDEXER_PORT, "INDEXER_PORT"),
    storeUrl: env.STORE_URL?.trim() || DEFAULT_STORE_URL,
    config: readProductConfig(env),
    rawRetentionMs: readRawRetention(env),
    // The gateway gathers a round's packages in its first second or two.
    readDelayMs: readWhole(env.INDEXER_READ_DELAY_MS, "INDEXER_READ_DELAY_MS", 2_000, 0),
    // 30 minutes of 10 s rounds: a restart or a short outage is read back whole.
    backfillRounds: readWhole(env.INDEXER_BACKFILL_ROUNDS, "INDEXER_BACKFILL_ROUNDS", 180, 0),
    // The provider keeps 30 days of on-chain updates: a first start reads all of it.
    feedBackfillDays: Math.min(
      30,
      readWhole(env.INDEXER_FEED_BACKFILL_DAYS, "INDEXER_FEED_BACKFILL_DAYS", 30, 1),
    ),
  };
}
