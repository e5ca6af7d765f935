import {
  feedRecordsView,
  feedsListView,
  feedUpdateRecordsView,
  nodeRoundsView,
  nodeScorecardView,
  nodesView,
} from "@oracle-explorer/core/api-views";
import { startTestPostgres, type TestPostgres } from "@oracle-explorer/store/test-postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ENTRY, freePort, INDEXER_ENTRY, startChild, startTestDevnet, waitFor } from "./test/stack.ts";

const SERVICE = "redstone-primary-prod";

/**
 * The scale-out deployment: one indexer writing a real PostgreSQL, two api processes reading it.
 * Both answer the same scorecard and the same feed updates, so a load balancer may send a visitor
 * to either.
 */
describe("one indexer and two api replicas on PostgreSQL", () => {
  let postgres: TestPostgres;
  let devnet: Awaited<ReturnType<typeof startTestDevnet>>;
  const children: ReturnType<typeof startChild>[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    devnet = await startTestDevnet();
  }, 60_000);
  afterAll(async () => {
    for (const child of children) await child.stop("SIGTERM");
    await devnet?.close();
    postgres?.stop();
  });

  it("both replicas answer the same scorecards from the indexer's rounds", async () => {
    const storeUrl = await postgres.createDatabase("replicas");
    const common = { DEVNET_URL: devnet.url, STORE_URL: storeUrl };
    const indexerPort = await freePort();
    const indexer = startChild(INDEXER_ENTRY, indexerPort, {
      ...common,
      INDEXER_PORT: String(indexerPort),
      INDEXER_READ_DELAY_MS: "500",
      INDEXER_FEED_BACKFILL_DAYS: "1",
    });
    children.push(indexer);
    const replicas = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const api = startChild(API_ENTRY, port, { ...common, PORT: String(port), RATE_LIMIT_PER_MINUTE: "0" });
      children.push(api);
      replicas.push(api);
    }
    await Promise.all([indexer.healthy("/health"), ...replicas.map((api) => api.healthy("/api/health"))]);

    const [one, two] = replicas as [ReturnType<typeof startChild>, ReturnType<typeof startChild>];
    const nodes = nodesView.parse(await (await fetch(`${one.url}/api/v1/nodes`)).json());
    const address = nodes.nodes.find(
      (n) => n.dataServiceId === SERVICE && n.evmAddress !== false,
    )?.evmAddress;
    if (typeof address !== "string") throw new Error("no keyed node");

    const scorecard = async (api: typeof one) =>
      nodeScorecardView.parse(await (await fetch(`${api.url}/api/v1/nodes/${address}`)).json());
    // Four rounds recorded, read through the first replica.
    const recordedFrom = await waitFor(
      async () => {
        const card = await scorecard(one);
        return (card.uptime[0]?.expectedRounds ?? 0) >= 4 && card.recordedFrom !== null
          ? card.recordedFrom
          : undefined;
      },
      120_000,
      "four recorded rounds",
    );
    // The same closed window of raw rounds from both replicas, and the same record behind the cards.
    const window = `from=${recordedFrom}&to=${recordedFrom + 30_000}`;
    const rounds = await Promise.all(
      replicas.map(async (api) =>
        nodeRoundsView.parse(
          await (await fetch(`${api.url}/api/v1/nodes/${address}/rounds?${window}`)).json(),
        ),
      ),
    );
    expect(rounds[0]?.rounds.length).toBe(3);
    expect(rounds[1]).toEqual(rounds[0]);
    const [a, b] = await Promise.all([scorecard(one), scorecard(two)]);
    expect(b.recordedFrom).toBe(a.recordedFrom);
    expect(b.node).toEqual(a.node);

    // A feed's recorded updates over the same closed window, from both replicas: the busiest
    // feed once the indexer has read the feeds' day back (its records are cached 10 s).
    const feeds = feedsListView.parse(await (await fetch(`${one.url}/api/v1/feeds`)).json());
    const to = Date.now() - 60_000;
    const updatesOf = async (api: typeof one, feed: (typeof feeds.feeds)[number]) =>
      feedUpdateRecordsView.parse(
        await (
          await fetch(
            `${api.url}/api/v1/feeds/${feed.routeNetwork}/${feed.routeToken}/reliability/updates?from=${to - 3_600_000}&to=${to}${feed.routeLayer ? `&layer=${feed.routeLayer}` : ""}`,
          )
        ).json(),
      );
    const busiest = await waitFor(
      async () => {
        const records = feedRecordsView.parse(await (await fetch(`${one.url}/api/v1/feeds/records`)).json());
        const perDay = (f: (typeof feeds.feeds)[number]) =>
          records.records[`${f.layerId}/${f.feed}`]?.updatesPerDay7d ?? 0;
        const feed = [...feeds.feeds].sort((x, y) => perDay(y) - perDay(x))[0];
        return feed && (await updatesOf(one, feed)).updates.length > 0 ? feed : undefined;
      },
      90_000,
      "a feed with updates recorded in the last hour",
    );
    const [first, second] = await Promise.all(replicas.map((api) => updatesOf(api, busiest)));
    expect(first?.updates.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
  }, 180_000);
});
