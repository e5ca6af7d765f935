import { effectiveTriggers } from "@oracle-explorer/core/feeds";
import type { RelayerManifest } from "@oracle-explorer/core/schemas";
import type { LocalChains } from "../chains/index.ts";
import type { SignerNetwork } from "../signers/types.ts";
import type { World } from "../world/types.ts";
import type { FeedMisbehaviour } from "./feed-behaviour.ts";
import type { FeedControls } from "./feed-controls.ts";
import type {
  DecideUpdate,
  LayerDeployment,
  OnChainUpdateRecord,
  TriggerReason,
  UpdateLog,
} from "./types.ts";

interface RelayerOptions {
  world: World;
  chains: Pick<LocalChains, "deployments" | "feedIdsOf" | "readLayer" | "pushUpdate">;
  signers: Pick<SignerNetwork, "latest">;
  updateLog: Pick<UpdateLog, "recordMany">;
  decideUpdate: DecideUpdate;
  now: () => number;
  /** Pause between the end of a cycle and the start of the next (default 5 s). */
  intervalMs?: number;
  /**
   * The late feeds (feed-behaviour.ts): inside a held-back window a feed the chain already holds
   * is left out of the cycle's decisions (no heartbeat, deviation or cron). Absent or null: none
   * is late.
   */
  feedMisbehaviour?: Pick<FeedMisbehaviour, "isHeldBack"> | null;
  /**
   * The run-time per-feed controls (feed-controls.ts, switched through the fault admin): a stalled
   * feed is never written (not even a first write), a heartbeat override replaces the feed's
   * heartbeat, and a controlled feed is not held back by the late-feed windows. Read at every
   * check, so a change applies from the next cycle on. Absent or null: none.
   */
  feedControls?: Pick<FeedControls, "isStalled" | "isControlled" | "manifestOf"> | null;
  log?: (message: string) => void;
}

/** One update a cycle sent: which feeds, why each triggered, and the transaction. */
interface RelayedUpdate {
  layerId: string;
  /** The feeds written (price-feeds layers: all of them) → the value written. */
  values: Record<string, number>;
  /** The feeds whose trigger fired → why. */
  reasons: Record<string, TriggerReason>;
  txHash: `0x${string}`;
  blockNumber: number;
}

interface CycleReport {
  updates: RelayedUpdate[];
  failures: { layerId: string; error: string }[];
}

export interface Relayer {
  /** Runs a cycle now, then one `intervalMs` after each ends (timer unref'd). Idempotent. */
  start(): void;
  /** Stops the timer and resolves once a cycle in flight has finished. */
  stop(): Promise<void>;
  /** One cycle over every layer on a local chain; queued behind a cycle in flight, never overlapping it. */
  runCycle(): Promise<CycleReport>;
}

function manifestOf(world: World, layerId: string): RelayerManifest | undefined {
  return world.relayerSchema.standard[layerId] ?? world.relayerSchema.multifeed[layerId];
}

function overridesOf(manifest: RelayerManifest, feedId: string) {
  const entry = manifest.priceFeeds[feedId];
  return typeof entry === "object" ? entry.updateTriggersOverrides : undefined;
}

/**
 * The devnet's relayer: each cycle, for every layer on a local chain, reads the chain (one
 * multicall), compares each feed with the data service's latest signed round through the
 * feed's effective triggers, and sends one update when any feed triggers (price-feeds layers
 * write the whole layer, multi-feed layers only the triggered feeds). Each written feed becomes
 * an OnChainUpdateRecord in the update log. A failing layer is logged and the others go on. A
 * late feed inside one of its held-back windows is not looked at (options.feedMisbehaviour), nor
 * a stalled one (options.feedControls, whose heartbeat overrides the decisions use too).
 */
