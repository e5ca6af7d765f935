import type { ProductConfig } from "@oracle-explorer/core";
import { Hono } from "hono";
import { healthRoutes } from "./routes/health.ts";
import { securityHeaders } from "./security-headers.ts";
import { mountSpa } from "./spa.ts";
import type { SpaAssets } from "./spa-assets.ts";

export interface AppDeps {
  config: ProductConfig;
  /** The built web app, or null when it was not built. */
  spa: SpaAssets | null;
}

/** Builds the whole api apart from listen(), so tests drive it with app.request(). */
export function createApp({ config, spa }: AppDeps) {
  const app = new Hono();
  app.use("*", securityHeaders());

  const api = new Hono();
  api.route("/health", healthRoutes(config.productId));
  api.all("*", (c) => c.json({ error: "Not found", path: new URL(c.req.url).pathname }, 404));
  app.route("/api", api);

  mountSpa(app, spa);
  app.onError((error, c) => {
    console.error("api: unhandled error", error);
    return c.json({ error: "Internal error" }, 500);
  });
  return app;
}
