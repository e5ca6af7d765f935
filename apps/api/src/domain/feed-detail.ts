import type { ApiWarning, FeedDetailView } from "@oracle-explorer/core/api-views";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import { explorerTxLinkParts } from "@oracle-explorer/core/feeds";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import type { FoundFeed } from "./feeds.ts";
import { freshForSeconds } from "./freshness.ts";
import { loadSymbolCatalogue } from "./manifests.ts";
import { maxAgeFor, orWarning } from "./warnings.ts";

/** A feed page's detail and how long a browser may keep it. */
export interface FeedDetail {
  body: FeedDetailView;
  maxAgeSeconds: number;
}

/**
 * The SingleFeed page's resource (FEED-01): the feed's list item with its chain, explorer links,
 * the primary provider's per-source values (CALL-16) and its token's disclaimer (DISCLAIMER-06).
 * The source values and the disclaimer are secondary: their failure is a warning, or no
 * disclaimer, never a failed page.
 */
export async function loadFeedDetail(ctx: ApiContext, found: FoundFeed): Promise<FeedDetail> {
  const { row, item } = found.feed;
  const warnings: ApiWarning[] = [];
  const provider = primaryProdServiceId(ctx.config);
  const latest = await orWarning(
    ctx.cache.get(`price-latest:${provider}:${row.feedId}`, POLICIES.priceLatest, () =>
      ctx.upstreams.prices.latest(row.feedId, provider),
    ),
    warnings,
    "source prices",
  );
  const symbols = await loadSymbolCatalogue(ctx).catch(() => null);
  const price = latest?.value[0];
  const txLink = explorerTxLinkParts(row.explorer);
  return {
    body: {
      feed: item,
      chainId: row.networkId,
      explorerName: row.explorer.name,
      explorerTxBase: txLink?.base ?? null,
      explorerTxSuffix: txLink?.suffix ?? "",
      dataServiceId: row.dataServiceId,
      sources: price?.source ?? {},
      sourcesTimestamp: price?.timestamp ?? null,
      disclaimerID: symbols?.details.get(row.feedId)?.disclaimerID ?? null,
      warnings,
    },
    // A browser copy never outlives the api's own (the rows' freshness): after a wallet's update
    // the page's refetches reach the new on-chain value as soon as the api has read it.
    maxAgeSeconds: maxAgeFor(
      warnings,
      freshForSeconds(
        { fetchedAt: found.loaded.generatedAt, stale: false },
        ctx.cache.capped(POLICIES.feedsAnswers).ttlMs,
        ctx.now(),
      ),
    ),
  };
}
