import {
  createApiContext,
  pointValue,
  pushFeeds,
  readDashboardsConfig,
  recoverSigner,
  serviceRosters,
} from "@oracle-explorer/api/network-reads";
import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "@oracle-explorer/core/constants";
import { exitOnSignals, exitWithParent, failStartup, listen } from "@oracle-explorer/server-kit";
import { openStore } from "@oracle-explorer/store";
import { createAlertDispatcher } from "./alert-webhooks.ts";
import { readIndexerEnv } from "./env.ts";
import { createHealthApp } from "./health.ts";
import { createIndexer } from "./indexer.ts";

try {
  const env = readIndexerEnv(process.env);
  const store = await openStore(env.storeUrl, { writer: true });
  if (!store) throw new Error(`STORE_URL ${env.storeUrl}: the store could not be opened`);
  // A whole service's packages in one read: the devnet signs them on demand and the live gateway
  // answers hundreds of feeds, so the read may take longer than a page's (4 s); a round is 10 s.
  // Rosters are read again every INDEXER_ROSTER_REFRESH_MS: no cached copy may be older than that.
  const ctx = createApiContext(env.config, {
    timeouts: { small: 8_000, large: 10_000 },
    cacheLimits: { maxTtlMs: env.rosterRefreshMs },
  });
  const { proofOfReserve } = readDashboardsConfig(process.env, env.config.productId);
  const indexer = createIndexer({
    store,
    gateway: {
      latest: (serviceId, feedIds) => ctx.upstreams.gatewayPackages(serviceId, feedIds),
      historical: (serviceId, timestamp, feedIds) =>
        ctx.upstreams.gatewayHistorical(serviceId, timestamp, feedIds),
    },
    checks: { recover: (pkg) => recoverSigner(pkg).recovered, valueOf: pointValue },
    rosters: () => serviceRosters(ctx),
    readDelayMs: env.readDelayMs,
    backfillRounds: env.backfillRounds,
    rawRetentionMs: env.rawRetentionMs,
    rosterRefreshMs: env.rosterRefreshMs,
    incidents: {
      nodeRounds: env.incidentNodeRounds,
      // The relayers' and the manual update's required unique signers: below it no update verifies.
      signersThreshold: MANUAL_UPDATE_UNIQUE_SIGNERS,
      reserves: Object.entries(proofOfReserve).map(([id, mapping]) => ({
        id,
        serviceId: mapping.dataServiceId,
        feedId: mapping.feedId,
      })),
    },
    feeds: {
      reads: {
        answers: async () => (await ctx.upstreams.feedsAnswers()).answers,
        history: (layerId, feedId, days) => ctx.upstreams.onChainUpdates(feedId, layerId, days),
      },
      roster: () => pushFeeds(ctx),
      backfillDays: env.feedBackfillDays,
      // The relayers' cadence is the rounds': one read of every feed's last update per round.
      everyMs: 10_000,
    },
  });
  // Off unless ALERT_WEBHOOK_URLS is set; on its own timers, so a slow receiver never holds a read.
  const alerts = env.alertWebhooks
    ? createAlertDispatcher({ store, urls: env.alertWebhooks.urls, secret: env.alertWebhooks.secret })
    : null;
  const server = await listen({
    app: createHealthApp(indexer, store.engine, alerts?.status ?? null),
    host: env.host,
    port: env.port,
    name: "indexer",
    portEnv: "INDEXER_PORT",
  });
  // The round in progress is committed (or not), and a webhook attempt in flight answered (or timed
  // out) and recorded, before the store closes.
  const running = {
    ...server,
    close: async () => {
      await Promise.all([indexer.stop(), alerts?.stop()]);
      await store.close();
      await server.close();
    },
  };
  exitOnSignals(running, "indexer");
  exitWithParent(running, "indexer");
  console.log(`indexer: recording into ${store.engine}; health on ${running.url}/health`);
  await indexer.start();
  await alerts?.start();
} catch (error) {
  failStartup("indexer", error);
}
