import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type NodeRoundsView, nodeRoundsView, nodeScorecardView } from "@oracle-explorer/core/api-views";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { nodeRounds, nodeScorecard } from "../../domain/node-history.ts";
import { echoInput } from "./echoed-input.ts";
import { badRequest, notFound } from "./errors.ts";
import { epochMs, rangeProblem } from "./history-range.ts";
import { sendCachedJson } from "./http-cache.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

/** The record moves once a round (10 s). */
const MAX_AGE_S = 10;
const HOUR_MS = 3_600_000;

const addressParam = z.object({
  address: z.string().min(1).max(120).meta({
    description: "The node's EVM address (any case)",
    // The devnet's first node (altair): the example the docs page and generated clients try.
    example: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  }),
});

const scorecardRoute = createRoute({
  method: "get",
  path: "/nodes/{address}",
  operationId: "getNodeScorecard",
  tags: ["data services"],
  summary: "A node's record: uptime over 24 h, 7 d and 30 d, deviation from the median, missed rounds",
  request: { params: addressParam },
  responses: {
    200: ok(nodeScorecardView, "The node's scorecard, from the indexer's store"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const roundsRoute = createRoute({
  method: "get",
  path: "/nodes/{address}/rounds",
  operationId: "getNodeRounds",
  tags: ["data services"],
  summary: "A node's raw rounds in a window, as JSON or CSV (export)",
  request: {
    params: addressParam,
    query: z.object({
      from: epochMs.optional().meta({ description: "Start, epoch ms (default: an hour before `to`)" }),
      to: epochMs.optional().meta({ description: "End (exclusive), epoch ms (default: now)" }),
      format: z.enum(["json", "csv"]).default("json").meta({ description: "json (default) or csv" }),
    }),
  },
  responses: {
    200: {
      description: "Every observed round of the node's data service in the window, oldest first",
      content: {
        "application/json": { schema: nodeRoundsView },
        "text/csv": {
          schema: z.string().meta({
            description: "round_ms,round_utc,status,seen_at_ms,feeds,invalid_signatures,deviation_max_bp",
          }),
        },
      },
    },
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

export function roundsCsv(body: NodeRoundsView): string {
  const lines = ["round_ms,round_utc,status,seen_at_ms,feeds,invalid_signatures,deviation_max_bp"];
  for (const round of body.rounds) {
    lines.push(
      [
        round.round,
        new Date(round.round).toISOString(),
        round.status,
        round.seenAt ?? "",
        round.feeds,
        round.invalidSignatures,
        round.deviationMaxBp === null ? "" : round.deviationMaxBp.toFixed(3),
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

export function registerNodeHistoryRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.openapi(scorecardRoute, async (c) => {
    const { address } = c.req.valid("param");
    const body = await nodeScorecard(ctx, address);
    if (!body) return notFound(c, `No node with the address "${echoInput(address)}"`);
    return sendCachedJson(c, body, { maxAgeSeconds: MAX_AGE_S });
  });

  app.openapi(roundsRoute, async (c) => {
    const { address } = c.req.valid("param");
    const query = c.req.valid("query");
    const to = query.to ?? ctx.now();
    const from = query.from ?? to - HOUR_MS;
    const problem = rangeProblem({ from, to }, ctx.now(), { ms: ctx.rawRetentionMs, what: "raw rounds" });
    if (problem) return badRequest(c, problem);
    const body = await nodeRounds(ctx, address, from, to);
    if (!body) return notFound(c, `No node with the address "${echoInput(address)}"`);
    if (query.format === "csv") {
      return c.body(roundsCsv(body), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="node-${body.address.toLowerCase()}-${from}-${to}.csv"`,
        "Cache-Control": `public, max-age=${MAX_AGE_S}`,
      });
    }
    return sendCachedJson(c, body, { maxAgeSeconds: MAX_AGE_S });
  });
}
