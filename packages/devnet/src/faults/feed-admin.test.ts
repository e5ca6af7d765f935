import { effectiveTriggers } from "@oracle-explorer/core/feeds";
import { parseRelayerSchema } from "@oracle-explorer/core/schemas";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  LATE_LAYERS,
  makeFakeMarket,
  makeLateFeedsWorld,
  LAYERS as TEST_LAYERS,
  TEST_NOW,
} from "../history/test-world.ts";
import { createFeedControls } from "../relayer/feed-controls.ts";
import { createReplicaRoutes } from "../services/replicas.ts";
import { createFaultAdmin, FaultSwitchboard } from "./fault-injection.ts";
import { parseFeedControlBody } from "./feed-admin.ts";

const hourly = LATE_LAYERS.hourly;
const single = TEST_LAYERS.heartbeat;

/** The admin and the relayer schema as the devnet mounts them, over controls of two "local" layers. */
function harness(options: { afterChange?: () => Promise<unknown> } = {}) {
  const world = makeLateFeedsWorld();
  let clock = TEST_NOW;
  const controls = createFeedControls({
    world,
    deployments: [
      { layerId: single, chainId: 1, adapterType: "price-feeds" },
      { layerId: hourly, chainId: 2222, adapterType: "multi-feed" },
    ],
    now: () => clock,
  });
  const stallable = { layerId: hourly, feedId: "BTC", chainId: 2222, heartbeatMs: 3_600_000 };
  const app = new Hono();
  app.route(
    "/__admin",
    createFaultAdmin(new FaultSwitchboard(), { controls, stallable, afterChange: options.afterChange }),
  );
  app.route(
    "/",
    createReplicaRoutes({ world, market: makeFakeMarket(), now: () => clock, feedControls: controls }),
  );
  return { app, world, stallable, advance: (ms: number) => (clock += ms) };
}

const send = (app: Hono, method: "PUT" | "DELETE", body?: unknown, raw?: string) =>
  app.request("/__admin/feeds", {
    method,
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    headers: { "content-type": "application/json" },
  });

const served = async (app: Hono) => {
  const parsed = parseRelayerSchema(await (await app.request("/relayer-schema")).json());
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.data.rejected).toEqual([]);
  return parsed.data.schema;
};

describe("PUT /__admin/feeds validation", () => {
  const base = { layerId: hourly, feedId: "BTC" };
  it.each([
    ["not JSON", undefined, "body must be a JSON object"],
    ["an array", [base], "body must be a JSON object"],
    ["no layerId", { feedId: "BTC", stalled: true }, "layerId must be a non-empty string"],
    ["an empty feedId", { ...base, feedId: " ", stalled: true }, "feedId must be a non-empty string"],
    ["heartbeatMs below 10 000", { ...base, heartbeatMs: 9_999 }, "heartbeatMs must be a whole number"],
    ["a fractional heartbeatMs", { ...base, heartbeatMs: 30_000.5 }, "heartbeatMs must be a whole number"],
    ["heartbeatMs as text", { ...base, heartbeatMs: "30000" }, "heartbeatMs must be a whole number"],
    ["stalled as text", { ...base, stalled: "yes" }, "stalled must be true or false"],
    ["an unknown field", { ...base, heartbeat: 30_000 }, 'unknown field "heartbeat"'],
    ["nothing to change", base, "nothing to change: give heartbeatMs, stalled or both"],
  ])("answers 400 for %s", async (_, body, message) => {
    const { app } = harness();
    const response = await send(app, "PUT", body, body === undefined ? "{not json" : undefined);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
    expect(await (await app.request("/__admin/feeds")).json()).toMatchObject({ feeds: [] });
  });

  it("answers 400 for an unknown layer or feed and for a feed on a simulated layer", async () => {
    const { app } = harness();
    const error = async (layerId: string, feedId: string) => {
      const response = await send(app, "PUT", { layerId, feedId, stalled: true });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };
    expect(await error("nowhereLayer", "ETH")).toBe('unknown layer "nowhereLayer"');
    expect(await error(hourly, "DOGE")).toBe(`layer "${hourly}" has no feed "DOGE"`);
    expect(await error(LATE_LAYERS.twoHours, "ETH")).toMatch(
      /is simulated, not written by the devnet's relayer/,
    );
  });

  it("accepts null to remove a heartbeat override and whole numbers from 10 000 ms", () => {
    expect(parseFeedControlBody({ layerId: "l", feedId: "f", heartbeatMs: null })).toEqual({
      ok: true,
      change: { layerId: "l", feedId: "f", heartbeatMs: null },
    });
    expect(parseFeedControlBody({ layerId: "l", feedId: "f", heartbeatMs: 10_000, stalled: false })).toEqual({
      ok: true,
      change: { layerId: "l", feedId: "f", heartbeatMs: 10_000, stalled: false },
    });
  });

  it("answers 403 to a caller that is not on loopback", async () => {
    const { app } = harness();
    const remote = { incoming: { socket: { remoteAddress: "10.1.2.3" } } };
    const response = await app.request("/__admin/feeds", {}, remote);
    expect(response.status).toBe(403);
    const local = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };
    expect((await app.request("/__admin/feeds", {}, local)).status).toBe(200);
  });
});

