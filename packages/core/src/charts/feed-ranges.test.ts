import { describe, expect, it } from "vitest";
import { pointsInFeedChartRange, visibleFeedChartRanges } from "./feed-ranges.ts";

const NOW = Date.UTC(2024, 8, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const point = (ageMs: number, value = 1) => ({ timestamp: NOW - ageMs, value });

describe("feed chart ranges", () => {
  it("FEED-10 CONST-40 shows every range (1d, 1w, 1m) when each holds different points", () => {
    const points = [point(20 * DAY), point(3 * DAY), point(HOUR)];
    expect(visibleFeedChartRanges(points, NOW)).toEqual(["1d", "1w", "1m"]);
  });

  it("FEED-10 hides a range identical to a longer one, keeping the longest so 1m stays", () => {
    expect(visibleFeedChartRanges([point(HOUR), point(2 * HOUR)], NOW)).toEqual(["1m"]);
    expect(visibleFeedChartRanges([point(3 * DAY), point(HOUR)], NOW)).toEqual(["1d", "1m"]);
    expect(visibleFeedChartRanges([point(20 * DAY), point(HOUR)], NOW)).toEqual(["1w", "1m"]);
  });

  it("FEED-10 CONST-40 keeps only the default (1m) when there are no points", () => {
    expect(visibleFeedChartRanges([], NOW)).toEqual(["1m"]);
  });

  it("FEED-10 cuts each range from now back over its span", () => {
    const points = [point(31 * DAY), point(7 * DAY), point(7 * DAY + 1), point(DAY), point(0)];
    expect(pointsInFeedChartRange(points, "1d", NOW)).toEqual([point(DAY), point(0)]);
    expect(pointsInFeedChartRange(points, "1w", NOW)).toHaveLength(3);
    expect(pointsInFeedChartRange(points, "1m", NOW)).toHaveLength(4);
  });
});
