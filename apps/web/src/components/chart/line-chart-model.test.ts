import { describe, expect, it } from "vitest";
import { textWidth } from "./chart-geometry.ts";
import { valueScale } from "./chart-scales.ts";
import {
  AXIS_UNIT_MS,
  areaPath,
  type ChartPoint,
  chartGeometry,
  downsample,
  linePath,
  nearestIndex,
  segmentsOf,
  sortedByTime,
  timeTicks,
  tooltipLines,
  tooltipTime,
} from "./line-chart-model.ts";

const MINUTE = AXIS_UNIT_MS.minute;
const DAY = AXIS_UNIT_MS.day;
const NINE_AM = new Date(2026, 0, 5, 9, 0).getTime();
const identity = (value: number) => value;
const money = (value: number) => `$${value.toFixed(2)}`;

/** One point a minute, the shape of the Token page's 1-day series. */
const minutes = (count: number, value = (i: number) => 100 + Math.sin(i / 30)): ChartPoint[] =>
  Array.from({ length: count }, (_, i) => ({ timestamp: NINE_AM + i * MINUTE, value: value(i) }));

describe("line chart value axis", () => {
  it("is not from zero: nice rounded bounds around the data, with 4 to 6 ticks", () => {
    const scale = valueScale([2650.125, 2651.5, 2653.9]);
    expect(scale.min).toBeLessThanOrEqual(2650.125);
    expect(scale.max).toBeGreaterThanOrEqual(2653.9);
    expect(scale.min).toBeGreaterThan(2600);
    expect(scale.ticks.length).toBeGreaterThanOrEqual(4);
    expect(scale.ticks.length).toBeLessThanOrEqual(6);
    expect(scale.ticks).toEqual([2650, 2651, 2652, 2653, 2654]);
  });

  it("keeps small steps free of float noise", () => {
    expect(valueScale([0.1, 0.3]).ticks).toEqual([0.1, 0.15, 0.2, 0.25, 0.3]);
  });

  it("widens a flat series into a band around its value", () => {
    const scale = valueScale([1, 1, 1]);
    expect(scale.min).toBeLessThan(1);
    expect(scale.max).toBeGreaterThan(1);
    expect(valueScale([0]).ticks.length).toBeGreaterThanOrEqual(4);
  });

  it("holds for every magnitude", () => {
    for (const [low, high] of [
      [0.000012, 0.000019],
      [0.99, 1.01],
      [12_345, 98_765],
      [-5, 5],
      [3e9, 3.2e9],
    ] as const) {
      const scale = valueScale([low, high]);
      expect(scale.min).toBeLessThanOrEqual(low);
      expect(scale.max).toBeGreaterThanOrEqual(high);
      expect(scale.ticks.length).toBeGreaterThanOrEqual(4);
      expect(scale.ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe("line chart time axis", () => {
  it("TOKEN-05 steps no closer than the unit, on round local times, at most the ticks asked", () => {
    const hour = timeTicks(NINE_AM + 7 * MINUTE, NINE_AM + 67 * MINUTE, "minute", 7);
    expect(hour.length).toBeGreaterThanOrEqual(4);
    expect(hour.length).toBeLessThanOrEqual(7);
    expect(hour.every((t) => new Date(t).getMinutes() % 10 === 0)).toBe(true);
    const day = timeTicks(NINE_AM, NINE_AM + DAY, "hour", 7);
    expect(day.every((t) => new Date(t).getMinutes() === 0 && new Date(t).getHours() % 4 === 0)).toBe(true);
    const week = timeTicks(NINE_AM, NINE_AM + 7 * DAY, "day", 7);
    expect(week.every((t) => new Date(t).getHours() === 0)).toBe(true);
    expect(week).toHaveLength(7);
    // Two minutes on an hour axis: only the round hour, never a tick per minute.
    expect(timeTicks(NINE_AM, NINE_AM + 2 * MINUTE, "hour", 7)).toEqual([NINE_AM]);
    expect(timeTicks(NINE_AM, NINE_AM + 2 * MINUTE, "minute", 7)).toHaveLength(3);
  });

  it("has fewer ticks on a narrow chart and none cut off at the edges", () => {
    const points = minutes(1440);
    const wide = chartGeometry({
      points,
      width: 1000,
      height: 300,
      unit: "hour",
      formatValue: money,
      step: false,
    });
    const narrow = chartGeometry({
      points,
      width: 320,
      height: 300,
      unit: "hour",
      formatValue: money,
      step: false,
    });
    expect(narrow.xTicks.length).toBeLessThan(wide.xTicks.length);
    expect(narrow.xTicks.length).toBeGreaterThanOrEqual(2);
    for (const { xTicks } of [wide, narrow]) {
      for (const [i, tick] of xTicks.entries()) {
        const next = xTicks[i + 1];
        if (next) expect(next.x - tick.x).toBeGreaterThan(textWidth(tick.label) + 8);
      }
    }
    for (const tick of narrow.xTicks) {
      expect(tick.x - textWidth(tick.label) / 2).toBeGreaterThanOrEqual(0);
      expect(tick.x + textWidth(tick.label) / 2).toBeLessThanOrEqual(320);
    }
  });

  it("writes the tooltip time without a 24th hour", () => {
    expect(tooltipTime(new Date(2026, 0, 5, 0, 7).getTime())).toBe("Jan 5, 00:07");
    expect(tooltipLines({ timestamp: NINE_AM, value: 2 }, "BTC", money)).toEqual([
      "Jan 5, 09:00",
      "BTC: $2.00",
    ]);
  });
});

describe("line chart paths", () => {
  it("draws a slope between points, or with step the value held until the next one", () => {
    const points = [
      { timestamp: 0, value: 1 },
      { timestamp: 10, value: 3 },
      { timestamp: 20, value: 2 },
    ];
    expect(linePath(points, identity, identity)).toBe("M0 1L10 3L20 2");
    expect(linePath(points, identity, identity, true)).toBe("M0 1H10V3H20V2");
    expect(areaPath(points, identity, identity, 50)).toBe("M0 1L10 3L20 2V50H0Z");
    expect(linePath([], identity, identity)).toBe("");
  });

  it("downsamples to the lowest and highest point per pixel, keeping a one-minute spike", () => {
    const points = minutes(10_000, (i) => (i === 5_000 ? 500 : 100));
    const start = points[0]?.timestamp ?? 0;
    const end = points.at(-1)?.timestamp ?? 0;
    const drawn = downsample(points, start, end, 600);
    expect(drawn.length).toBeLessThanOrEqual(1_200);
    expect(Math.max(...drawn.map((p) => p.value))).toBe(500);
    expect(drawn.map((p) => p.timestamp)).toEqual([...drawn.map((p) => p.timestamp)].sort((a, b) => a - b));
    // A short series is drawn point for point.
    const short = minutes(60);
    expect(downsample(short, start, start + 59 * MINUTE, 600)).toBe(short);
  });

  it("builds one path of about two vertices per pixel for 10 000 points", () => {
    const geometry = chartGeometry({
      points: minutes(10_000),
      width: 600,
      height: 300,
      unit: "hour",
      formatValue: money,
      step: false,
    });
    const vertices = geometry.line.match(/[ML]/g)?.length ?? 0;
    const plotWidth = geometry.plot.right - geometry.plot.left;
    expect(vertices).toBeGreaterThan(plotWidth);
    expect(vertices).toBeLessThanOrEqual(2 * Math.ceil(plotWidth));
  });
});

describe("line chart gaps (a node's hourly record)", () => {
  const HOUR = AXIS_UNIT_MS.hour;
  const hours = (indexes: number[]): ChartPoint[] =>
    indexes.map((i) => ({ timestamp: NINE_AM + i * HOUR, value: 99 }));

  it("cuts the points where neighbours are further apart than the gap; without a gap, one run", () => {
    const points = hours([0, 1, 2, 5, 6, 9]);
    expect(segmentsOf(points, 1.5 * HOUR).map((run) => run.length)).toEqual([3, 2, 1]);
    expect(segmentsOf(points).map((run) => run.length)).toEqual([6]);
  });

  it("draws each run on its own, dots a point alone, and shades bands inside the plot only", () => {
    const geometry = chartGeometry({
      points: hours([0, 1, 2, 5, 6, 9]),
      width: 600,
      height: 200,
      unit: "hour",
      formatValue: (value) => `${value}%`,
      step: false,
      gapMs: 1.5 * HOUR,
      include: [0, 100],
      span: [NINE_AM, NINE_AM + 10 * HOUR],
      bands: [
        { from: NINE_AM + 2.5 * HOUR, to: NINE_AM + 4.5 * HOUR },
        { from: NINE_AM - 5 * HOUR, to: NINE_AM - 4 * HOUR },
      ],
    });
    expect(geometry.line.match(/M/g)).toHaveLength(3);
    expect(geometry.area.match(/Z/g)).toHaveLength(3);
    expect(geometry.lone.map((point) => point.timestamp)).toEqual([NINE_AM + 9 * HOUR]);
    // The axis spans the values asked for, not only the data's 99.
    expect(geometry.yTicks[0]?.value).toBe(0);
    expect(geometry.yTicks.at(-1)?.value).toBe(100);
    // The band before the span is left out; the other sits between its hours.
    expect(geometry.bands).toHaveLength(1);
    expect(geometry.bands[0]?.x1).toBeCloseTo(geometry.x(NINE_AM + 2.5 * HOUR));
    expect(geometry.x(NINE_AM)).toBeCloseTo(geometry.plot.left);
  });
});

describe("line chart pointer", () => {
  it("finds the nearest point in time", () => {
    const points = [
      { timestamp: 0, value: 1 },
      { timestamp: 10, value: 2 },
      { timestamp: 30, value: 3 },
    ];
    expect(nearestIndex(points, -5)).toBe(0);
    expect(nearestIndex(points, 4)).toBe(0);
    expect(nearestIndex(points, 6)).toBe(1);
    expect(nearestIndex(points, 21)).toBe(2);
    expect(nearestIndex(points, 99)).toBe(2);
    expect(nearestIndex([], 1)).toBe(-1);
  });

  it("maps a pixel back to its time", () => {
    const geometry = chartGeometry({
      points: minutes(61),
      width: 600,
      height: 300,
      unit: "minute",
      formatValue: money,
      step: false,
    });
    expect(geometry.timeAt(geometry.x(NINE_AM + 30 * MINUTE))).toBeCloseTo(NINE_AM + 30 * MINUTE, -1);
  });

  it("sorts points only when they are out of order", () => {
    const sorted = minutes(3);
    expect(sortedByTime(sorted)).toBe(sorted);
    expect(sortedByTime([...sorted].reverse())).toEqual(sorted);
  });
});
