import {
  chainConfigsSchema,
  networksFileSchema,
  nodeManifestSchema,
  oracleRegistrySchema,
  sourcesCatalogueSchema,
  tokensCatalogueSchema,
  toNetworks,
} from "@oracle-explorer/core/schemas";
import { describe, expect, it } from "vitest";
import { createAuthoredWorld } from "./authored/create-authored-world.ts";
import {
  chainConfigs,
  networksList,
  nodeManifest,
  oracleRegistryState,
  sourcesCatalogue,
  tokensCatalogue,
} from "./views.ts";

const world = createAuthoredWorld({ seed: 5, productId: "redstone", referenceTime: Date.UTC(2025, 5, 1) });
/** What a client receives: the payload after a JSON round trip. */
const served = <T>(payload: T): T => JSON.parse(JSON.stringify(payload)) as T;

describe("served views of the world", () => {
  it("the tokens catalogue parses with core's schema and keeps display data only", () => {
    const catalogue = served(tokensCatalogue(world));
    expect(tokensCatalogueSchema.parse(catalogue)).toEqual(catalogue);
    expect(Object.keys(catalogue)).toEqual(world.tokens.map((t) => t.symbol));
    expect(catalogue.BUIDL?.disclaimerID).toBe("blackrock");
    expect(catalogue.USDC_V2?.isHidden).toBe(true);
    expect(catalogue.USDC_V2?.comment).toBeTruthy();
    expect(catalogue.USDC?.decimals).toBe(6);
    expect(Object.keys(catalogue.BTC ?? {}).sort()).toEqual(["logoURI", "name", "tags", "url"]);
  });

  it("the sources catalogue parses with core's schema", () => {
    const catalogue = served(sourcesCatalogue(world));
    expect(sourcesCatalogueSchema.parse(catalogue)).toEqual(catalogue);
    expect(Object.keys(catalogue)).toHaveLength(world.sources.length);
    expect(catalogue.binance?.color).toMatch(/^#/);
  });

  it("DATA-14 the networks list parses and reads back as the world's networks", () => {
    const list = served(networksList(world));
    expect(networksFileSchema.parse(list)).toEqual(list);
    expect(toNetworks(list).map((n) => [n.id, n.chainId])).toEqual(
      world.networks.map((n) => [n.key, n.chainId]),
    );
  });

  it("chain configs parse and mark testnets as not mainnet", () => {
    const configs = served(chainConfigs(world));
    expect(chainConfigsSchema.parse(configs)).toEqual(configs);
    expect(configs.defaultConfig["ethereum-sepolia"]?.isMainnet).toBe(false);
    expect(configs.defaultConfig.ethereum).toMatchObject({ networkId: 1, isMainnet: true });
    expect(configs.defaultConfig["solana-mainnet"]?.networkId).toBe("solana/1");
  });

  it("a chain the devnet does not run advertises no RPC (readers call it unsupported, not failed)", () => {
    const configs = served(chainConfigs(world));
    // Before local chains start every EVM chain carries the placeholder: none is advertised.
    expect(configs.defaultConfig.base?.publicRpcUrls).toEqual([]);
    const running = {
      ...world,
      networks: world.networks.map((n) => (n.key === "base" ? { ...n, rpcUrl: "http://127.0.0.1:9999" } : n)),
    };
    expect(served(chainConfigs(running)).defaultConfig.base?.publicRpcUrls).toEqual([
      "http://127.0.0.1:9999",
    ]);
  });

  it("each service's node manifest parses and lists its tokens with sources", () => {
    for (const service of world.dataServices) {
      const manifest = served(nodeManifest(world, service.manifestName));
      expect(manifest, service.manifestName).not.toBeNull();
      expect(nodeManifestSchema.parse(manifest)).toEqual(manifest);
      expect(manifest?.interval).toBe(10_000);
      expect(manifest?.priceAggregator).toBe("median");
      expect(Object.keys(manifest?.tokens ?? {})).toEqual(service.tokens);
    }
    const primary = nodeManifest(world, "primary");
    expect(primary?.tokens.ETH?.source?.length).toBeGreaterThan(3);
    expect(primary?.tokens["wstETH/ETH"]?.denomination).toBe("ETH");
    expect(primary?.tokens.sUSDe_RATE_PROVIDER).toMatchObject({ denomination: "USDe", rateFeed: true });
    expect(primary?.tokens.USDC_V2?.isHidden).toBe(true);
    expect(primary?.tokens.pathUSD_FV?.fixedValue).toBe(1);
  });

  it("an unknown manifest name has no manifest", () => {
    expect(nodeManifest(world, "primary-long")).toBeNull();
  });

  it("DATA-13 the registry parses; the node without an address has no evmAddress field", () => {
    const registry = served(oracleRegistryState(world));
    expect(oracleRegistrySchema.parse(registry)).toEqual(registry);
    expect(Object.keys(registry.dataServices)).toEqual(world.dataServices.map((s) => s.id));
    const entries = Object.values(registry.nodes);
    expect(entries).toHaveLength(world.dataServices.flatMap((s) => s.nodes).length);
    const withoutAddress = entries.filter((node) => !("evmAddress" in node));
    expect(withoutAddress).toHaveLength(1);
    expect(withoutAddress[0]).not.toHaveProperty("ecdsaPublicKey");
    for (const node of entries.filter((n) => n.evmAddress))
      expect(node.ecdsaPublicKey).toMatch(/^0x04[0-9a-f]{128}$/);
  });
});