describe("/__admin/feeds controls", () => {
  it("PUT sets a control, GET lists it with the default stallable feed, DELETE clears them all", async () => {
    const { app, stallable } = harness();
    expect(await (await app.request("/__admin/feeds")).json()).toEqual({ feeds: [], stallable });
    const put = await send(app, "PUT", {
      layerId: hourly,
      feedId: "BTC",
      heartbeatMs: 30_000,
      stalled: true,
    });
    expect(put.status).toBe(200);
    const listed = {
      feeds: [
        {
          layerId: hourly,
          feedId: "BTC",
          heartbeatMs: 30_000,
          schemaHeartbeatMs: 3_600_000,
          stalled: true,
          changedAt: TEST_NOW,
        },
      ],
      stallable,
    };
    expect(await put.json()).toEqual(listed);
    expect(await (await app.request("/__admin/feeds")).json()).toEqual(listed);
    // stalled alone: the heartbeat override stays.
    await send(app, "PUT", { layerId: hourly, feedId: "BTC", stalled: false });
    expect(await (await app.request("/__admin/feeds")).json()).toMatchObject({
      feeds: [{ heartbeatMs: 30_000, stalled: false }],
    });
    await send(app, "PUT", { layerId: single, feedId: "ETH", stalled: true });
    const cleared = await send(app, "DELETE");
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toEqual({ feeds: [], stallable });
  });

  it("answers a change only once afterChange (the devnet's relayer cycle) has run", async () => {
    const events: string[] = [];
    const { app } = harness({
      afterChange: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push("cycle");
      },
    });
    await send(app, "PUT", { layerId: hourly, feedId: "BTC", stalled: true });
    events.push("answered");
    await send(app, "DELETE");
    events.push("answered");
    expect(events).toEqual(["cycle", "answered", "cycle", "answered"]);
  });

  it("the served relayer schema carries a heartbeat override, stamped as changed, until it is removed", async () => {
    const { app, advance } = harness();
    const before = await served(app);
    advance(60_000);
    await send(app, "PUT", { layerId: hourly, feedId: "BTC", heartbeatMs: 30_000 });
    const schema = await served(app);
    const layer = schema.multifeed[hourly];
    const entry = layer?.priceFeeds.BTC;
    const overrides = typeof entry === "object" ? entry.updateTriggersOverrides : undefined;
    expect(effectiveTriggers(layer?.updateTriggers, "BTC", overrides).triggers).toEqual({
      cron: null,
      deviationPercentage: 0.5,
      timeSinceLastUpdateInMilliseconds: 30_000,
    });
    expect(layer).toMatchObject({ updatedAt: TEST_NOW + 60_000, version: 2 });
    // The rest of the schema is served as before.
    expect(schema.multifeed[hourly]?.priceFeeds.ETH).toEqual(before.multifeed[hourly]?.priceFeeds.ETH);
    expect(schema.standard).toEqual(before.standard);
    // A single-feed price-feeds layer: the layer's heartbeat.
    await send(app, "PUT", { layerId: single, feedId: "ETH", heartbeatMs: 20_000 });
    expect((await served(app)).standard[single]?.updateTriggers.timeSinceLastUpdateInMilliseconds).toBe(
      20_000,
    );
    // A stall alone changes nothing a reader sees; removing the overrides restores the schema.
    await send(app, "PUT", { layerId: hourly, feedId: "BTC", heartbeatMs: null, stalled: true });
    await send(app, "PUT", { layerId: single, feedId: "ETH", heartbeatMs: null });
    expect(await served(app)).toEqual(before);
    await send(app, "DELETE");
    expect(await served(app)).toEqual(before);
  });
});
