import { Hono } from "hono";

/** Liveness for load balancers and the start script: cheap, no upstream call. */
export function healthRoutes(productId: string) {
  const startedAt = Date.now();
  return new Hono().get("/", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", product: productId, uptimeMs: Date.now() - startedAt });
  });
}
