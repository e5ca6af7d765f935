import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { toPublicConfig } from "@oracle-explorer/core/config";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { RATE_LIMITED } from "./openapi-responses.ts";

export const publicConfigView = z
  .object({
    productName: z.string().meta({ example: "RedStone" }),
    productId: z.string().meta({ example: "redstone" }),
    contactEmail: z.string(),
    communityUrl: z.string(),
    socialUrl: z.string(),
  })
  .meta({ id: "PublicConfig", description: "The product configuration a browser may see." });

const route = createRoute({
  method: "get",
  path: "/config",
  operationId: "getConfig",
  tags: ["config"],
  summary: "Product configuration",
  responses: {
    200: {
      description: "The public configuration",
      content: { "application/json": { schema: publicConfigView } },
    },
    ...RATE_LIMITED,
  },
});

export function registerConfigRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.openapi(route, (c) => c.json(toPublicConfig(ctx.config), 200));
}
