import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  chainConfigsSchema,
  dataPackagesResponseSchema,
  extractFeedMetadata,
  feedsAnswersSchema,
  historicalTvsSchema,
  networksFileSchema,
  nodeManifestSchema,
  onChainUpdatesSchema,
  oracleRegistrySchema,
  pricesArraySchema,
  pricesBySymbolSchema,
  relayerSchemaSchema,
  sourcesCatalogueSchema,
  sourcesReportSchema,
  tokensCatalogueSchema,
  tvlPerClientSchema,
  tvsClientsSchema,
  tvsPerClientSchema,
  tvsSumSchema,
} from "@oracle-explorer/core/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAnvilBinary } from "./chains/index.ts";
import { isAlive } from "./chains/test-support.ts";
import { type Devnet, startDevnet } from "./devnet.ts";
import { DEFAULT_REFERENCE_TIME } from "./env.ts";
import { heldBackWindows, lateFeedsOf } from "./relayer/index.ts";
import { createWorld } from "./world/index.ts";

const NOW = Date.UTC(2026, 10, 21, 12, 0, 5);
const HOUR = 3_600_000;
let dir: string;
let devnet: Devnet;

const json = async (path: string) => {
  const response = await devnet.app.request(path);
  expect(response.status, path).toBe(200);
  return response.json() as Promise<unknown>;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "devnet-test-"));
  devnet = await startDevnet({
    world: { referenceTime: DEFAULT_REFERENCE_TIME, seed: 7 },
    databaseFile: join(dir, "prices.sqlite"),
    now: () => NOW,
  });
  // A first backfill writes ~360k rows; on a busy 2-core machine that can take several seconds.
}, 60_000);
afterAll(async () => {
  await devnet.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("devnet endpoints answer in the contract shapes", () => {
  it("CALL-03 the relayer schema parses strictly, with every layer", async () => {
    const schema = relayerSchemaSchema.parse(await json("/relayer-schema"));
    const layers =
      Object.keys(schema.standard).length +
      Object.keys(schema.multifeed).length +
      Object.keys(schema.nonEvm).length;
    expect(layers).toBeGreaterThanOrEqual(40);
  });

  it("CALL-25 CALL-26 live prices: symbol → array, symbols → object, neither → every symbol", async () => {
    const one = pricesArraySchema.parse(await json("/api/prices?symbol=ETH&provider=redstone-primary-prod"));
    expect(one).toHaveLength(1);
    expect(one[0]?.timestamp).toBe(NOW - (NOW % 10_000));
    expect(Object.keys(one[0]?.source ?? {}).length).toBeGreaterThan(0);
    const two = pricesBySymbolSchema.parse(
      await json("/api/prices?symbols=ETH,BTC&provider=redstone-primary-prod"),
    );
    expect(Object.keys(two).sort()).toEqual(["BTC", "ETH"]);
    const all = pricesBySymbolSchema.parse(await json("/api/prices?provider=redstone-primary-prod"));
    expect(Object.keys(all).length).toBeGreaterThan(100);
    expect(await json("/api/prices?symbol=")).toEqual([]);
    expect(await json("/api/prices?symbol=ETH&provider=nobody")).toEqual([]);
  });

  it("CALL-22 CALL-23 time series: 7 days hourly and the last hour by minute, ascending", async () => {
    const week = pricesArraySchema.parse(
      await json(
        `/api/prices?symbol=ETH&fromTimestamp=${NOW - 7 * 24 * HOUR}&toTimestamp=${NOW}&interval=${HOUR}&forceInflux=true`,
      ),
    );
    expect(week.length).toBeGreaterThanOrEqual(167);
    const hour = pricesArraySchema.parse(
      await json(`/api/prices?symbol=ETH&fromTimestamp=${NOW - HOUR}&toTimestamp=${NOW}&interval=60000`),
    );
    expect(hour.length).toBeGreaterThanOrEqual(59);
    const times = hour.map((p) => p.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("CALL-27 history: newest first, limit and offset", async () => {
    const page = (offset: number) =>
      json(
        `/api/prices?symbol=BTC&fromTimestamp=${NOW - 24 * HOUR}&toTimestamp=${NOW}&limit=20&offset=${offset}`,
      );
    const first = pricesArraySchema.parse(await page(0));
    const second = pricesArraySchema.parse(await page(20));
    expect(first).toHaveLength(20);
    expect(first[0]?.timestamp).toBeGreaterThan(first[19]?.timestamp ?? Infinity);
    expect(second[0]?.timestamp).toBeLessThan(first[19]?.timestamp ?? 0);
    const bad = await devnet.app.request("/api/prices?symbol=BTC&limit=abc");
    expect(bad.status).toBe(400);
  });

  it("prices move live", async () => {
    const at = (t: number) => devnet.market.aggregateAt("ETH", t).value;
    expect(at(NOW)).not.toBe(at(NOW + 60_000));
  });

  it("CALL-18 CALL-20 node manifests and the registry parse; an unknown manifest is a 404", async () => {
    for (const name of ["main", "primary", "arbitrum", "avalanche"]) {
      nodeManifestSchema.parse(await json(`/manifests/${name}.json`));
    }
    expect((await devnet.app.request("/manifests/nope.json")).status).toBe(404);
    const registry = oracleRegistrySchema.parse(await json("/registry/state"));
    expect(Object.keys(registry.dataServices)).toContain("redstone-primary-prod");
  });

  it("CALL-34 the sources report parses and covers the last completed days", async () => {
    const report = sourcesReportSchema.parse(await json("/reports/sources-report.json"));
    expect(Object.keys(report).length).toBeGreaterThanOrEqual(20);
    const days = Object.values(report).flatMap((s) => Object.keys(s["fetching-failed"] ?? {}));
    expect(days).toContain("2026-11-20");
    expect(days).not.toContain("2026-11-21");
  });

  it("the catalogues parse: tokens, sources, networks, chain configs", async () => {
    tokensCatalogueSchema.parse(await json("/catalogue/tokens.json"));
    sourcesCatalogueSchema.parse(await json("/catalogue/sources.json"));
    networksFileSchema.parse(await json("/catalogue/networks.json"));
    chainConfigsSchema.parse(await json("/catalogue/chain-configs.json"));
  });

  it("CALL-37..42 the five TVS endpoints parse", async () => {
    const sum = await (await devnet.app.request("/tvs/tvs-sum")).text();
    expect(tvsSumSchema.parse(sum)).toBeGreaterThan(0);
    expect(
      Object.keys(tvsPerClientSchema.parse(await json("/tvs/tvs-per-client"))).length,
    ).toBeGreaterThanOrEqual(30);
    tvlPerClientSchema.parse(await json("/tvs/tvl-per-client"));
    expect(
      Object.keys(historicalTvsSchema.parse(await json("/tvs/historical-tvs"))).length,
    ).toBeGreaterThanOrEqual(365);
    tvsClientsSchema.parse(await json("/tvs/clients"));
  });

  it("CALL-13 CALL-14 the gateway serves signed packages with source metadata", async () => {
    const response = dataPackagesResponseSchema.parse(
      await json(
        "/gateway/v2/data-packages/latest-by-data-feeds/redstone-primary-prod/show-metadata?dataFeedIds=ETH",
      ),
    );
    const metadata = extractFeedMetadata(response, "ETH");
    expect(metadata?.timestampMilliseconds).toBe(NOW - (NOW % 10_000));
    expect(Object.keys(metadata?.sources ?? {}).length).toBeGreaterThan(0);
  });

  it("the gateway's historical round answers in the latest shape, and the gateway fault breaks it too", async () => {
    expect(devnet.misbehaviour).toEqual({ startedAt: NOW, seed: 7 });
    const round = NOW - (NOW % 10_000) - 60_000;
    const path = `/gateway/v2/data-packages/historical-by-data-feeds/redstone-primary-prod/${round}?dataFeedIds=ETH`;
    const response = dataPackagesResponseSchema.parse(await json(path));
    expect(response.ETH?.map((pkg) => pkg.timestampMilliseconds)).toEqual(Array(5).fill(round));
    devnet.faults.set("gateway", "error");
    try {
      expect((await devnet.app.request(path)).status).toBe(503);
      expect((await devnet.app.request(path.replace("-by-data-feeds", "").split("?")[0] ?? "")).status).toBe(
        503,
      );
    } finally {
      devnet.faults.set("gateway", "off");
    }
    expect((await devnet.app.request(path)).status).toBe(200);
  });

  it("CALL-04 CALL-10 CALL-12 feeds-answers-update and on-chain-updates parse, from the update history", async () => {
    const answers = feedsAnswersSchema.parse(await json("/api/feeds-answers-update"));
    const [layerId, feeds] = Object.entries(answers)[0] ?? [];
    const feedId = Object.keys(feeds ?? {})[0];
    expect(layerId && feedId).toBeTruthy();
    const updates = onChainUpdatesSchema.parse(
      await json(
        `/api/on-chain-updates?dataFeedId=${feedId}&adapterName=${layerId}&daysRange=30&interval=10m`,
      ),
    );
    expect(updates.onChainUpdates.length).toBeGreaterThan(0);
    expect((await devnet.app.request("/api/on-chain-updates?dataFeedId=ETH")).status).toBe(400);
  });

  it("holds the world's late feeds back in the update history: no update inside a window", () => {
    const late = lateFeedsOf(createWorld({ referenceTime: DEFAULT_REFERENCE_TIME, seed: 7 }));
    expect(devnet.feedMisbehaviour?.feeds).toEqual(late);
    expect(late.map((f) => `${f.layerId}/${f.feedId}`)).toEqual([
      "sepoliaVenusXvs/XVS",
      "avalancheMultiFeed/JOE",
      "berachainBera/BERA",
    ]);
    for (const feed of late) {
      const rows = devnet.updateLog.history(feed.layerId, feed.feedId, NOW - 30 * 24 * HOUR, NOW);
      const windows = heldBackWindows(feed, NOW - 29 * 24 * HOUR, NOW - HOUR).filter((w) => w.end < NOW);
      expect(windows.length).toBeGreaterThanOrEqual(28);
      for (const w of windows) {
        expect(rows.filter((u) => u.timestamp >= w.start && u.timestamp < w.end)).toEqual([]);
        const before = rows.filter((u) => u.timestamp < w.start).at(-1)?.timestamp ?? 0;
        const after = rows.find((u) => u.timestamp >= w.end)?.timestamp ?? NOW;
        expect(after - before).toBeGreaterThan(1.1 * feed.heartbeatMs);
      }
    }
  });

  it("CALL-31 CALL-32 the aggregator answers simple/price and market_chart", async () => {
    const price = (await json(
      "/aggregator/api/v3/simple/price?ids=ethereum&vs_currencies=usd&precision=2&include_last_updated_at=true",
    )) as Record<string, { usd: number; last_updated_at: number }>;
    expect(price.ethereum?.usd).toBeGreaterThan(0);
    const chart = (await json("/aggregator/api/v3/coins/ethereum/market_chart?vs_currency=usd&days=7")) as {
      prices: [number, number][];
    };
    expect(chart.prices.length).toBeGreaterThanOrEqual(168);
  });
});

describe("devnet restart", () => {
  it("keeps every stored row and fills only the gap", async () => {
    const file = join(dir, "restart.sqlite");
    const start = (now: number) =>
      startDevnet({
        world: { referenceTime: DEFAULT_REFERENCE_TIME, seed: 7 },
        databaseFile: file,
        now: () => now,
      });
    const first = await start(NOW);
    const before = first.store.history("ETH", { limit: 50, offset: 0, to: NOW });
    await first.close();
    const later = NOW + 30 * 60_000;
    const second = await start(later);
    const after = second.store.history("ETH", { limit: 80, offset: 0, to: NOW });
    const gap = second.store.history("ETH", { limit: 100, offset: 0, from: NOW + 1, to: later });
    await second.close();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(gap.length).toBeGreaterThanOrEqual(29);
  }, 60_000);
});

describe.skipIf(findAnvilBinary() === null)("devnet with a local chain", () => {
  // Ports of this file; the chains and relayer tests use other ranges.
  const BASE_PORT = 18570;

  it("deploys the chain's layers, serves their addresses, relays, and close() leaves no anvil", async () => {
    const withChain = await startDevnet({
      world: { referenceTime: DEFAULT_REFERENCE_TIME, seed: 7 },
      databaseFile: ":memory:",
      chains: {
        chainIds: [11155111],
        basePort: BASE_PORT,
        stateDir: join(dir, "chains"),
        relayerIntervalMs: 200,
      },
    });
    try {
      const schema = relayerSchemaSchema.parse(await (await withChain.app.request("/relayer-schema")).json());
      const deployments = withChain.chains.deployments;
      expect(deployments.map((d) => d.layerId).sort()).toEqual([
        "sepoliaMultiFeed",
        "sepoliaMultiFeedPrimaryDemo",
        "sepoliaVenusXvs",
      ]);
      for (const deployment of deployments) {
        const layer = schema.standard[deployment.layerId] ?? schema.multifeed[deployment.layerId];
        expect(layer?.adapterContract).toBe(deployment.adapterAddress);
      }
      const networks = networksFileSchema.parse(
        await (await withChain.app.request("/catalogue/networks.json")).json(),
      );
      expect(JSON.stringify(networks)).toContain(`http://127.0.0.1:${BASE_PORT}`);
      // sepoliaVenusXvs/XVS is a late feed (relayer/feed-behaviour.ts), but a fresh chain's first
      // write is never held back: the relayer's first cycle, at start, writes every local feed.
      expect(withChain.feedMisbehaviour?.feeds.map((f) => f.feedId)).toEqual(["XVS", "JOE", "BERA"]);
      await expect
        .poll(() => withChain.updateLog.latest("sepoliaVenusXvs", "XVS")?.origin, { timeout: 20_000 })
        .toBe("relayer");
      const onChain = await withChain.chains.readLayer("sepoliaVenusXvs");
      expect(onChain.XVS?.value).toBe(withChain.updateLog.latest("sepoliaVenusXvs", "XVS")?.value);
    } finally {
      const pids = withChain.chains.pids();
      expect(pids).toHaveLength(1);
      await withChain.close();
      expect(pids.filter(isAlive)).toEqual([]);
    }
  }, 60_000);
});
