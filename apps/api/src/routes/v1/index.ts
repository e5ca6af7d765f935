import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiContext } from "../../context.ts";
import { registerBadgesRoutes } from "./badges-routes.ts";
import { registerConfigRoutes } from "./config-routes.ts";
import { badRequest, handleApiError, validationMessage } from "./errors.ts";
import { registerFeedReliabilityRoutes } from "./feed-reliability-routes.ts";
import { registerFeedsRoutes } from "./feeds-routes.ts";
import { registerIncidentsRoutes } from "./incidents-routes.ts";
import { registerManualUpdateRoutes } from "./manual-update-routes.ts";
import { registerNetworksRoutes } from "./networks-routes.ts";
import { registerNodeHistoryRoutes } from "./node-history-routes.ts";
import { registerPermawebRoutes } from "./permaweb-routes.ts";
import { registerProofOfReserveRoutes } from "./proof-of-reserve-routes.ts";
import { registerServicesRoutes } from "./services-routes.ts";
import { registerSourcesRoutes } from "./sources-routes.ts";
import { DEFAULT_STREAM_SETTINGS, registerStreamRoutes, type StreamSettings } from "./stream-routes.ts";
import { registerTokensRoutes } from "./tokens-routes.ts";
import { registerTvsRoutes } from "./tvs-routes.ts";
import { registerVerificationRoutes } from "./verification-routes.ts";

/**
 * The versioned JSON api (/api/v1/…): one resource group per module, every route declared with
 * its zod schemas so the OpenAPI document at /api/v1/openapi.json is generated from them.
 */
export function createV1Router(ctx: ApiContext, stream: StreamSettings = DEFAULT_STREAM_SETTINGS) {
  const app = new OpenAPIHono({
    // A request that fails validation gets the same error body as every other api error.
    defaultHook: (result, c) => {
      if (!result.success) return badRequest(c, validationMessage(result.error.issues[0]));
    },
  });
  app.onError(handleApiError);
  registerConfigRoutes(app, ctx);
  registerTokensRoutes(app, ctx);
  registerVerificationRoutes(app, ctx);
  registerPermawebRoutes(app, ctx);
  registerSourcesRoutes(app, ctx);
  registerServicesRoutes(app, ctx);
  registerNodeHistoryRoutes(app, ctx);
  registerNetworksRoutes(app, ctx);
  registerFeedsRoutes(app, ctx);
  registerFeedReliabilityRoutes(app, ctx);
  registerIncidentsRoutes(app, ctx, { trustProxy: stream.trustProxy });
  registerManualUpdateRoutes(app, ctx);
  registerProofOfReserveRoutes(app, ctx);
  registerTvsRoutes(app, ctx);
  registerBadgesRoutes(app, ctx);
  registerStreamRoutes(app, ctx, stream);
  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: `${ctx.config.productName} Explorer API`,
      version: "1.0.0",
      description: "Read-only data of the oracle network, as the explorer shows it.",
    },
    // Every path below is relative to this, so a generated client needs only the api's origin.
    servers: [{ url: "/api/v1" }],
  });
  return app;
}
