import {
  createApiContext,
  pointValue,
  pushFeeds,
  recoverSigner,
  serviceRosters,
} from "@oracle-explorer/api/network-reads";
import { exitOnSignals, exitWithParent, failStartup, listen } from "@oracle-explorer/server-kit";
import { openStore } from "@oracle-explorer/store";
import { readIndexerEnv } from "./env.ts";
import { createHealthApp } from "./health.ts";
import { createIndexer } from "./indexer.ts";

try {
  const env = readIndexerEnv(process.env);
  const store = await openStore(env.storeUrl, { writer: true });
  if (!store) throw new Error(`STORE_URL ${env.storeUrl}: the store could not be opened`);
  // A whole service's packages in one read: the devnet signs them on demand and the live gateway
  // answers hundreds of feeds, so the read may take longer than a page's (4 s); a round is 10 s.
  const ctx = createApiContext(env.config, { timeouts: { small: 8_000, large: 10_000 } });
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
  const server = await listen({
    app: createHealthApp(indexer, store.engine),
    host: env.host,
    port: env.port,
    name: "indexer",
    portEnv: "INDEXER_PORT",
  });
  // The round in progress is committed (or not) before the store closes.
  const running = {
    ...server,
    close: async () => {
      await indexer.stop();
      await store.close();
      await server.close();
    },
  };
  exitOnSignals(running, "indexer");
  exitWithParent(running, "indexer");
  console.log(`indexer: recording into ${store.engine}; health on ${running.url}/health`);
  await indexer.start();
} catch (error) {
  failStartup("indexer", error);
}
