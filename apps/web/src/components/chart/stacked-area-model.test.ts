import { describe, expect, it } from "vitest";
import { textWidth } from "./chart-geometry.ts";
import { AXIS_UNIT_MS } from "./line-chart-model.ts";
import {
  type StackedSeries,
  spanTickLabel,
  stackedGeometry,
  stackLayers,
  stackScale,
} from "./stacked-area-model.ts";
import { roundTimeTicks } from "./time-ticks.ts";

const HOUR = AXIS_UNIT_MS.hour;
const DAY = AXIS_UNIT_MS.day;
const NINE_AM = new Date(2026, 0, 5, 9, 0).getTime();
const dollars = (value: number) => `$${value}`;

const SERIES: StackedSeries[] = [
  { name: "A", values: [10, 20, 30], color: "#a00" },
  { name: "B", values: [5, Number.NaN, 5], color: "#0a0" },
  { name: "C", values: [1, 1], color: "#00a" },
];
const TIMES = [NINE_AM, NINE_AM + DAY, NINE_AM + 2 * DAY];

/** The numbers of a path string, in pairs: its vertices. */
const vertices = (d: string) => {
  const numbers = (d.match(/-?[\d.]+/g) ?? []).map(Number);
  return Array.from({ length: numbers.length / 2 }, (_, i) => [numbers[2 * i], numbers[2 * i + 1]]);
};

describe("stacked area model: the stack", () => {
  it("TVS-03 stacks the series in the order given, the first at the bottom; a gap or NaN counts 0", () => {
    const layers = stackLayers(SERIES, 3);
    expect(layers.map((layer) => layer.name)).toEqual(["A", "B", "C"]);
    expect(layers[0]?.lower).toEqual([0, 0, 0]);
    expect(layers[0]?.upper).toEqual([10, 20, 30]);
    expect(layers[1]?.lower).toEqual([10, 20, 30]);
    expect(layers[1]?.upper).toEqual([15, 20, 35]);
    expect(layers[2]?.upper).toEqual([16, 21, 35]);
  });

  it("leaves a hidden series out: the ones above drop onto the one below", () => {
    const layers = stackLayers(SERIES, 3, new Set(["A"]));
    expect(layers.map((layer) => layer.name)).toEqual(["B", "C"]);
    expect(layers[0]?.lower).toEqual([0, 0, 0]);
    expect(layers[1]?.upper).toEqual([6, 1, 5]);
  });

  it("reads the value axis from zero up to a nice bound over the top of the stack", () => {
    const scale = stackScale(stackLayers(SERIES, 3));
    expect(scale.min).toBe(0);
    expect(scale.max).toBeGreaterThanOrEqual(35);
    expect(scale.ticks[0]).toBe(0);
    expect(scale.ticks.length).toBeGreaterThanOrEqual(4);
    expect(scale.ticks.length).toBeLessThanOrEqual(6);
    // Nothing shown: still an axis from zero.
    expect(stackScale([])).toMatchObject({ min: 0, max: 1 });
    expect(stackScale(stackLayers(SERIES, 3, new Set(["A", "B", "C"]))).min).toBe(0);
  });
});

