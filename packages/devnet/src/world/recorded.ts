import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { shippedCatalogue } from "@oracle-explorer/catalogue";
import {
  nodeManifestSchema,
  oracleRegistrySchema,
  type RelayerSchema,
  relayerSchemaSchema,
  sourcesCatalogueSchema,
  tokensCatalogueSchema,
} from "@oracle-explorer/core/schemas";
import type { z } from "zod";
import { createAuthoredWorld } from "./authored/create-authored-world.ts";
import { assignDataServices } from "./authored/data-services.ts";
import { networkIconURI } from "./logos.ts";
import { recordedDataServices } from "./recorded-services.ts";
import { derivedBase, recordedSource, recordedToken } from "./recorded-tokens.ts";
import type { World, WorldNetwork, WorldToken } from "./types.ts";

/** shared/fixtures/, resolved from packages/devnet/src/world/. */
export const DEFAULT_FIXTURES_DIR = new URL("../../../../../shared/fixtures/", import.meta.url);

interface RecordedWorldOptions {
  /** Directory holding the recorded data (a path or a file: URL); defaults to shared/fixtures. */
  fixturesDir?: string | URL;
  seed: number;
  productId: string;
  referenceTime: number;
}

function reader(dir: string | URL) {
  const base = typeof dir === "string" ? dir : fileURLToPath(dir);
  return <S extends z.ZodType>(relativePath: string, schema: S): z.output<S> => {
    const path = `${base.replace(/[\\/]+$/, "")}/${relativePath}`;
    return schema.parse(JSON.parse(readFileSync(path, "utf8")));
  };
}

/** Feed ids per data service id, in schema order. */
function feedsByService(schema: RelayerSchema): Map<string, string[]> {
  const byService = new Map<string, string[]>();
  for (const group of [schema.standard, schema.multifeed, schema.nonEvm]) {
    for (const layer of Object.values(group)) {
      const feeds = byService.get(layer.dataServiceId) ?? [];
      feeds.push(...Object.keys(layer.priceFeeds));
      byService.set(layer.dataServiceId, feeds);
    }
  }
  return byService;
}

/** Upstream ids say "redstone-…"; another product id renames them. */
function renameService(id: string, productId: string): string {
  return id.startsWith("redstone-") ? `${productId}${id.slice("redstone".length)}` : id;
}

function renameSchemaServices(schema: RelayerSchema, productId: string): RelayerSchema {
  if (productId === "redstone") return schema;
  const rename = (group: RelayerSchema["standard"]) =>
    Object.fromEntries(
      Object.entries(group).map(([id, layer]) => [
        id,
        { ...layer, dataServiceId: renameService(layer.dataServiceId, productId) },
      ]),
    );
  return {
    ...schema,
    standard: rename(schema.standard),
    multifeed: rename(schema.multifeed),
    nonEvm: rename(schema.nonEvm),
  };
}

/**
 * The recorded world, for benchmarks at real scale: the real relayer schema (115 layers, 890
 * feeds), the real token catalogue and primary manifest, the real chain list and registry. Prices
 * are drawn from the seed (recordings hold none); signers get dev keys so packages verify;
 * services the registry lacks, TVS and proof of reserve come from the authored world.
 */
export function loadRecordedWorld(options: RecordedWorldOptions): World {
  const { seed, productId, referenceTime } = options;
  const read = reader(options.fixturesDir ?? DEFAULT_FIXTURES_DIR);
  const relayerSchema = renameSchemaServices(
    read("relayer-manifests/relayer-schema.json", relayerSchemaSchema),
    productId,
  );
  const catalogue = read("app-config/tokens.json", tokensCatalogueSchema);
  const primary = read("data-services/primary.json", nodeManifestSchema);
  const blueChip = read("data-services/blue-chip-tokens.json", nodeManifestSchema);
  const registry = read("data-services/oracle-registry-state.json", oracleRegistrySchema);
  const authored = createAuthoredWorld({ seed, productId, referenceTime });
  const schemaFeeds = feedsByService(relayerSchema);
  const prodId = `${productId}-primary-prod`;
  const demoId = `${productId}-primary-demo`;

  // Token order: catalogue, then what the manifests and layers add, then the PoR feed.
  const symbols = new Set<string>([
    ...Object.keys(catalogue),
    ...Object.keys(primary.tokens),
    ...Object.keys(blueChip.tokens),
    ...[...schemaFeeds.values()].flat(),
    authored.proofOfReserve.feedId,
  ]);
  const authoredBySymbol = new Map(authored.tokens.map((token) => [token.symbol, token]));
  const tokens = [...symbols].map((symbol) =>
    recordedToken(seed, {
      symbol,
      catalogue: catalogue[symbol],
      manifest: primary.tokens[symbol] ?? blueChip.tokens[symbol],
      authored: authoredBySymbol.get(symbol),
    }),
  );
  linkDerived(tokens, authoredBySymbol);

  const dataServices = recordedDataServices({
    productId,
    registry,
    authoredServices: authored.dataServices,
    symbols,
    listings: {
      "primary-prod": [...Object.keys(primary.tokens), ...(schemaFeeds.get(prodId) ?? [])],
      "primary-demo": [...Object.keys(blueChip.tokens), ...(schemaFeeds.get(demoId) ?? [])],
    },
    interval: primary.interval,
    defaultSource: primary.defaultSource,
  });
  assignDataServices(tokens, dataServices);

  const sourcesCatalogue = read("app-config/sources.json", sourcesCatalogueSchema);
  const sourceIds = [...new Set(tokens.flatMap((token) => token.sources))];
  return {
    kind: "recorded",
    seed,
    productId,
    referenceTime,
    tokens,
    sources: sourceIds.map((id) => recordedSource(seed, sourcesCatalogue, id)),
    dataServices,
    networks: recordedNetworks(),
    relayerSchema,
    tvsClients: authored.tvsClients,
    proofOfReserve: authored.proofOfReserve,
  };
}

/**
 * TWAP and fundamental variants follow their base when both share a denomination; the authored
 * catalogue's own links win. A variant follows the base's reference value.
 */
function linkDerived(tokens: WorldToken[], authored: ReadonlyMap<string, WorldToken>): void {
  const bySymbol = new Map(tokens.map((token) => [token.symbol, token]));
  const known = new Set(bySymbol.keys());
  for (const token of tokens) {
    const baseSymbol = authored.get(token.symbol)?.derivedFrom ?? derivedBase(token.symbol, known);
    const base = baseSymbol === undefined ? undefined : bySymbol.get(baseSymbol);
    if (!base || base.derivedFrom || base.denomination !== token.denomination) continue;
    token.derivedFrom = base.symbol;
    token.basePrice = base.basePrice;
  }
}

/**
 * Every chain of the shipped network directory (it knows each chain id the recorded schema uses),
 * with the devnet's own generated icons: this machine never loads images from outside hosts.
 */
function recordedNetworks(): WorldNetwork[] {
  return Object.entries(shippedCatalogue().networks).map(([id, network]) => ({
    key: network.key,
    chainId: /^\d+$/.test(id) ? Number(id) : id,
    name: network.name,
    explorerUrl: network.explorerUrl ?? "",
    rpcUrl: network.rpcUrls[0] ?? "",
    iconUrl: networkIconURI(network.key),
    isTestnet: network.testnet,
  }));
}
