import { createHash } from "node:crypto";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/**
 * Browser and proxy caching for JSON answers: `Cache-Control: public, max-age=N` matching the
 * resource's freshness, a weak ETag of the body, and 304 Not Modified for a matching
 * If-None-Match, so a polling page re-downloads nothing while the data has not changed.
 */

export interface CachedJsonOptions {
  /** How long browsers may reuse the answer without asking again, seconds. */
  maxAgeSeconds: number;
}

/** What a route handler returns: typed as its 200 JSON answer, so the OpenAPI route type-checks. */
export type CachedJsonResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, "json">;

/** A weak ETag (W/"…") of some bytes: weak, because a compressing proxy may re-encode the body. */
export function etagOf(content: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(content).digest("base64url")}"`;
}

const SERIALIZED = Symbol("serialized JSON");

function isSerialized<T>(body: object): body is SerializedJson<T> {
  return SERIALIZED in body;
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and "*" included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** A body serialised once, with its ETag: for answers many requests share (the feeds list). */
export interface SerializedJson<T> {
  text: string;
  etag: string;
  /** Carries the body's type for the route's response type; never read. */
  readonly body?: T;
}

export function serializeJson<T>(body: T): SerializedJson<T> {
  const text = JSON.stringify(body);
  return Object.assign({ text, etag: etagOf(text) }, { [SERIALIZED]: true });
}

/** Sends `body` as JSON with Cache-Control and ETag, or a bodiless 304 when the client has it. */
export function sendCachedJson<T>(
  c: Context,
  body: T | SerializedJson<T>,
  { maxAgeSeconds }: CachedJsonOptions,
): CachedJsonResponse<T> {
  const { text, etag } = body instanceof Object && isSerialized(body) ? body : serializeJson(body);
  const headers = {
    // Whole seconds, never negative; a non-number (a caller's NaN) means "ask again".
    "Cache-Control": `public, max-age=${Number.isFinite(maxAgeSeconds) ? Math.max(0, Math.floor(maxAgeSeconds)) : 0}`,
    ETag: etag,
  };
  const response = etagMatches(c.req.header("if-none-match"), etag)
    ? c.body(null, 304, headers)
    : c.body(text, 200, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
  // The 304 carries no body; its type is the 200's so every route returns one response type.
  return response as Response as CachedJsonResponse<T>;
}
