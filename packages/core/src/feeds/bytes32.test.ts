import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bytes32ToFeedId, feedIdToBytes32 } from "./bytes32.ts";

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

describe("bytes32 feed ids", () => {
  it("DATA-43 CALL-09 writes the UTF-8 text right-padded with zero bytes", () => {
    expect(feedIdToBytes32("ETH")).toBe("0x4554480000000000000000000000000000000000000000000000000000000000");
    expect(feedIdToBytes32("")).toBe(`0x${"0".repeat(64)}`);
  });

  it("DATA-43 keeps only the first 32 bytes of a longer id", () => {
    const long = "A".repeat(40);
    expect(feedIdToBytes32(long)).toBe(`0x${"41".repeat(32)}`);
    expect(bytes32ToFeedId(feedIdToBytes32(long))).toBe("A".repeat(32));
  });

  it("DATA-43 encodes multi-byte characters as UTF-8", () => {
    expect(feedIdToBytes32("€")).toBe(`0xe282ac${"0".repeat(58)}`);
  });

  it("DATA-43 round-trips every id of at most 32 bytes without a trailing NUL", () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: "grapheme", maxLength: 32 })
          .filter((s) => utf8Length(s) <= 32 && !s.endsWith("\0")),
        (id) => {
          const hex = feedIdToBytes32(id);
          expect(hex).toMatch(/^0x[0-9a-f]{64}$/);
          expect(bytes32ToFeedId(hex)).toBe(id);
        },
      ),
    );
  });

  it("DATA-43 always yields exactly 32 bytes and never throws", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (id) => {
        expect(feedIdToBytes32(id)).toMatch(/^0x[0-9a-f]{64}$/);
      }),
    );
  });

  it("rejects anything that is not 32 bytes of hex", () => {
    for (const bad of ["", "0x", "0x1234", `0x${"g".repeat(64)}`, `${"0".repeat(66)}`]) {
      expect(bytes32ToFeedId(bad)).toBeNull();
    }
  });
});
