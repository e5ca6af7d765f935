import { Hono } from "hono";

/**
 * The devnet's HTTP face. It starts with a health check; the devnet issues add the gateway,
 * prices API, relayer schema and the other replicas under the paths product config expects.
 */
export function createDevnetApp() {
  const startedAt = Date.now();
  return new Hono().get("/health", (c) =>
    c.json({ status: "ok", service: "devnet", uptimeMs: Date.now() - startedAt }),
  );
}
