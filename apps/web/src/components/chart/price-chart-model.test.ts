import { describe, expect, it } from "vitest";
import { MIN_VALUE_TICKS } from "./chart-scales.ts";
import { AXIS_UNIT_MS, chartGeometry, timeTickLabel, timeTicks, tooltipLines } from "./line-chart-model.ts";
import { priceChartModel } from "./price-chart-model.ts";

const points = [
  { timestamp: 1_000, value: 2650.125 },
  { timestamp: 61_000, value: 2651.5 },
];

const model = (range: Parameters<typeof priceChartModel>[0]["range"], denomination = "USD") =>
  priceChartModel({ points, range, denomination, symbol: "ETH" });

describe("token price chart model", () => {
  it("TOKEN-05 the time axis steps by minute for Last hour, hour for 1 day, day for 3 and 7 days", () => {
    expect(model("Last hour").unit).toBe("minute");
    expect(model("1 day").unit).toBe("hour");
    expect(model("3 days").unit).toBe("day");
    expect(model("7 days").unit).toBe("day");
    // The unit is the smallest tick step the chart draws, and sets the label's form.
    const start = new Date(2026, 0, 5, 9, 0).getTime();
    const gaps = (ticks: number[]) => ticks.slice(1).map((tick, i) => tick - (ticks[i] as number));
    for (const unit of ["minute", "hour", "day"] as const) {
      const ticks = timeTicks(start, start + 3 * AXIS_UNIT_MS[unit], unit, 7);
      expect(Math.min(...gaps(ticks))).toBeGreaterThanOrEqual(AXIS_UNIT_MS[unit]);
    }
    expect(timeTickLabel(start, model("Last hour").unit)).toBe("09:00");
    expect(timeTickLabel(start, model("7 days").unit)).toBe("Jan 5");
  });

  it("FORMAT-05 FORMAT-17 the value axis and tooltip carry the denomination's unit", () => {
    const eur = model("1 day", "EUR");
    expect(eur.formatValue(2650.125)).toBe("€2,650.13");
    const [, value] = tooltipLines({ timestamp: 61_000, value: 2651.5 }, eur.tooltipLabel, eur.formatValue);
    expect(value).toBe("ETH: €2,651.50");
    const geometry = chartGeometry({ ...eur, points, width: 600, height: 300, step: false });
    expect(geometry.yTicks.every((tick) => tick.label.startsWith("€"))).toBe(true);
    // A narrow series gets the decimals that tell its points apart: max(2, 2 − floor(log10(0.0003))).
    const narrow = priceChartModel({
      points: [
        { timestamp: 1_000, value: 1.0842 },
        { timestamp: 61_000, value: 1.0845 },
      ],
      range: "1 day",
      denomination: "EUR",
      symbol: "EUR",
    });
    expect(narrow.formatValue(1.0842)).toBe("€1.084200");
    // A rate trails "%", and a tiny price's label is never a false zero.
    expect(model("1 day", "percentage").formatValue(4.52)).toBe("4.52%");
    expect(model("1 day").formatValue(0.0000049)).toBe("$4.900e-6");
  });

  it("draws every point of a short series", () => {
    const { points: drawn, unit, formatValue } = model("1 day");
    expect(drawn).toEqual(points);
    const geometry = chartGeometry({
      points: drawn,
      width: 600,
      height: 300,
      unit,
      formatValue,
      step: false,
    });
    expect(geometry.line.match(/[ML]/g)).toHaveLength(points.length);
  });

  it("TOKEN-04 on a phone every range keeps at least three value ticks and two time labels", () => {
    // A 390 px phone draws the chart 324 px wide and 320 px high (measured); 60 ETH prices per range.
    const start = Date.UTC(2026, 0, 5);
    const over = (hours: number) =>
      Array.from({ length: 60 }, (_, index) => ({
        timestamp: start + (index * hours * 3_600_000) / 59,
        value: 2400 + 80 * Math.sin(index / 6),
      }));
    for (const [range, hours] of [
      ["Last hour", 1],
      ["1 day", 24],
      ["3 days", 72],
      ["7 days", 168],
    ] as const) {
      const phone = priceChartModel({ points: over(hours), range, denomination: "USD", symbol: "ETH" });
      const geometry = chartGeometry({ ...phone, width: 324, height: 320, step: false });
      expect(geometry.yTicks.length, range).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
      expect(geometry.xTicks.length, range).toBeGreaterThanOrEqual(2);
      // The labels left of the plot leave it most of the width.
      expect(geometry.plot.right - geometry.plot.left).toBeGreaterThan(324 / 2);
    }
    const day = over(24);
    // A flat series too: a band around its value, not one lone tick.
    const flat = priceChartModel({
      points: day.map((point) => ({ ...point, value: 1 })),
      range: "1 day",
      denomination: "USD",
      symbol: "USDC",
    });
    expect(
      chartGeometry({ ...flat, width: 324, height: 320, step: false }).yTicks.length,
    ).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
  });
});
