import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { tvsDashboardView, tvsQueryView } from "@oracle-explorer/core/api-views";
import { POLICIES } from "../../cache-policies.ts";
import type { ApiContext } from "../../context.ts";
import { readDashboardsConfig } from "../../dashboards-config.ts";
import { freshForSeconds } from "../../domain/freshness.ts";
import { createTvsViews, loadTvsReads } from "../../domain/tvs.ts";
import { sendCachedJson } from "./http-cache.ts";
import { BAD_REQUEST, errorResponse, RATE_LIMITED } from "./openapi-responses.ts";

const route = createRoute({
  method: "get",
  path: "/tvs",
  operationId: "getTvsDashboard",
  tags: ["dashboards"],
  summary: "TVS dashboard: total, timeline, treemap, top clients and the clients list",
  // CALL-37, CALL-43: the five reads in parallel, any failure fails the answer.
  description: "The five TVS reads are made in parallel and any failing one fails the whole answer.",
  request: { query: tvsQueryView },
  responses: {
    200: { description: "The dashboard", content: { "application/json": { schema: tvsDashboardView } } },
    ...BAD_REQUEST,
    502: errorResponse("A TVS read failed (down, HTTP error or malformed)", {
      error: "upstream_failed",
      message: "tvs: HTTP 503",
      upstream: "tvs",
      failure: "http",
    }),
    504: errorResponse("A TVS read timed out", {
      error: "upstream_failed",
      message: "tvs: no answer within 10000 ms",
      upstream: "tvs",
      failure: "timeout",
    }),
    ...RATE_LIMITED,
  },
});

export function registerTvsRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  const { tvsClientAliases } = readDashboardsConfig(process.env, ctx.config.productId);
  const viewOf = createTvsViews(tvsClientAliases, (message) => console.warn(`api: ${message}`));
  app.openapi(route, async (c) => {
    const { timeframe } = c.req.valid("query");
    const load = await loadTvsReads(ctx);
    const now = ctx.now();
    return sendCachedJson(c, viewOf(load, timeframe, now), {
      maxAgeSeconds: freshForSeconds(load, ctx.cache.capped(POLICIES.tvs).ttlMs, now),
    });
  });
}
