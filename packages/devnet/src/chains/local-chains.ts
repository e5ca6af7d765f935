import { type Address, type Hex, parseEventLogs } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { LayerDeployment, LocalChain } from "../relayer/types.ts";
import type { SignerNetwork } from "../signers/types.ts";
import { devKey } from "../world/dev-keys.ts";
import type { World } from "../world/types.ts";
import { priceFeedsAdapterAbi } from "./abi.ts";
import { loadArtifact } from "./artifacts.ts";
import { alignBlockTime, RELAYER_KEY_INDEX } from "./chain-clients.ts";
import { type ChainsSettings, findAnvilBinary, selectNetworks } from "./chain-selection.ts";
import { feedIdToBytes32, storedDecimalsOf, storedToNumber } from "./feed-values.ts";
import { type LayerFeedState, readLayerState } from "./layer-reader.ts";
import { type LayerWrite, readLayerWrites } from "./layer-writes.ts";
import { revertReason } from "./revert-reason.ts";
import { applyDeployments } from "./schema-addresses.ts";
import { type RunningChain, startChain } from "./start-chain.ts";
import { encodeUpdateCall, pickSigners, signedPackagesFor, withRedstonePayload } from "./update-payload.ts";

interface LocalChainsOptions {
  world: World;
  signers: Pick<SignerNetwork, "latest">;
  settings: ChainsSettings;
  /** Chain state and deployments survive restarts here; null keeps nothing (tests). */
  stateDir: string | null;
  /** The devnet clock; chains' block time follows it (see alignBlockTime). */
  now?: () => number;
  log?: (message: string) => void;
  /** The anvil binary; undefined: the installed optional package's; null: none (no chains). */
  anvilBinary?: string | null;
}

/** An update sent to a layer: its transaction and the values written (human units, by feed id). */
interface PushedUpdate {
  txHash: Hex;
  blockNumber: number;
  /** Block time, epoch ms. */
  blockTimestamp: number;
  /** Time of the signed packages, epoch ms. */
  dataPackagesTimestamp: number;
  values: Record<string, number>;
}

/** A ready update transaction for a wallet to send. */
interface UpdateCalldata {
  to: `0x${string}`;
  data: Hex;
  dataPackagesTimestamp: number;
}

export interface LocalChains {
  readonly chains: readonly LocalChain[];
  readonly deployments: readonly LayerDeployment[];
  /** Every feed of a deployed layer, in manifest order; [] for a layer not on a local chain. */
  feedIdsOf(layerId: string): readonly string[];
  /** Every feed's value and last write, in one multicall round trip. */
  readLayer(layerId: string): Promise<Record<string, LayerFeedState>>;
  /** Signs nothing new: takes the data service's latest round, 3 authorised signers, and sends the layer's update. Price-feeds layers always write all their feeds. */
  pushUpdate(layerId: string, feedIds: readonly string[]): Promise<PushedUpdate>;
  buildUpdateCalldata(layerId: string, feedIds: readonly string[]): Promise<UpdateCalldata>;
  /** The account the relayer sends from (on every chain): writes from any other came from a wallet. */
  readonly relayerAddress: Address;
  /** The newest block number of a local chain. */
  blockNumber(chainId: number): Promise<bigint>;
  /** Every write to the chain's adapters in blocks fromBlock..toBlock (inclusive), oldest first. */
  layerWrites(chainId: number, fromBlock: bigint, toBlock: bigint): Promise<LayerWrite[]>;
  /** PIDs of the anvil processes still running. */
  pids(): number[];
  /** Stops every anvil (SIGTERM, SIGKILL after 3 s) and resolves once all have exited. */
  stop(): Promise<void>;
}

interface LayerEntry {
  running: RunningChain;
  deployment: LayerDeployment;
  feedIds: readonly string[];
  dataServiceId: string;
  signers: readonly string[];
}

/** The relayer's account, known without a chain running. */
const relayerAddress = (): Address => privateKeyToAccount(devKey(RELAYER_KEY_INDEX).privateKey).address;

function emptyChains(): LocalChains {
  const missing = (layerId: string): never => {
    throw new Error(`layer ${layerId} is not on a local chain`);
  };
  const noChain = async (chainId: number): Promise<never> => {
    throw new Error(`chain ${chainId} is not a local chain`);
  };
  return {
    chains: [],
    deployments: [],
    feedIdsOf: () => [],
    readLayer: async (layerId) => missing(layerId),
    pushUpdate: async (layerId) => missing(layerId),
    buildUpdateCalldata: async (layerId) => missing(layerId),
    relayerAddress: relayerAddress(),
    blockNumber: noChain,
    layerWrites: noChain,
    pids: () => [],
    stop: async () => {},
  };
}

/**
 * Starts one anvil per simulated network (in parallel), deploys or reuses every layer of those
 * chains, and rewrites the world's relayer schema and networks to point at them. A chain that
 * fails to start is logged and left remote; the others run.
 */
