import type {
  NetworksFile,
  OracleRegistry,
  SourcesCatalogue,
  SourcesReport,
  TokensCatalogue,
} from "@oracle-explorer/core";
import type { CachePolicy } from "../cache.ts";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";

/**
 * Cached reads of the slow-moving upstreams: the bundled catalogues, the oracle registry and the
 * sources report. Each value is the validated upstream payload, unchanged, under a key named for
 * the upstream file, so any module may share the entry (and its one refresh per TTL).
 */

/** ctx.cache.get, for callers that only want the value. */
export async function cached<T>(
  ctx: ApiContext,
  key: string,
  policy: CachePolicy,
  load: () => Promise<T>,
): Promise<T> {
  return (await ctx.cache.get(key, policy, load)).value;
}

export const loadTokensCatalogue = (ctx: ApiContext): Promise<TokensCatalogue> =>
  cached(ctx, "catalogue:tokens.json", POLICIES.catalogue, () => ctx.upstreams.catalogue.tokens());

/** The sources catalogue's cache key, for modules that read it as a secondary (loadOrWarn). */
export const SOURCES_CATALOGUE_KEY = "catalogue:sources.json";

export const loadSourcesCatalogue = (ctx: ApiContext): Promise<SourcesCatalogue> =>
  cached(ctx, SOURCES_CATALOGUE_KEY, POLICIES.catalogue, () => ctx.upstreams.catalogue.sources());

export const loadNetworksFile = (ctx: ApiContext): Promise<NetworksFile> =>
  cached(ctx, "catalogue:networks.json", POLICIES.catalogue, () => ctx.upstreams.catalogue.networks());

/** CALL-20: data services and nodes. */
export const loadRegistry = (ctx: ApiContext): Promise<OracleRegistry> =>
  cached(ctx, "registry:state", POLICIES.registry, () => ctx.upstreams.registry());

/** CALL-34 */
export const loadSourcesReport = (ctx: ApiContext): Promise<SourcesReport> =>
  cached(ctx, "sources-report:all", POLICIES.sourcesReport, () => ctx.upstreams.sourcesReport());
