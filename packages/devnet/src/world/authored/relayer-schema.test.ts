import { SPECIAL_RULES_CHAIN_ID } from "@oracle-explorer/core/constants";
import { adapterFamily, buildFeedRows, type ChainId, NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import { type RelayerManifest, relayerSchemaSchema } from "@oracle-explorer/core/schemas";
import { isAddress } from "viem";
import { describe, expect, it } from "vitest";
import { createAuthoredWorld } from "./create-authored-world.ts";

const referenceTime = Date.UTC(2025, 5, 1);
const world = createAuthoredWorld({ seed: 11, productId: "redstone", referenceTime });
const groups = world.relayerSchema;
const layers: [string, RelayerManifest][] = [
  ...Object.entries(groups.standard),
  ...Object.entries(groups.multifeed),
  ...Object.entries(groups.nonEvm),
];
const layer = (id: string): RelayerManifest => {
  const found = layers.find(([layerId]) => layerId === id)?.[1];
  if (!found) throw new Error(`no layer ${id}`);
  return found;
};
const feedConfigs = layers.flatMap(([, l]) => Object.values(l.priceFeeds));

describe("authored relayer schema", () => {
  it("DATA-17 holds at least 40 layers in all three groups and parses with core's schema", () => {
    expect(layers.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(groups.standard).length).toBeGreaterThan(5);
    expect(Object.keys(groups.multifeed).length).toBeGreaterThan(5);
    expect(Object.keys(groups.nonEvm).length).toBeGreaterThan(5);
    expect(relayerSchemaSchema.parse(JSON.parse(JSON.stringify(groups)))).toEqual(groups);
  });

  it("DATA-19 covers every adapter type, including one left out and each non-EVM family", () => {
    const types = new Set(layers.map(([, l]) => l.adapterContractType));
    for (const type of [undefined, "price-feeds", "multi-feed", "fast-multi-feed", "mento", "stylus"]) {
      expect(types).toContain(type);
    }
    const families = new Set(layers.map(([, l]) => adapterFamily(l.adapterContractType)));
    for (const family of ["sui", "solana", "stellar", "radix", "movement"])
      expect(families).toContain(family);
  });

  it("DATA-18 standard layers map feeds to addresses, with a __NO_FEED__ among them", () => {
    const values = Object.values(groups.standard).flatMap((l) => Object.values(l.priceFeeds));
    expect(values.every((value) => typeof value === "string")).toBe(true);
    expect(values).toContain(NO_FEED_ADDRESS);
    for (const value of values) if (value !== NO_FEED_ADDRESS) expect(isAddress(value as string)).toBe(true);
  });

  it("DATA-24 has per-feed overrides, layer deviation overrides and cron heartbeats", () => {
    const overrides = feedConfigs.filter((c) => typeof c === "object" && c.updateTriggersOverrides);
    expect(overrides.length).toBeGreaterThan(10);
    const crons = feedConfigs.filter((c) => typeof c === "object" && c.updateTriggersOverrides?.cron);
    expect(crons.map((c) => typeof c === "object" && c.updateTriggersOverrides?.cron)).toContainEqual([
      "0 10 * * *",
    ]);
    expect(layers.some(([, l]) => l.updateTriggers.priceFeedsDeviationOverrides)).toBe(true);
    expect(layers.some(([, l]) => l.updateTriggers.cron)).toBe(true);
  });

  it("has the edge cases: empty config, hidden layer, no deviation, 0 ms heartbeat, chain 80094", () => {
    expect(feedConfigs.some((c) => typeof c === "object" && Object.keys(c).length === 0)).toBe(true);
    expect(layers.some(([, l]) => l.isHidden === true)).toBe(true);
    expect(layers.some(([, l]) => l.updateTriggers.deviationPercentage === undefined)).toBe(true);
    const fast = layers.filter(([, l]) => l.updateTriggers.timeSinceLastUpdateInMilliseconds === 0);
    expect(fast.map(([, l]) => l.adapterContractType)).toContain("fast-multi-feed");
    expect(layers.filter(([, l]) => l.chain.id === SPECIAL_RULES_CHAIN_ID).length).toBeGreaterThanOrEqual(2);
    expect(layer("monadBoltMultiFeed").authorizedSigners).toEqual(
      world.dataServices[0]?.nodes.map((node) => node.evmAddress),
    );
  });

  it("DATA-20 non-EVM layers use family/n chain ids and their family's contract format", () => {
    const nonEvm = layers.filter(([, l]) => typeof l.chain.id === "string");
    expect(nonEvm.length).toBeGreaterThanOrEqual(8);
    for (const [, l] of nonEvm) expect(l.chain.id).toMatch(/^[a-z]+\/\d+$/);
    expect(layer("solanaMultiFeed").adapterContract).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(layer("stellarMultiFeed").adapterContract).toMatch(/^C[A-Z2-7]{55}$/);
    expect(layer("suiMultiFeed").adapterContract).toMatch(/^0x[0-9a-f]{64}$/);
    expect(layer("suiMultiFeed").adapterContractPackageId).toMatch(/^0x[0-9a-f]{64}$/);
    expect(layer("radixMultiFeed").adapterContract).toMatch(/^component_rdx1[a-z0-9]{54}$/);
  });

  it("most layers use primary-prod, a few primary-demo", () => {
    const services = layers.map(([, l]) => l.dataServiceId);
    const demo = services.filter((id) => id === "redstone-primary-demo").length;
    expect(demo).toBeGreaterThanOrEqual(3);
    expect(services.filter((id) => id === "redstone-primary-prod").length).toBe(layers.length - demo);
  });

  it("every feed is a catalogue token signed by the layer's data service", () => {
    const services = new Map(world.dataServices.map((s) => [s.id, new Set(s.tokens)]));
    for (const [id, l] of layers) {
      for (const feedId of Object.keys(l.priceFeeds)) {
        expect(services.get(l.dataServiceId)?.has(feedId), `${id} ${feedId}`).toBe(true);
      }
    }
  });

  it("FEEDS-20 buildFeedRows yields one row per feed, no layer error, every network resolved", () => {
    const byChain = new Map<string, (typeof world.networks)[number]>(
      world.networks.map((network) => [String(network.chainId), network]),
    );
    const errors: string[] = [];
    const rows = buildFeedRows(groups, {
      now: referenceTime,
      networkFor: (chainId: ChainId) => {
        const network = byChain.get(String(chainId));
        return network
          ? { key: network.key, name: network.name, explorerUrl: network.explorerUrl }
          : undefined;
      },
      onLayerError: (layerId) => errors.push(layerId),
    });
    expect(errors).toEqual([]);
    expect(rows.length).toBe(feedConfigs.length);
    for (const row of rows) expect(byChain.has(String(row.networkId)), row.layerId).toBe(true);
    expect(rows.some((row) => row.heartbeatTitle === null && row.isPerun === false)).toBe(true);
    expect(rows.some((row) => row.isNonEvm)).toBe(true);
  });

  it("contract addresses come from the seed: same seed same addresses, another seed others", () => {
    const again = createAuthoredWorld({ seed: 11, productId: "redstone", referenceTime });
    const other = createAuthoredWorld({ seed: 12, productId: "redstone", referenceTime });
    expect(again.relayerSchema).toEqual(groups);
    expect(other.relayerSchema.multifeed.ethereumMultiFeed?.adapterContract).not.toBe(
      groups.multifeed.ethereumMultiFeed?.adapterContract,
    );
  });
});
