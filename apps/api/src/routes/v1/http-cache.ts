import { createHash } from "node:crypto";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { type Encoding, encodedBody, pickEncoding } from "./encoded-bodies.ts";

/**
 * Browser and proxy caching for JSON answers: `Cache-Control: public, max-age=N` matching the
 * resource's freshness, a weak ETag of the body, and 304 Not Modified for a matching
 * If-None-Match, so a polling page re-downloads nothing while the data has not changed. Bodies go
 * out brotli- or gzip-encoded from encodings built once per distinct answer (encoded-bodies.ts),
 * never compressed again per request.
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

/**
 * A non-JSON answer (an Atom feed, an image, a badge) with a weak ETag of its bytes: a bodiless
 * 304 when If-None-Match names it, else the body with `status`. `headers` go out either way.
 */
export function sendWithEtag(
  c: Context,
  body: string | ArrayBuffer,
  headers: Record<string, string>,
  status: 200 | 400 | 404 | 500 | 502 | 504 = 200,
) {
  const etag = etagOf(typeof body === "string" ? body : new Uint8Array(body));
  const all = { ...headers, ETag: etag };
  if (status === 200 && etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, all);
  return c.body(body, status, all);
}

/** A body serialised once, with its ETag: for answers many requests share (the feeds list). */
export interface SerializedJson<T> {
  text: string;
  /** The UTF-8 bytes of `text`: what goes out uncompressed, and what the encodings encode. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  /** Carries the body's type for the route's response type; never read. */
  readonly body?: T;
}

export function serializeJson<T>(body: T): SerializedJson<T> {
  const text = JSON.stringify(body);
  const bytes = Buffer.from(text);
  return Object.assign({ text, bytes, etag: etagOf(bytes) }, { [SERIALIZED]: true });
}

/**
 * Serialisations of the answers themselves, by identity: views that are cached (memoised per
 * upstream refresh) are serialised once, however many requests send them.
 */
const serializedBodies = new WeakMap<object, SerializedJson<unknown>>();

function serializedOf<T>(body: T | SerializedJson<T>): SerializedJson<T> {
  if (typeof body !== "object" || body === null) return serializeJson(body);
  if (isSerialized<T>(body)) return body;
  let serialized = serializedBodies.get(body) as SerializedJson<T> | undefined;
  if (!serialized) {
    serialized = serializeJson(body);
    serializedBodies.set(body, serialized);
  }
  return serialized;
}

/** Sends `body` as JSON with Cache-Control and ETag, or a bodiless 304 when the client has it. */
export function sendCachedJson<T>(
  c: Context,
  body: T | SerializedJson<T>,
  { maxAgeSeconds }: CachedJsonOptions,
): CachedJsonResponse<T> {
  const serialized = serializedOf(body);
  const headers: Record<string, string> = {
    // Whole seconds, never negative; a non-number (a caller's NaN) means "ask again".
    "Cache-Control": `public, max-age=${Number.isFinite(maxAgeSeconds) ? Math.max(0, Math.floor(maxAgeSeconds)) : 0}`,
    ETag: serialized.etag,
    Vary: "Accept-Encoding",
  };
  if (etagMatches(c.req.header("if-none-match"), serialized.etag)) {
    // The 304 carries no body; its type is the 200's so every route returns one response type.
    return c.body(null, 304, headers) as Response as CachedJsonResponse<T>;
  }
  const encoding: Encoding | null = pickEncoding(
    c.req.header("accept-encoding"),
    serialized.bytes.byteLength,
  );
  const bytes = encoding ? encodedBody(serialized, encoding) : serialized.bytes;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Type"] = "application/json; charset=UTF-8";
  headers["Content-Length"] = String(bytes.byteLength);
  return c.body(bytes, 200, headers) as Response as CachedJsonResponse<T>;
}
