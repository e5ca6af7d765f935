import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { encodedBody, MIN_COMPRESSED_BYTES, pickEncoding } from "./encoded-bodies.ts";
import { sendCachedJson, serializeJson } from "./http-cache.ts";

const big = { rows: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `feed ${i}`, value: i * 1.5 })) };

describe("answers compressed once", () => {
  it("picks brotli, then gzip, as the request accepts them; nothing for small answers or q=0", () => {
    expect(pickEncoding("gzip, deflate, br", 50_000)).toBe("br");
    expect(pickEncoding("gzip, deflate", 50_000)).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip", 50_000)).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0", 50_000)).toBeNull();
    expect(pickEncoding("*", 50_000)).toBe("br");
    expect(pickEncoding("identity", 50_000)).toBeNull();
    expect(pickEncoding(undefined, 50_000)).toBeNull();
    expect(pickEncoding("gzip, br", MIN_COMPRESSED_BYTES - 1)).toBeNull();
  });

  it("builds each encoding of an answer once and hands the same bytes to every later request", () => {
    const body = serializeJson(big);
    const first = encodedBody(body, "br");
    expect(encodedBody(body, "br")).toBe(first);
    expect(JSON.parse(brotliDecompressSync(first).toString("utf8"))).toEqual(big);
    expect(JSON.parse(gunzipSync(encodedBody(body, "gzip")).toString("utf8"))).toEqual(big);
  });

  it("sends the stored encoding with its length, Vary and the ETag of the JSON; a 304 for a matching ETag", async () => {
    const app = new Hono();
    app.get("/x", (c) => sendCachedJson(c, big, { maxAgeSeconds: 5 }));
    const response = await app.request("/x", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(JSON.parse(brotliDecompressSync(bytes).toString("utf8"))).toEqual(big);
    const plain = await app.request("/x");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(big);
    // One ETag whatever the encoding: it names the answer, not its bytes on the wire.
    expect(plain.headers.get("etag")).toBe(response.headers.get("etag"));
    const again = await app.request("/x", {
      headers: { "if-none-match": response.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});
