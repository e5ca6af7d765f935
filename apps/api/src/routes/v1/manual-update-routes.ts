import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiContext } from "../../context.ts";

/** Registers this resource group's routes on the v1 router. */
export function registerManualUpdateRoutes(_app: OpenAPIHono, _ctx: ApiContext): void {}
