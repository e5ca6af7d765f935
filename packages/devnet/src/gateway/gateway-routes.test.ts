import {
  type DataPackagesResponse,
  dataPackagesResponseSchema,
  extractFeedMetadata,
  parsePorIntermediateValues,
} from "@oracle-explorer/core/schemas";
import { SignedDataPackage } from "@redstone-finance/protocol";
import { describe, expect, it } from "vitest";
import {
  ALL_FEEDS_PACKAGE_ID,
  createSignerNetwork,
  isBadSignatureRound,
  NODE_MISBEHAVIOUR,
  UNREGISTERED_SIGNER_ADDRESS,
} from "../signers/index.ts";
import {
  AVALANCHE,
  EVEN_SLOT_TIME,
  makeFakeMarket,
  makeFiveNodeWorld,
  makeTestWorld,
  ODD_SLOT_TIME,
  POR_FEED,
  PRIMARY,
} from "../signers/test-world.ts";
import { createGatewayRoutes, HISTORY_KEPT_MS } from "./gateway-routes.ts";

const world = makeTestWorld();
const market = makeFakeMarket(world);

/** A gateway frozen at `time`: its signer network is never started, rounds are made on demand. */
function gatewayAt(time: number) {
  const signers = createSignerNetwork({ world, market, now: () => time + 4_321 });
  return createGatewayRoutes({ world, signers });
}

async function get(time: number, path: string): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await gatewayAt(time).request(path, { headers: { "x-api-key": "anything" } });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

async function packagesAt(time: number, path: string): Promise<DataPackagesResponse> {
  const { status, body } = await get(time, path);
  expect(status).toBe(200);
  return dataPackagesResponseSchema.parse(body);
}

describe("gateway latest data packages", () => {
  it("serves every package of the newest round, one per signer, without metadata", async () => {
    const { headers, body } = await get(ODD_SLOT_TIME, `/v2/data-packages/latest/${PRIMARY}`);
    expect(headers.get("cache-control")).toBe("no-store");
    const response = dataPackagesResponseSchema.parse(body);
    expect(Object.keys(response)).toEqual(["BTC", "ETH", "USDC", POR_FEED, ALL_FEEDS_PACKAGE_ID]);
    for (const [packageId, packages] of Object.entries(response)) {
      expect(packages).toHaveLength(3);
      for (const pkg of packages) {
        expect(pkg).toMatchObject({
          timestampMilliseconds: ODD_SLOT_TIME,
          dataPackageId: packageId,
          dataServiceId: PRIMARY,
          isSignatureValid: true,
        });
        expect(pkg.dataFeedId).toBe(packageId === ALL_FEEDS_PACKAGE_ID ? undefined : packageId);
        for (const point of pkg.dataPoints) expect(point.metadata).toBeUndefined();
      }
    }
  });

  it("serves packages whose signature recovers to the signer address it names", async () => {
    const response = await packagesAt(ODD_SLOT_TIME, `/v2/data-packages/latest/${PRIMARY}/show-metadata`);
    const packages = Object.values(response).flat();
    expect(packages).toHaveLength(15);
    for (const pkg of packages) {
      const signed = SignedDataPackage.fromObj({
        dataPoints: pkg.dataPoints.map(({ dataFeedId, value }) => ({ dataFeedId, value: Number(value) })),
        timestampMilliseconds: pkg.timestampMilliseconds,
        dataPackageId: pkg.dataPackageId,
        signature: pkg.signature,
      });
      expect(signed.recoverSignerAddress()).toBe(pkg.signerAddress);
    }
  });

  it("gives each feed's per-source metadata to extractFeedMetadata, failed sources as 'error'", async () => {
    const response = await packagesAt(EVEN_SLOT_TIME, `/v2/data-packages/latest/${PRIMARY}/show-metadata`);
    const btc = extractFeedMetadata(response, "BTC");
    expect(btc?.timestampMilliseconds).toBe(EVEN_SLOT_TIME);
    const quotes = market.quotesAt("BTC", EVEN_SLOT_TIME);
    expect(btc?.sources).toEqual(
      Object.fromEntries(
        quotes.map((quote) => [
          quote.source,
          { value: quote.value === null ? "error" : String(quote.value) },
        ]),
      ),
    );
    expect(btc?.sources["flaky-exchange"]).toEqual({ value: "error" });
    const point = response.BTC?.[0]?.dataPoints[0];
    expect(point?.metadata?.value).toBe(String(point?.value));
    expect(point?.metadata?.nodeLabel).toBe("main");
    expect(point?.metadata?.sourceMetadata?.binance?.tradeInfo?.volumeInUsd).toBeGreaterThan(0);
    expect(point?.metadata?.sourceMetadata?.["uniswap-v3-ethereum-wbtc-3000"]?.slippage).toHaveLength(2);
    const inAllFeeds = response[ALL_FEEDS_PACKAGE_ID]?.[0]?.dataPoints.find((p) => p.dataFeedId === "BTC");
    expect(inAllFeeds?.metadata).toEqual(point?.metadata);
  });

  it("carries the proof-of-reserve balances as intermediate values core parses", async () => {
    const response = await packagesAt(ODD_SLOT_TIME, `/v2/data-packages/latest/${PRIMARY}/show-metadata`);
    const source = extractFeedMetadata(response, POR_FEED)?.sources["accountable-stbl"];
    const parsed = parsePorIntermediateValues(source?.intermediateValues ?? {});
    expect(parsed.balances).toEqual({
      CoinbaseWallet: { usdt: "1000000500000", usdc: "2500000000000" },
      KomainuWallet: { buidl: "3000000000000" },
      MintingContract: { usdt: "123456789" },
    });
    expect(Number(response[POR_FEED]?.[0]?.dataPoints[0]?.value)).toBeCloseTo(
      6_500_123.956789 / 6_400_000,
      8,
    );
  });

  it("keeps metadata out of /hide-metadata", async () => {
    const response = await packagesAt(ODD_SLOT_TIME, `/v2/data-packages/latest/${PRIMARY}/hide-metadata`);
    expect(response.ETH?.[0]?.dataPoints[0]?.metadata).toBeUndefined();
  });
});

