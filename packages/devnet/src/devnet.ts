import { createDevnetApp } from "./app.ts";
import { type ChainsSettings, startLocalChains } from "./chains/index.ts";
import { usingDataFile } from "./data-file-error.ts";
import { decideUpdate, openUpdateLog, startHistory } from "./history/index.ts";
import { createMarket } from "./market/index.ts";
import {
  createFeedControls,
  createRelayer,
  createWalletUpdateWatcher,
  feedMisbehaviourOf,
  stallableFeedOf,
} from "./relayer/index.ts";
import { warmSourcesReport } from "./services/replicas.ts";
import { createSignerNetwork } from "./signers/index.ts";
import { openPriceStore } from "./store/index.ts";
import { type CreateWorldOptions, createWorld } from "./world/index.ts";

/** Local chains to run: which networks, on which ports, and where their state is kept. */
interface DevnetChainsOptions extends ChainsSettings {
  /** Chain state and deployments survive restarts here; null or absent: nothing is kept. */
  stateDir?: string | null;
  /** Pause between relayer cycles (default 5 s). */
  relayerIntervalMs?: number;
}

export interface DevnetOptions {
  world: CreateWorldOptions;
  /** SQLite file, or ":memory:" for tests. */
  databaseFile: string;
  /** SQLite file of the on-chain update history (default ":memory:"). */
  updateLogFile?: string;
  /** Local anvil chains with deployed adapters and a relayer; "none" or absent: every network is remote. */
  chains?: DevnetChainsOptions | "none";
  admin?: boolean;
  /**
   * The seeded misbehaviour: the primary production service's nodes (signers/node-behaviour.ts),
   * scheduled from the start time, and the late push feeds (relayer/feed-behaviour.ts), scheduled
   * from the epoch in the simulated history and the relayer alike; on by default, false: every
   * node is honest and every feed on time.
   */
  misbehaviour?: boolean;
  /**
   * The devnet's own base URL: when set, the networks it serves name `{url}/rpc/{chainId}` as
   * each local chain's RPC instead of its anvil, so the "rpc" fault can break chain reads (the e2e
   * resilience stack turns this on; `npm start` does not). The relayer keeps talking to anvil.
   */
  rpcThroughUrl?: string;
  now?: () => number;
  log?: (message: string) => void;
}

const MINUTE_MS = 60_000;

/**
 * Builds and starts the whole local oracle network: the world, its market, the price store
 * (backfilled up to now, so a restart only fills the gap), the signer nodes (a round every 10 s),
 * a minute clock that appends to the store, the local chains with their adapters deployed, the
 * update history, the relayer and the watcher of wallet-sent updates. `close()` stops the relayer
 * and the watcher, then the chains (no anvil is left), then every timer, and closes the stores.
 */
