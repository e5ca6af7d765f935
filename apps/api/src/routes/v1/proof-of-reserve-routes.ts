import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { porParamsView, proofOfReserveView } from "@oracle-explorer/core";
import { POLICIES } from "../../cache-policies.ts";
import type { ApiContext } from "../../context.ts";
import { readDashboardsConfig } from "../../dashboards-config.ts";
import { freshForSeconds } from "../../domain/freshness.ts";
import { loadProofOfReserve } from "../../domain/proof-of-reserve.ts";
import { echoInput } from "./echoed-input.ts";
import { notFound } from "./errors.ts";
import { sendCachedJson } from "./http-cache.ts";
import { errorResponse, RATE_LIMITED } from "./openapi-responses.ts";

const route = createRoute({
  method: "get",
  path: "/proof-of-reserve/{id}",
  tags: ["dashboards"],
  summary: "Proof-of-reserve dashboard: ratio, totals, distributions and custodian tables",
  description:
    'Read from the oracle gateway\'s metadata of the mapped data service and feed (POR-15); only "stablecoin" is mapped.',
  request: { params: porParamsView },
  responses: {
    200: { description: "The dashboard", content: { "application/json": { schema: proofOfReserveView } } },
    404: errorResponse("No such proof of reserve"),
    502: errorResponse("The gateway failed or its answer carries no reserves"),
    504: errorResponse("The gateway timed out"),
    ...RATE_LIMITED,
  },
});

export function registerProofOfReserveRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  const { proofOfReserve } = readDashboardsConfig(process.env, ctx.config.productId);
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    // ROUTE-25: an id outside the mapping is a 404, never an upstream read.
    const mapping = Object.hasOwn(proofOfReserve, id) ? proofOfReserve[id] : undefined;
    if (!mapping) return notFound(c, `No proof of reserve "${echoInput(id)}"`);
    const view = await loadProofOfReserve(ctx, id, mapping);
    return sendCachedJson(c, view, {
      maxAgeSeconds: freshForSeconds(view, POLICIES.gatewayMetadata.ttlMs, ctx.now()),
    });
  });
}
