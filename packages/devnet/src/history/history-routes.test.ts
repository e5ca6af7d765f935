import { feedsAnswersSchema, onChainUpdatesSchema, toChartPoints } from "@oracle-explorer/core/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import type { OnChainUpdateRecord, UpdateLog } from "../relayer/types.ts";
import { toDecimalText, toIsoTime } from "./decimal-text.ts";
import { createHistoryRoutes } from "./history-routes.ts";
import { startHistory } from "./history-service.ts";
import { DAY, LAYERS, makeFakeMarket, makeHistoryWorld, TEST_NOW } from "./test-world.ts";
import { openUpdateLog } from "./update-log.ts";

let log: UpdateLog;
let app: ReturnType<typeof createHistoryRoutes>;
const STALE_LAYER = "staleLayer";

beforeAll(() => {
  log = openUpdateLog({ file: ":memory:" });
  const world = makeHistoryWorld();
  startHistory({
    world,
    market: makeFakeMarket(),
    updateLog: log,
    localLayerIds: new Set(),
    now: () => TEST_NOW,
  }).backfill();
  const stale: OnChainUpdateRecord = {
    layerId: STALE_LAYER,
    feedId: "ETH",
    timestamp: TEST_NOW - DAY - 1000,
    value: 1.2e-7,
    txHash: `0x${"1".repeat(64)}`,
    blockNumber: 1,
    origin: "relayer",
  };
  log.record(stale);
  app = createHistoryRoutes({ updateLog: log, now: () => TEST_NOW });
});

const get = (path: string) => app.request(path);

describe("GET /feeds-answers-update", () => {
  it("answers the latest update of every feed of the last 24 h in the contract's shape", async () => {
    const response = await get("/feeds-answers-update");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = feedsAnswersSchema.parse(await response.json());
    expect(Object.keys(body).sort()).toEqual(Object.values(LAYERS).sort());
    const eth = body[LAYERS.multi]?.ETH;
    const latest = log.latest(LAYERS.multi, "ETH");
    expect(eth).toEqual({
      timestamp: toIsoTime(latest?.timestamp ?? 0),
      value: toDecimalText(latest?.value ?? 0),
    });
    expect(eth?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(Number(eth?.value)).toBe(latest?.value);
  });

  it("leaves out feeds whose latest update is older than 24 h", async () => {
    const body = feedsAnswersSchema.parse(await (await get("/feeds-answers-update")).json());
    expect(body[STALE_LAYER]).toBeUndefined();
    // A day earlier the same update was recent, and served.
    const dayBefore = createHistoryRoutes({ updateLog: log, now: () => TEST_NOW - DAY + 2000 });
    const then = feedsAnswersSchema.parse(await (await dayBefore.request("/feeds-answers-update")).json());
    expect(then[STALE_LAYER]?.ETH?.value).toBe("0.00000012");
  });
});

describe("GET /on-chain-updates", () => {
  const query = (params: string) => get(`/on-chain-updates?${params}`);

  it("answers a feed's updates over daysRange, ascending, in the contract's shape", async () => {
    const response = await query(`dataFeedId=ETH&adapterName=${LAYERS.multi}&daysRange=30&interval=10m`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = onChainUpdatesSchema.parse(await response.json());
    const points = toChartPoints(body);
    expect(points.length).toBe(body.onChainUpdates.length);
    expect(points.length).toBeGreaterThan(20);
    const times = points.map((p) => p.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThanOrEqual(TEST_NOW - 30 * DAY);
    for (const entry of body.onChainUpdates as Array<{ value: string; txHash: string }>) {
      expect(entry.value).toMatch(/^\d+(\.\d+)?$/);
      expect(entry.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    }
  });

  it("defaults daysRange to 30 and narrows to the days asked for", async () => {
    const list = async (params: string) =>
      onChainUpdatesSchema.parse(await (await query(params)).json()).onChainUpdates as Array<{
        timestamp: number;
      }>;
    const base = `dataFeedId=USDC&adapterName=${LAYERS.instant}`;
    const byDefault = await list(base);
    expect(byDefault).toEqual(await list(`${base}&daysRange=30`));
    const oneDay = await list(`${base}&daysRange=1`);
    expect(oneDay.length).toBeGreaterThan(100);
    expect(oneDay.length).toBeLessThan(byDefault.length / 20);
    expect(oneDay.every((u) => u.timestamp >= TEST_NOW - DAY)).toBe(true);
    expect((await list(`${base}&daysRange=365`)).length).toBeGreaterThanOrEqual(byDefault.length);
  });

  it("answers an empty list for an unknown layer or feed", async () => {
    const response = await query("dataFeedId=NOPE&adapterName=nowhere");
    expect(await response.json()).toEqual({ onChainUpdates: [] });
  });

  it.each([
    ["adapterName=baseMultiFeed", "dataFeedId"],
    ["dataFeedId=ETH", "adapterName"],
    ["dataFeedId=ETH&adapterName=baseMultiFeed&daysRange=0", "daysRange"],
    ["dataFeedId=ETH&adapterName=baseMultiFeed&daysRange=366", "daysRange"],
    ["dataFeedId=ETH&adapterName=baseMultiFeed&daysRange=1.5", "daysRange"],
    ["dataFeedId=ETH&adapterName=baseMultiFeed&daysRange=abc", "daysRange"],
    ["dataFeedId=ETH&adapterName=baseMultiFeed&daysRange=", "daysRange"],
    ["dataFeedId=ETH%20X&adapterName=baseMultiFeed", "dataFeedId"],
    ["dataFeedId=&adapterName=baseMultiFeed", "dataFeedId"],
    ["dataFeedId=ETH&adapterName=base%3CMultiFeed", "adapterName"],
    ["dataFeedId=ETH&adapterName=baseMultiFeed&interval=10%20m", "interval"],
  ])("rejects %s with a 400 naming %s", async (params, name) => {
    const response = await query(params);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { error: string };
    expect(body.error).toContain(name);
  });

  it("accepts the contract's whole alphabet and ignores unknown parameters", async () => {
    const weird = encodeURIComponent("A.z0=/_$+-");
    expect((await query(`dataFeedId=${weird}&adapterName=${weird}`)).status).toBe(200);
    const response = await query(`dataFeedId=ETH&adapterName=${LAYERS.multi}&foo=%3C%3E&interval=1d`);
    expect(response.status).toBe(200);
  });
});

describe("decimal and time text", () => {
  it("writes numbers without exponent notation, reading back the same double", () => {
    const cases: Array<[number, string]> = [
      [2507.5540574, "2507.5540574"],
      [1.2e-7, "0.00000012"],
      [-3.5e-10, "-0.00000000035"],
      [1e21, "1000000000000000000000"],
      [1.2345e22, "12345000000000000000000"],
      [0, "0"],
    ];
    for (const [value, text] of cases) {
      expect(toDecimalText(value)).toBe(text);
      expect(Number(toDecimalText(value))).toBe(value);
    }
  });

  it("writes whole-second UTC times without a fraction", () => {
    expect(toIsoTime(Date.UTC(2024, 8, 3, 10, 19, 41))).toBe("2024-09-03T10:19:41Z");
    expect(toIsoTime(Date.UTC(2024, 8, 3, 10, 19, 41, 5))).toBe("2024-09-03T10:19:41.005Z");
  });
});
