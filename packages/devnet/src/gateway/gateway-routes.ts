import { type Context, Hono } from "hono";
import type { SignerNetwork } from "../signers/index.ts";
import type { World } from "../world/types.ts";
import { gatewayResponse, parseDataFeedIds } from "./package-response.ts";

interface GatewayRoutesOptions {
  world: World;
  signers: Pick<SignerNetwork, "latest">;
}

/**
 * The oracle gateway (CONTRACTS f), mounted by the devnet app at /gateway:
 *
 * - GET /v2/data-packages/latest/:dataServiceId[/show-metadata|/hide-metadata]
 * - GET /v2/data-packages/latest-by-data-feeds/:dataServiceId[/show-metadata]?dataFeedIds=BTC,ETH
 *
 * Metadata is off unless /show-metadata is asked for (the 2026 gateway); /hide-metadata is kept
 * for the 2024 SDK, whose default path is the one without a suffix. The x-api-key header the 2026
 * SDK sends is accepted and ignored: the devnet has no secrets to guard.
 */
export function createGatewayRoutes(options: GatewayRoutesOptions): Hono {
  const { world, signers } = options;
  const serviceIds = new Set(world.dataServices.map((service) => service.id));
  const app = new Hono();

  // Every answer is the newest round, which changes every 10 s: nothing may cache it.
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  function roundOf(c: Context) {
    const dataServiceId = c.req.param("dataServiceId") ?? "";
    return serviceIds.has(dataServiceId) ? signers.latest(dataServiceId) : null;
  }

  function unknownService(c: Context) {
    return c.json({ error: `Unknown data service: ${c.req.param("dataServiceId") ?? ""}` }, 404);
  }

  async function latest(c: Context, withMetadata: boolean) {
    const round = roundOf(c);
    if (!round) return unknownService(c);
    return c.json(await gatewayResponse(round, round.packageIds, withMetadata));
  }

  async function latestByDataFeeds(c: Context, withMetadata: boolean) {
    const round = roundOf(c);
    if (!round) return unknownService(c);
    const requested = parseDataFeedIds(c.req.query("dataFeedIds"));
    if (requested.length === 0) {
      return c.json({ error: "Query parameter dataFeedIds (comma-separated feed ids) is required" }, 400);
    }
    // Feed ids only: a multi-feed package id is not a data feed. Unknown ids are simply absent.
    const feedIds = requested.filter((id) => round.feed(id) !== undefined);
    return c.json(await gatewayResponse(round, feedIds, withMetadata));
  }

  app.get("/v2/data-packages/latest/:dataServiceId", (c) => latest(c, false));
  app.get("/v2/data-packages/latest/:dataServiceId/show-metadata", (c) => latest(c, true));
  app.get("/v2/data-packages/latest/:dataServiceId/hide-metadata", (c) => latest(c, false));
  app.get("/v2/data-packages/latest-by-data-feeds/:dataServiceId", (c) => latestByDataFeeds(c, false));
  app.get("/v2/data-packages/latest-by-data-feeds/:dataServiceId/show-metadata", (c) =>
    latestByDataFeeds(c, true),
  );
  return app;
}