export async function startDevnet(options: DevnetOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const world = createWorld(options.world);
  const market = createMarket(world);
  const store = openPriceStore({ file: options.databaseFile, world, market });

  const backfillStarted = performance.now();
  // The first reads and writes of the stored rows: a file whose header survived but whose pages
  // did not may fail only here, and is named (and its fix given) like one that is no database.
  const { inserted } = usingDataFile(options.databaseFile, "price history", () => store.backfill(now()));
  log(
    `${world.kind} world (seed ${world.seed}): ${world.tokens.length} tokens, ${world.dataServices.length} data services; ` +
      `backfilled ${inserted} price rows in ${Math.round(performance.now() - backfillStarted)} ms`,
  );

  const misbehaviour = options.misbehaviour === false ? null : { startedAt: now(), seed: world.seed };
  // Chosen from the world as created (before deployment rewrites its addresses), as tests do.
  const feedMisbehaviour = options.misbehaviour === false ? null : feedMisbehaviourOf(world);
  const signers = createSignerNetwork({ world, market, now, misbehaviour });
  signers.start();

  // Append one row per token each minute, on the minute; a timer that slept (suspend) catches up.
  let minuteTimer: NodeJS.Timeout | undefined;
  const scheduleMinute = () => {
    const wait = MINUTE_MS - (now() % MINUTE_MS) + 50;
    minuteTimer = setTimeout(() => {
      try {
        store.backfill(now());
        store.appendMinute(now());
      } catch (error) {
        log(`price store append failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      scheduleMinute();
    }, wait);
    minuteTimer.unref();
  };
  scheduleMinute();

  // Chains first: deployment rewrites the world's relayer schema and networks, which everything
  // after (history, routes) must see.
  const chainsOptions = options.chains === "none" ? undefined : options.chains;
  const chains = await startLocalChains({
    world,
    signers,
    settings: chainsOptions ?? { chainIds: [], basePort: 0 },
    stateDir: chainsOptions?.stateDir ?? null,
    now,
    log,
  });

  const updateLog = openUpdateLog({ file: options.updateLogFile ?? ":memory:" });
  const localLayerIds = new Set(chains.deployments.map((deployment) => deployment.layerId));
  const history = startHistory({ world, market, updateLog, localLayerIds, now, feedMisbehaviour, log });
  // The history backfills (synchronously) before the relayer's first cycle: a local layer's past
  // is simulated only while it has no update yet.
  usingDataFile(options.updateLogFile ?? ":memory:", "update history", () => history.start());
  // The fault admin's per-feed controls (PUT /__admin/feeds) over the layers the relayer writes.
  const feedControls = createFeedControls({ world, deployments: chains.deployments, now });
  const relayer = createRelayer({
    world,
    chains,
    signers,
    updateLog,
    decideUpdate,
    now,
    intervalMs: chainsOptions?.relayerIntervalMs,
    feedMisbehaviour,
    feedControls,
    log,
  });
  // Updates a visitor's wallet sends to a local adapter (the manual update) join the history too.
  const walletUpdates = createWalletUpdateWatcher({ chains, updateLog, log });
  if (chains.deployments.length > 0) {
    relayer.start();
    await walletUpdates.start();
  }

  const localRpc = new Map(chains.chains.map((chain) => [chain.chainId, chain.rpcUrl]));
  if (options.rpcThroughUrl) {
    for (const network of world.networks) {
      if (typeof network.chainId === "number" && localRpc.has(network.chainId))
        network.rpcUrl = `${options.rpcThroughUrl}/rpc/${network.chainId}`;
    }
  }
  const stallable = stallableFeedOf(world);
  let closed = false;
  const { app, faults, errorsOn } = createDevnetApp({
    world,
    market,
    store,
    signers,
    updateLog,
    now,
    admin: options.admin,
    localRpc,
    feeds: {
      controls: feedControls,
      stallable:
        stallable && feedControls.refusal(stallable.layerId, stallable.feedId) === null ? stallable : null,
      // A change answers after a cycle under the new rules (behind any in flight): once a stall is
      // answered the feed is written no more, once an un-stall is, an overdue feed has been written.
      afterChange: () => (chains.deployments.length > 0 && !closed ? relayer.runCycle() : Promise.resolve()),
    },
  });
  warmSourcesReport(world, errorsOn, now());

  let closing: Promise<void> | null = null;
  const close = async () => {
    closed = true;
    await relayer.stop();
    await walletUpdates.stop();
    await chains.stop();
    history.stop();
    clearTimeout(minuteTimer);
    signers.stop();
    updateLog.close();
    store.close();
  };

  return {
    app,
    world,
    market,
    store,
    faults,
    chains,
    relayer,
    walletUpdates,
    updateLog,
    history,
    /** The node misbehaviour's schedule (start time and seed); null when it is off. */
    misbehaviour,
    /** The late feeds and their held-back windows (relayer/feed-behaviour.ts); null when it is off. */
    feedMisbehaviour,
    /** The run-time per-feed controls (relayer/feed-controls.ts), switched through /__admin/feeds. */
    feedControls,
    /** Idempotent; resolves once every anvil has exited and the stores are closed. */
    close: () => {
      closing ??= close();
      return closing;
    },
  };
}

export type Devnet = Awaited<ReturnType<typeof startDevnet>>;