describe("gateway latest-by-data-feeds", () => {
  it("serves only the asked feeds, sorted, leaving unknown ids out", async () => {
    const path = `/v2/data-packages/latest-by-data-feeds/${PRIMARY}?dataFeedIds=USDC,BTC,NOPE,DEAD,${ALL_FEEDS_PACKAGE_ID}`;
    const response = await packagesAt(ODD_SLOT_TIME, path);
    expect(Object.keys(response)).toEqual(["BTC", "USDC"]);
    expect(response.BTC?.[0]?.dataPoints[0]?.metadata).toBeUndefined();
  });

  it("adds metadata on /show-metadata", async () => {
    const path = `/v2/data-packages/latest-by-data-feeds/${PRIMARY}/show-metadata?dataFeedIds=ETH`;
    const response = await packagesAt(ODD_SLOT_TIME, path);
    expect(Object.keys(response)).toEqual(["ETH"]);
    expect(extractFeedMetadata(response, "ETH")?.sources.coingecko?.value).toBeDefined();
  });

  it("answers 400 without dataFeedIds", async () => {
    const { status, body } = await get(ODD_SLOT_TIME, `/v2/data-packages/latest-by-data-feeds/${PRIMARY}`);
    expect(status).toBe(400);
    expect(body).toHaveProperty("error");
  });
});

describe("gateway errors", () => {
  it.each([
    "/v2/data-packages/latest/redstone-unknown-prod",
    "/v2/data-packages/latest/redstone-unknown-prod/show-metadata",
    "/v2/data-packages/latest-by-data-feeds/redstone-unknown-prod?dataFeedIds=BTC",
  ])("answers 404 JSON for an unknown data service: %s", async (path) => {
    const { status, body, headers } = await get(ODD_SLOT_TIME, path);
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Unknown data service: redstone-unknown-prod" });
    expect(headers.get("cache-control")).toBe("no-store");
  });
});

