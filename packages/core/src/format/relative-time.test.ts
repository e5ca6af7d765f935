import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const NOW = 1_719_856_900_000;

describe("relativeTime", () => {
  it("FORMAT-20 shows 'N seconds ago' under 60 s", () => {
    expect(relativeTime(NOW - 5_000, NOW)).toBe("5 seconds ago");
    expect(relativeTime(NOW - 59_999, NOW)).toBe("59 seconds ago");
    expect(relativeTime(NOW, NOW)).toBe("0 seconds ago");
    expect(relativeTime(NOW - 1_000, NOW)).toBe("1 second ago");
  });

  it("FORMAT-20 counts a future timestamp as 0 seconds ago", () => {
    expect(relativeTime(NOW + 30_000, NOW)).toBe("0 seconds ago");
  });

  it("FORMAT-21 shows 'N minutes ago' from 60 s to under 60 minutes", () => {
    expect(relativeTime(NOW - 60_000, NOW)).toBe("1 minute ago");
    expect(relativeTime(NOW - 150_000, NOW)).toBe("2 minutes ago");
    expect(relativeTime(NOW - 3_599_999, NOW)).toBe("59 minutes ago");
  });

  it("FORMAT-22 shows 'recently' otherwise", () => {
    expect(relativeTime(NOW - 3_600_000, NOW)).toBe("recently");
    expect(relativeTime(0, NOW)).toBe("recently");
  });

  it("ERROR-13 shows no-data for a missing time", () => {
    expect(relativeTime(undefined, NOW)).toBe("no-data");
    expect(relativeTime(Number.NaN, NOW)).toBe("no-data");
    expect(relativeTime(NOW, Number.NaN)).toBe("no-data");
  });

  it("FORMAT-20 FORMAT-21 FORMAT-22 give one of the three shapes for any input", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (timestamp, now) => {
        const text = relativeTime(timestamp, now);
        expect(text).not.toContain("NaN");
        expect(text).toMatch(/^(\d+ seconds? ago|\d+ minutes? ago|recently|no-data)$/);
      }),
    );
  });
});
