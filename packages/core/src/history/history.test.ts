import { describe, expect, it } from "vitest";
import { bucketOf, deviationBp, histogramQuantile } from "./deviation-histogram.ts";
import { median } from "./median.ts";
import { missedRuns, uptimeOf } from "./rounds.ts";

describe("a node's record, computed", () => {
  it("deviation in basis points from the median; none against a zero or missing median", () => {
    expect(deviationBp(100.4, 100)).toBeCloseTo(40, 9);
    expect(deviationBp(99.6, 100)).toBeCloseTo(40, 9);
    expect(deviationBp(1, 0)).toBeNull();
    expect(deviationBp(Number.NaN, 1)).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it("a quantile is its bucket's upper edge, or the max when that is lower: never an understatement", () => {
    // 95 values at 0.3 bp and 5 at 40 bp: p50 in the (0.2, 0.5] bucket, p95 still there, p99 at 40.
    const histogram = new Map([
      [bucketOf(0.3), 95],
      [bucketOf(40), 5],
    ]);
    expect(histogramQuantile(histogram, 0.5, 40)).toBe(0.5);
    expect(histogramQuantile(histogram, 0.95, 40)).toBe(0.5);
    expect(histogramQuantile(histogram, 0.99, 40)).toBe(40);
    // Past the last edge the max is the only bound there is.
    expect(histogramQuantile(new Map([[bucketOf(9_000), 1]]), 0.95, 9_000)).toBe(9_000);
    expect(histogramQuantile(new Map(), 0.95, null)).toBeNull();
  });

  it("missed rounds one interval apart are one run; a signed round or unobserved time breaks it", () => {
    const I = 10_000;
    expect(missedRuns([30_000, 40_000, 50_000, 90_000, 120_000], I)).toEqual([
      { from: 30_000, to: 50_000, rounds: 3 },
      { from: 90_000, to: 90_000, rounds: 1 },
      { from: 120_000, to: 120_000, rounds: 1 },
    ]);
    expect(missedRuns([], I)).toEqual([]);
    expect(uptimeOf(10, 7)).toBe(0.7);
    expect(uptimeOf(0, 0)).toBeNull();
  });
});
