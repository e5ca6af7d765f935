import type { StoreEngine } from "@oracle-explorer/store";
import { Hono } from "hono";
import type { AlertWebhookStatus } from "./alert-webhooks.ts";
import type { Indexer } from "./indexer.ts";

/**
 * GET /health: 200 while the indexer runs (what `npm start` waits for), with each service's last
 * round and last error, so an operator sees a stalled service without reading logs.
 */
export function createHealthApp(
  indexer: Indexer,
  engine: StoreEngine,
  webhooks: AlertWebhookStatus | null = null,
) {
  const app = new Hono();
  app.get("/health", (c) => {
    const { status } = indexer;
    const services = status.services ?? [];
    const failing = services.filter((service) => service.lastError !== null).length;
    return c.json(
      {
        status: status.services === null ? "starting" : failing > 0 ? "degraded" : "ok",
        store: engine,
        startedAt: status.startedAt,
        lastError: status.lastError,
        services,
        feeds: status.feeds,
        incidents: status.incidents,
        // Per webhook url: delivered, pending, failed (null when ALERT_WEBHOOK_URLS is unset).
        webhooks,
      },
      200,
      { "Cache-Control": "no-store" },
    );
  });
  return app;
}
