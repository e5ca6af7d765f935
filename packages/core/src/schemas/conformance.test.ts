import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fixturesMissingReason, listFixtureJsonFiles, readFixture } from "../test-support/fixtures.ts";
import { chainConfigsSchema } from "./chain-configs.ts";
import { feedsAnswersSchema } from "./feeds-answers.ts";
import { networksFileSchema } from "./networks.ts";
import { nodeManifestSchema } from "./node-manifest.ts";
import { oracleRegistrySchema } from "./oracle-registry.ts";
import { parseUpstream } from "./parse.ts";
import { relayerManifestSchema, relayerSchemaSchema } from "./relayer-manifest.ts";
import { sourcesCatalogueSchema } from "./sources-catalogue.ts";
import { sourcesReportSchema } from "./sources-report.ts";
import { coingeckoSymbolToIdSchema, symbolsFileSchema } from "./symbols.ts";
import { tokensCatalogueSchema } from "./tokens-catalogue.ts";

/**
 * Every real recorded payload in shared/fixtures must parse with its schema, so the schemas are
 * proven against the wire and not only against hand-written samples.
 */

/** Fixture path (relative to shared/fixtures) → the schema it must satisfy. */
function schemaFor(path: string): z.ZodType | undefined {
  if (/^relayer-manifests\/relayer-manifests(-multi-feed|-non-evm)?\/[^/]+\.json$/.test(path)) {
    return relayerManifestSchema;
  }
  const byPath: Record<string, z.ZodType> = {
    "relayer-manifests/relayer-schema.json": relayerSchemaSchema,
    "app-config/relayers.json": relayerSchemaSchema,
    "chain-configs.json": chainConfigsSchema,
    "data-services/primary.json": nodeManifestSchema,
    "data-services/blue-chip-tokens.json": nodeManifestSchema,
    "data-services/oracle-registry-state.json": oracleRegistrySchema,
    "app-config/apiValues.json": feedsAnswersSchema,
    "app-config/tokens.json": tokensCatalogueSchema,
    "app-config/sources.json": sourcesCatalogueSchema,
    "app-config/networks.json": networksFileSchema,
    "app-config/symbols.json": symbolsFileSchema,
    "app-config/coingecko-symbol-to-id.json": coingeckoSymbolToIdSchema,
    "reports/sources-report.json": sourcesReportSchema,
  };
  return byPath[path];
}

