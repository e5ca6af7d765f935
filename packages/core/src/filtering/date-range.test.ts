import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampDateRange } from "./date-range.ts";

const NOW = Date.UTC(2024, 6, 1, 12);
const DAY = 86_400_000;

describe("date range rules", () => {
  it("FILTER-29 does not allow a to-date before the from-date", () => {
    expect(clampDateRange({ from: NOW - 2 * DAY, to: NOW - 2 * DAY }, NOW)).toEqual({
      from: NOW - 2 * DAY,
      to: NOW - 2 * DAY,
    });
    expect(clampDateRange({ from: NOW - DAY, to: NOW - 2 * DAY }, NOW)).toEqual({
      from: NOW - DAY,
      to: NOW - DAY,
    });
  });

  it("FILTER-30 does not allow a date in the future", () => {
    expect(clampDateRange({ from: NOW - DAY, to: NOW + 1 }, NOW)).toEqual({ from: NOW - DAY, to: NOW });
    expect(clampDateRange({ from: NOW - DAY, to: NOW }, NOW)).toEqual({ from: NOW - DAY, to: NOW });
    expect(clampDateRange({ from: NOW + DAY, to: NOW + 2 * DAY }, NOW)).toEqual({ from: NOW, to: NOW });
  });

  it("FILTER-29 FILTER-30 clamping always gives a valid range without NaN", () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.double({ min: 0, max: 8e15, noNaN: true }),
        (from, to, now) => {
          const range = clampDateRange({ from, to }, now);
          expect(Number.isNaN(range.from) || Number.isNaN(range.to)).toBe(false);
          expect(range.from).toBeLessThanOrEqual(range.to);
          expect(range.to).toBeLessThanOrEqual(now);
        },
      ),
    );
  });

  it("FILTER-30 a missing date or now gives a range within what a Date holds", () => {
    expect(clampDateRange({ from: Number.NaN, to: NOW - DAY }, NOW)).toEqual({
      from: NOW - DAY,
      to: NOW - DAY,
    });
    expect(clampDateRange({ from: NOW - DAY, to: Number.NaN }, NOW)).toEqual({ from: NOW - DAY, to: NOW });
    expect(clampDateRange({ from: NOW - DAY, to: NOW }, Number.NaN)).toEqual({ from: NOW - DAY, to: NOW });
  });
});
