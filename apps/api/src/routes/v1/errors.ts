import type { Context } from "hono";
import { UpstreamError } from "../../upstream/upstream-error.ts";

/**
 * The body of every api error: a stable `error` code the web maps to its visible state, and for
 * upstream failures which upstream failed and how (down, timeout, http, malformed).
 */
export interface ApiErrorBody {
  error: "not_found" | "bad_request" | "upstream_failed" | "internal" | "rate_limited";
  message: string;
  upstream?: string;
  failure?: UpstreamError["failure"];
}

// `satisfies` rather than c.json<ApiErrorBody>: an explicit type argument would widen the status
// to any code, and the typed OpenAPI routes accept only the statuses they declare.
export const notFound = (c: Context, message: string) =>
  c.json({ error: "not_found", message } satisfies ApiErrorBody, 404);

export const badRequest = (c: Context, message: string) =>
  c.json({ error: "bad_request", message } satisfies ApiErrorBody, 400);

/** An upstream failure with no cached value to fall back on: 504 for a timeout, else 502. */
export function upstreamFailed(c: Context, error: UpstreamError) {
  return c.json<ApiErrorBody>(
    { error: "upstream_failed", message: error.message, upstream: error.upstream, failure: error.failure },
    error.failure === "timeout" ? 504 : 502,
  );
}

/** The v1 router's error handler: upstream errors become their specific state, the rest a 500. */
export function handleApiError(error: Error, c: Context) {
  if (error instanceof UpstreamError) return upstreamFailed(c, error);
  console.error("api: unhandled error", error);
  return c.json<ApiErrorBody>({ error: "internal", message: "Internal error" }, 500);
}
