import { readFileSync } from "node:fs";
import {
  type ChainConfigs,
  chainConfigsSchema,
  type NetworkDirectory,
  networkDirectorySchema,
  type SourcesCatalogue,
  sourcesCatalogueSchema,
  type TokensCatalogue,
  tokensCatalogueSchema,
} from "@oracle-explorer/core/schemas";
import type { z } from "zod";

/**
 * The catalogue the product ships, so the live profile needs nothing hosted by its operator:
 * the token catalogue, the price sources, the provider's chain catalogue and the network
 * directory. `npm run catalogue:refresh` rebuilds data/ from the provider's public files.
 */
export interface ShippedCatalogue {
  tokens: TokensCatalogue;
  sources: SourcesCatalogue;
  chainConfigs: ChainConfigs;
  networks: NetworkDirectory;
}

/** The data files, by name, with the schema each is read with. */
export const CATALOGUE_FILES = {
  "tokens.json": tokensCatalogueSchema,
  "sources.json": sourcesCatalogueSchema,
  "chain-configs.json": chainConfigsSchema,
  "networks.json": networkDirectorySchema,
} as const;
export type CatalogueFileName = keyof typeof CATALOGUE_FILES;

export const CATALOGUE_DATA_DIR = new URL("../data/", import.meta.url);

function readData<S extends z.ZodType>(name: CatalogueFileName, schema: S): z.output<S> {
  const url = new URL(name, CATALOGUE_DATA_DIR);
  try {
    return schema.parse(JSON.parse(readFileSync(url, "utf8")));
  } catch (error) {
    // The files are part of the product: a bad one is a broken build, not an upstream failure.
    throw new Error(`shipped catalogue ${url.pathname} is unreadable: ${String(error)}`);
  }
}

let loaded: ShippedCatalogue | null = null;

/** The shipped catalogue, read and validated once per process. */
export function shippedCatalogue(): ShippedCatalogue {
  loaded ??= {
    tokens: readData("tokens.json", tokensCatalogueSchema),
    sources: readData("sources.json", sourcesCatalogueSchema),
    chainConfigs: readData("chain-configs.json", chainConfigsSchema),
    networks: readData("networks.json", networkDirectorySchema),
  };
  return loaded;
}
