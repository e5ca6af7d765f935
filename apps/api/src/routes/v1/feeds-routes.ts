import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type ApiWarning,
  explorerTxLinkParts,
  FEED_CHART_DEFAULT_RANGE,
  FEED_CHART_RANGES,
  type FeedsListView,
  feedDetailView,
  feedLiveValueView,
  feedsListView,
  feedUpdatesView,
  findFeedRow,
  onChainUpdatesQuery,
  pointsInFeedChartRange,
  primaryProdServiceId,
  sampleEvenly,
  TRANSACTIONS_INITIAL_ROWS,
  visibleFeedChartRanges,
} from "@oracle-explorer/core";
import { z } from "zod";
import { POLICIES } from "../../cache-policies.ts";
import type { ApiContext } from "../../context.ts";
import { readFeedsOnChain } from "../../domain/chain-reads.ts";
import { loadFeedRows } from "../../domain/feeds.ts";
import { freshForSeconds } from "../../domain/freshness.ts";
import { loadSymbolCatalogue } from "../../domain/manifests.ts";
import { maxAgeFor, orWarning } from "../../domain/warnings.ts";
import { echoInput } from "./echoed-input.ts";
import { notFound } from "./errors.ts";
import { type SerializedJson, sendCachedJson, serializeJson } from "./http-cache.ts";
import { BAD_REQUEST, NOT_FOUND, ok, UPSTREAM_FAILED } from "./openapi-responses.ts";

const feedParams = z.object({
  network: z.string().min(1).max(200).meta({ description: "routeNetwork of the feed" }),
  token: z.string().min(1).max(200).meta({ description: "routeToken of the feed" }),
});
const layerQuery = z
  .string()
  .max(200)
  .optional()
  .meta({ description: "Layer id, for routes two layers share" });

const listRoute = createRoute({
  method: "get",
  path: "/feeds",
  tags: ["push model"],
  summary: "Every public push-model feed with its answer and triggers",
  responses: { 200: ok(feedsListView, "All feeds"), ...UPSTREAM_FAILED },
});

const detailRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}",
  tags: ["push model"],
  summary: "One feed (SingleFeed) with its per-source values",
  request: { params: feedParams, query: z.object({ layer: layerQuery }) },
  responses: { 200: ok(feedDetailView, "The feed"), ...BAD_REQUEST, ...NOT_FOUND, ...UPSTREAM_FAILED },
});

const updatesRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}/updates",
  tags: ["push model"],
  summary: "A feed's on-chain updates: chart points for a range and a page of transactions",
  request: {
    params: feedParams,
    query: z.object({
      layer: layerQuery,
      range: z.enum(FEED_CHART_RANGES).default(FEED_CHART_DEFAULT_RANGE),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(TRANSACTIONS_INITIAL_ROWS),
      chart: z
        .enum(["true", "false"])
        .default("true")
        .meta({ description: 'Whether to send the chart points; "false" for table pages' }),
    }),
  },
  responses: { 200: ok(feedUpdatesView, "Updates"), ...BAD_REQUEST, ...NOT_FOUND, ...UPSTREAM_FAILED },
});

const valueRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}/value",
  tags: ["push model"],
  summary: "Read a feed's value on chain now",
  description:
    "One multicall to the feed's chain at request time (shared by requests within the same second). " +
    'Chains this api does not read answer status "unsupported".',
  request: { params: feedParams, query: z.object({ layer: layerQuery }) },
  responses: { 200: ok(feedLiveValueView, "The value on chain"), ...BAD_REQUEST, ...NOT_FOUND },
});

/** A live read is shared by requests within this window, so a burst of "Read now" is one call. */
const LIVE_READ_POLICY = { ttlMs: 1_000, staleMs: 0 };

