import type { FeedTriggers } from "@oracle-explorer/core/feeds";

/**
 * Contracts between the devnet's chains/relayer (which send real transactions to local anvil
 * chains) and its update history (which records every update, simulates those of layers on
 * chains the devnet does not run, and serves feeds-answers-update and on-chain-updates).
 */

/** One on-chain update of one feed on one layer. */
export interface OnChainUpdateRecord {
  layerId: string;
  feedId: string;
  /** Block time of the update, epoch ms. */
  timestamp: number;
  /** The value written, in human units (e.g. 2507.55). */
  value: number;
  txHash: `0x${string}`;
  blockNumber: number;
  /**
   * "relayer": sent by the devnet's relayer on a local chain; "manual": sent by a visitor's
   * wallet; "simulated": history backfill, or a layer on a chain the devnet does not run.
   */
  origin: "relayer" | "manual" | "simulated";
}

/** The durable record of every update (SQLite; nothing stored is lost on restart). */
export interface UpdateLog {
  record(update: OnChainUpdateRecord): void;
  recordMany(updates: readonly OnChainUpdateRecord[]): void;
  /** The newest update of a feed on a layer, or null. */
  latest(layerId: string, feedId: string): OnChainUpdateRecord | null;
  /** The newest update of every (layer, feed) with a timestamp at or after `since` (epoch ms). */
  latestSince(since: number): OnChainUpdateRecord[];
  /** A feed's updates on a layer between from and to (epoch ms, inclusive), ascending. */
  history(layerId: string, feedId: string, from: number, to: number): OnChainUpdateRecord[];
  close(): void;
}

/** What the chain holds for a feed now: its last written value and that write's block time (ms). */
export interface FeedChainState {
  value: number | null;
  timestamp: number | null;
}

export type TriggerReason = "first" | "deviation" | "heartbeat" | "cron";

/**
 * The relayer's decision for one feed (pure): update when nothing was written yet, when the
 * candidate deviates from the written value by at least the deviation threshold (percent), when
 * the heartbeat has elapsed since the last write, or when a cron run fell after the last write.
 */
export type DecideUpdate = (input: {
  triggers: FeedTriggers;
  current: FeedChainState;
  candidate: number;
  now: number;
}) => TriggerReason | null;

/** A local chain the devnet runs (one anvil process). */
export interface LocalChain {
  chainId: number;
  /** The world network key it simulates, e.g. "ethereum". */
  networkKey: string;
  rpcUrl: string;
}

/** The deployed contracts of one layer on a local chain. */
export interface LayerDeployment {
  layerId: string;
  chainId: number;
  adapterAddress: `0x${string}`;
  /** feed id → its price-feed contract (price-feeds layers; multi-feed layers too when the manifest lists one). */
  feedAddresses: Record<string, `0x${string}`>;
  adapterType: "price-feeds" | "multi-feed";
}
