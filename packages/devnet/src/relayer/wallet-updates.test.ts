import { rmSync } from "node:fs";
import { createWalletClient, defineChain, http } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAnvilBinary, type LayerWrite, type LocalChains, startLocalChains } from "../chains/index.ts";
import { chainTestRig } from "../chains/test-support.ts";
import { decideUpdate } from "../history/decide-update.ts";
import { devKey } from "../world/dev-keys.ts";
import { createRelayer } from "./relayer.ts";
import type { OnChainUpdateRecord } from "./types.ts";
import { createWalletUpdateWatcher } from "./wallet-updates.ts";

const RELAYER = "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199";
const VISITOR = "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720";
const hash = (n: number) => `0x${n.toString(16).padStart(64, "0")}` as const;

/** Chains held in memory: blocks whose writes a test appends, and a switch to make one fail. */
function fakeChains() {
  const blocks = new Map<number, { latest: bigint; writes: LayerWrite[] }>([
    [1, { latest: 10n, writes: [] }],
    [42161, { latest: 5n, writes: [] }],
  ]);
  const failing = new Set<number>();
  const reads: [number, bigint, bigint][] = [];
  const chainOf = (chainId: number) => {
    const chain = blocks.get(chainId);
    if (!chain) throw new Error(`no chain ${chainId}`);
    if (failing.has(chainId)) throw new Error("rpc down");
    return chain;
  };
  return {
    failing,
    reads,
    chains: [...blocks.keys()].map((chainId) => ({ chainId, networkKey: String(chainId), rpcUrl: "" })),
    relayerAddress: RELAYER as `0x${string}`,
    blockNumber: async (chainId: number) => chainOf(chainId).latest,
    layerWrites: async (chainId: number, fromBlock: bigint, toBlock: bigint) => {
      reads.push([chainId, fromBlock, toBlock]);
      return chainOf(chainId).writes.filter(
        (write) => BigInt(write.blockNumber) >= fromBlock && BigInt(write.blockNumber) <= toBlock,
      );
    },
    /** Mines a block on a chain holding one write. */
    mine(chainId: number, write: Omit<LayerWrite, "blockNumber">) {
      const chain = chainOf(chainId);
      chain.latest += 1n;
      chain.writes.push({ ...write, blockNumber: Number(chain.latest) });
    },
  };
}

function recordingLog() {
  const records: OnChainUpdateRecord[] = [];
  return { records, recordMany: (updates: readonly OnChainUpdateRecord[]) => void records.push(...updates) };
}