export function registerFeedsRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  const { cache, upstreams } = ctx;
  // The list is the same for every visitor until the rows refresh: serialise and hash it once.
  const serializedLists = new WeakMap<object, SerializedJson<FeedsListView>>();

  app.openapi(listRoute, async (c) => {
    const result = await loadFeedRows(ctx);
    let body = serializedLists.get(result);
    if (!body) {
      body = serializeJson({
        feeds: result.items,
        generatedAt: result.generatedAt,
        warnings: result.warnings,
      });
      serializedLists.set(result, body);
    }
    return sendCachedJson(c, body, { maxAgeSeconds: 5 });
  });

  app.openapi(detailRoute, async (c) => {
    const { network, token } = c.req.valid("param");
    const { layer } = c.req.valid("query");
    const { rows, items, generatedAt } = await loadFeedRows(ctx);
    const row = findFeedRow(rows, network, token, layer);
    if (!row) return notFound(c, `No feed ${echoInput(token)} on ${echoInput(network)}`);
    const warnings: ApiWarning[] = [];
    // CALL-16: the per-source values of the feed id from the primary provider.
    const provider = primaryProdServiceId(ctx.config);
    const latest = await orWarning(
      cache.get(`price-latest:${provider}:${row.feedId}`, POLICIES.priceLatest, () =>
        upstreams.prices.latest(row.feedId, provider),
      ),
      warnings,
      "source prices",
    );
    const price = latest?.value[0];
    // DISCLAIMER-06: the feed's token disclaimer; a catalogue failure only loses the disclaimer.
    const symbols = await loadSymbolCatalogue(ctx).catch(() => null);
    const disclaimerID = symbols?.details.get(row.feedId)?.disclaimerID ?? null;
    const txLink = explorerTxLinkParts(row.explorer);
    return sendCachedJson(
      c,
      {
        feed: items[rows.indexOf(row)] as (typeof items)[number],
        chainId: row.networkId,
        explorerName: row.explorer.name,
        explorerTxBase: txLink?.base ?? null,
        explorerTxSuffix: txLink?.suffix ?? "",
        dataServiceId: row.dataServiceId,
        sources: price?.source ?? {},
        sourcesTimestamp: price?.timestamp ?? null,
        disclaimerID,
        warnings,
      },
      // A browser copy never outlives the api's own (the rows' freshness): after a wallet's update
      // the page's refetches reach the new on-chain value as soon as the api has read it.
      {
        maxAgeSeconds: maxAgeFor(
          warnings,
          freshForSeconds({ fetchedAt: generatedAt, stale: false }, POLICIES.feedsAnswers.ttlMs, ctx.now()),
        ),
      },
    );
  });

  app.openapi(valueRoute, async (c) => {
    const { network, token } = c.req.valid("param");
    const { layer } = c.req.valid("query");
    const { rows } = await loadFeedRows(ctx);
    const row = findFeedRow(rows, network, token, layer);
    if (!row) return notFound(c, `No feed ${echoInput(token)} on ${echoInput(network)}`);
    const { value } = await cache.get(
      `live-value:${row.layerId}:${row.feedId}`,
      LIVE_READ_POLICY,
      async () => {
        const read = (await readFeedsOnChain([row], ctx.health, ctx.config.chainReads)).get(row);
        return {
          value: read?.value ?? null,
          timestamp: read?.timestamp ?? null,
          status: read?.status ?? "unsupported",
          readAt: ctx.now(),
        };
      },
    );
    return c.json(value, 200, { "cache-control": "no-store" });
  });

  app.openapi(updatesRoute, async (c) => {
    const { network, token } = c.req.valid("param");
    const { layer, range, offset, limit, chart } = c.req.valid("query");
    const { rows } = await loadFeedRows(ctx);
    const row = findFeedRow(rows, network, token, layer);
    if (!row) return notFound(c, `No feed ${echoInput(token)} on ${echoInput(network)}`);
    const query = onChainUpdatesQuery(row);
    const updates = await cache.get(
      `on-chain-updates:${query.adapterName}:${query.dataFeedId}:${query.daysRange}`,
      POLICIES.onChainUpdates,
      () => upstreams.onChainUpdates(query.dataFeedId, query.adapterName, query.daysRange),
    );
    const points = updates.value;
    const now = ctx.now();
    const newestFirst = [...points].sort((a, b) => b.timestamp - a.timestamp);
    return sendCachedJson(
      c,
      {
        range,
        ranges: visibleFeedChartRanges(points, now),
        points: chart === "true" ? sampleEvenly(pointsInFeedChartRange(points, range, now)) : [],
        transactions: newestFirst.slice(offset, offset + limit),
        totalTransactions: newestFirst.length,
      },
      // As fresh as the api's own copy: a wallet's update shows within seconds (manual update).
      { maxAgeSeconds: freshForSeconds(updates, POLICIES.onChainUpdates.ttlMs, now) },
    );
  });
}
