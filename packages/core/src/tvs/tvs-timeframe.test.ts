import { describe, expect, it } from "vitest";
import { filterToTimeframe, isTvsTimeframe, TVS_TIMEFRAMES, timeframeStart } from "./tvs-timeframe.ts";

const DAY = 86_400_000;
const NOW = Date.parse("2024-09-03T12:00:00Z");

describe("TVS timeframes", () => {
  it("TVS-14 the filter accepts 24H, 1W and ALL besides the buttons' 1M, 3M and 1Y", () => {
    expect(TVS_TIMEFRAMES).toEqual(["24H", "1W", "1M", "3M", "1Y", "ALL"]);
    for (const timeframe of ["24H", "1W", "ALL", "1M"]) expect(isTvsTimeframe(timeframe)).toBe(true);
    for (const other of ["2W", "all", "toString", 7]) expect(isTvsTimeframe(other)).toBe(false);
  });

  it.each([
    ["24H", 1],
    ["1W", 7],
    ["1M", 30],
    ["3M", 90],
    ["1Y", 365],
  ] as const)("TVS-15 %s spans %d days", (timeframe, days) => {
    expect(timeframeStart(timeframe, NOW)).toBe(NOW - days * DAY);
  });

  it("TVS-15 ALL is unlimited", () => {
    expect(timeframeStart("ALL", NOW)).toBeNull();
  });

  it("TVS-16 keeps points at or after the start, including those after now", () => {
    const points = [NOW - 31 * DAY, NOW - 30 * DAY, NOW - DAY, NOW + DAY / 2].map((x) => ({ x, y: 1 }));
    expect(filterToTimeframe(points, "1M", NOW).map((p) => p.x)).toEqual([
      NOW - 30 * DAY,
      NOW - DAY,
      NOW + DAY / 2,
    ]);
    expect(filterToTimeframe(points, "24H", NOW)).toHaveLength(2);
    expect(filterToTimeframe(points, "ALL", NOW)).toHaveLength(4);
  });
});
