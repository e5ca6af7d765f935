import { describe, expect, it } from "vitest";
import { AXIS_UNIT_MS, priceChartOption } from "./price-chart-option.ts";

const points = [
  { timestamp: 1_000, value: 2650.125 },
  { timestamp: 61_000, value: 2651.5 },
];

type Axis = { minInterval: number; axisLabel: { formatter: unknown } };
const option = (range: Parameters<typeof priceChartOption>[0]["range"], currency = "$") =>
  priceChartOption({ points, range, currency, symbol: "ETH" }) as {
    xAxis: Axis;
    yAxis: { axisLabel: { formatter: (value: number) => string } };
    series: { data: unknown[] }[];
    tooltip: { formatter: (params: unknown) => string };
  };

describe("token price chart option", () => {
  it("TOKEN-05 the time axis steps by minute for Last hour, hour for 1 day, day for 3 and 7 days", () => {
    expect(option("Last hour").xAxis.minInterval).toBe(AXIS_UNIT_MS.minute);
    expect(option("1 day").xAxis.minInterval).toBe(AXIS_UNIT_MS.hour);
    expect(option("3 days").xAxis.minInterval).toBe(AXIS_UNIT_MS.day);
    expect(option("7 days").xAxis.minInterval).toBe(AXIS_UNIT_MS.day);
    expect(option("Last hour").xAxis.axisLabel.formatter).toBe("{HH}:{mm}");
    expect(option("7 days").xAxis.axisLabel.formatter).toBe("{MMM} {d}");
  });

  it("FORMAT-17 the value axis and tooltip carry the currency symbol", () => {
    const eur = option("1 day", "€");
    expect(eur.yAxis.axisLabel.formatter(2650.125)).toBe("€2,650.13");
    expect(eur.tooltip.formatter([{ value: [61_000, 2651.5] }])).toMatch(/\nETH: €2,651\.50$/);
  });

  it("draws every point as [timestamp, value]", () => {
    expect(option("1 day").series[0]?.data).toEqual([
      [1_000, 2650.125],
      [61_000, 2651.5],
    ]);
  });
});
