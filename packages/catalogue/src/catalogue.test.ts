import { existsSync, readFileSync } from "node:fs";
import {
  buildFeedRows,
  buildNetworkDirectory,
  explorerAddressUrl,
  publicFeedRows,
  type RelayerSchemaInput,
  routeForm,
} from "@oracle-explorer/core/feeds";
import { describe, expect, it } from "vitest";
import { buildCatalogueFiles, readCatalogueSources } from "./catalogue-files.ts";
import { CATALOGUE_DATA_DIR, CATALOGUE_FILES, type CatalogueFileName, shippedCatalogue } from "./index.ts";

const FIXTURES = new URL("../../../../shared/fixtures/", import.meta.url);
const fixtures = existsSync(FIXTURES);
const fixture = (path: string) => readFileSync(new URL(path, FIXTURES), "utf8");
const NOW = Date.UTC(2026, 10, 26, 12);

describe("the shipped catalogue", () => {
  it("reads and validates every data file", () => {
    const catalogue = shippedCatalogue();
    expect(Object.keys(catalogue.tokens).length).toBeGreaterThan(900);
    expect(Object.keys(catalogue.sources).length).toBeGreaterThan(200);
    expect(Object.keys(catalogue.chainConfigs.defaultConfig).length).toBeGreaterThan(70);
    expect(Object.keys(catalogue.networks).length).toBeGreaterThan(90);
    expect(Object.keys(CATALOGUE_FILES).sort()).toEqual(
      ["chain-configs.json", "networks.json", "sources.json", "tokens.json"].sort(),
    );
  });

  it("gives every network a unique key and route slug, so two chains never share a feed URL", () => {
    const networks = Object.values(shippedCatalogue().networks);
    expect(new Set(networks.map((n) => n.key)).size).toBe(networks.length);
    expect(new Set(networks.map((n) => routeForm(n.name))).size).toBe(networks.length);
  });

  it("names each non-EVM family's mainnet and test networks, with the explorer that shows them", () => {
    const { networks } = shippedCatalogue();
    for (const id of ["solana/1", "stellar/1", "sui/897796746", "aptos/1", "radix/1", "movement/126"]) {
      expect(networks[id]?.testnet, id).toBe(false);
      expect(networks[id]?.explorerUrl, id).toMatch(/^https:\/\//);
    }
    for (const id of ["solana/3", "stellar/2", "sui/1282977196", "aptos/2", "radix/2", "movement/250"]) {
      expect(networks[id]?.testnet, id).toBe(true);
    }
    expect(networks["solana/3"]?.explorerGetParameters).toBe("?cluster=devnet");
  });
});

describe.skipIf(!fixtures)("the shipped catalogue against the provider's recorded files", () => {
  it("is exactly what `npm run catalogue:refresh` builds from them (no hand edits in data/)", () => {
    const built = buildCatalogueFiles(readCatalogueSources(FIXTURES));
    for (const [name, text] of Object.entries(built) as [CatalogueFileName, string][]) {
      expect(readFileSync(new URL(name, CATALOGUE_DATA_DIR), "utf8"), name).toBe(text);
    }
  });

  it("knows every chain of today's relayer schema and of the 2024 recording", () => {
    const { networks } = shippedCatalogue();
    for (const file of ["relayer-manifests/relayer-schema.json", "app-config/relayers.json"]) {
      const schema = JSON.parse(fixture(file)) as Record<string, Record<string, { chain: { id: unknown } }>>;
      for (const group of Object.values(schema)) {
        for (const [layerId, layer] of Object.entries(group)) {
          expect(networks[String(layer.chain.id)], `${file}: ${layerId}`).toBeDefined();
        }
      }
    }
  });

  describe("feed rows of the recorded 890-feed world", () => {
    const schema = JSON.parse(fixture("relayer-manifests/relayer-schema.json")) as RelayerSchemaInput;
    const { networks, chainConfigs } = shippedCatalogue();
    const unknown: string[] = [];
    const rows = publicFeedRows(
      buildFeedRows(schema, {
        networkFor: buildNetworkDirectory({
          directory: networks,
          chainConfigs: chainConfigs.defaultConfig,
          onUnknown: (id) => unknown.push(String(id)),
        }),
        now: NOW,
      }),
    );

    it("never shows a bare Mainnet or Testnet as a network name", () => {
      expect(unknown).toEqual([]);
      for (const row of rows) {
        expect(row.network.name, row.layerId).not.toMatch(/^(mainnet|testnet|devnet)$/i);
      }
    });

    it("links every row whose chain has a public explorer, and only rows of such chains lack one", () => {
      const withoutLink = rows.filter(
        (row) => explorerAddressUrl(row.explorer, row.contractAddress) === null,
      );
      for (const row of withoutLink) {
        expect(networks[String(row.networkId)]?.explorerUrl, `${row.layerId}:${row.feedId}`).toBeUndefined();
      }
      // The closing note of issue 22 quotes this count: the chains the directory knows no public
      // explorer for (see packages/catalogue/curated/networks.json).
      const chains = [...new Set(withoutLink.map((row) => row.network.name))].sort();
      console.log(
        `${withoutLink.length} of ${rows.length} public rows have no explorer link: ${chains.join(", ")}`,
      );
      expect(withoutLink.length).toBeLessThan(rows.length / 10);
    });
  });
});
