import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { signedPackagesView, verificationView } from "@oracle-explorer/core/api-views";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { loadSignedPackages } from "../../domain/signed-packages.ts";
import { resolveVerificationTarget, verifyFeed } from "../../domain/verification.ts";
import { notFound } from "./errors.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

/** Which feed's packages, of which data service: the verification's and the raw packages' request. */
const feedPackagesRequest = {
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
};

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
  request: feedPackagesRequest,
  responses: {
    200: ok(verificationView, "Every package with its checks, the median and the verdict"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const signedPackagesRoute = createRoute({
  method: "get",
  path: "/tokens/{symbol}/packages",
  operationId: "tokenSignedPackages",
  tags: ["tokens"],
  summary: "The latest signed packages of a feed, as the oracle gateway sent them, to verify yourself",
  description:
    "The oracle gateway's latest signed data packages of the feed with every signed field unchanged " +
    "(data points' values, decimals and value byte sizes, the timestamp, the base64 signature) and the " +
    "signer each names, beside the data service's registered nodes from the oracle registry: enough to " +
    "rebuild each package's signed bytes, recover its signer and match it without trusting this api. " +
    "The same packages as the verification read at the same moment. Never cached.",
  request: feedPackagesRequest,
  responses: {
    200: ok(signedPackagesView, "The raw signed packages and the data service's registered nodes"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

/**
 * GET /tokens/{symbol}/verification and /packages (the raw packages the browser verifies itself,
 * issue 30). `no-store` on every answer: they report a moment (a package passes "fresh" for 3
 * minutes only, on the checker's clock); the gateway read behind them is shared for 2 s, so
 * repeated presses cost the gateway one request per round at most.
 */
export function registerVerificationRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  };
  app.use("/tokens/:symbol/verification", noStore);
  app.use("/tokens/:symbol/packages", noStore);

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

  app.openapi(signedPackagesRoute, async (c) => {
    const target = await resolveVerificationTarget(
      ctx,
      c.req.valid("param").symbol,
      c.req.valid("query").service,
    );
    if ("notFound" in target) return notFound(c, target.notFound);
    const body = signedPackagesView.parse(await loadSignedPackages(ctx, target.feedId, target.dataServiceId));
    return c.json(body, 200);
  });
}
