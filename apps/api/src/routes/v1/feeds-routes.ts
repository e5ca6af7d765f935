import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type FeedsListView,
  feedDetailView,
  feedLiveValueView,
  feedsListView,
  feedUpdatesView,
} from "@oracle-explorer/core/api-views";
import {
  FEED_CHART_DEFAULT_RANGE,
  FEED_CHART_RANGES,
  TRANSACTIONS_INITIAL_ROWS,
} from "@oracle-explorer/core/constants";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { loadFeedDetail } from "../../domain/feed-detail.ts";
import { readFeedValueNow } from "../../domain/feed-live-value.ts";
import { loadFeedUpdates } from "../../domain/feed-updates.ts";
import { feedsListOf, type LoadedFeeds, loadFeeds } from "../../domain/feeds.ts";
import { feedParams, findFeedOrNotFound, layerQuery } from "./feed-lookup.ts";
import { type SerializedJson, sendCachedJson, serializeJson } from "./http-cache.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

const listRoute = createRoute({
  method: "get",
  path: "/feeds",
  operationId: "listFeeds",
  tags: ["push model"],
  summary: "Every public push-model feed with its answer and triggers",
  responses: { 200: ok(feedsListView, "All feeds"), ...UPSTREAM_FAILED, ...RATE_LIMITED },
});

const detailRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}",
  operationId: "getFeed",
  tags: ["push model"],
  summary: "One feed with its per-source values",
  request: { params: feedParams, query: z.object({ layer: layerQuery }) },
  responses: {
    200: ok(feedDetailView, "The feed"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const updatesRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}/updates",
  operationId: "getFeedUpdates",
  tags: ["push model"],
  summary: "A feed's on-chain updates: chart points for a range and a page of transactions",
  request: {
    params: feedParams,
    query: z.object({
      layer: layerQuery,
      range: z
        .enum(FEED_CHART_RANGES)
        .default(FEED_CHART_DEFAULT_RANGE)
        .meta({ description: "Range of the chart points" }),
      offset: z.coerce
        .number()
        .int()
        .min(0)
        .max(100_000)
        .default(0)
        .meta({ description: "Transactions to skip, newest first" }),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(100)
        .default(TRANSACTIONS_INITIAL_ROWS)
        .meta({ description: "Transactions per page" }),
      chart: z
        .enum(["true", "false"])
        .default("true")
        .meta({ description: 'Whether to send the chart points; "false" for table pages' }),
    }),
  },
  responses: {
    200: ok(feedUpdatesView, "Updates"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const valueRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}/value",
  operationId: "readFeedValue",
  tags: ["push model"],
  summary: "Read a feed's value on chain now",
  description:
    "One multicall to the feed's chain at request time (shared by requests within the same second). " +
    'Chains this api does not read answer status "unsupported".',
  request: { params: feedParams, query: z.object({ layer: layerQuery }) },
  responses: {
    200: ok(feedLiveValueView, "The value on chain"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    // The feed is looked up in the feeds list, which a failing relayer schema fails.
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

/**
 * The push-model feeds: the list, and per feed its detail, live value and updates. Each per-feed
 * route finds its feed through findFeedOrNotFound and hands it to its domain module.
 */
export function registerFeedsRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  // The list is the same for every visitor until the feeds refresh: serialise and hash it once.
  const serializedLists = new WeakMap<LoadedFeeds, SerializedJson<FeedsListView>>();

  app.openapi(listRoute, async (c) => {
    const loaded = await loadFeeds(ctx);
    let body = serializedLists.get(loaded);
    if (!body) {
      body = serializeJson(feedsListOf(loaded));
      serializedLists.set(loaded, body);
    }
    return sendCachedJson(c, body, { maxAgeSeconds: 5 });
  });

  app.openapi(detailRoute, async (c) => {
    const lookup = await findFeedOrNotFound(c, ctx, { ...c.req.valid("param"), ...c.req.valid("query") });
    if ("response" in lookup) return lookup.response;
    const { body, maxAgeSeconds } = await loadFeedDetail(ctx, lookup.found);
    return sendCachedJson(c, body, { maxAgeSeconds });
  });

  app.openapi(valueRoute, async (c) => {
    const lookup = await findFeedOrNotFound(c, ctx, { ...c.req.valid("param"), ...c.req.valid("query") });
    if ("response" in lookup) return lookup.response;
    const value = await readFeedValueNow(ctx, lookup.found.feed.row);
    return c.json(value, 200, { "cache-control": "no-store" });
  });

  app.openapi(updatesRoute, async (c) => {
    const { layer, range, offset, limit, chart } = c.req.valid("query");
    const lookup = await findFeedOrNotFound(c, ctx, { ...c.req.valid("param"), layer });
    if ("response" in lookup) return lookup.response;
    const { body, maxAgeSeconds } = await loadFeedUpdates(ctx, lookup.found.feed.row, {
      range,
      offset,
      limit,
      withChart: chart === "true",
    });
    return sendCachedJson(c, body, { maxAgeSeconds });
  });
}
