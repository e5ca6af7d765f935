import {
  type DataPackagesResponse,
  dataPackagesResponseSchema,
  extractFeedMetadata,
  parsePorIntermediateValues,
} from "@oracle-explorer/core/schemas";
import { SignedDataPackage } from "@redstone-finance/protocol";
import { describe, expect, it } from "vitest";
import { ALL_FEEDS_PACKAGE_ID, createSignerNetwork } from "../signers/index.ts";
import {
  EVEN_SLOT_TIME,
  makeFakeMarket,
  makeTestWorld,
  ODD_SLOT_TIME,
  POR_FEED,
  PRIMARY,
} from "../signers/test-world.ts";
import { createGatewayRoutes } from "./gateway-routes.ts";

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
