import { buildFeedRows, effectiveTriggers } from "@oracle-explorer/core/feeds";
import { parseRelayerSchema, type RelayerSchema } from "@oracle-explorer/core/schemas";
import { describe, expect, it } from "vitest";
import { DEFAULT_CHAIN_IDS } from "../chains/chain-selection.ts";
import { DEFAULT_REFERENCE_TIME } from "../env.ts";
import { LATE_LAYERS, makeLateFeedsWorld, LAYERS as TEST_LAYERS, TEST_NOW } from "../history/test-world.ts";
import { createWorld } from "../world/index.ts";
import { lateFeedsOf } from "./feed-behaviour.ts";
import { createFeedControls, stallableFeedOf } from "./feed-controls.ts";
import type { LayerDeployment } from "./types.ts";

const hourly = LATE_LAYERS.hourly;
const single = TEST_LAYERS.heartbeat;
/** The layers a devnet's relayer would write: a single-feed price-feeds layer, and a multi-feed one. */
const deployments: Pick<LayerDeployment, "layerId" | "chainId" | "adapterType">[] = [
  { layerId: single, chainId: 1, adapterType: "price-feeds" },
  { layerId: hourly, chainId: 2222, adapterType: "multi-feed" },
];

function controlsOn(world = makeLateFeedsWorld()) {
  let clock = TEST_NOW;
  const controls = createFeedControls({ world, deployments, now: () => clock });
  return { world, controls, advance: (ms: number) => (clock += ms) };
}

const triggersOf = (schema: RelayerSchema, layerId: string, feedId: string) => {
  const manifest = schema.standard[layerId] ?? schema.multifeed[layerId];
  const entry = manifest?.priceFeeds[feedId];
  const overrides = typeof entry === "object" ? entry.updateTriggersOverrides : undefined;
  return effectiveTriggers(manifest?.updateTriggers, feedId, overrides).triggers;
};

