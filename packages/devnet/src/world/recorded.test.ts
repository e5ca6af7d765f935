import { existsSync } from "node:fs";
import { buildFeedRows } from "@oracle-explorer/core/feeds";
import { relayerSchemaSchema } from "@oracle-explorer/core/schemas";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { createWorld } from "./create-world.ts";
import { DEV_MNEMONIC } from "./dev-keys.ts";
import { DEFAULT_FIXTURES_DIR, loadRecordedWorld } from "./recorded.ts";
import { nodeManifest, oracleRegistryState } from "./views.ts";

const missing = existsSync(DEFAULT_FIXTURES_DIR)
  ? null
  : `shared fixtures not found at ${DEFAULT_FIXTURES_DIR.pathname}; recorded-world tests are skipped`;
if (missing) console.log(missing);

const referenceTime = Date.UTC(2025, 5, 1);

describe.skipIf(missing !== null)("recorded world", () => {
  const world = missing ? null : loadRecordedWorld({ seed: 1, productId: "redstone", referenceTime });
  const get = () => {
    if (!world) throw new Error("fixtures missing");
    return world;
  };

  it("loads the real relayer schema: 115 layers and 890 feeds, every one a token", () => {
    const { relayerSchema, tokens } = get();
    const layers = [relayerSchema.standard, relayerSchema.multifeed, relayerSchema.nonEvm].flatMap(
      Object.values,
    );
    expect(layers).toHaveLength(115);
    const feeds = layers.flatMap((layer) => Object.keys(layer.priceFeeds));
    expect(feeds).toHaveLength(890);
    const symbols = new Set(tokens.map((token) => token.symbol));
    for (const feed of feeds) expect(symbols, feed).toContain(feed);
    expect(relayerSchemaSchema.parse(relayerSchema)).toEqual(relayerSchema);
  });

  it("prices every token plausibly and derives variants from their base", () => {
    for (const token of get().tokens) {
      expect(Number.isFinite(token.basePrice) && token.basePrice > 0, token.symbol).toBe(true);
      expect(token.sources.length, token.symbol).toBeGreaterThan(0);
    }
    const bySymbol = new Map(get().tokens.map((token) => [token.symbol, token]));
    expect(bySymbol.get("USDC")?.behaviour).toBe("stable");
    expect(bySymbol.get("USDC")?.sources).toContain("binance-usdt");
    expect(bySymbol.get("stETH/ETH")?.denomination).toBe("ETH");
    const sources = new Set(get().sources.map((source) => source.id));
    for (const token of get().tokens) for (const source of token.sources) expect(sources).toContain(source);
  });

  it("has the four data services; primary-prod signs with dev keys 0.. over the primary manifest", () => {
    const services = get().dataServices;
    expect(services.map((s) => s.manifestName)).toEqual(["primary", "avalanche", "arbitrum", "main"]);
    const prod = services[0];
    expect(prod?.nodes.length).toBe(17);
    expect(prod?.nodes[0]?.evmAddress).toBe(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 }).address);
    expect(Object.keys(nodeManifest(get(), "primary")?.tokens ?? {}).length).toBeGreaterThanOrEqual(418);
    const signing = services.flatMap((s) => s.nodes).filter((node) => node.privateKey);
    expect(new Set(signing.map((node) => node.evmAddress)).size).toBe(signing.length);
    expect(Object.keys(oracleRegistryState(get()).nodes)).toHaveLength(
      services.flatMap((s) => s.nodes).length,
    );
  });

  it("every layer's feeds are signed by its data service and buildFeedRows reports no layer error", () => {
    const world = get();
    const listed = new Map(world.dataServices.map((s) => [s.id, new Set(s.tokens)]));
    const byChain = new Map(world.networks.map((network) => [String(network.chainId), network]));
    const errors: string[] = [];
    const rows = buildFeedRows(world.relayerSchema, {
      now: referenceTime,
      networkFor: (chainId) => {
        const network = byChain.get(String(chainId));
        return network ? { key: network.key, name: network.name } : undefined;
      },
      onLayerError: (layerId) => errors.push(layerId),
    });
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(890);
    for (const row of rows) {
      expect(listed.get(row.dataServiceId ?? "")?.has(row.feedId), `${row.layerId} ${row.feedId}`).toBe(true);
      expect(byChain.has(String(row.networkId)), row.layerId).toBe(true);
    }
  });

  it("createWorld picks the recorded world with kind recorded", () => {
    expect(createWorld({ kind: "recorded", referenceTime })).toEqual(get());
  });
});
