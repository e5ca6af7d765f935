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
import { BAD_REQUEST, ERROR_EXAMPLES, errorResponse, RATE_LIMITED } from "./openapi-responses.ts";

const NO_SUCH_POR = errorResponse("No such proof of reserve", {
  error: "not_found",
  message: 'No proof of reserve "gold"',
});
const gatewayFailure = (failure: "http" | "timeout", message: string) =>
  ({
    error: "upstream_failed",
    message: `oracle gateway: ${message}`,
    upstream: "oracle gateway",
    failure,
  }) as const;

const route = createRoute({
  method: "get",
  path: "/proof-of-reserve/{id}",
  operationId: "getProofOfReserve",
  tags: ["dashboards"],
  summary: "Proof-of-reserve dashboard: ratio, totals, distributions and custodian tables",
  // POR-15: read from the gateway's metadata.
  description:
    'Read from the oracle gateway\'s metadata of the mapped data service and feed; only "stablecoin" is mapped.',
  request: { params: porParamsView },
  responses: {
    200: { description: "The dashboard", content: { "application/json": { schema: proofOfReserveView } } },
    ...BAD_REQUEST,
    404: NO_SUCH_POR,
    502: errorResponse(
      "The gateway failed or its answer carries no reserves",
      gatewayFailure("http", "HTTP 503"),
    ),
    504: errorResponse("The gateway timed out", gatewayFailure("timeout", "no answer within 10000 ms")),
    ...RATE_LIMITED,
  },
});

const ratioHistoryRoute = createRoute({
  method: "get",
  path: "/proof-of-reserve/{id}/ratio-history",
  operationId: "getPorRatioHistory",
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
    404: NO_SUCH_POR,
    502: errorResponse("The prices api failed", ERROR_EXAMPLES[502]),
    504: errorResponse("The prices api timed out", ERROR_EXAMPLES[504]),
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
