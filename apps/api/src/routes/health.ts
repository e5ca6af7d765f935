import { Hono } from "hono";
import type { UpstreamHealth } from "../upstream/upstream-health.ts";

/**
 * Liveness for load balancers and the start script: cheap, no upstream call. It also reports what
 * the api has seen of each upstream (ok / failing, last error), for operators.
 */
export function healthRoutes(productId: string, upstreams: UpstreamHealth) {
  const startedAt = Date.now();
  return new Hono().get("/", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({
      status: "ok",
      product: productId,
      uptimeMs: Date.now() - startedAt,
      upstreams: upstreams.snapshot(),
    });
  });
}
