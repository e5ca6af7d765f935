import { apiErrorView } from "@oracle-explorer/core/api-views";
import { z } from "zod";

/**
 * Response declarations shared by the v1 routes' OpenAPI definitions. Every error answer is
 * core's ApiError, so the document names one error schema and each route lists the statuses it
 * can answer with it.
 */

/** An error answer with the ApiError body; exported for routes whose error needs its own words. */
export const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: apiErrorView } },
});

/** A JSON 200 answer of a view schema. */
export const ok = <S>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const BAD_REQUEST = { 400: errorResponse("Invalid path or query parameter") };
export const NOT_FOUND = { 404: errorResponse("Not found") };
/** errors.ts answers an upstream failure with no good copy cached: 504 for a timeout, else 502. */
export const UPSTREAM_FAILED = {
  502: errorResponse("An upstream failed and no good copy is cached"),
  504: errorResponse("An upstream did not answer in time and no good copy is cached"),
};
/**
 * rate-limit.ts answers any /api/* request but /api/health with this once a client's bucket is
 * empty, before the route runs, so every v1 route lists it (openapi.test.ts checks that).
 */
export const RATE_LIMITED = {
  429: {
    ...errorResponse('Too many requests from this client ("rate_limited"); retry after Retry-After seconds'),
    headers: z.object({
      "Retry-After": z.number().int().min(1).meta({ description: "Seconds until the client may ask again" }),
    }),
  },
};
