import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { networksView } from "@oracle-explorer/core/api-views";
import { POLICIES } from "../../cache-policies.ts";
import type { ApiContext } from "../../context.ts";
import { networksList } from "../../domain/networks.ts";
import { secondsOf } from "../../domain/warnings.ts";
import { sendCachedJson } from "./http-cache.ts";
import { ok, RATE_LIMITED } from "./openapi-responses.ts";

const listRoute = createRoute({
  method: "get",
  path: "/networks",
  operationId: "listNetworks",
  tags: ["networks"],
  summary: "Every known network with its chain id, icon, explorer and testnet flag",
  responses: { 200: ok(networksView, "Sorted by name"), ...RATE_LIMITED },
});

export function registerNetworksRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.openapi(listRoute, async (c) =>
    sendCachedJson(c, await networksList(ctx), {
      maxAgeSeconds: secondsOf(ctx.cache.capped(POLICIES.catalogue)),
    }),
  );
}
