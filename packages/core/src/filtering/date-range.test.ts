import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampDateRange, isSelectableFromDate, isSelectableToDate, isValidDateRange } from "./date-range.ts";

const NOW = Date.UTC(2024, 6, 1, 12);
const DAY = 86_400_000;

describe("date range rules", () => {
  it("FILTER-29 does not allow a to-date before the from-date", () => {
    expect(isSelectableToDate(NOW - 3 * DAY, NOW, NOW - 2 * DAY)).toBe(false);
    expect(isSelectableToDate(NOW - 2 * DAY, NOW, NOW - 2 * DAY)).toBe(true);
    expect(isSelectableFromDate(NOW - DAY, NOW, NOW - 2 * DAY)).toBe(false);
    expect(isValidDateRange({ from: NOW - DAY, to: NOW - 2 * DAY }, NOW)).toBe(false);
    expect(clampDateRange({ from: NOW - DAY, to: NOW - 2 * DAY }, NOW)).toEqual({
      from: NOW - DAY,
      to: NOW - DAY,
    });
  });

  it("FILTER-30 does not allow a date in the future", () => {
    expect(isSelectableToDate(NOW + 1, NOW)).toBe(false);
    expect(isSelectableFromDate(NOW + DAY, NOW)).toBe(false);
    expect(isSelectableToDate(NOW, NOW)).toBe(true);
    expect(isValidDateRange({ from: NOW - DAY, to: NOW + DAY }, NOW)).toBe(false);
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
          if (Number.isFinite(range.from)) expect(isValidDateRange(range, now)).toBe(true);
        },
      ),
    );
  });

  it("FILTER-30 treats NaN dates as not selectable", () => {
    expect(isSelectableToDate(Number.NaN, NOW)).toBe(false);
    expect(isSelectableFromDate(NOW - DAY, Number.NaN)).toBe(false);
  });
});
