import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { permawebTxView } from "@oracle-explorer/core/api-views";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { permawebTx } from "../../domain/permaweb.ts";
import { sendCachedJson } from "./http-cache.ts";
import { BAD_REQUEST, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

// CALL-35
const txRoute = createRoute({
  method: "get",
  path: "/permaweb/{tx}",
  operationId: "getPermawebTx",
  tags: ["tokens"],
  summary: "A permanent-storage transaction of a price update, with the time of its block",
  request: {
    params: z.object({
      // Arweave ids are 43 base64url characters; the bound only keeps junk out of upstream URLs.
      tx: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,128}$/, "a base64url transaction id")
        .meta({ example: "AAABmqY3yACm1p9x0cQ2xWQhQ3q9l9H4bq2m4xXGk6s" }),
    }),
  },
  responses: {
    200: ok(permawebTxView, "The transaction"),
    ...BAD_REQUEST,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

export function registerPermawebRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.openapi(txRoute, async (c) => {
    const body = await permawebTx(ctx, c.req.valid("param").tx);
    // A mined transaction's block never changes; a pending one is worth asking again soon.
    return sendCachedJson(c, body, { maxAgeSeconds: body.status === "mined" ? 86_400 : 30 });
  });
}