/** The signer a gateway package's signature recovers to. */
function recovered(pkg: DataPackagesResponse[string][number]): string {
  return SignedDataPackage.fromObj({
    dataPoints: pkg.dataPoints.map(({ dataFeedId, value, decimals }) => ({
      dataFeedId,
      value: Number(value),
      ...(decimals === undefined ? {} : { decimals }),
    })),
    timestampMilliseconds: pkg.timestampMilliseconds,
    dataPackageId: pkg.dataPackageId,
    signature: pkg.signature,
  }).recoverSignerAddress();
}

describe("gateway with the seeded node misbehaviour (five primary-prod nodes)", () => {
  const five = makeFiveNodeWorld();
  const fiveMarket = makeFakeMarket(five);
  const START = ODD_SLOT_TIME;
  const nodes = five.dataServices.find((service) => service.id === PRIMARY)?.nodes ?? [];
  const [altair, wayfarer, morpheus, ciri, vega] = nodes.map((node) => node.evmAddress ?? "");
  const OFFLINE_ROUND = START + NODE_MISBEHAVIOUR.offline.firstAfterMs;
  const LATE_ROUND = START + NODE_MISBEHAVIOUR.late.firstAfterMs;

  /** A gateway whose clock stands 4 s into the round at `time`; the devnet started at START. */
  function gateway(time: number) {
    const signers = createSignerNetwork({
      world: five,
      market: fiveMarket,
      now: () => time + 4_000,
      misbehaviour: { startedAt: START, seed: five.seed },
    });
    return createGatewayRoutes({ world: five, signers });
  }
  async function fetchAt(time: number, path: string) {
    const response = await gateway(time).request(path);
    return { status: response.status, body: (await response.json()) as unknown };
  }
  async function answerAt(time: number, path: string): Promise<DataPackagesResponse> {
    const { status, body } = await fetchAt(time, path);
    expect(status, path).toBe(200);
    return dataPackagesResponseSchema.parse(body);
  }
  const signersIn = (response: DataPackagesResponse, id: string) =>
    (response[id] ?? []).map((pkg) => [pkg.signerAddress, pkg.timestampMilliseconds]);

  it("in an offline round wayfarer (#2) has no packages, the 4 others all do", async () => {
    const response = await answerAt(OFFLINE_ROUND, `/v2/data-packages/latest/${PRIMARY}`);
    expect(Object.keys(response)).toEqual(["BTC", "ETH", "USDC", POR_FEED, ALL_FEEDS_PACKAGE_ID]);
    for (const packages of Object.values(response)) {
      expect(packages.map((pkg) => pkg.signerAddress)).toEqual([altair, morpheus, ciri, vega]);
    }
    const before = await answerAt(OFFLINE_ROUND - 10_000, `/v2/data-packages/latest/${PRIMARY}`);
    expect(before.ETH?.map((pkg) => pkg.signerAddress)).toEqual([altair, wayfarer, morpheus, ciri, vega]);
  });

  it("in a late round morpheus' (#3) latest package is its previous round's; the round after the episode is on time", async () => {
    const path = `/v2/data-packages/latest-by-data-feeds/${PRIMARY}/show-metadata?dataFeedIds=ETH`;
    const response = await answerAt(LATE_ROUND, path);
    expect(signersIn(response, "ETH")).toEqual([
      [altair, LATE_ROUND],
      [wayfarer, LATE_ROUND],
      [morpheus, LATE_ROUND - 10_000],
      [ciri, LATE_ROUND],
      [vega, LATE_ROUND],
    ]);
    // That is the very package the previous round served live, metadata of its own round included.
    const previous = await answerAt(LATE_ROUND - 10_000, path);
    expect(response.ETH?.[2]).toEqual(previous.ETH?.[2]);
    expect(recovered(response.ETH?.[2] as DataPackagesResponse[string][number])).toBe(morpheus);
    const lastLate = LATE_ROUND + NODE_MISBEHAVIOUR.late.durationMs - 10_000;
    expect(signersIn(await answerAt(lastLate, path), "ETH")[2]).toEqual([morpheus, lastLate - 10_000]);
    const after = LATE_ROUND + NODE_MISBEHAVIOUR.late.durationMs;
    expect(signersIn(await answerAt(after, path), "ETH")[2]).toEqual([morpheus, after]);
  });

  it("a bad-signature package names vega (#5) but recovers to another, unregistered address", async () => {
    let round = START;
    while (!isBadSignatureRound(round, five.seed)) round += 10_000;
    const response = await answerAt(round, `/v2/data-packages/latest/${PRIMARY}`);
    const bad = response.BTC?.find((pkg) => pkg.signerAddress === vega);
    expect(bad?.isSignatureValid).toBe(false);
    expect(recovered(bad as DataPackagesResponse[string][number])).toBe(UNREGISTERED_SIGNER_ADDRESS);
    expect(nodes.map((node) => node.evmAddress)).not.toContain(UNREGISTERED_SIGNER_ADDRESS);
    const good = Object.values(response)
      .flat()
      .filter((pkg) => pkg !== bad);
    for (const pkg of good) {
      expect(pkg.isSignatureValid).toBe(true);
      expect(recovered(pkg)).toBe(pkg.signerAddress);
    }
  });

  it("ciri's (#4) drifted value is the one its package and its metadata carry", async () => {
    const round = START + NODE_MISBEHAVIOUR.drift.periodMs / 2;
    const response = await answerAt(round, `/v2/data-packages/latest/${PRIMARY}/show-metadata`);
    const [honest, drifted] = [altair, ciri].map((address) =>
      response.BTC?.find((pkg) => pkg.signerAddress === address),
    );
    const median = Number(honest?.dataPoints[0]?.value);
    expect(Number(drifted?.dataPoints[0]?.value)).toBeCloseTo(median * 1.006, 6);
    expect(drifted?.dataPoints[0]?.metadata?.value).toBe(String(drifted?.dataPoints[0]?.value));
    expect(drifted?.dataPoints[0]?.metadata?.sourceMetadata).toEqual(
      honest?.dataPoints[0]?.metadata?.sourceMetadata,
    );
    expect(recovered(drifted as DataPackagesResponse[string][number])).toBe(ciri);
  });
});

