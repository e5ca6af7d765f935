import { readFileSync } from "node:fs";
import {
  chainConfigsSchema,
  networksFileSchema,
  sourcesCatalogueSchema,
  tokensCatalogueSchema,
} from "@oracle-explorer/core/schemas";
import { buildDirectory, curatedNetworksSchema } from "./build-directory.ts";
import type { CatalogueFileName } from "./index.ts";

/** The provider's public files as text, and the hand-kept network additions. */
export interface CatalogueSources {
  tokens: string;
  sources: string;
  chainConfigs: string;
  appNetworks: string;
  curated: string;
}

const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The hand-kept network additions, beside this package's data. */
export const CURATED_NETWORKS_FILE = new URL("../curated/networks.json", import.meta.url);

/**
 * The sources from a folder laid out as ../shared/fixtures is (the provider's public files at
 * the paths that folder's README names), with the hand-kept additions.
 */
export function readCatalogueSources(folder: URL): CatalogueSources {
  const read = (path: string) => readFileSync(new URL(path, folder), "utf8");
  return {
    tokens: read("app-config/tokens.json"),
    sources: read("app-config/sources.json"),
    chainConfigs: read("chain-configs.json"),
    appNetworks: read("app-config/networks.json"),
    curated: readFileSync(CURATED_NETWORKS_FILE, "utf8"),
  };
}

/**
 * The shipped data files, as text. Tokens, sources and the chain catalogue are the provider's
 * own files, validated and kept as they are (a field the schemas do not know survives); the
 * network directory is built from them.
 */
export function buildCatalogueFiles(sources: CatalogueSources): Record<CatalogueFileName, string> {
  const tokens = JSON.parse(sources.tokens) as unknown;
  const chainConfigs = JSON.parse(sources.chainConfigs) as unknown;
  const sourcesFile = JSON.parse(sources.sources) as unknown;
  tokensCatalogueSchema.parse(tokens);
  sourcesCatalogueSchema.parse(sourcesFile);
  const networks = buildDirectory({
    chainConfigs: chainConfigsSchema.parse(chainConfigs),
    appNetworks: networksFileSchema.parse(JSON.parse(sources.appNetworks)),
    curated: curatedNetworksSchema.parse(JSON.parse(sources.curated)),
    tokens: tokensCatalogueSchema.parse(tokens),
  });
  return {
    "tokens.json": pretty(tokens),
    "sources.json": pretty(sourcesFile),
    "chain-configs.json": pretty(chainConfigs),
    "networks.json": pretty(networks),
  };
}
