import { constants, gunzipSync, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { HEARTBEAT_FRAME, sseFrame } from "./live-hub.ts";
import { acceptsGzip, GZIP_HEADER, gzipPiece } from "./sse-gzip.ts";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");

describe("gzip for the live stream, one compression per frame", () => {
  it("pieces compressed apart follow one another in one gzip body that reads back frame by frame", () => {
    const frames = [
      sseFrame("resource", JSON.stringify({ topic: "/tokens", body: { rows: "x".repeat(20_000) } })),
      HEARTBEAT_FRAME,
      sseFrame("resource", JSON.stringify({ topic: "/feeds", patch: [] })),
    ];
    const pieces = frames.map(gzipPiece);
    // Each piece alone is whole deflate data (a reader can decode it as soon as it arrives)...
    expect(text(inflateRawSync(pieces[0] as Uint8Array, { finishFlush: constants.Z_SYNC_FLUSH }))).toBe(
      text(frames[0] as Uint8Array),
    );
    // ...and after the header, the pieces in any order are one body (the trailer never comes).
    const body = Buffer.concat([GZIP_HEADER, ...pieces, pieces[1] as Uint8Array]);
    const read = gunzipSync(body, { finishFlush: constants.Z_SYNC_FLUSH });
    expect(text(read)).toBe([...frames, HEARTBEAT_FRAME].map(text).join(""));
    // A 20 KB frame of repeated JSON goes out much smaller.
    expect(pieces[0]?.length).toBeLessThan(1_000);
  });

  it("compresses the same frame object once, however many connections send it", () => {
    const frame = sseFrame("prices", "{}");
    expect(gzipPiece(frame)).toBe(gzipPiece(frame));
    expect(gzipPiece(sseFrame("prices", "{}"))).not.toBe(gzipPiece(frame));
  });

  it("reads Accept-Encoding: gzip or *, not a refused gzip (q=0), not none", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, deflate")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