describe("gateway historical data packages", () => {
  const five = makeFiveNodeWorld();
  const fiveMarket = makeFakeMarket(five);
  const START = ODD_SLOT_TIME;
  const NOW = START + 20 * 60_000;
  const nodes = five.dataServices.find((service) => service.id === PRIMARY)?.nodes ?? [];
  const [altair, wayfarer, morpheus, ciri, vega] = nodes.map((node) => node.evmAddress ?? "");
  const signers = createSignerNetwork({
    world: five,
    market: fiveMarket,
    now: () => NOW + 2_500,
    misbehaviour: { startedAt: START, seed: five.seed },
  });
  const app = createGatewayRoutes({ world: five, signers });
  async function fetchPath(path: string) {
    const response = await app.request(path);
    return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
  }
  async function answer(path: string): Promise<DataPackagesResponse> {
    const { status, body } = await fetchPath(path);
    expect(status, path).toBe(200);
    return dataPackagesResponseSchema.parse(body);
  }

  it("serves the stored round in the latest shape: every package id, one package per signer at the round's time", async () => {
    const round = START + 2 * 60_000;
    const { headers, body } = await fetchPath(`/v2/data-packages/historical/${PRIMARY}/${round}`);
    expect(headers.get("cache-control")).toBe("no-store");
    const response = dataPackagesResponseSchema.parse(body);
    expect(Object.keys(response)).toEqual(["BTC", "ETH", "USDC", POR_FEED, ALL_FEEDS_PACKAGE_ID]);
    for (const [id, packages] of Object.entries(response)) {
      expect(packages.map((pkg) => pkg.signerAddress)).toEqual([altair, wayfarer, morpheus, ciri, vega]);
      for (const pkg of packages) {
        expect(pkg).toMatchObject({
          timestampMilliseconds: round,
          dataPackageId: id,
          dataServiceId: PRIMARY,
        });
        expect(pkg.dataPoints[0]?.metadata).toBeUndefined();
      }
    }
    expect(response.ETH?.[0]?.dataPoints[0]?.value).toBe(fiveMarket.aggregateAt("ETH", round).value);
    const withMetadata = await answer(`/v2/data-packages/historical/${PRIMARY}/${round}/show-metadata`);
    expect(extractFeedMetadata(withMetadata, "BTC")?.timestampMilliseconds).toBe(round);
  });

  it("leaves an offline node out and keeps a late node's package at its own time", async () => {
    const offline = await answer(
      `/v2/data-packages/historical/${PRIMARY}/${START + NODE_MISBEHAVIOUR.offline.everyMs + NODE_MISBEHAVIOUR.offline.firstAfterMs}`,
    );
    expect(offline.BTC?.map((pkg) => pkg.signerAddress)).toEqual([altair, morpheus, ciri, vega]);
    const lateRound = START + NODE_MISBEHAVIOUR.late.firstAfterMs + 10_000;
    const late = await answer(`/v2/data-packages/historical/${PRIMARY}/${lateRound}`);
    expect(late.BTC?.map((pkg) => [pkg.signerAddress, pkg.timestampMilliseconds])).toContainEqual([
      morpheus,
      lateRound,
    ]);
    expect(late.BTC?.every((pkg) => pkg.timestampMilliseconds === lateRound)).toBe(true);
  });

  it("historical-by-data-feeds serves only the asked feeds, and needs dataFeedIds", async () => {
    const round = START + 60_000;
    const response = await answer(
      `/v2/data-packages/historical-by-data-feeds/${PRIMARY}/${round}/show-metadata?dataFeedIds=USDC,BTC,NOPE,${ALL_FEEDS_PACKAGE_ID}`,
    );
    expect(Object.keys(response)).toEqual(["BTC", "USDC"]);
    expect(response.BTC?.[0]?.dataPoints[0]?.metadata).toBeDefined();
    const none = await fetchPath(`/v2/data-packages/historical-by-data-feeds/${PRIMARY}/${round}`);
    expect(none.status).toBe(400);
  });

  it("answers the newest round, another service's, and one exactly 7 days old (honest: before the devnet started)", async () => {
    const newest = await answer(`/v2/data-packages/historical/${PRIMARY}/${NOW}`);
    expect(newest.ETH?.map((pkg) => pkg.timestampMilliseconds)).toEqual(Array(5).fill(NOW));
    const avalanche = await answer(`/v2/data-packages/historical/${AVALANCHE}/${NOW - 60_000}`);
    expect(avalanche.ETH?.map((pkg) => pkg.timestampMilliseconds)).toEqual([NOW - 60_000]);
    const oldest = NOW - HISTORY_KEPT_MS;
    const old = await answer(
      `/v2/data-packages/historical-by-data-feeds/${PRIMARY}/${oldest}?dataFeedIds=ETH`,
    );
    expect(old.ETH?.map((pkg) => pkg.timestampMilliseconds)).toEqual(Array(5).fill(oldest));
  });

  it.each([
    ["not on the 10 s grid", `${NOW - 5_000}`, 400],
    ["not a number", "yesterday", 400],
    ["negative", "-10000", 400],
    ["fractional", `${NOW - 10_000}.5`, 400],
    ["in the future", `${NOW + 10_000}`, 404],
    ["older than 7 days", `${NOW - HISTORY_KEPT_MS - 10_000}`, 404],
  ])("answers a timestamp %s (%s) with %i", async (_what, timestamp, status) => {
    for (const path of [
      `/v2/data-packages/historical/${PRIMARY}/${timestamp}`,
      `/v2/data-packages/historical-by-data-feeds/${PRIMARY}/${timestamp}?dataFeedIds=BTC`,
    ]) {
      const response = await fetchPath(path);
      expect(response.status, path).toBe(status);
      expect(response.body).toHaveProperty("error");
    }
  });

  it("answers 404 for an unknown data service", async () => {
    const { status, body } = await fetchPath(`/v2/data-packages/historical/redstone-unknown-prod/${NOW}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: "Unknown data service: redstone-unknown-prod" });
  });
});
