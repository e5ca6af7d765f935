import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTimestampSeconds } from "./date-time.ts";

describe("formatTimestampSeconds", () => {
  it("FORMAT-16 shows seconds as an en-US short date and time", () => {
    expect(formatTimestampSeconds(1719856900, "UTC")).toBe("7/1/24, 6:01 PM");
    expect(formatTimestampSeconds(1719856900, "Asia/Tokyo")).toBe("7/2/24, 3:01 AM");
    expect(formatTimestampSeconds("1719856900", "UTC")).toBe("7/1/24, 6:01 PM");
  });

  it("FORMAT-16 uses the local time zone by default", () => {
    const saved = process.env.TZ;
    try {
      process.env.TZ = "Asia/Tokyo";
      expect(formatTimestampSeconds(1719856900)).toBe("7/2/24, 3:01 AM");
      process.env.TZ = "America/New_York";
      expect(formatTimestampSeconds(1719856900)).toBe("7/1/24, 2:01 PM");
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("FORMAT-16 falls back to the local zone for an unknown one", () => {
    expect(formatTimestampSeconds(1719856900, "Not/AZone")).toBe(formatTimestampSeconds(1719856900));
  });

  it("ERROR-13 shows no-data for a missing or impossible timestamp", () => {
    expect(formatTimestampSeconds(undefined)).toBe("no-data");
    expect(formatTimestampSeconds(Number.NaN)).toBe("no-data");
    expect(formatTimestampSeconds(1e300)).toBe("no-data");
  });

  it("FORMAT-16 never throws nor prints NaN", () => {
    fc.assert(
      fc.property(fc.double(), (seconds) => {
        expect(formatTimestampSeconds(seconds, "UTC")).not.toContain("NaN");
      }),
    );
  });
});
