import { describe, expect, it } from "vitest";
import { cleanChartPoints } from "./chart-points.ts";

describe("cleanChartPoints", () => {
  it("FILTER-32 drops chart points without a valid timestamp or a numeric value", () => {
    const points = [
      { timestamp: 1725358781000, value: "2507.5540574", txHash: "0xa" },
      { timestamp: "2024-09-03T10:19:41.000Z", value: 2507.5 },
      { timestamp: "1725358781000", value: "1e-7" },
      { timestamp: Number.NaN, value: 1 },
      { timestamp: "yesterday", value: 1 },
      { timestamp: -5, value: 1 },
      { timestamp: 1e20, value: 1 },
      { value: 1 },
      { timestamp: 1725358781000, value: "abc" },
      { timestamp: 1725358781000, value: "" },
      { timestamp: 1725358781000, value: null },
      { timestamp: 1725358781000, value: Number.POSITIVE_INFINITY },
      { timestamp: 1725358781000 },
    ];
    expect(cleanChartPoints(points)).toEqual([
      { timestamp: 1725358781000, value: 2507.5540574, txHash: "0xa" },
      { timestamp: Date.UTC(2024, 8, 3, 10, 19, 41), value: 2507.5 },
      { timestamp: 1725358781000, value: 1e-7 },
    ]);
  });
});
