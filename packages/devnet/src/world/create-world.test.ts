import { POR_ASSETS, POR_HOLDERS } from "@oracle-explorer/core/proof-of-reserve";
import { describe, expect, it } from "vitest";
import { createAuthoredWorld } from "./authored/create-authored-world.ts";
import { createWorld, worldOptionsFromEnv } from "./create-world.ts";

const referenceTime = Date.UTC(2025, 5, 1);

describe("world creation", () => {
  it("the same seed builds a deep-equal world", () => {
    const a = createAuthoredWorld({ seed: 42, productId: "redstone", referenceTime });
    const b = createAuthoredWorld({ seed: 42, productId: "redstone", referenceTime });
    expect(b).toEqual(a);
  });

  it("another seed moves prices, rates and addresses but keeps the catalogue", () => {
    const a = createAuthoredWorld({ seed: 42, productId: "redstone", referenceTime });
    const b = createAuthoredWorld({ seed: 43, productId: "redstone", referenceTime });
    expect(b.tokens.map((t) => t.symbol)).toEqual(a.tokens.map((t) => t.symbol));
    expect(b.tokens.find((t) => t.symbol === "BTC")?.basePrice).not.toBe(
      a.tokens.find((t) => t.symbol === "BTC")?.basePrice,
    );
    expect(b.sources.map((s) => s.failureRate)).not.toEqual(a.sources.map((s) => s.failureRate));
    expect(b.relayerSchema).not.toEqual(a.relayerSchema);
  });

  it("the product id prefixes every data service id the world names", () => {
    const world = createAuthoredWorld({ seed: 1, productId: "acme", referenceTime });
    const ids = new Set(world.dataServices.map((s) => s.id));
    for (const id of ids) expect(id.startsWith("acme-")).toBe(true);
    const { standard, multifeed, nonEvm } = world.relayerSchema;
    for (const group of [standard, multifeed, nonEvm]) {
      for (const layer of Object.values(group)) expect(ids).toContain(layer.dataServiceId);
    }
    for (const token of world.tokens) for (const id of token.dataServices) expect(ids).toContain(id);
    expect(ids).toContain(world.proofOfReserve.dataServiceId);
  });

  it("POR-01 the proof of reserve holds every holder and asset, with dust and a backed supply", () => {
    const { proofOfReserve } = createAuthoredWorld({ seed: 1, productId: "redstone", referenceTime });
    expect(proofOfReserve.id).toBe("stablecoin");
    expect(Object.keys(proofOfReserve.balances)).toEqual([...POR_HOLDERS]);
    const values = Object.values(proofOfReserve.balances).flatMap((assets) => {
      expect(Object.keys(assets)).toEqual([...POR_ASSETS]);
      return Object.values(assets);
    });
    const nonZero = values.filter((value) => value > 0);
    expect(Math.max(...nonZero) / Math.min(...nonZero)).toBeGreaterThan(100);
    const reserves = values.reduce((sum, value) => sum + value, 0);
    expect(reserves / proofOfReserve.totalSupply).toBeGreaterThan(1);
    expect(reserves / proofOfReserve.totalSupply).toBeLessThan(1.05);
    expect(proofOfReserve.assetsInMotion).toBeGreaterThan(0);
  });

  it("createWorld builds the authored world by default", () => {
    const world = createWorld({ referenceTime });
    expect(world.kind).toBe("authored");
    expect(world).toEqual(createAuthoredWorld({ seed: 1, productId: "redstone", referenceTime }));
  });

  it("worldOptionsFromEnv reads kind, seed, product id and fixtures directory, and rejects bad values", () => {
    expect(worldOptionsFromEnv({}, referenceTime)).toEqual({
      kind: "authored",
      seed: 1,
      productId: "redstone",
      referenceTime,
    });
    expect(
      worldOptionsFromEnv(
        { DEVNET_WORLD: "recorded", DEVNET_SEED: "7", PRODUCT_ID: "acme", DEVNET_FIXTURES_DIR: "/data" },
        referenceTime,
      ),
    ).toEqual({ kind: "recorded", seed: 7, productId: "acme", referenceTime, fixturesDir: "/data" });
    expect(() => worldOptionsFromEnv({ DEVNET_WORLD: "live" }, referenceTime)).toThrow(/DEVNET_WORLD/);
    expect(() => worldOptionsFromEnv({ DEVNET_SEED: "abc" }, referenceTime)).toThrow(/DEVNET_SEED/);
  });
});
