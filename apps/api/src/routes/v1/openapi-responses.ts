import { type ApiError, apiErrorView } from "@oracle-explorer/core/api-views";
import { z } from "zod";

/**
 * Response declarations shared by the v1 routes' OpenAPI definitions. Every error answer is
 * core's ApiError, so the document names one error schema and each route lists the statuses it
 * can answer with it, each with an example body as errors.ts and rate-limit.ts write it.
 */

/** Example bodies of the api's error answers, by status. */
export const ERROR_EXAMPLES = {
  400: { error: "bad_request", message: 'range: Invalid option: expected one of "1h"|"1d"|"3d"|"7d"' },
  404: { error: "not_found", message: 'No token "XYZ"' },
  429: { error: "rate_limited", message: "Too many requests: at most 600 per minute; retry in 2 s" },
  502: { error: "upstream_failed", message: "prices: HTTP 503", upstream: "prices", failure: "http" },
  504: {
    error: "upstream_failed",
    message: "prices: no answer within 10000 ms",
    upstream: "prices",
    failure: "timeout",
  },
} as const satisfies Record<number, ApiError>;

/**
 * An error answer with the ApiError body and an example of it; exported for routes whose error
 * needs its own words (and, where the status's generic example would mislead, its own example).
 */
export const errorResponse = (description: string, example: ApiError) => ({
  description,
  content: { "application/json": { schema: apiErrorView, example } },
});

/** A JSON 200 answer of a view schema, with an example body when one is given. */
export const ok = <S extends z.ZodType>(schema: S, description: string, example?: z.input<S>) => ({
  description,
  content: { "application/json": example === undefined ? { schema } : { schema, example } },
});

export const BAD_REQUEST = { 400: errorResponse("Invalid path or query parameter", ERROR_EXAMPLES[400]) };
export const NOT_FOUND = { 404: errorResponse("Not found", ERROR_EXAMPLES[404]) };
/** errors.ts answers an upstream failure with no good copy cached: 504 for a timeout, else 502. */
export const UPSTREAM_FAILED = {
  502: errorResponse("An upstream failed and no good copy is cached", ERROR_EXAMPLES[502]),
  504: errorResponse("An upstream did not answer in time and no good copy is cached", ERROR_EXAMPLES[504]),
};
/**
 * rate-limit.ts answers any /api/* request but /api/health with this once a client's bucket is
 * empty, before the route runs, so every v1 route lists it (openapi.test.ts checks that).
 */
export const RATE_LIMITED = {
  429: {
    ...errorResponse(
      'Too many requests from this client ("rate_limited"); retry after Retry-After seconds',
      ERROR_EXAMPLES[429],
    ),
    headers: z.object({
      "Retry-After": z.number().int().min(1).meta({ description: "Seconds until the client may ask again" }),
    }),
  },
};
