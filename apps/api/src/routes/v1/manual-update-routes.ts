import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { manualUpdateView } from "@oracle-explorer/core/api-views";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { buildManualUpdate, manualUpdateRefusal } from "../../domain/manual-update.ts";
import { badRequest } from "./errors.ts";
import { feedParams, findFeedOrNotFound, layerQuery } from "./feed-lookup.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

/** UPDATE-08: the message of an update whose feed token is missing. */
export const FEED_TOKEN_NOT_DEFINED = "Feed token is not defined";

const params = z.object({
  network: feedParams.shape.network,
  token: z
    .string()
    .max(200)
    .refine((token) => token.trim() !== "", FEED_TOKEN_NOT_DEFINED)
    .meta(feedParams.shape.token.meta() ?? {}),
});

const manualUpdateRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}/manual-update",
  operationId: "getManualUpdate",
  tags: ["push model"],
  summary: "A ready manual-update transaction (to, data) for the visitor's own wallet",
  description:
    "Fresh signed packages of 3 unique signers of the layer's data service, with the adapter's update " +
    "call. The wallet sends it from the visitor's account, who pays the gas; the api sets no relayer or " +
    "sponsor. Never cached: packages expire 3 minutes after they were signed (expiresAt).",
  request: {
    params,
    query: z.object({ layer: layerQuery }),
  },
  responses: {
    200: ok(manualUpdateView, "The update transaction"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

/**
 * GET /feeds/{network}/{token}/manual-update (UPDATE-08..11, CALL-17, CONST-37, CONST-38). Every
 * answer, errors included, is `Cache-Control: no-store`: signed packages expire, and a replayed
 * copy would revert on chain once the adapter holds its round.
 */
export function registerManualUpdateRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.use("/feeds/:network/:token/manual-update", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });
  // UPDATE-08: an empty token segment matches no route parameter, so it is answered here (as a
  // middleware: it is no route of its own to document).
  app.use("/feeds/:network//manual-update", async (c) => {
    c.header("Cache-Control", "no-store");
    return badRequest(c, FEED_TOKEN_NOT_DEFINED);
  });

  app.openapi(manualUpdateRoute, async (c) => {
    const lookup = await findFeedOrNotFound(c, ctx, { ...c.req.valid("param"), ...c.req.valid("query") });
    if ("response" in lookup) return lookup.response;
    const { feed, loaded } = lookup.found;
    const refusal = manualUpdateRefusal(feed.row);
    if (refusal) return badRequest(c, refusal);
    // `from` is deliberately absent: the browser wallet sends from the visitor's own account.
    return c.json(await buildManualUpdate(ctx, feed.row, loaded.feeds), 200);
  });
}
