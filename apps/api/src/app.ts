import type { ProductConfig } from "@oracle-explorer/core/config";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { type ApiContext, createApiContext } from "./context.ts";
import { docsRoutes, type OpenApiDocument } from "./docs-page.ts";
import { DEFAULT_STREAMS_PER_IP, type OperationsSettings, readOperationsEnv } from "./env.ts";
import { llmsTxtHandler } from "./llms-txt.ts";
import { mcpRoutes } from "./mcp/mcp-routes.ts";
import { rateLimit } from "./rate-limit.ts";
import { requestLog } from "./request-log.ts";
import { healthRoutes } from "./routes/health.ts";
import { createV1Router } from "./routes/v1/index.ts";
import { securityHeaders } from "./security-headers.ts";
import { mountSpa } from "./spa.ts";
import type { SpaAssets } from "./spa-assets.ts";
import { unmatchedApiRequest } from "./unmatched-api-request.ts";

export interface AppDeps {
  config: ProductConfig;
  /** The built web app, or null when it was not built. */
  spa: SpaAssets | null;
  /** Upstream clients, cache and clock; built from config when not given (tests inject one). */
  context?: ApiContext;
  /** Rate limit and log level; read from the environment when not given. */
  operations?: OperationsSettings;
}

/** Builds the whole api apart from listen(), so tests drive it with app.request(). */
export function createApp({ config, spa, context, operations }: AppDeps) {
  const ctx = context ?? createApiContext(config);
  const ops = operations ?? readOperationsEnv(process.env);
  const app = new Hono();
  app.use("*", securityHeaders());
  // Only the api is logged and limited: the SPA and its hashed assets are static files.
  app.use("/api/*", requestLog({ level: ops.logLevel }));
  app.use("/api/*", rateLimit({ ...ops.rateLimit, exempt: ["/api/health"] }));
  // JSON answers compress ~10×: the feeds list is ~500 KB raw. Hono leaves event streams alone.
  app.use("/api/*", compress());

  const api = new Hono();
  api.route("/health", healthRoutes(config.productId, ctx.health));
  const v1 = createV1Router(ctx, {
    trustProxy: ops.rateLimit.trustProxy,
    streamsPerIp: ops.streamsPerIp ?? DEFAULT_STREAMS_PER_IP,
  });
  api.route("/v1", v1);
  const openApiDocument = async () => (await v1.request("/openapi.json")).json() as Promise<OpenApiDocument>;
  api.route("/docs", docsRoutes(openApiDocument, { trustProxy: ops.rateLimit.trustProxy }));
  api.route("/mcp", mcpRoutes(ctx, { trustProxy: ops.rateLimit.trustProxy }));
  // Last: the routes above are complete, so a path they hold asked with another method is a 405.
  api.all("*", unmatchedApiRequest(api.routes, "/api"));
  app.route("/api", api);

  // At the site's root, where llmstxt.org puts it; before the SPA, which would answer any path.
  app.get("/llms.txt", llmsTxtHandler(ctx, openApiDocument, { trustProxy: ops.rateLimit.trustProxy }));
  mountSpa(app, spa);
  app.onError((error, c) => {
    console.error("api: unhandled error", error);
    return c.json({ error: "Internal error" }, 500);
  });
  return app;
}
