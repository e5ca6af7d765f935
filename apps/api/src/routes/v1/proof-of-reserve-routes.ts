import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { porParamsView, porRatioHistoryView, proofOfReserveView } from "@oracle-explorer/core/api-views";
import { TOKEN_SERIES_RANGES } from "@oracle-explorer/core/charts";
import { z } from "zod";
import { POLICIES, seriesPolicy } from "../../cache-policies.ts";
import type { ApiContext } from "../../context.ts";
import { readDashboardsConfig } from "../../dashboards-config.ts";
import { freshForSeconds } from "../../domain/freshness.ts";
import { loadPorRatioHistory, loadProofOfReserve } from "../../domain/proof-of-reserve.ts";
import { secondsOf } from "../../domain/warnings.ts";
import { echoInput } from "./echoed-input.ts";
import { notFound } from "./errors.ts";
import { sendCachedJson } from "./http-cache.ts";
import { BAD_REQUEST, errorResponse, RATE_LIMITED } from "./openapi-responses.ts";

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
    ...BAD_REQUEST,
    404: errorResponse("No such proof of reserve"),
    502: errorResponse("The gateway failed or its answer carries no reserves"),
    504: errorResponse("The gateway timed out"),
    ...RATE_LIMITED,
  },
});

const ratioHistoryRoute = createRoute({
  method: "get",
  path: "/proof-of-reserve/{id}/ratio-history",
  tags: ["dashboards"],
  summary: "The signed reserve ratio over a range",
  description:
    "The mapped data service's price history of the proof-of-reserve feed: the ratio its nodes signed, round by round.",
  request: {
    params: porParamsView,
    query: z.object({
      range: z.enum(TOKEN_SERIES_RANGES).default("7d").meta({ description: "Chart range; default 7d" }),
    }),
  },
  responses: {
    200: {
      description: "The ratio's points, ascending",
      content: { "application/json": { schema: porRatioHistoryView } },
    },
    ...BAD_REQUEST,
    404: errorResponse("No such proof of reserve"),
    502: errorResponse("The prices api failed"),
    504: errorResponse("The prices api timed out"),
    ...RATE_LIMITED,
  },
});

export function registerProofOfReserveRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  const { proofOfReserve } = readDashboardsConfig(process.env, ctx.config.productId);
  // ROUTE-25: an id outside the mapping is a 404, never an upstream read.
  const mappingOf = (id: string) => (Object.hasOwn(proofOfReserve, id) ? proofOfReserve[id] : undefined);
  const unknown = `No proof of reserve`;
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const mapping = mappingOf(id);
    if (!mapping) return notFound(c, `${unknown} "${echoInput(id)}"`);
    const view = await loadProofOfReserve(ctx, id, mapping);
    return sendCachedJson(c, view, {
      maxAgeSeconds: freshForSeconds(view, ctx.cache.capped(POLICIES.gatewayMetadata).ttlMs, ctx.now()),
    });
  });

  app.openapi(ratioHistoryRoute, async (c) => {
    const { id } = c.req.valid("param");
    const mapping = mappingOf(id);
    if (!mapping) return notFound(c, `${unknown} "${echoInput(id)}"`);
    const { range } = c.req.valid("query");
    const view = await loadPorRatioHistory(ctx, id, mapping, range);
    return sendCachedJson(c, view, { maxAgeSeconds: secondsOf(ctx.cache.capped(seriesPolicy(range))) });
  });
}
