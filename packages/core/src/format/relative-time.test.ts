import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const NOW = 1_719_856_900_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  it("FORMAT-20 CONST-48 shows 'N seconds ago' under 60 s", () => {
    expect(relativeTime(NOW - 5_000, NOW)).toBe("5 seconds ago");
    expect(relativeTime(NOW - 59_999, NOW)).toBe("59 seconds ago");
    expect(relativeTime(NOW, NOW)).toBe("0 seconds ago");
    expect(relativeTime(NOW - 1_000, NOW)).toBe("1 second ago");
  });

  it("FORMAT-20 counts a future timestamp as 0 seconds ago", () => {
    expect(relativeTime(NOW + 30_000, NOW)).toBe("0 seconds ago");
  });

  it("FORMAT-21 CONST-48 shows 'N minutes ago' from 60 s to under 60 minutes", () => {
    expect(relativeTime(NOW - 60_000, NOW)).toBe("1 minute ago");
    expect(relativeTime(NOW - 150_000, NOW)).toBe("2 minutes ago");
    expect(relativeTime(NOW - 3_599_999, NOW)).toBe("59 minutes ago");
  });

  it("FORMAT-22 (decision) past an hour says the age in whole hours, rounded down, not 'recently'", () => {
    expect(relativeTime(NOW - HOUR, NOW)).toBe("1 hour ago");
    expect(relativeTime(NOW - 3 * HOUR - 59 * 60_000, NOW)).toBe("3 hours ago");
    expect(relativeTime(NOW - 21 * HOUR, NOW)).toBe("21 hours ago");
    expect(relativeTime(NOW - DAY + 1, NOW)).toBe("23 hours ago");
  });

  it("FORMAT-22 (decision) from a day on says the age in whole days", () => {
    expect(relativeTime(NOW - DAY, NOW)).toBe("1 day ago");
    expect(relativeTime(NOW - 2 * DAY - 23 * HOUR, NOW)).toBe("2 days ago");
    // A relayed value on the live network two years and a bit old.
    expect(relativeTime(NOW - 814 * DAY - 5 * HOUR, NOW)).toBe("814 days ago");
    expect(relativeTime(0, NOW)).toBe(`${Math.floor(NOW / DAY)} days ago`);
  });

  it("ERROR-13 shows no-data for a missing time or a number no Date holds", () => {
    expect(relativeTime(undefined, NOW)).toBe("no-data");
    expect(relativeTime(Number.NaN, NOW)).toBe("no-data");
    expect(relativeTime(NOW, Number.NaN)).toBe("no-data");
    expect(relativeTime(-1e300, NOW)).toBe("no-data");
  });

  it("FORMAT-20 FORMAT-21 FORMAT-22 give a whole count of one unit (or no-data) for any input", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (timestamp, now) => {
        expect(relativeTime(timestamp, now)).toMatch(/^(\d+ (second|minute|hour|day)s? ago|no-data)$/);
      }),
    );
  });

  it("never says a shorter age for an older time", () => {
    const order = ["second", "minute", "hour", "day"];
    const rank = (text: string) => {
      const [count, unit] = text.split(" ");
      return [order.indexOf((unit ?? "").replace(/s$/, "")), Number(count)] as const;
    };
    fc.assert(
      fc.property(fc.nat(1e12), fc.nat(1e12), (a, b) => {
        const [younger, older] = [Math.min(a, b), Math.max(a, b)];
        const [unitY, countY] = rank(relativeTime(NOW - younger, NOW));
        const [unitO, countO] = rank(relativeTime(NOW - older, NOW));
        expect(unitO > unitY || (unitO === unitY && countO >= countY)).toBe(true);
      }),
    );
  });
});