describe("feed controls", () => {
  it("refuses unknown layers and feeds, simulated layers and a shared price-feeds layer's feed", () => {
    const world = makeLateFeedsWorld();
    world.relayerSchema.standard.ethereumPair = {
      chain: { name: "ethereum", id: 1 },
      updateTriggers: { timeSinceLastUpdateInMilliseconds: 3_600_000 },
      adapterContract: "0x00000000000000000000000000000000000000aa",
      dataServiceId: "redstone-primary-prod",
      priceFeeds: { ETH: "0x00000000000000000000000000000000000000ab", BTC: "__NO_FEED__" },
    };
    const controls = createFeedControls({
      world,
      deployments: [...deployments, { layerId: "ethereumPair", chainId: 1, adapterType: "price-feeds" }],
      now: () => TEST_NOW,
    });
    const error = (layerId: string, feedId: string) => {
      const result = controls.set({ layerId, feedId, stalled: true });
      return result.ok ? null : result.error;
    };
    expect(error("nowhereLayer", "ETH")).toBe('unknown layer "nowhereLayer"');
    expect(error(hourly, "DOGE")).toBe(`layer "${hourly}" has no feed "DOGE"`);
    expect(error(LATE_LAYERS.twoHours, "ETH")).toMatch(
      /^layer "polygonTwoHours" \(chain 137\) is simulated, not written by the devnet's relayer: only feeds of layers on its local chains \(1, 2222\) can be controlled$/,
    );
    expect(error("ethereumPair", "ETH")).toMatch(/price-feeds adapter whose 2 feeds are written together/);
    expect(controls.list()).toEqual([]);
    // A devnet without chains controls nothing.
    const none = createFeedControls({ world, deployments: [], now: () => TEST_NOW });
    expect(none.refusal(hourly, "BTC")).toMatch(/local chains \(none running\)/);
    expect(controls.refusal(hourly, "BTC")).toBeNull();
  });

  it("a multi-feed layer's feed gets its heartbeat as updateTriggersOverrides, keeping its deviation", () => {
    const { world, controls } = controlsOn();
    expect(controls.set({ layerId: hourly, feedId: "BTC", heartbeatMs: 30_000 })).toMatchObject({
      ok: true,
      control: { heartbeatMs: 30_000, schemaHeartbeatMs: 3_600_000, stalled: false, changedAt: TEST_NOW },
    });
    const served = controls.schema(world.relayerSchema);
    expect(served.multifeed[hourly]?.priceFeeds.BTC).toEqual({
      updateTriggersOverrides: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: 30_000 },
    });
    expect(triggersOf(served, hourly, "BTC")).toEqual({
      cron: null,
      deviationPercentage: 0.5,
      timeSinceLastUpdateInMilliseconds: 30_000,
    });
    // Its neighbour, the other layers and the world's own schema are untouched.
    expect(triggersOf(served, hourly, "ETH").timeSinceLastUpdateInMilliseconds).toBe(3_600_000);
    expect(served.standard[single]).toBe(world.relayerSchema.standard[single]);
    expect(world.relayerSchema.multifeed[hourly]?.priceFeeds.BTC).toEqual({});
    // The served shape is what the explorer parses.
    const parsed = parseRelayerSchema(JSON.parse(JSON.stringify(served)));
    expect(parsed.ok && parsed.data.rejected).toEqual([]);
  });

  it("an existing feed override keeps its cron and extra fields; a layer deviation override is carried over", () => {
    const world = makeLateFeedsWorld();
    world.relayerSchema.multifeed[hourly] = {
      ...(world.relayerSchema.multifeed[hourly] as RelayerSchema["multifeed"][string]),
      updateTriggers: {
        deviationPercentage: 0.5,
        timeSinceLastUpdateInMilliseconds: 3_600_000,
        priceFeedsDeviationOverrides: { ETH: 2 },
      },
      priceFeeds: {
        ETH: { priceFeedAddress: "0xfeed" },
        BTC: { updateTriggersOverrides: { cron: ["0 10 * * *"], note: "kept" } },
      },
    };
    const { controls } = controlsOn(world);
    controls.set({ layerId: hourly, feedId: "ETH", heartbeatMs: 20_000 });
    controls.set({ layerId: hourly, feedId: "BTC", heartbeatMs: 40_000 });
    const served = controls.schema(world.relayerSchema);
    expect(served.multifeed[hourly]?.priceFeeds).toEqual({
      ETH: {
        priceFeedAddress: "0xfeed",
        updateTriggersOverrides: { deviationPercentage: 2, timeSinceLastUpdateInMilliseconds: 20_000 },
      },
      BTC: {
        updateTriggersOverrides: {
          cron: ["0 10 * * *"],
          note: "kept",
          timeSinceLastUpdateInMilliseconds: 40_000,
        },
      },
    });
  });

  it("a single-feed price-feeds layer gets the heartbeat on the layer (the format has no per-feed one)", () => {
    const { world, controls } = controlsOn();
    controls.set({ layerId: single, feedId: "ETH", heartbeatMs: 45_000 });
    const served = controls.schema(world.relayerSchema);
    expect(served.standard[single]?.updateTriggers).toEqual({ timeSinceLastUpdateInMilliseconds: 45_000 });
    expect(served.standard[single]?.priceFeeds).toEqual(world.relayerSchema.standard[single]?.priceFeeds);
    expect(world.relayerSchema.standard[single]?.updateTriggers).toEqual({
      timeSinceLastUpdateInMilliseconds: 6 * 3_600_000,
    });
  });

  it("a change keeps what it does not name; heartbeatMs null and stalled false remove the control; clear removes all", () => {
    const { world, controls, advance } = controlsOn();
    controls.set({ layerId: hourly, feedId: "BTC", heartbeatMs: 30_000 });
    advance(5_000);
    controls.set({ layerId: hourly, feedId: "BTC", stalled: true });
    expect(controls.list()).toEqual([
      {
        layerId: hourly,
        feedId: "BTC",
        heartbeatMs: 30_000,
        schemaHeartbeatMs: 3_600_000,
        stalled: true,
        changedAt: TEST_NOW + 5_000,
      },
    ]);
    expect(controls.isStalled(hourly, "BTC")).toBe(true);
    // The served layer changed when the heartbeat was set; the stall changed nothing a reader sees.
    expect(controls.overriddenSince(hourly)).toBe(TEST_NOW);
    controls.set({ layerId: hourly, feedId: "BTC", heartbeatMs: null });
    expect(controls.list()).toMatchObject([{ heartbeatMs: null, stalled: true }]);
    expect(
      triggersOf(controls.schema(world.relayerSchema), hourly, "BTC").timeSinceLastUpdateInMilliseconds,
    ).toBe(3_600_000);
    expect(controls.set({ layerId: hourly, feedId: "BTC", stalled: false })).toEqual({
      ok: true,
      control: null,
    });
    expect(controls.isControlled(hourly, "BTC")).toBe(false);
    expect(controls.overriddenSince(hourly)).toBeNull();
    controls.set({ layerId: hourly, feedId: "BTC", stalled: true });
    controls.set({ layerId: single, feedId: "ETH", heartbeatMs: 10_000 });
    controls.clear();
    expect(controls.list()).toEqual([]);
    expect(controls.isStalled(hourly, "BTC")).toBe(false);
    expect(controls.schema(world.relayerSchema)).toBe(world.relayerSchema);
  });

  it("the api's push feed rows read the overridden heartbeat from the served schema", () => {
    const { world, controls } = controlsOn();
    controls.set({ layerId: hourly, feedId: "BTC", heartbeatMs: 30_000 });
    const rows = buildFeedRows(controls.schema(world.relayerSchema), {
      networkFor: () => undefined,
      now: TEST_NOW,
    });
    const row = rows.find((r) => r.layerId === hourly && r.feedId === "BTC");
    expect(row?.triggers.timeSinceLastUpdateInMilliseconds).toBe(30_000);
    expect(row?.triggers.deviationPercentage).toBe(0.5);
  });
});

