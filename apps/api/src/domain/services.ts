import type {
  DataServiceDetailView,
  DataServicesView,
  DataServiceView,
  NodesView,
  ServiceAssetView,
} from "@oracle-explorer/core/api-views";
import {
  feedCountsBySource,
  sortSourcesByFeedCount,
  sortTokensByPopularity,
} from "@oracle-explorer/core/filtering";
import { type Provider, toOracleNodes, toProvider, toProviders } from "@oracle-explorer/core/schemas";
import type { ApiContext } from "../context.ts";
import { toAssetUrl, toLinkUrl } from "./asset-urls.ts";
import { loadRegistry, loadSourcesCatalogue } from "./catalogue.ts";
import { loadServiceManifest, loadServiceManifests, loadSymbolCatalogue } from "./manifests.ts";
import { nodeRecords } from "./node-history.ts";
import { toSourceView } from "./sources.ts";
import { loadAllPrices } from "./tokens.ts";

/** Data services (registry + manifests, CALL-20) and their nodes. */

const toCard = (provider: Provider, assetsCount = provider.assetsCount): DataServiceView => ({
  id: provider.id,
  name: provider.name,
  logo: toAssetUrl(provider.logo),
  description: provider.description,
  assetsCount,
});

/**
 * SERVICES-01: one card per registry data service. assetsCount is core's count of non-hidden
 * manifest tokens; a manifest that failed counts as empty (CALL-19) and is named in warnings.
 */
export async function dataServicesList(ctx: ApiContext): Promise<DataServicesView> {
  const [registry, manifests] = await Promise.all([loadRegistry(ctx), loadServiceManifests(ctx)]);
  return {
    dataServices: toProviders(registry, manifests.byServiceId).map((provider) => toCard(provider)),
    warnings: manifests.warnings,
  };
}

/**
 * SERVICES-07..15: a data service with its assets and their sources, or null for an id the
 * registry does not list (a 404). Assets are the non-hidden tokens of its manifest (FILTER-27:
 * hidden in the manifest or in the catalogue); the sources catalogue and the latest prices
 * (FILTER-28's priced sources) are secondary: their failure leaves display fields null.
 */
export async function dataServiceDetail(ctx: ApiContext, id: string): Promise<DataServiceDetailView | null> {
  // The registry decides the 404 first, so an unknown id never reaches the other upstreams.
  const registry = await loadRegistry(ctx);
  if (!Object.hasOwn(registry.dataServices, id)) return null;
  const [manifestRead, symbols, sourcesCatalogue, pricesRead] = await Promise.all([
    loadServiceManifest(ctx, id),
    loadSymbolCatalogue(ctx),
    loadSourcesCatalogue(ctx),
    loadAllPrices(ctx, id),
  ]);
  const provider = toProvider(registry, id, manifestRead.manifest);
  if (!provider) return null;
  const warnings = [manifestRead.warning, pricesRead.warning].flatMap((w) => (w ? [w] : []));
  const prices = pricesRead.value;

  const assets: ServiceAssetView[] = [];
  for (const [symbol, token] of Object.entries(provider.tokens)) {
    const details = symbols.details.get(symbol);
    if (details?.hidden) continue;
    const price = prices && Object.hasOwn(prices, symbol) ? prices[symbol] : undefined;
    assets.push({
      symbol,
      name: details?.name ?? symbol,
      logoURI: toAssetUrl(details?.logoURI),
      sources: token.source ?? provider.defaultSource,
      pricedSources: prices ? Object.keys(price?.source ?? {}) : null,
      disclaimerID: details?.disclaimerID ?? null,
    });
  }
  const counts = feedCountsBySource(assets.map((asset) => ({ config: { source: asset.sources } })));
  const sources = sortSourcesByFeedCount(
    [...counts].map(([sourceId, count]) => toSourceView(sourcesCatalogue, sourceId, count)),
  );
  return {
    ...toCard(provider, assets.length),
    interval: provider.currentManifest?.interval ?? null,
    assets: sortTokensByPopularity(assets),
    sources,
    warnings,
  };
}

/** NODES-02..09: every registry node, without description, key or ipAddress. */
export async function nodesList(ctx: ApiContext): Promise<NodesView> {
  const [registry, records] = await Promise.all([loadRegistry(ctx), nodeRecordsOrNone(ctx)]);
  return {
    nodes: toOracleNodes(registry).map((node) => ({
      name: node.name,
      logo: toAssetUrl(node.logo),
      url: toLinkUrl(node.url),
      dataServiceId: node.dataServiceId,
      evmAddress: node.evmAddress,
      record:
        node.evmAddress === false
          ? null
          : (records.get(`${node.dataServiceId}|${node.evmAddress.toLowerCase()}`) ?? null),
    })),
  };
}

/** The records are beyond the spec: a store that fails leaves them empty, never the list. */
async function nodeRecordsOrNone(ctx: ApiContext) {
  try {
    return await nodeRecords(ctx);
  } catch (error) {
    console.warn(`api: node records unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return new Map<string, never>();
  }
}
