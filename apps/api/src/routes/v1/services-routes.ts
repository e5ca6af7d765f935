import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { dataServiceDetailView, dataServicesView, nodesView } from "@oracle-explorer/core/api-views";
import { z } from "zod";
import { POLICIES } from "../../cache-policies.ts";
import type { ApiContext } from "../../context.ts";
import { dataServiceDetail, dataServicesList, nodesList } from "../../domain/services.ts";
import { maxAgeFor, secondsOf } from "../../domain/warnings.ts";
import { echoInput } from "./echoed-input.ts";
import { notFound } from "./errors.ts";
import { sendCachedJson } from "./http-cache.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

/** The detail's priced sources (FILTER-28) move with prices, but slowly enough for a minute. */
const DETAIL_MAX_AGE_S = 60;

const listRoute = createRoute({
  method: "get",
  path: "/data-services",
  operationId: "listDataServices",
  tags: ["data services"],
  summary: "Data services list: one card per data service",
  responses: { 200: ok(dataServicesView, "In registry order"), ...UPSTREAM_FAILED, ...RATE_LIMITED },
});

const detailRoute = createRoute({
  method: "get",
  path: "/data-services/{id}",
  operationId: "getDataService",
  tags: ["data services"],
  summary: "Pull Model page: a data service with its assets and sources",
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(120)
        .meta({ description: "The data service's id", example: "redstone-primary-prod" }),
    }),
  },
  responses: {
    200: ok(dataServiceDetailView, "The data service"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const nodesRoute = createRoute({
  method: "get",
  path: "/nodes",
  operationId: "listNodes",
  tags: ["data services"],
  summary: "Production Nodes: every signer node",
  responses: { 200: ok(nodesView, "In registry order"), ...UPSTREAM_FAILED, ...RATE_LIMITED },
});

export function registerServicesRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.openapi(listRoute, async (c) => {
    const body = await dataServicesList(ctx);
    return sendCachedJson(c, body, {
      maxAgeSeconds: maxAgeFor(body.warnings, secondsOf(ctx.cache.capped(POLICIES.registry))),
    });
  });

  app.openapi(detailRoute, async (c) => {
    const { id } = c.req.valid("param");
    const body = await dataServiceDetail(ctx, id);
    // SERVICES-15
    if (!body) return notFound(c, `No data service "${echoInput(id)}"`);
    return sendCachedJson(c, body, { maxAgeSeconds: maxAgeFor(body.warnings, DETAIL_MAX_AGE_S) });
  });

  app.openapi(nodesRoute, async (c) =>
    sendCachedJson(c, await nodesList(ctx), {
      maxAgeSeconds: secondsOf(ctx.cache.capped(POLICIES.registry)),
    }),
  );
}
