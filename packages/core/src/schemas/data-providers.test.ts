import { describe, expect, it } from "vitest";
import { fixturesMissingReason, readFixture } from "../test-support/fixtures.ts";
import {
  oracleNodeSchema,
  providerSchema,
  toOracleNode,
  toOracleNodes,
  toProvider,
  toProviders,
} from "./data-providers.ts";
import { nodeManifestSchema } from "./node-manifest.ts";
import { oracleRegistrySchema } from "./oracle-registry.ts";

/** A captured-style registry: the real layout, trimmed to three nodes, one without address or url. */
const registry = oracleRegistrySchema.parse({
  contractAdmins: ["I-5rWUehEv-MjdK9gFw09RxfSLQX9DIHxG614Wf8qo0"],
  evolve: null,
  canEvolve: true,
  dataServices: {
    "redstone-primary-prod": {
      name: "RedStone Primary Prod",
      logo: "https://redstone.finance/assets/img/redstone-logo-full.svg",
      description: "Data feeds from primary RedStone nodes - prod",
      admin: "TEHhCDWy-vGmPSZsYJyM0aP_MM4xESgyIZdf5mVODzg",
      manifestTxId: "",
    },
    "redstone-fast-demo": { name: "Fast", logo: "fast.svg", description: "Fast demo" },
  },
  nodes: {
    HebMpM4xI07ev3jbEWamFNmRxu2ojflQfh0b2lpjFoM: {
      name: "redstone-primary-prod-node-1",
      description: "node 1",
      logo: "logo.svg",
      dataServiceId: "redstone-primary-prod",
      evmAddress: "0xdE13FdEE7a9B483129a81794d02FCB4021069f0C",
      url: "https://redstone.finance",
      ipAddress: "0.0.0.0",
      ecdsaPublicKey: "0x041c",
      dateAdded: "2024-01-01",
    },
    "0x7D3414935540cea461ca67aE44fC719Cb7E84BB1": {
      name: "redstone-primary-prod-node-2",
      description: "node 2",
      logo: "logo.svg",
      dataServiceId: "redstone-primary-prod",
      evmAddress: "",
    },
    fastNode: { name: "fast-1", description: "fast", logo: "f.svg", dataServiceId: "redstone-fast-demo" },
  },
});

const manifest = nodeManifestSchema.parse({
  interval: 10000,
  priceAggregator: "median",
  defaultSource: ["coingecko"],
  tokens: { ETH: { source: ["binance"] }, BTC: {}, HIDDEN: { isHidden: true } },
});

describe("oracle registry to providers and nodes", () => {
  it("DATA-13 CALL-20 maps a registry node to name, logo, description, evmAddress, url, dataServiceId, key, ipAddress", () => {
    const [first] = toOracleNodes(registry);
    expect(first).toEqual({
      key: "HebMpM4xI07ev3jbEWamFNmRxu2ojflQfh0b2lpjFoM",
      name: "redstone-primary-prod-node-1",
      logo: "logo.svg",
      description: "node 1",
      evmAddress: "0xdE13FdEE7a9B483129a81794d02FCB4021069f0C",
      url: "https://redstone.finance",
      dataServiceId: "redstone-primary-prod",
      ipAddress: "0.0.0.0",
    });
    expect(oracleNodeSchema.parse(first)).toEqual(first);
  });

  it("DATA-13 gives evmAddress false and url null when the registry has none, and leaves ipAddress out", () => {
    const node = toOracleNode("k", {
      name: "n",
      description: "d",
      logo: "l",
      dataServiceId: "s",
      evmAddress: " ",
    });
    expect(node.evmAddress).toBe(false);
    expect(node.url).toBeNull();
    expect(node).not.toHaveProperty("ipAddress");
    expect(toOracleNodes(registry).map((each) => each.evmAddress)).toEqual([
      "0xdE13FdEE7a9B483129a81794d02FCB4021069f0C",
      false,
      false,
    ]);
  });

  it("DATA-12 CALL-20 builds a provider with its manifest's visible tokens, default sources and its own nodes", () => {
    const provider = toProvider(registry, "redstone-primary-prod", manifest);
    expect(provider).not.toBeNull();
    expect(provider?.name).toBe("RedStone Primary Prod");
    expect(provider?.description).toBe("Data feeds from primary RedStone nodes - prod");
    expect(provider?.assetsCount).toBe(2);
    expect(Object.keys(provider?.tokens ?? {})).toEqual(["ETH", "BTC"]);
    expect(provider?.defaultSource).toEqual(["coingecko"]);
    expect(provider?.currentManifest).toBe(manifest);
    expect(provider?.nodes.map((node) => node.key)).toEqual([
      "HebMpM4xI07ev3jbEWamFNmRxu2ojflQfh0b2lpjFoM",
      "0x7D3414935540cea461ca67aE44fC719Cb7E84BB1",
    ]);
    expect(providerSchema.parse(provider)).toEqual(provider);
  });

  it("DATA-12 CALL-20 counts 0 assets without a manifest and gives null for an unknown data service", () => {
    const providers = toProviders(registry, { "redstone-primary-prod": manifest });
    expect(providers.map((provider) => [provider.id, provider.assetsCount, provider.nodes.length])).toEqual([
      ["redstone-primary-prod", 2, 2],
      ["redstone-fast-demo", 0, 1],
    ]);
    expect(providers[1]?.currentManifest).toBeNull();
    expect(providers[1]?.defaultSource).toEqual([]);
    expect(toProvider(registry, "redstone-custom-urls-demo")).toBeNull();
  });

  it("CALL-20 rejects a registry node whose evmAddress is not text", () => {
    const broken = {
      dataServices: {},
      nodes: { k: { name: "n", description: "d", logo: "l", dataServiceId: "s", evmAddress: 1 } },
    };
    expect(oracleRegistrySchema.safeParse(broken).success).toBe(false);
  });

  describe.skipIf(fixturesMissingReason !== null)("on the captured registry state", () => {
    it("DATA-12 DATA-13 CALL-20 maps 8 data services and 49 nodes; primary-prod has 17 nodes and 415 visible assets", () => {
      const captured = oracleRegistrySchema.parse(readFixture("data-services/oracle-registry-state.json"));
      const primary = nodeManifestSchema.parse(readFixture("data-services/primary.json"));
      const providers = toProviders(captured, { "redstone-primary-prod": primary });
      expect(providers).toHaveLength(8);
      expect(toOracleNodes(captured)).toHaveLength(49);
      const prod = providers.find((provider) => provider.id === "redstone-primary-prod");
      expect(prod?.nodes).toHaveLength(17);
      // 418 tokens, 3 of them hidden (tac*_FUNDAMENTAL).
      expect(prod?.assetsCount).toBe(415);
      expect(prod?.nodes.every((node) => typeof node.evmAddress === "string")).toBe(true);
      for (const provider of providers) expect(providerSchema.safeParse(provider).success).toBe(true);
    });
  });
});

describe("unknown data service ids", () => {
  it("SERVICES-15 an id named like an Object.prototype member is unknown (404), not a provider", () => {
    const registry = oracleRegistrySchema.parse({ dataServices: {}, nodes: {} });
    for (const id of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(toProvider(registry, id)).toBeNull();
    }
  });
});