describe("stallableFeedOf", () => {
  it("the authored world's default stallable feed: arbitrumOneMultiFeed/ARB, 6 h heartbeat, not a late feed", () => {
    const world = createWorld({ referenceTime: DEFAULT_REFERENCE_TIME, seed: 1 });
    const feed = stallableFeedOf(world);
    expect(feed).toEqual({
      layerId: "arbitrumOneMultiFeed",
      feedId: "ARB",
      chainId: 42161,
      heartbeatMs: 6 * 3_600_000,
    });
    expect(DEFAULT_CHAIN_IDS).toContain(feed?.chainId);
    const manifest = world.relayerSchema.multifeed.arbitrumOneMultiFeed;
    expect(manifest?.adapterContractType).toBe("multi-feed");
    expect(manifest?.isHidden).toBeUndefined();
    expect(
      lateFeedsOf(world).some((late) => late.layerId === feed?.layerId && late.feedId === feed?.feedId),
    ).toBe(false);
    // The same whatever the seed: the choice reads the schema alone.
    expect(stallableFeedOf(createWorld({ referenceTime: DEFAULT_REFERENCE_TIME, seed: 7 }))).toEqual(feed);
  });

  it("skips late, cron, hidden and simulated feeds; null without a candidate", () => {
    const world = makeLateFeedsWorld();
    // arbitrumFast/ETH: multi-feed on chain 42161 with a 60 s heartbeat.
    expect(stallableFeedOf(world)).toEqual({
      layerId: TEST_LAYERS.fast,
      feedId: "ETH",
      chainId: 42161,
      heartbeatMs: 60_000,
    });
    // Without it none is left: ethereumHeartbeat/ETH (chain 1, single-feed price-feeds, 6 h) is the
    // local late feed, the others are simulated (baseMultiFeed, kava, polygon…) or hidden.
    delete world.relayerSchema.multifeed[TEST_LAYERS.fast];
    expect(stallableFeedOf(world)).toBeNull();
    world.relayerSchema.multifeed.sepoliaLocal = {
      chain: { name: "sepolia", id: 11155111 },
      updateTriggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: 86_400_000 },
      adapterContract: "0x00000000000000000000000000000000000000cc",
      adapterContractType: "multi-feed",
      dataServiceId: "redstone-primary-prod",
      priceFeeds: {
        ETH: {},
        BTC: { updateTriggersOverrides: { timeSinceLastUpdateInMilliseconds: 7_200_000 } },
        CRON: { updateTriggersOverrides: { cron: ["0 10 * * *"] } },
        BOLT: { isBolt: true, updateTriggersOverrides: { timeSinceLastUpdateInMilliseconds: 60_000 } },
      },
    };
    // sepoliaLocal/BTC (2 h) now sorts first among the local late candidates and becomes the late
    // feed, so ethereumHeartbeat/ETH is free: the shortest heartbeat left (6 h; ETH's 24 h, CRON's
    // cron and BOLT's bolt flag are not taken).
    expect(lateFeedsOf(world).find((late) => late.local)).toMatchObject({
      layerId: "sepoliaLocal",
      feedId: "BTC",
    });
    expect(stallableFeedOf(world)).toEqual({
      layerId: TEST_LAYERS.heartbeat,
      feedId: "ETH",
      chainId: 1,
      heartbeatMs: 6 * 3_600_000,
    });
    delete world.relayerSchema.standard[TEST_LAYERS.heartbeat];
    expect(stallableFeedOf(world)).toMatchObject({ layerId: "sepoliaLocal", feedId: "ETH" });
  });
});
