import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Compressed forms of the api's answers, built once per distinct answer (by its ETag) and sent as
 * they are to every request that accepts them: compressing the feeds list (~300 KB of JSON on the
 * authored world, ~800 KB on the live one) on every request cost the api most of its throughput.
 */

export type Encoding = "br" | "gzip";

/** Below this, an answer goes out as it is: compressing it would save nothing worth the time. */
export const MIN_COMPRESSED_BYTES = 1_024;
/** Distinct answers whose encodings are kept (most recently used); the hot ones are a handful. */
const MAX_ENCODED_ANSWERS = 256;
/**
 * Brotli quality 6: within ~10 % of quality 11's size at ~1 % of its time (3 ms against 340 ms for
 * the authored feeds list on this 2-core machine), once per refresh of an answer.
 */
const BROTLI_QUALITY = 6;

/** The body an encoding is built from, and its identity. */
export interface EncodableBody {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

const encoded = new Map<string, Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>>();

/** The request's preferred encoding we offer (brotli, then gzip), or null: send it as it is. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): Encoding | null {
  if (!acceptEncoding || size < MIN_COMPRESSED_BYTES) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  return weight("gzip") > 0 ? "gzip" : null;
}

/** The body in an encoding: built on first need, then reused for as long as the answer is hot. */
export function encodedBody(body: EncodableBody, encoding: Encoding): Uint8Array<ArrayBuffer> {
  let forms = encoded.get(body.etag);
  if (forms) {
    // Most recently used last, so the oldest answers are the ones dropped.
    encoded.delete(body.etag);
  } else {
    forms = {};
    if (encoded.size >= MAX_ENCODED_ANSWERS) {
      const oldest = encoded.keys().next().value;
      if (oldest !== undefined) encoded.delete(oldest);
    }
  }
  encoded.set(body.etag, forms);
  let bytes = forms[encoding];
  if (!bytes) {
    bytes =
      encoding === "br"
        ? brotliCompressSync(body.bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.bytes.byteLength,
            },
          })
        : gzipSync(body.bytes, { level: 6 });
    forms[encoding] = bytes;
  }
  return bytes;
}
