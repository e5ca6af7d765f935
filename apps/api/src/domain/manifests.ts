import type { ApiWarning } from "@oracle-explorer/core/api-views";
import { buildSymbolDetails, type SymbolDetails } from "@oracle-explorer/core/caching";
import { DATA_SERVICE_SUFFIXES } from "@oracle-explorer/core/constants";
import type { NodeManifest, TokensCatalogue } from "@oracle-explorer/core/schemas";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { loadTokensCatalogue } from "./catalogue.ts";
import { loadOrWarn } from "./fallback.ts";
import { memoizeLast } from "./memo.ts";
import { distinctWarnings } from "./warnings.ts";

/**
 * CALL-18: the node manifest file of each data service (CONST-35 suffix → file name). The 2024
 * app read `providerId.split("-")[1]`; the demo service is served by "main" (CONTRACTS g).
 */
export const MANIFEST_NAMES: Readonly<Record<(typeof DATA_SERVICE_SUFFIXES)[number], string>> = {
  "primary-prod": "primary",
  "avalanche-prod": "avalanche",
  "arbitrum-prod": "arbitrum",
  "primary-demo": "main",
};

export interface ManifestRead {
  manifest: NodeManifest | null;
  warning: ApiWarning | null;
}

/**
 * CALL-18, CALL-19: a manifest by name; a failed fetch (with no good copy cached) reads as empty,
 * is logged and named in a warning, and is asked for again after a short window.
 */
export async function loadManifest(ctx: ApiContext, name: string): Promise<ManifestRead> {
  const { value, warning } = await loadOrWarn(
    ctx,
    `manifests:${name}`,
    POLICIES.manifests,
    () => ctx.upstreams.manifest(name),
    `manifest ${name} (read as empty, CALL-19)`,
  );
  return { manifest: value, warning };
}

export interface ServiceManifests {
  /** Data service id → manifest, primary production first (the order buildSymbolDetails merges in). */
  byServiceId: Record<string, NodeManifest>;
  warnings: ApiWarning[];
}

/** The manifests record, rebuilt only when one of the manifests was reloaded. */
const manifestsRecord = memoizeLast((productId: string, ...manifests: (NodeManifest | null)[]) => {
  const byServiceId: Record<string, NodeManifest> = {};
  DATA_SERVICE_SUFFIXES.forEach((suffix, i) => {
    const manifest = manifests[i];
    if (manifest) byServiceId[`${productId}-${suffix}`] = manifest;
  });
  return byServiceId;
});

/** Every data service's manifest, read in parallel; failed ones are left out and named. */
export async function loadServiceManifests(ctx: ApiContext): Promise<ServiceManifests> {
  const reads = await Promise.all(
    DATA_SERVICE_SUFFIXES.map((suffix) => loadManifest(ctx, MANIFEST_NAMES[suffix])),
  );
  return {
    byServiceId: manifestsRecord(ctx.config.productId, ...reads.map((read) => read.manifest)),
    // Four files on one host: when the host is down, one warning says so, not four.
    warnings: distinctWarnings(reads.flatMap((read) => (read.warning ? [read.warning] : []))),
  };
}

/** The manifest of one data service id, or null when it has none (or it failed: see warning). */
export async function loadServiceManifest(ctx: ApiContext, serviceId: string): Promise<ManifestRead> {
  const suffix = DATA_SERVICE_SUFFIXES.find((s) => serviceId === `${ctx.config.productId}-${s}`);
  return suffix ? loadManifest(ctx, MANIFEST_NAMES[suffix]) : { manifest: null, warning: null };
}

export interface SymbolCatalogue {
  catalogue: TokensCatalogue;
  details: ReadonlyMap<string, SymbolDetails>;
  manifests: Readonly<Record<string, NodeManifest>>;
  warnings: ApiWarning[];
}

/** DATA-54: built once per load of the catalogue or a manifest, not once per visitor. */
const symbolDetailsOf = memoizeLast(buildSymbolDetails);

/**
 * DATA-54: symbol details, the token catalogue merged with the data services' manifests (primary
 * first). The catalogue is required (its failure propagates); a failed manifest counts as empty.
 */
export async function loadSymbolCatalogue(ctx: ApiContext): Promise<SymbolCatalogue> {
  const [catalogue, { byServiceId, warnings }] = await Promise.all([
    loadTokensCatalogue(ctx),
    loadServiceManifests(ctx),
  ]);
  return { catalogue, details: symbolDetailsOf(catalogue, byServiceId), manifests: byServiceId, warnings };
}
