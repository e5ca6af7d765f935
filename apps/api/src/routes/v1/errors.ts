import type { ApiError } from "@oracle-explorer/core/api-views";
import type { Context } from "hono";
import type { z } from "zod";
import { UpstreamError } from "../../upstream/upstream-error.ts";
import { echoInput } from "./echoed-input.ts";

/**
 * The api's error answers. Every body is core's ApiError (api-views/errors.ts): a stable `error`
 * code the web maps to its visible state, and for upstream failures which upstream failed and how.
 */

// `satisfies` rather than c.json<ApiError>: an explicit type argument would widen the status
// to any code, and the typed OpenAPI routes accept only the statuses they declare.
export const notFound = (c: Context, message: string) =>
  c.json({ error: "not_found", message } satisfies ApiError, 404);

export const badRequest = (c: Context, message: string) =>
  c.json({ error: "bad_request", message } satisfies ApiError, 400);

/**
 * A method the resource does not answer (POST /api/v1/tokens): 405 with the methods it does in
 * `Allow`, so a client learns its URL is right and its method is not.
 */
export function methodNotAllowed(c: Context, method: string, allowed: readonly string[]) {
  c.header("Allow", allowed.join(", "));
  return c.json(
    {
      error: "method_not_allowed",
      message: `${echoInput(method)} is not allowed here; this resource answers ${allowed.join(", ")}`,
    } satisfies ApiError,
    405,
  );
}

/**
 * The message of a 400 for a request that failed its route's schema: where (the parameter's
 * path) and what rule it broke. Zod's messages name the rule, not the value, with one exception:
 * unknown keys are listed whole, so they, like the path's keys, are quoted through echoInput.
 */
export function validationMessage(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "invalid request";
  const where = issue.path.map((key) => echoInput(String(key))).join(".") || "request";
  const what =
    issue.code === "unrecognized_keys"
      ? `unknown ${issue.keys.length === 1 ? "key" : "keys"} ${issue.keys.map((key) => `"${echoInput(key)}"`).join(", ")}`
      : issue.message;
  return `${where}: ${what}`;
}

/** An upstream failure with no cached value to fall back on: 504 for a timeout, else 502. */
export function upstreamFailed(c: Context, error: UpstreamError) {
  return c.json<ApiError>(
    { error: "upstream_failed", message: error.message, upstream: error.upstream, failure: error.failure },
    error.failure === "timeout" ? 504 : 502,
  );
}

/** The v1 router's error handler: upstream errors become their specific state, the rest a 500. */
export function handleApiError(error: Error, c: Context) {
  if (error instanceof UpstreamError) return upstreamFailed(c, error);
  console.error("api: unhandled error", error);
  return c.json<ApiError>({ error: "internal", message: "Internal error" }, 500);
}