export function createRelayer(options: RelayerOptions): Relayer {
  const { world, chains, signers, updateLog, decideUpdate, now } = options;
  const intervalMs = options.intervalMs ?? 5_000;
  const log = options.log ?? (() => {});
  const misbehaviour = options.feedMisbehaviour ?? null;
  const controls = options.feedControls ?? null;
  // The last error per layer: a layer that keeps failing is logged once, not every cycle.
  const lastErrors = new Map<string, string>();

  async function relayLayer(deployment: LayerDeployment): Promise<RelayedUpdate | null> {
    const { layerId } = deployment;
    const schemaManifest = manifestOf(world, layerId);
    if (!schemaManifest) return null;
    const manifest = controls ? controls.manifestOf(layerId, schemaManifest) : schemaManifest;
    const feedIds = chains.feedIdsOf(layerId);
    const isPriceFeeds = deployment.adapterType === "price-feeds";
    const stalled = (feedId: string) => controls?.isStalled(layerId, feedId) === true;
    // A price-feeds adapter writes all its feeds at once: one stalled feed stalls the layer.
    if (isPriceFeeds && feedIds.some(stalled)) return null;
    const round = signers.latest(manifest.dataServiceId);
    if (!round) throw new Error(`unknown data service ${manifest.dataServiceId}`);
    const state = await chains.readLayer(layerId);
    const at = now();
    const reasons: Record<string, TriggerReason> = {};
    const unsigned: string[] = [];
    for (const feedId of feedIds) {
      // Stalled (a relayer outage for this feed): not looked at at all, whatever the chain holds.
      if (stalled(feedId)) continue;
      const candidate = round.feed(feedId)?.value;
      if (candidate === undefined) {
        unsigned.push(feedId);
        continue;
      }
      const current = state[feedId] ?? { value: null, timestamp: null, dataTimestamp: null };
      // Held back: the relayer does not check this feed now, unless the chain holds nothing for it
      // (a fresh chain's first write is never held back, so every reader finds a value). A
      // price-feeds layer's write, which takes every feed, could still carry it: the late feeds
      // are chosen so that none is written so. A feed under a run-time control is never held back.
      if (
        current.timestamp !== null &&
        misbehaviour?.isHeldBack(layerId, feedId, at) &&
        controls?.isControlled(layerId, feedId) !== true
      )
        continue;
      // The chain already holds this round (or a newer one): adapters reject older data.
      if (current.dataTimestamp !== null && round.timestamp <= current.dataTimestamp) continue;
      const { triggers } = effectiveTriggers(manifest.updateTriggers, feedId, overridesOf(manifest, feedId));
      const reason = decideUpdate({
        triggers,
        current: { value: current.value, timestamp: current.timestamp },
        candidate,
        now: at,
      });
      if (reason) reasons[feedId] = reason;
    }
    const triggered = Object.keys(reasons);
    if (triggered.length === 0) return null;
    // A price-feeds adapter takes all its feeds at once: a feed missing from this round (its
    // sources failed) holds the layer back until a round has them all.
    if (isPriceFeeds && unsigned.length > 0) {
      throw new Error(
        `round ${round.timestamp} has no value for ${unsigned.join(", ")}; retrying next round`,
      );
    }
    const pushed = await chains.pushUpdate(layerId, isPriceFeeds ? feedIds : triggered);
    const records: OnChainUpdateRecord[] = Object.entries(pushed.values).map(([feedId, value]) => ({
      layerId,
      feedId,
      timestamp: pushed.blockTimestamp,
      value,
      txHash: pushed.txHash,
      blockNumber: pushed.blockNumber,
      origin: "relayer",
    }));
    updateLog.recordMany(records);
    return {
      layerId,
      values: pushed.values,
      reasons,
      txHash: pushed.txHash,
      blockNumber: pushed.blockNumber,
    };
  }

  async function cycle(): Promise<CycleReport> {
    const deployments = [...chains.deployments];
    const layerIds = deployments.map((deployment) => deployment.layerId);
    // Layers run side by side: reads overlap, and sends queue per chain (nonces stay in order).
    const results = await Promise.allSettled(deployments.map((deployment) => relayLayer(deployment)));
    const report: CycleReport = { updates: [], failures: [] };
    results.forEach((result, index) => {
      const layerId = layerIds[index] ?? "";
      if (result.status === "fulfilled") {
        if (result.value) report.updates.push(result.value);
        if (lastErrors.delete(layerId)) log(`relayer: ${layerId} recovered`);
        return;
      }
      const error = result.reason instanceof Error ? result.reason.message : String(result.reason);
      report.failures.push({ layerId, error });
      if (lastErrors.get(layerId) !== error) log(`relayer: ${layerId} failed: ${error}`);
      lastErrors.set(layerId, error);
    });
    return report;
  }

  let tail: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const runCycle = (): Promise<CycleReport> => {
    const next = tail.then(cycle, cycle);
    tail = next.catch(() => {});
    return next;
  };

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      runCycle()
        .catch((error: unknown) => log(`relayer: cycle failed: ${String(error)}`))
        .finally(() => {
          if (running) schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  };

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      await tail;
    },
    runCycle,
  };
}
