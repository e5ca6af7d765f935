import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { sourceDetailView, sourcesView } from "@oracle-explorer/core/api-views";
import { z } from "zod";
import { POLICIES } from "../../cache-policies.ts";
import type { ApiContext } from "../../context.ts";
import { sourceDetail, sourcesList } from "../../domain/sources.ts";
import { maxAgeFor, secondsOf } from "../../domain/warnings.ts";
import { echoInput } from "./echoed-input.ts";
import { notFound } from "./errors.ts";
import { sendCachedJson } from "./http-cache.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

const listRoute = createRoute({
  method: "get",
  path: "/sources",
  operationId: "listSources",
  tags: ["sources"],
  summary: "Sources list: every price source with its Number of Feeds",
  responses: {
    200: ok(sourcesView, "Most used first, and the report's sources no longer used"),
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/sources/{sourceId}",
  operationId: "getSource",
  tags: ["sources"],
  summary: "A source with its per-day errors of the last 5 days (the report's last 5 when it is older)",
  request: {
    params: z.object({
      sourceId: z
        .string()
        .min(1)
        .max(120)
        .meta({ description: "The source's id, as the sources list names it", example: "binance" }),
    }),
  },
  responses: {
    200: ok(sourceDetailView, "The source"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

export function registerSourcesRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.openapi(listRoute, async (c) => {
    const body = await sourcesList(ctx);
    return sendCachedJson(c, body, {
      maxAgeSeconds: maxAgeFor(body.warnings, secondsOf(ctx.cache.capped(POLICIES.catalogue))),
    });
  });

  app.openapi(detailRoute, async (c) => {
    const { sourceId } = c.req.valid("param");
    const body = await sourceDetail(ctx, sourceId);
    // SOURCES-10: neither the catalogue, a feed nor the sources report knows the id.
    if (!body) return notFound(c, `No source "${echoInput(sourceId)}"`);
    return sendCachedJson(c, body, {
      maxAgeSeconds: maxAgeFor(body.warnings, secondsOf(ctx.cache.capped(POLICIES.sourcesReport))),
    });
  });
}
