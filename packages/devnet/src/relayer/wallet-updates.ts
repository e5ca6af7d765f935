import type { LocalChains } from "../chains/index.ts";
import type { OnChainUpdateRecord, UpdateLog } from "./types.ts";

interface WalletUpdateWatcherOptions {
  chains: Pick<LocalChains, "chains" | "relayerAddress" | "blockNumber" | "layerWrites">;
  updateLog: Pick<UpdateLog, "recordMany">;
  /** Pause between the end of a scan and the start of the next (default 1 s). */
  intervalMs?: number;
  log?: (message: string) => void;
}

interface WalletUpdateWatcher {
  /** Marks every chain's newest block as seen, then scans each interval (timer unref'd). Idempotent. */
  start(): Promise<void>;
  /** Stops the timer and resolves once a scan in flight has finished. */
  stop(): Promise<void>;
  /** Scans each chain's blocks since the last scan once; resolves with what it recorded. Never overlaps another scan. */
  scan(): Promise<OnChainUpdateRecord[]>;
}

/**
 * Records the updates that reach local adapters from anyone but the relayer — a visitor's wallet
 * pushing a manual update (UPDATE-10) — with origin "manual", so the single feed page's history
 * (on-chain-updates, feeds-answers-update) shows them like the relayer's own. The relayer records
 * its writes itself; this reads each chain's new blocks for ValueUpdate events sent from another
 * account. Blocks before start() are not read: while the devnet is down its chains are down too,
 * so nothing can have been sent then. A chain whose scan fails is retried from the same block.
 */
export function createWalletUpdateWatcher(options: WalletUpdateWatcherOptions): WalletUpdateWatcher {
  const { chains, updateLog } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const log = options.log ?? (() => {});
  const relayer = chains.relayerAddress.toLowerCase();
  // The last block read per chain; a chain is read from the block after it.
  const cursors = new Map<number, bigint>();
  const lastErrors = new Map<number, string>();

  async function scanChain(chainId: number): Promise<OnChainUpdateRecord[]> {
    const latest = await chains.blockNumber(chainId);
    const seen = cursors.get(chainId);
    if (seen === undefined || latest <= seen) {
      cursors.set(chainId, latest);
      return [];
    }
    const writes = await chains.layerWrites(chainId, seen + 1n, latest);
    const records: OnChainUpdateRecord[] = [];
    for (const write of writes) {
      if (write.from.toLowerCase() === relayer) continue;
      for (const [feedId, value] of Object.entries(write.values)) {
        records.push({
          layerId: write.layerId,
          feedId,
          timestamp: write.timestamp,
          value,
          txHash: write.txHash,
          blockNumber: write.blockNumber,
          origin: "manual",
        });
      }
    }
    updateLog.recordMany(records);
    // Only after the write: a failed record is read again by the next scan.
    cursors.set(chainId, latest);
    for (const write of writes) {
      if (write.from.toLowerCase() !== relayer) {
        log(`wallet update: ${write.layerId} by ${write.from} in ${write.txHash}`);
      }
    }
    return records;
  }

  async function scanAll(): Promise<OnChainUpdateRecord[]> {
    const chainIds = chains.chains.map((chain) => chain.chainId);
    const results = await Promise.allSettled(chainIds.map((chainId) => scanChain(chainId)));
    const recorded: OnChainUpdateRecord[] = [];
    results.forEach((result, index) => {
      const chainId = chainIds[index] ?? 0;
      if (result.status === "fulfilled") {
        recorded.push(...result.value);
        lastErrors.delete(chainId);
        return;
      }
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      // A chain that keeps failing is logged once, not every second.
      if (lastErrors.get(chainId) !== error) log(`wallet updates: chain ${chainId} scan failed: ${error}`);
      lastErrors.set(chainId, error);
    });
    return recorded;
  }

  let tail: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const scan = (): Promise<OnChainUpdateRecord[]> => {
    const next = tail.then(scanAll, scanAll);
    tail = next.catch(() => {});
    return next;
  };

  const schedule = () => {
    timer = setTimeout(() => {
      timer = undefined;
      scan().finally(() => {
        if (running) schedule();
      });
    }, intervalMs);
    timer.unref();
  };

  return {
    async start() {
      if (running) return;
      running = true;
      // The first scan only sets the cursors.
      await scan();
      if (running) schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await tail;
    },
    scan,
  };
}