function parsed<S extends z.ZodType>(schema: S, path: string): z.output<S> {
  const result = parseUpstream(schema, readFixture(path), path);
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

describe.skipIf(fixturesMissingReason !== null)("conformance with the recorded fixtures", () => {
  const files = listFixtureJsonFiles();

  it("CALL-03 CALL-04 CALL-34 DATA-17 every fixture JSON file has a schema and parses with it", () => {
    // 115 manifests + 13 other files; a new fixture without a schema fails here instead of going untested.
    expect(files.length).toBe(128);
    const failures: string[] = [];
    for (const path of files) {
      const schema = schemaFor(path);
      if (!schema) {
        failures.push(`${path}: no schema`);
        continue;
      }
      const result = parseUpstream(schema, readFixture(path), path);
      if (!result.ok) failures.push(result.error);
    }
    expect(failures).toEqual([]);
  });

  it("CALL-03 DATA-17 the relayer schema has 115 layers: 29 standard, 69 multifeed, 17 nonEvm, 890 feeds", () => {
    const schema = parsed(relayerSchemaSchema, "relayer-manifests/relayer-schema.json");
    expect(Object.keys(schema.standard)).toHaveLength(29);
    expect(Object.keys(schema.multifeed)).toHaveLength(69);
    expect(Object.keys(schema.nonEvm)).toHaveLength(17);
    const layers = [schema.standard, schema.multifeed, schema.nonEvm].flatMap((group) =>
      Object.values(group),
    );
    expect(layers.reduce((sum, layer) => sum + Object.keys(layer.priceFeeds).length, 0)).toBe(890);
  });

  it("DATA-18 DATA-20 the recorded layers use addresses, __NO_FEED__, config objects, and family/n chain ids", () => {
    const schema = parsed(relayerSchemaSchema, "relayer-manifests/relayer-schema.json");
    const layers = [schema.standard, schema.multifeed, schema.nonEvm].flatMap((group) =>
      Object.values(group),
    );
    const entries = layers.flatMap((layer) => Object.values(layer.priceFeeds));
    expect(entries.filter((entry) => entry === "__NO_FEED__").length).toBeGreaterThan(0);
    expect(
      entries.filter((entry) => typeof entry === "object" && Object.keys(entry).length === 0).length,
    ).toBeGreaterThan(0);
    const textIds = [
      ...new Set(layers.map((layer) => layer.chain.id).filter((id) => typeof id === "string")),
    ].sort();
    expect(textIds).toEqual([
      "aptos/1",
      "aptos/2",
      "canton/1",
      "canton/2",
      "solana/1",
      "solana/2",
      "solana/3",
      "stellar/1",
      "stellar/2",
      "sui/1282977196",
      "sui/897796746",
    ]);
  });

  it("CALL-03 the 2024 recording has no nonEvm group and reads it as empty, with mento layers and cron", () => {
    const schema = parsed(relayerSchemaSchema, "app-config/relayers.json");
    expect(Object.keys(schema.standard)).toHaveLength(79);
    expect(Object.keys(schema.multifeed)).toHaveLength(13);
    expect(schema.nonEvm).toEqual({});
    expect(schema.standard.ethereumC3m?.updateTriggers.cron).toEqual(["00 12 * * *"]);
    expect(schema.standard.mentoCeloMainnet?.adapterContractType).toBe("mento");
  });

  it("CALL-20 the registry has 8 data services and 49 nodes", () => {
    const registry = parsed(oracleRegistrySchema, "data-services/oracle-registry-state.json");
    expect(Object.keys(registry.dataServices)).toHaveLength(8);
    expect(Object.keys(registry.nodes)).toHaveLength(49);
  });

  it("DATA-01 DATA-07 DATA-08 the token catalogue has 934 tokens, all with decimals in 0..18 and chainId 1", () => {
    const tokens = Object.values(parsed(tokensCatalogueSchema, "app-config/tokens.json"));
    expect(tokens).toHaveLength(934);
    expect(tokens.every((token) => token.chainId === undefined || token.chainId === 1)).toBe(true);
    expect(tokens.filter((token) => token.decimals === 18).length).toBeGreaterThan(300);
  });

  it("CALL-04 CALL-34 DATA-11 DATA-14 the app-config and report files hold the recorded counts", () => {
    expect(Object.keys(parsed(feedsAnswersSchema, "app-config/apiValues.json"))).toHaveLength(85);
    expect(Object.keys(parsed(sourcesCatalogueSchema, "app-config/sources.json"))).toHaveLength(206);
    expect(Object.keys(parsed(networksFileSchema, "app-config/networks.json"))).toHaveLength(35);
    expect(parsed(symbolsFileSchema, "app-config/symbols.json")).toHaveLength(89);
    expect(
      Object.keys(parsed(coingeckoSymbolToIdSchema, "app-config/coingecko-symbol-to-id.json")),
    ).toHaveLength(946);
    expect(Object.keys(parsed(sourcesReportSchema, "reports/sources-report.json"))).toHaveLength(55);
    expect(Object.keys(parsed(chainConfigsSchema, "chain-configs.json").defaultConfig)).toHaveLength(79);
    expect(Object.keys(parsed(nodeManifestSchema, "data-services/primary.json").tokens)).toHaveLength(418);
    expect(
      Object.keys(parsed(nodeManifestSchema, "data-services/blue-chip-tokens.json").tokens),
    ).toHaveLength(15);
  });

  it("CALL-03 DATA-17 a real manifest with a broken type is rejected with an error naming the path", () => {
    const manifest = readFixture("relayer-manifests/relayer-manifests-multi-feed/baseMultiFeed.json") as {
      chain: Record<string, unknown>;
    };
    const broken = {
      standard: {},
      multifeed: { baseMultiFeed: { ...manifest, chain: { ...manifest.chain, id: true } } },
    };
    const result = parseUpstream(relayerSchemaSchema, broken, "relayer schema");
    expect(result).toEqual({
      ok: false,
      error:
        "relayer schema: multifeed.baseMultiFeed.chain.id: Invalid input: expected number or string, received boolean",
    });
    const badFeed = { ...manifest, priceFeeds: { ETH: { priceFeedAddress: 12 } } };
    const feedResult = parseUpstream(relayerManifestSchema, badFeed, "baseMultiFeed");
    expect(feedResult.ok ? "" : feedResult.error).toBe(
      "baseMultiFeed: priceFeeds.ETH.priceFeedAddress: Invalid input: expected string, received number",
    );
  });
});
