import { describe, expect, it } from "vitest";
import { MIN_VALUE_TICKS } from "../../components/chart/chart-scales.ts";
import { chartGeometry } from "../../components/chart/line-chart-model.ts";
import { feedChartModel, shownRange } from "./feed-chart-model.ts";

const DAY = 86_400_000;
const START = Date.UTC(2026, 9, 28);
/** A month of on-chain values every 2 hours, drifting like ETH's. */
const MONTH = Array.from({ length: 360 }, (_, index) => ({
  timestamp: START + index * 2 * 3_600_000,
  value: 2800 + 300 * Math.sin(index / 40),
  txHash: `0x${index.toString(16).padStart(64, "0")}`,
}));

describe("feed chart model", () => {
  it("FEED-09 steps at each update, sorted oldest first, with dots only for a few points", () => {
    const model = feedChartModel({
      points: [...MONTH].reverse(),
      range: "1m",
      denomination: "USD",
      symbol: "ETH",
    });
    expect(model.step).toBe(true);
    expect(model.points[0]?.timestamp).toBe(START);
    expect(model.showDots).toBe(false);
    expect(
      feedChartModel({ points: MONTH.slice(0, 10), range: "1d", denomination: "USD", symbol: "ETH" })
        .showDots,
    ).toBe(true);
  });

  it("FEED-10 draws the asked range when offered, else the longest offered", () => {
    expect(shownRange("1w", ["1d", "1w", "1m"])).toBe("1w");
    expect(shownRange("1d", ["1m"])).toBe("1m");
  });

  it("FEED-09 on a phone every range keeps at least three value ticks and two time labels", () => {
    // A 390 px phone draws the chart 324 px wide and 300 px high (measured).
    for (const [range, days] of [
      ["1d", 1],
      ["1w", 7],
      ["1m", 30],
    ] as const) {
      const points = MONTH.filter((point) => point.timestamp >= START + (30 - days) * DAY);
      const model = feedChartModel({ points, range, denomination: "USD", symbol: "ETH" });
      const geometry = chartGeometry({ ...model, width: 324, height: 300 });
      expect(geometry.yTicks.length, range).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
      expect(geometry.xTicks.length, range).toBeGreaterThanOrEqual(2);
    }
  });
});