describe("stacked area model: time ticks", () => {
  it("TVS-40 picks its own round ticks for any span: hours, days, months or years", () => {
    const day = roundTimeTicks(NINE_AM, NINE_AM + DAY, 7);
    expect(day.kind).toBe("time");
    expect(day.ticks.every((t) => new Date(t).getMinutes() === 0)).toBe(true);
    const month = roundTimeTicks(NINE_AM, NINE_AM + 30 * DAY, 7);
    expect(month.kind).toBe("day");
    expect(month.ticks.length).toBeGreaterThanOrEqual(3);
    expect(month.ticks.every((t) => new Date(t).getHours() === 0)).toBe(true);
    const year = roundTimeTicks(NINE_AM, NINE_AM + 365 * DAY, 7);
    expect(year.kind).toBe("month");
    expect(year.ticks.every((t) => new Date(t).getDate() === 1)).toBe(true);
    const years = roundTimeTicks(NINE_AM, NINE_AM + 6 * 365 * DAY, 7);
    expect(years.kind).toBe("year");
    expect(years.ticks.every((t) => new Date(t).getMonth() === 0 && new Date(t).getDate() === 1)).toBe(true);
    for (const { ticks } of [day, month, year, years]) {
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks).toEqual([...ticks].sort((a, b) => a - b));
    }
  });

  it("labels ticks by their step, naming the day at midnight and the year at January", () => {
    expect(spanTickLabel(new Date(2026, 0, 5, 14, 0).getTime(), "time")).toBe("14:00");
    expect(spanTickLabel(new Date(2026, 0, 5).getTime(), "time")).toBe("Jan 5");
    expect(spanTickLabel(new Date(2026, 8, 30).getTime(), "day")).toBe("Sep 30");
    expect(spanTickLabel(new Date(2026, 2, 1).getTime(), "month")).toBe("Mar");
    expect(spanTickLabel(new Date(2026, 0, 1).getTime(), "month")).toBe("2026");
    expect(spanTickLabel(new Date(2026, 0, 1).getTime(), "year")).toBe("2026");
  });

  it("has fewer ticks on a narrow chart and none cut off at the edges", () => {
    const times = Array.from({ length: 31 }, (_, i) => NINE_AM + i * DAY);
    const series = [{ name: "A", values: times.map(() => 1), color: "#a00" }];
    const at = (width: number) =>
      stackedGeometry({
        timestamps: times,
        series,
        hidden: new Set(),
        width,
        height: 350,
        formatValue: dollars,
      });
    const wide = at(1000);
    const narrow = at(320);
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

  it("lists no ticks for spans far too long for a fine step (a decade of minutes would be millions)", () => {
    const started = performance.now();
    const { ticks } = roundTimeTicks(NINE_AM, NINE_AM + 3650 * DAY, 7);
    expect(performance.now() - started).toBeLessThan(200);
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(roundTimeTicks(NINE_AM, NINE_AM + 2 * HOUR, 7).kind).toBe("time");
  });
});

describe("stacked area model: geometry", () => {
  const geometry = stackedGeometry({
    timestamps: TIMES,
    series: SERIES,
    hidden: new Set(),
    width: 600,
    height: 350,
    formatValue: dollars,
  });

  it("TVS-03 draws each band closed along the top of the band below", () => {
    expect(geometry.layers).toHaveLength(3);
    const [a, b] = geometry.layers;
    const { x, y } = geometry;
    const round = (v: number) => Math.round(v * 10) / 10;
    // A's band: along its top, then back along the axis.
    expect(vertices(a?.area ?? "")).toEqual([
      ...TIMES.map((t, i) => [round(x(t)), round(y([10, 20, 30][i] as number))]),
      ...[...TIMES].reverse().map((t) => [round(x(t)), round(y(0))]),
    ]);
    // B's band comes back along A's top.
    expect(vertices(b?.area ?? "").slice(3)).toEqual(
      [...TIMES].reverse().map((t, i) => [round(x(t)), round(y([30, 20, 10][i] as number))]),
    );
    expect(a?.area.endsWith("Z")).toBe(true);
    expect(a?.line).toMatch(/^M[\d.]+ [\d.]+L/);
  });

  it("spans the data on x and starts the value axis at zero, with formatted labels", () => {
    expect(geometry.x(TIMES[0] as number)).toBe(geometry.plot.left);
    expect(geometry.x(TIMES[2] as number)).toBe(geometry.plot.right);
    expect(geometry.yTicks[0]).toMatchObject({ value: 0, label: "$0", y: geometry.plot.bottom });
    expect(geometry.timeAt(geometry.x(TIMES[1] as number))).toBeCloseTo(TIMES[1] as number, -1);
    expect(geometry.plot.bottom).toBeLessThan(350);
  });

  it("downsamples a long history once for the whole stack, so the bands still meet", () => {
    const times = Array.from({ length: 5_000 }, (_, i) => NINE_AM + i * HOUR);
    const series = [0, 1, 2].map((n) => ({
      name: `S${n}`,
      values: times.map((_, i) => 100 + n + Math.sin(i / 20) * 10),
      color: "#000",
    }));
    const long = stackedGeometry({
      timestamps: times,
      series,
      hidden: new Set(),
      width: 600,
      height: 350,
      formatValue: dollars,
    });
    const plotWidth = long.plot.right - long.plot.left;
    const [s0, s1] = long.layers;
    const top0 = vertices(s0?.line ?? "");
    expect(top0.length).toBeLessThanOrEqual(2 * Math.ceil(plotWidth));
    // S1's band returns along S0's top, vertex for vertex.
    expect(vertices(s1?.area ?? "").slice(top0.length)).toEqual([...top0].reverse());
  });
});
