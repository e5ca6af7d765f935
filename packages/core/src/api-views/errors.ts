import { z } from "zod";

/**
 * The api's error contract: the one definition of its error body. The api's routes document it
 * (the OpenAPI `ApiError` component) and build their answers against its type, and the web reads
 * error answers as it, so a code the api sends is always one the document lists and the web knows.
 */

/** How an upstream failed; each kind has its own visible state in the explorer. */
export const upstreamFailureView = z.enum(["down", "timeout", "http", "malformed"]);
export type UpstreamFailure = z.infer<typeof upstreamFailureView>;

/** The body of every api error (the router's errors.ts and the rate limit build it). */
export const apiErrorView = z
  .object({
    error: z.enum([
      "not_found",
      "bad_request",
      // A path the api holds, asked with a method it does not answer (405, with Allow).
      "method_not_allowed",
      // Too many requests from one client (429, with Retry-After).
      "rate_limited",
      "upstream_failed",
      "internal",
    ]),
    message: z.string(),
    upstream: z.string().optional(),
    failure: upstreamFailureView.optional(),
  })
  .meta({
    id: "ApiError",
    description: "An error: a stable code, a message, and for upstream failures which and how.",
  });
export type ApiError = z.infer<typeof apiErrorView>;
export type ApiErrorCode = ApiError["error"];