export async function startLocalChains(options: LocalChainsOptions): Promise<LocalChains> {
  const { world, signers, settings, stateDir } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  if (settings.chainIds.length === 0) return emptyChains();
  const binary = options.anvilBinary === undefined ? findAnvilBinary() : options.anvilBinary;
  if (!binary) {
    log(
      "anvil is not installed (optional @foundry-rs/anvil-* package): no local chains, every network stays remote",
    );
    return emptyChains();
  }
  const started = performance.now();
  const { networks, unknown } = selectNetworks(world, settings);
  if (unknown.length > 0)
    log(`DEVNET_CHAINS: chain id(s) ${unknown.join(", ")} not in the catalogue, ignored`);
  const results = await Promise.allSettled(
    networks.map((network) => startChain({ binary, world, network, stateDir, log })),
  );
  const running: RunningChain[] = [];
  results.forEach((result, index) => {
    if (result.status === "fulfilled") running.push(result.value);
    else log(`chain ${networks[index]?.chainId} stays remote: ${String(result.reason)}`);
  });

  const layers = new Map<string, LayerEntry>();
  for (const chain of running) {
    for (const deployment of chain.deployments) {
      const plan = chain.plans.find((candidate) => candidate.layerId === deployment.layerId);
      if (!plan) continue;
      layers.set(deployment.layerId, {
        running: chain,
        deployment,
        feedIds: plan.feedIds,
        dataServiceId: plan.dataServiceId,
        signers: plan.signers,
      });
    }
  }
  const chains = running.map((chain) => chain.chain);
  const deployments = running.flatMap((chain) => chain.deployments);
  applyDeployments(world, deployments, chains);
  log(
    `local chains: ${running.map((c) => `${c.chain.networkKey} (${c.chain.chainId}) on ${c.chain.rpcUrl}`).join(", ") || "none"}; ` +
      `${deployments.length} layers (${running.reduce((n, c) => n + c.deployed, 0)} deployed, ` +
      `${running.reduce((n, c) => n + c.reused, 0)} reused) in ${Math.round(performance.now() - started)} ms; other networks stay remote`,
  );
  for (const chain of running) {
    for (const { layerId, reason } of chain.skipped) log(`layer ${layerId} stays remote: ${reason}`);
  }

  const entryOf = (layerId: string): LayerEntry => {
    const entry = layers.get(layerId);
    if (!entry) throw new Error(`layer ${layerId} is not on a local chain`);
    return entry;
  };

  const buildUpdateCalldata = async (
    layerId: string,
    feedIds: readonly string[],
  ): Promise<UpdateCalldata> => {
    const entry = entryOf(layerId);
    const ids = entry.deployment.adapterType === "price-feeds" ? entry.feedIds : [...new Set(feedIds)];
    if (ids.length === 0) throw new Error(`update of ${layerId}: no feed ids`);
    const round = signers.latest(entry.dataServiceId);
    if (!round) throw new Error(`update of ${layerId}: unknown data service ${entry.dataServiceId}`);
    const chosen = pickSigners(round, entry.signers).map((signer) => signer.evmAddress);
    const packages = await signedPackagesFor(round, ids, chosen);
    const call = encodeUpdateCall(entry.deployment.adapterType, ids, round.timestamp);
    return {
      to: entry.deployment.adapterAddress,
      data: withRedstonePayload(call, packages),
      dataPackagesTimestamp: round.timestamp,
    };
  };

  const pushUpdate = (layerId: string, feedIds: readonly string[]): Promise<PushedUpdate> => {
    const entry = entryOf(layerId);
    const { clients } = entry.running;
    const adapterName =
      entry.deployment.adapterType === "price-feeds" ? "PriceFeedsAdapter" : "MultiFeedAdapter";
    return clients.serial(async () => {
      await alignBlockTime(clients, now());
      const call = await buildUpdateCalldata(layerId, feedIds);
      let txHash: Hex;
      try {
        txHash = await clients.wallet.sendTransaction({ to: call.to, data: call.data });
      } catch (error) {
        throw new Error(
          `update of ${layerId} rejected: ${revertReason(error, loadArtifact(adapterName).abi)}`,
          {
            cause: error,
          },
        );
      }
      const receipt = await clients.public.waitForTransactionReceipt({ hash: txHash, timeout: 30_000 });
      if (receipt.status !== "success") throw new Error(`update of ${layerId} reverted in ${txHash}`);
      const byBytes32 = new Map(
        entry.feedIds.concat(feedIds).map((feedId) => [feedIdToBytes32(feedId), feedId]),
      );
      const values: Record<string, number> = {};
      let blockTimestamp = 0;
      for (const event of parseEventLogs({
        abi: priceFeedsAdapterAbi,
        logs: receipt.logs,
        eventName: "ValueUpdate",
      })) {
        const feedId = byBytes32.get(event.args.dataFeedId);
        if (!feedId) continue;
        values[feedId] = storedToNumber(event.args.value, storedDecimalsOf(feedId));
        blockTimestamp = Number(event.args.updatedAt) * 1000;
      }
      return {
        txHash,
        blockNumber: Number(receipt.blockNumber),
        blockTimestamp,
        dataPackagesTimestamp: call.dataPackagesTimestamp,
        values,
      };
    });
  };

  const chainOf = (chainId: number): RunningChain => {
    const chain = running.find((candidate) => candidate.chain.chainId === chainId);
    if (!chain) throw new Error(`chain ${chainId} is not a local chain`);
    return chain;
  };

  let stopping: Promise<void> | null = null;
  return {
    chains,
    deployments,
    feedIdsOf: (layerId) => layers.get(layerId)?.feedIds ?? [],
    readLayer: (layerId) => {
      const entry = entryOf(layerId);
      return readLayerState(entry.running.clients, entry.deployment, entry.feedIds);
    },
    pushUpdate,
    buildUpdateCalldata,
    relayerAddress: relayerAddress(),
    blockNumber: async (chainId) => chainOf(chainId).clients.public.getBlockNumber({ cacheTime: 0 }),
    layerWrites: async (chainId, fromBlock, toBlock) => {
      const chain = chainOf(chainId);
      return readLayerWrites(
        chain.clients,
        chain.deployments,
        (layerId) => layers.get(layerId)?.feedIds ?? [],
        fromBlock,
        toBlock,
      );
    },
    pids: () => running.filter((chain) => chain.anvil.running()).map((chain) => chain.anvil.pid),
    stop: () => {
      stopping ??= Promise.all(running.map((chain) => chain.anvil.stop())).then(() => {});
      return stopping;
    },
  };
}
