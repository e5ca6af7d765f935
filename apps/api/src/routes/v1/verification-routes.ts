import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { verificationView } from "@oracle-explorer/core/api-views";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { resolveVerificationTarget, verifyFeed } from "../../domain/verification.ts";
import { notFound } from "./errors.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

const verificationRoute = createRoute({
  method: "get",
  path: "/tokens/{symbol}/verification",
  operationId: "verifyToken",
  tags: ["tokens"],
  summary: "Verify live data: the latest signed packages, their recovered signers and the checks",
  description:
    "Fetches the latest signed data packages of the feed from the oracle gateway, recovers each signer " +
    "from its signature over the package's keccak256 hash, matches it with the data service's nodes in the " +
    "oracle registry, and checks freshness (3 min) and one package per signer. Never cached.",
  request: {
    params: z.object({
      symbol: z.string().min(1).max(120).meta({
        description: 'The feed id, with "-" for "/" (ETH-USD is ETH/USD), or a push feed\'s own id',
        example: "ETH",
      }),
    }),
    query: z.object({
      service: z
        .string()
        .regex(/^[A-Za-z0-9._-]{1,80}$/, "must be a data service id such as redstone-primary-prod")
        .optional()
        .meta({ description: "Data service; default the primary production service" }),
    }),
  },
  responses: {
    200: ok(verificationView, "Every package with its checks, the median and the verdict"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

/**
 * GET /tokens/{symbol}/verification. `no-store` on every answer: it reports checks made at this
 * moment (a package passes "fresh" for 3 minutes only); the gateway read behind it is shared for
 * 2 s, so repeated presses cost the gateway one request per round at most.
 */
export function registerVerificationRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.use("/tokens/:symbol/verification", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  app.openapi(verificationRoute, async (c) => {
    const target = await resolveVerificationTarget(
      ctx,
      c.req.valid("param").symbol,
      c.req.valid("query").service,
    );
    if ("notFound" in target) return notFound(c, target.notFound);
    const body = verificationView.parse(await verifyFeed(ctx, target.feedId, target.dataServiceId));
    return c.json(body, 200);
  });
}
