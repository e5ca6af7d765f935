import type { ChainReads } from "@oracle-explorer/core/config";
import {
  blockTimestampArgs,
  decodeFeedTimestamp,
  decodeFeedValue,
  evmChainId,
  type FeedRow,
  valueForDataFeedArgs,
} from "@oracle-explorer/core/feeds";
import { type Address, createPublicClient, http, isAddress, type PublicClient, parseAbi } from "viem";
import type { UpstreamHealth } from "../upstream/upstream-health.ts";

/**
 * On-chain reads of feed values (CALL-05..09): every feed of every adapter on a chain in ONE
 * multicall round trip, with a short timeout. A chain that does not answer costs its rows
 * nothing but their on-chain value: they keep the relayed value and say so.
 */

/** Canonical Multicall3 address (the devnet installs a compatible contract there too). */
const MULTICALL3 = "0xcA11bde05977b3631167028862bE2a173976CA11" as const;
/** A chain slower than this is treated as unreachable for this refresh. */
const CHAIN_TIMEOUT_MS = 2_500;

const ADAPTER_ABI = parseAbi([
  "function getValueForDataFeed(bytes32 dataFeedId) view returns (uint256)",
  "function getBlockTimestampFromLatestUpdate() view returns (uint256)",
  "function getBlockTimestampFromLatestUpdate(bytes32 dataFeedId) view returns (uint256)",
]);

/** Where a row's answer came from, as the feeds view reports it. */
export type OnChainStatus = "read" | "unreachable" | "failed" | "unsupported";

export interface ChainReadResult {
  value: number | null;
  /** epoch ms of the block of the last update */
  timestamp: number | null;
  status: OnChainStatus;
}

const clients = new Map<string, PublicClient>();

function clientFor(chainId: number, rpcUrl: string): PublicClient {
  const key = `${chainId}|${rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({
      chain: {
        id: chainId,
        name: `chain ${chainId}`,
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
        contracts: { multicall3: { address: MULTICALL3 } },
      },
      transport: http(rpcUrl, { timeout: CHAIN_TIMEOUT_MS, retryCount: 0 }),
    });
    clients.set(key, client);
  }
  return client;
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Rows the api can read on chain: EVM, with an address-shaped adapter and an http RPC that the
 * chain-reads setting allows ("local": loopback only, so the devnet never sends a request to
 * an outside host, even for the recorded world whose networks carry public RPC URLs).
 */
function readable(row: FeedRow, mode: ChainReads): boolean {
  const rpcUrl = row.rpcUrl ?? "";
  return (
    mode !== "off" &&
    !row.isNonEvm &&
    evmChainId(row.networkId) !== null &&
    isAddress(row.contractAddress) &&
    /^https?:\/\//.test(rpcUrl) &&
    (mode === "all" || isLoopbackUrl(rpcUrl))
  );
}

/** One multicall answer: a result, or the failure of that one call. */
export type MulticallAnswer = { status: "success"; result: unknown } | { status: "failure"; error?: unknown };

/**
 * Reads one chain's multicall answers (value, then block timestamp, per row). A failed value is
 * the row's "failed" read; a failed timestamp only loses the time (ERROR-02: logged once per
 * chain and read, never shown; the relayed timestamp stays).
 */
export function resultsOfMulticall(
  chainId: number,
  rows: readonly FeedRow[],
  answers: readonly MulticallAnswer[],
): Map<FeedRow, ChainReadResult> {
  const results = new Map<FeedRow, ChainReadResult>();
  let timestampsMissing = 0;
  rows.forEach((row, index) => {
    const value = answers[index * 2];
    const timestamp = answers[index * 2 + 1];
    if (value?.status !== "success" || typeof value.result !== "bigint") {
      results.set(row, { value: null, timestamp: null, status: "failed" });
      return;
    }
    const timestampRead = timestamp?.status === "success" && typeof timestamp.result === "bigint";
    if (!timestampRead) timestampsMissing++;
    const stamp = timestampRead ? (timestamp.result as bigint) : 0n;
    results.set(row, {
      value: decodeFeedValue(`0x${value.result.toString(16)}`, row.decimals),
      timestamp: decodeFeedTimestamp(`0x${stamp.toString(16)}`),
      status: "read",
    });
  });
  if (timestampsMissing > 0)
    console.warn(
      `api: chain ${chainId}: ${timestampsMissing} feed timestamp read(s) failed; relayed times kept`,
    );
  return results;
}

/** One chain's rows in one multicall: value and block timestamp of each feed. */
async function readChain(chainId: number, rpcUrl: string, rows: FeedRow[], health: UpstreamHealth) {
  const upstream = `chain ${chainId}`;
  const contracts = rows.flatMap((row) => {
    const address = row.contractAddress as Address;
    const timestampArgs = blockTimestampArgs(row.contractType, row.feedId, row.isMultifeed);
    return [
      {
        address,
        abi: ADAPTER_ABI,
        functionName: "getValueForDataFeed",
        args: valueForDataFeedArgs(row.feedId),
      },
      timestampArgs.length === 1
        ? {
            address,
            abi: ADAPTER_ABI,
            functionName: "getBlockTimestampFromLatestUpdate",
            args: timestampArgs,
          }
        : { address, abi: ADAPTER_ABI, functionName: "getBlockTimestampFromLatestUpdate", args: [] },
    ] as const;
  });
  const results = new Map<FeedRow, ChainReadResult>();
  try {
    const answers = await clientFor(chainId, rpcUrl).multicall({ contracts, allowFailure: true });
    health.success(upstream);
    for (const [row, result] of resultsOfMulticall(chainId, rows, answers)) results.set(row, result);
  } catch (error) {
    health.failure(
      upstream,
      error instanceof Error ? (error.message.split("\n")[0] ?? "unreachable") : String(error),
    );
    for (const row of rows) results.set(row, { value: null, timestamp: null, status: "unreachable" });
  }
  return results;
}

/**
 * Reads every readable row's on-chain value, one multicall per chain, chains in parallel. Rows
 * the api cannot read (non-EVM, no RPC) come back "unsupported".
 */
export async function readFeedsOnChain(rows: readonly FeedRow[], health: UpstreamHealth, mode: ChainReads) {
  const byChain = new Map<string, { chainId: number; rpcUrl: string; rows: FeedRow[] }>();
  const results = new Map<FeedRow, ChainReadResult>();
  for (const row of rows) {
    const chainId = evmChainId(row.networkId);
    if (!readable(row, mode) || chainId === null || !row.rpcUrl) {
      results.set(row, { value: null, timestamp: null, status: "unsupported" });
      continue;
    }
    const key = `${chainId}|${row.rpcUrl}`;
    const group = byChain.get(key) ?? { chainId, rpcUrl: row.rpcUrl, rows: [] };
    group.rows.push(row);
    byChain.set(key, group);
  }
  const perChain = await Promise.all(
    [...byChain.values()].map((group) => readChain(group.chainId, group.rpcUrl, group.rows, health)),
  );
  for (const chainResults of perChain) for (const [row, result] of chainResults) results.set(row, result);
  return results;
}
