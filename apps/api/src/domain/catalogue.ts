import { shippedCatalogue } from "@oracle-explorer/catalogue";
import { buildNetworkDirectory, type ChainId, type NetworkInfo } from "@oracle-explorer/core/feeds";
import type {
  ChainConfigs,
  NetworksFile,
  OracleRegistry,
  SourcesCatalogue,
  SourcesReport,
  TokensCatalogue,
} from "@oracle-explorer/core/schemas";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import type { Upstreams } from "../upstream/clients.ts";
import { cached } from "./cached.ts";
import { loadOrWarn } from "./fallback.ts";
import { memoizeLast } from "./memo.ts";

/**
 * Cached reads of the slow-moving upstreams: the catalogue files, the oracle registry and the
 * sources report. Each value is the validated upstream payload, unchanged, under a key named for
 * the upstream file, so any module may share the entry (and its one refresh per TTL).
 */

type CatalogueClients = NonNullable<Upstreams["catalogue"]>;

/**
 * A catalogue file: CATALOGUE_URL's (the devnet serves its own world's) while that host answers,
 * the copy the product ships when no host is configured or while it fails with nothing good
 * cached. A catalogue is never the reason a page fails, and feed URLs never change with it.
 */
async function catalogueFile<T>(
  ctx: ApiContext,
  name: string,
  read: (clients: CatalogueClients) => Promise<T>,
  shipped: () => T,
): Promise<T> {
  const clients = ctx.upstreams.catalogue;
  if (!clients) return shipped();
  const { value } = await loadOrWarn(
    ctx,
    `catalogue:${name}`,
    POLICIES.catalogue,
    () => read(clients),
    `catalogue ${name} (the shipped copy stands in)`,
  );
  return value ?? shipped();
}

export const loadTokensCatalogue = (ctx: ApiContext): Promise<TokensCatalogue> =>
  catalogueFile(
    ctx,
    "tokens.json",
    (c) => c.tokens(),
    () => shippedCatalogue().tokens,
  );

export const loadSourcesCatalogue = (ctx: ApiContext): Promise<SourcesCatalogue> =>
  catalogueFile(
    ctx,
    "sources.json",
    (c) => c.sources(),
    () => shippedCatalogue().sources,
  );

export const loadChainConfigs = (ctx: ApiContext): Promise<ChainConfigs> =>
  catalogueFile(
    ctx,
    "chain-configs.json",
    (c) => c.chainConfigs(),
    () => shippedCatalogue().chainConfigs,
  );

/** The shipped catalogue has no networks list of the upstream shape: its directory says it all. */
const NO_NETWORKS_FILE: NetworksFile = {};

/** A host's networks list (app shape), for its icons; none when the shipped catalogue is read. */
export const loadNetworksFile = (ctx: ApiContext): Promise<NetworksFile> =>
  catalogueFile(
    ctx,
    "networks.json",
    (c) => c.networks(),
    () => NO_NETWORKS_FILE,
  );

/** Chain ids no catalogue knows, warned about once per process each. */
const warnedChains = new Set<string>();

function warnUnknownChain(chainId: ChainId, network: NetworkInfo): void {
  if (warnedChains.has(String(chainId))) return;
  warnedChains.add(String(chainId));
  console.warn(
    `api: chain ${chainId} is in no catalogue; shown as "${network.name}" without explorer or icon. ` +
      "Add it to packages/catalogue/curated/networks.json and run npm run catalogue:refresh.",
  );
}

/** The network lookup, rebuilt only when a catalogue file or the RPC overrides change. */
const networkLookupOf = memoizeLast(
  (networks: NetworksFile, chainConfigs: ChainConfigs, rpcOverrides: Readonly<Record<string, string>>) =>
    buildNetworkDirectory({
      directory: shippedCatalogue().networks,
      appNetworks: networks,
      chainConfigs: chainConfigs.defaultConfig,
      rpcOverrides,
      onUnknown: warnUnknownChain,
    }),
);

/** Chain id (+ the manifest's chain.name) → the network as the explorer shows it; never undefined. */
export async function loadNetworkLookup(ctx: ApiContext) {
  const [networks, chainConfigs] = await Promise.all([loadNetworksFile(ctx), loadChainConfigs(ctx)]);
  return networkLookupOf(networks, chainConfigs, ctx.config.chainRpcUrls);
}

/** The lookup from the shipped catalogue alone, for when a configured host is too slow to wait for. */
export const shippedNetworkLookup = (ctx: ApiContext) =>
  networkLookupOf(NO_NETWORKS_FILE, shippedCatalogue().chainConfigs, ctx.config.chainRpcUrls);

/** CALL-20: data services and nodes. */
export const loadRegistry = (ctx: ApiContext): Promise<OracleRegistry> =>
  cached(ctx, "registry:state", POLICIES.registry, () => ctx.upstreams.registry());

/** The sources report's cache key, for modules that read it as a secondary (loadOrWarn). */
export const SOURCES_REPORT_KEY = "sources-report:all";

/** CALL-34 */
export const loadSourcesReport = (ctx: ApiContext): Promise<SourcesReport> =>
  cached(ctx, SOURCES_REPORT_KEY, POLICIES.sourcesReport, () => ctx.upstreams.sourcesReport());
