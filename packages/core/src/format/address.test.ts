import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  shortenAddress,
  shortenModalAddress,
  shortenTxHash,
  shortenTxHashForTable,
  truncateText,
} from "./address.ts";

const ADDRESS = "0x1234567890abcdef1234567890abcdef12345678";
const TX_HASH = "0xabcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789";

describe("address and hash shortening", () => {
  it("FORMAT-11 shows an EVM address's first 6 and last 4 characters joined by '...'", () => {
    expect(shortenAddress(ADDRESS)).toBe("0x1234...5678");
  });

  it("FORMAT-12 shows 8 characters at each side in the manual update modal", () => {
    expect(shortenModalAddress(ADDRESS)).toBe("0x123456...12345678");
  });

  it("FORMAT-13 shows a tx hash's first 20 and last 10 characters in tables", () => {
    expect(shortenTxHashForTable(TX_HASH)).toBe("0xabcdef0123456789ab...0123456789");
  });

  it("FORMAT-14 shows 6 characters at each end of a tx hash elsewhere", () => {
    expect(shortenTxHash(TX_HASH)).toBe("0xabcd...456789");
  });

  it("FORMAT-11 FORMAT-14 return short or missing texts unchanged or empty", () => {
    expect(shortenAddress("0x12345678")).toBe("0x12345678");
    expect(shortenAddress("0x1234567890a")).toBe("0x1234567890a");
    expect(shortenAddress("0x1234567890ab")).toBe("0x1234...90ab");
    expect(shortenAddress(null)).toBe("");
    expect(shortenTxHash(undefined)).toBe("");
  });

  it("FORMAT-11 never makes a text longer and keeps both ends", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const short = shortenAddress(text);
        expect(short.length).toBeLessThanOrEqual(text.length);
        expect(text.startsWith(short.slice(0, 6))).toBe(true);
      }),
    );
  });
});

describe("truncateText", () => {
  it("FORMAT-15 cuts text longer than the limit and appends '...'", () => {
    expect(truncateText("Hello world", 5)).toBe("Hello...");
    expect(truncateText("Hello", 5)).toBe("Hello");
    expect(truncateText("Hello", 0)).toBe("...");
  });

  it("FORMAT-15 counts code points, so an emoji is not split", () => {
    expect(truncateText("😀😀😀", 2)).toBe("😀😀...");
  });

  it("FORMAT-15 survives odd limits and missing text", () => {
    expect(truncateText("Hello", Number.NaN)).toBe("Hello");
    expect(truncateText("Hello", -3)).toBe("...");
    expect(truncateText("Hello", Number.POSITIVE_INFINITY)).toBe("Hello");
    expect(truncateText(undefined, 3)).toBe("");
  });
});