describe("wallet update watcher", () => {
  it("records other accounts' writes as manual updates and skips the relayer's", async () => {
    const chains = fakeChains();
    const updateLog = recordingLog();
    const watcher = createWalletUpdateWatcher({ chains, updateLog });
    // Before the first scan: never read (the devnet's chains were down with it).
    chains.mine(1, { layerId: "old", txHash: hash(1), timestamp: 1, from: VISITOR, values: { ETH: 1 } });
    expect(await watcher.scan()).toEqual([]);
    chains.mine(1, {
      layerId: "ethereumMultiFeed",
      txHash: hash(2),
      timestamp: 1_700_000_000_000,
      from: VISITOR,
      values: { ETH: 2507.5 },
    });
    chains.mine(1, {
      layerId: "ethereumMultiFeed",
      txHash: hash(3),
      timestamp: 1_700_000_001_000,
      from: RELAYER.toLowerCase() as `0x${string}`,
      values: { ETH: 2510 },
    });
    chains.mine(42161, {
      layerId: "arbitrumWeetheth",
      txHash: hash(4),
      timestamp: 1_700_000_002_000,
      from: VISITOR,
      values: { "weETH/ETH": 1.04, ETH: 2508 },
    });
    const recorded = await watcher.scan();
    expect(recorded).toEqual([
      {
        layerId: "ethereumMultiFeed",
        feedId: "ETH",
        timestamp: 1_700_000_000_000,
        value: 2507.5,
        txHash: hash(2),
        blockNumber: 12,
        origin: "manual",
      },
      expect.objectContaining({
        layerId: "arbitrumWeetheth",
        feedId: "weETH/ETH",
        value: 1.04,
        blockNumber: 6,
      }),
      expect.objectContaining({ layerId: "arbitrumWeetheth", feedId: "ETH", value: 2508, origin: "manual" }),
    ]);
    expect(updateLog.records).toEqual(recorded);
    // Each chain is read from the block after the last one seen, and a quiet chain not at all.
    expect(chains.reads).toEqual([
      [1, 12n, 13n],
      [42161, 6n, 6n],
    ]);
    expect(await watcher.scan()).toEqual([]);
    expect(chains.reads).toHaveLength(2);
  });

  it("a failing chain is logged once and read again from the same block; the others go on", async () => {
    const chains = fakeChains();
    const updateLog = recordingLog();
    const lines: string[] = [];
    const watcher = createWalletUpdateWatcher({ chains, updateLog, log: (line) => lines.push(line) });
    await watcher.scan();
    chains.mine(1, { layerId: "a", txHash: hash(5), timestamp: 5, from: VISITOR, values: { ETH: 5 } });
    chains.mine(42161, { layerId: "b", txHash: hash(6), timestamp: 6, from: VISITOR, values: { BTC: 6 } });
    chains.failing.add(1);
    expect((await watcher.scan()).map((record) => record.layerId)).toEqual(["b"]);
    await watcher.scan();
    expect(lines.filter((line) => line.includes("scan failed"))).toEqual([
      "wallet updates: chain 1 scan failed: rpc down",
    ]);
    chains.failing.delete(1);
    expect((await watcher.scan()).map((record) => record.txHash)).toEqual([hash(5)]);
  });

  it("start() scans on its timer until stop()", async () => {
    const chains = fakeChains();
    const updateLog = recordingLog();
    const watcher = createWalletUpdateWatcher({ chains, updateLog, intervalMs: 10 });
    await watcher.start();
    chains.mine(1, { layerId: "a", txHash: hash(7), timestamp: 7, from: VISITOR, values: { ETH: 7 } });
    await expect.poll(() => updateLog.records.length).toBe(1);
    await watcher.stop();
    chains.mine(1, { layerId: "a", txHash: hash(8), timestamp: 8, from: VISITOR, values: { ETH: 8 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(updateLog.records).toHaveLength(1);
  });
});

// Ports of this file (one chain); other test files use other ranges.
const BASE_PORT = 18590;
const SEPOLIA = 11155111;
const hasAnvil = findAnvilBinary() !== null;

describe.skipIf(!hasAnvil)("wallet update watcher on a local chain", () => {
  const rig = chainTestRig();
  const stateDir = rig.stateDir();
  let chains: LocalChains;

  beforeAll(async () => {
    chains = await startLocalChains({
      world: rig.world,
      signers: rig.signers,
      settings: { chainIds: [SEPOLIA], basePort: BASE_PORT },
      stateDir,
      now: rig.now,
    });
  }, 60_000);

  afterAll(async () => {
    await chains?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }, 60_000);

  it("records a wallet's update with its tx hash, value and block time, and not the relayer's", async () => {
    const updateLog = recordingLog();
    const watcher = createWalletUpdateWatcher({ chains, updateLog });
    await watcher.scan();
    const relayer = createRelayer({
      world: rig.world,
      chains,
      signers: rig.signers,
      updateLog: { recordMany: () => {} },
      decideUpdate,
      now: rig.now,
    });
    const before = await chains.blockNumber(SEPOLIA);
    const relayed = await relayer.runCycle();
    expect(relayed.updates.length).toBeGreaterThan(0);
    // The relayer's writes read back from the chain: one per transaction and layer, every feed's value.
    const writes = await chains.layerWrites(SEPOLIA, before + 1n, await chains.blockNumber(SEPOLIA));
    expect(writes.map((write) => write.txHash).sort()).toEqual(
      relayed.updates.map((update) => update.txHash).sort(),
    );
    for (const update of relayed.updates) {
      const write = writes.find((candidate) => candidate.txHash === update.txHash);
      expect(write).toMatchObject({ layerId: update.layerId, from: chains.relayerAddress });
      expect(write?.values).toEqual(update.values);
    }

    // A visitor's wallet (a funded anvil account, not the relayer's) sends the next round's update.
    rig.advance(10_000);
    const { to, data } = await chains.buildUpdateCalldata("sepoliaMultiFeed", ["ETH"]);
    const chain = defineChain({
      id: SEPOLIA,
      name: "Sepolia",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [chains.chains[0]?.rpcUrl ?? ""] } },
    });
    const wallet = createWalletClient({
      account: privateKeyToAccount(devKey(9).privateKey),
      chain,
      transport: http(),
    });
    const txHash = await wallet.sendTransaction({ to, data });

    const recorded = await watcher.scan();
    const state = await chains.readLayer("sepoliaMultiFeed");
    expect(recorded).toEqual([
      {
        layerId: "sepoliaMultiFeed",
        feedId: "ETH",
        timestamp: state.ETH?.timestamp,
        value: state.ETH?.value,
        txHash,
        blockNumber: expect.any(Number),
        origin: "manual",
      },
    ]);
    expect(updateLog.records).toEqual(recorded);
  }, 30_000);
});
