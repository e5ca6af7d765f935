import { Hono } from "hono";
import { createFaultAdmin, FaultSwitchboard, type FeedAdminOptions, injectFaults } from "./faults/index.ts";
import { createGatewayRoutes } from "./gateway/index.ts";
import { createHistoryRoutes } from "./history/index.ts";
import type { Market } from "./market/types.ts";
import { createFeedControls } from "./relayer/feed-controls.ts";
import type { UpdateLog } from "./relayer/types.ts";
import { createAggregatorApi } from "./services/aggregator.ts";
import { createImageRoutes } from "./services/images.ts";
import { createPermawebRoutes } from "./services/permaweb.ts";
import { createPricesApi } from "./services/prices-api.ts";
import { createReplicaRoutes, createSourceErrorCache } from "./services/replicas.ts";
import { createRpcProxy } from "./services/rpc-proxy.ts";
import { createTvsApi } from "./services/tvs-api.ts";
import type { SignerNetwork } from "./signers/index.ts";
import type { PriceStore } from "./store/types.ts";
import type { World } from "./world/types.ts";

interface DevnetDeps {
  world: World;
  market: Market;
  store: PriceStore;
  signers: Pick<SignerNetwork, "latest" | "round">;
  /** Every on-chain update: serves feeds-answers-update and on-chain-updates. */
  updateLog: UpdateLog;
  now: () => number;
  /** Mounts the fault admin under /__admin (loopback callers only). */
  admin?: boolean;
  /**
   * The relayer's per-feed controls (relayer/feed-controls.ts): served in /relayer-schema, and
   * switched under /__admin/feeds when the admin is on. Absent: controls over no local layer
   * (every PUT answers 400), as for a devnet without chains.
   */
  feeds?: FeedAdminOptions;
  /** Local chain id → its anvil URL, served behind /rpc/{chainId} (see services/rpc-proxy.ts). */
  localRpc?: ReadonlyMap<number, string>;
}

/**
 * The devnet's HTTP face: every upstream endpoint under the path product config expects
 * (DEVNET_URL + "/api", "/gateway", "/relayer-schema"…), each in its contract's exact shape.
 */
export function createDevnetApp(deps: DevnetDeps) {
  const { world, market, store, signers, now } = deps;
  const startedAt = now();
  const faults = new FaultSwitchboard();
  const errorsOn = createSourceErrorCache(market);
  const feeds = deps.feeds ?? { controls: createFeedControls({ world, deployments: [], now }) };
  const app = new Hono();

  // Health and admin are registered before the fault middleware, so a fault never hides them.
  app.get("/health", (c) =>
    c.json({
      status: "ok",
      service: "devnet",
      world: world.kind,
      seed: world.seed,
      uptimeMs: now() - startedAt,
    }),
  );
  if (deps.admin) app.route("/__admin", createFaultAdmin(faults, feeds));
  app.use("*", injectFaults(faults));

  app.route("/api/prices", createPricesApi({ world, market, store, now }));
  app.route("/api", createHistoryRoutes({ updateLog: deps.updateLog, now }));
  app.route("/gateway", createGatewayRoutes({ world, signers }));
  app.route("/aggregator/api/v3", createAggregatorApi({ world, market, now }));
  app.route("/tvs", createTvsApi({ world, now }));
  app.route("/images", createImageRoutes());
  app.route("/permaweb", createPermawebRoutes(now));
  app.route("/rpc", createRpcProxy(deps.localRpc ?? new Map()));
  app.route("/", createReplicaRoutes({ world, market, now, errorsOn, feedControls: feeds.controls }));
  app.notFound((c) => c.json({ error: "Not found", path: c.req.path }, 404));
  return { app, faults, errorsOn, feedControls: feeds.controls };
}
