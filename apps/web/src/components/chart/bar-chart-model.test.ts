import { describe, expect, it } from "vitest";
import {
  BAR_MAX_WIDTH,
  BAR_PAD,
  type Bar,
  barGeometry,
  barPath,
  countScale,
  labelIndices,
  MAX_COUNT_TICKS,
  MIN_BAR_HEIGHT,
  TOOLTIP,
  tooltipBox,
} from "./bar-chart-model.ts";

const DAYS: Bar[] = [
  { label: "Nov 18", value: 19861 },
  { label: "Nov 19", value: 20005 },
  { label: "Nov 20", value: 0 },
  { label: "Nov 21", value: 20001 },
  { label: "Nov 22", value: 1 },
];
const count = (value: number) => value.toLocaleString("en-US");
const geometryOf = (bars: readonly Bar[], width = 600, height = 240) =>
  barGeometry({ bars, width, height, formatValue: count });

describe("countScale", () => {
  it("SOURCES-07 counts from zero in whole-number nice steps, at most six ticks", () => {
    expect(countScale([19861, 20005, 0, 20001, 0])).toEqual({
      min: 0,
      max: 25000,
      ticks: [0, 5000, 10000, 15000, 20000, 25000],
    });
    expect(countScale([3]).ticks).toEqual([0, 1, 2, 3]);
    expect(countScale([7]).ticks).toEqual([0, 2, 4, 6, 8]);
    // 2.5 would be the nice step here: no "2.5 errors", so 5.
    expect(countScale([12]).ticks).toEqual([0, 5, 10, 15]);
    for (let high = 1; high <= 300; high++) {
      const { ticks, max } = countScale([high]);
      expect(ticks.every(Number.isInteger), `max ${high}`).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(MAX_COUNT_TICKS);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(max).toBeGreaterThanOrEqual(high);
    }
  });

  it("draws an axis for nothing counted (all zero, empty or not numbers)", () => {
    const empty = { min: 0, max: 1, ticks: [0, 1] };
    expect(countScale([0, 0, 0, 0, 0])).toEqual(empty);
    expect(countScale([])).toEqual(empty);
    expect(countScale([Number.NaN, Number.POSITIVE_INFINITY, -3])).toEqual(empty);
  });
});

describe("barPath", () => {
  it("rounds the two top corners and is empty without height or width", () => {
    expect(barPath(10, 20, 30, 100)).toBe("M10 100V24A4 4 0 0 1 14 20H36A4 4 0 0 1 40 24V100Z");
    // A bar lower than the radius rounds only as far as it is tall.
    expect(barPath(10, 98, 30, 100)).toBe("M10 100V100A2 2 0 0 1 12 98H38A2 2 0 0 1 40 100V100Z");
    expect(barPath(10, 100, 30, 100)).toBe("");
    expect(barPath(10, 20, 0, 100)).toBe("");
  });
});

describe("labelIndices", () => {
  it("keeps every label that fits its band, else every second, third… from the first", () => {
    const labels = DAYS.map((day) => day.label);
    expect(labelIndices(labels, 100)).toEqual([0, 1, 2, 3, 4]);
    // "Nov 18" is estimated 42 px wide: with the gap it needs 48 px.
    expect(labelIndices(labels, 48)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndices(labels, 40)).toEqual([0, 2, 4]);
    expect(labelIndices(labels, 15)).toEqual([0, 4]);
    expect(labelIndices([], 40)).toEqual([]);
  });
});

describe("barGeometry", () => {
  it("SOURCES-07 a bar per category, centred in its band, no wider than the maximum, from the axis up", () => {
    const geometry = geometryOf(DAYS);
    const { plot, band } = geometry;
    expect(plot.right).toBe(600 - BAR_PAD.right);
    expect(plot.bottom).toBe(240 - 8 - 20);
    expect(band).toBeCloseTo((plot.right - plot.left) / 5);
    expect(geometry.barWidth).toBe(BAR_MAX_WIDTH);
    geometry.bars.forEach((bar, index) => {
      expect(bar.x).toBeCloseTo(plot.left + (index + 0.5) * band);
    });
    // The tallest bar reaches its value on the axis; a zero draws nothing; one error still shows.
    const [first, second, zero, , one] = geometry.bars;
    expect(second?.top).toBeCloseTo(geometry.y(20005));
    expect(first?.top).toBeGreaterThan(second?.top ?? 0);
    expect(zero?.path).toBe("");
    expect(zero?.top).toBe(plot.bottom);
    expect(one?.top).toBe(plot.bottom - MIN_BAR_HEIGHT);
    expect(one?.path).not.toBe("");
    expect(geometry.yTicks.map((tick) => tick.label)).toEqual([
      "0",
      "5,000",
      "10,000",
      "15,000",
      "20,000",
      "25,000",
    ]);
    expect(geometry.yTicks[0]?.y).toBe(plot.bottom);
    // The value labels fit left of the plot.
    expect(plot.left).toBe(BAR_PAD.left + "25,000".length * 7 + 8);
  });

  it("SOURCES-07 labels each day under its bar, and leaves labels out rather than overlap on a narrow chart", () => {
    const wide = geometryOf(DAYS);
    expect(wide.xLabels.map((tick) => tick.label)).toEqual([
      "Nov 18",
      "Nov 19",
      "Nov 20",
      "Nov 21",
      "Nov 22",
    ]);
    expect(wide.xLabels.map((tick) => tick.x)).toEqual(wide.bars.map((bar) => bar.x));
    // A phone's card (~326 px) still fits all five.
    expect(geometryOf(DAYS, 326).xLabels).toHaveLength(5);
    const narrow = geometryOf(DAYS, 200);
    expect(narrow.xLabels.map((tick) => tick.label)).toEqual(["Nov 18", "Nov 20", "Nov 22"]);
    expect(narrow.barWidth).toBeLessThan(BAR_MAX_WIDTH);
    expect(narrow.barWidth).toBeCloseTo(narrow.band * 0.6);
  });

  it("maps a pixel to its band, the nearest one outside the plot", () => {
    const geometry = geometryOf(DAYS);
    const { plot, band } = geometry;
    expect(geometry.indexAt(plot.left + 1)).toBe(0);
    expect(geometry.indexAt(plot.left + 2.5 * band)).toBe(2);
    expect(geometry.indexAt(plot.right - 1)).toBe(4);
    expect(geometry.indexAt(0)).toBe(0);
    expect(geometry.indexAt(10_000)).toBe(4);
    expect(geometryOf([]).indexAt(100)).toBe(-1);
  });

  it("all-zero data still draws the axis, its ticks and the labels, but no bar", () => {
    const geometry = geometryOf(DAYS.map((day) => ({ ...day, value: 0 })));
    expect(geometry.yTicks.map((tick) => tick.label)).toEqual(["0", "1"]);
    expect(geometry.xLabels).toHaveLength(5);
    expect(geometry.bars.every((bar) => bar.path === "")).toBe(true);
  });
});

describe("tooltipBox", () => {
  const lines = ["2026-11-19 (UTC)", "Fetching failed: 20,005"];

  it("sits beside the band, right of it, or left when the right runs off the chart", () => {
    const geometry = geometryOf(DAYS);
    const size = { width: 600, height: 240 };
    const box = tooltipBox(geometry, 1, lines, size);
    expect(box.x).toBeCloseTo(geometry.plot.left + 2 * geometry.band + TOOLTIP.gap);
    expect(box.y).toBe(geometry.plot.top);
    expect(box.width).toBe("Fetching failed: 20,005".length * 7 + 2 * TOOLTIP.padX);
    expect(box.height).toBe(2 * TOOLTIP.line + 2 * TOOLTIP.padY);
    const last = tooltipBox(geometry, 4, lines, size);
    expect(last.x + last.width).toBeCloseTo(geometry.plot.left + 4 * geometry.band - TOOLTIP.gap);
    // The browser's measure of the text replaces the estimate.
    expect(tooltipBox(geometry, 1, lines, size, 120).width).toBe(120 + 2 * TOOLTIP.padX);
  });

  it("never leaves the chart, however narrow", () => {
    const geometry = geometryOf(DAYS, 200, 100);
    for (let index = 0; index < DAYS.length; index++) {
      const box = tooltipBox(geometry, index, lines, { width: 200, height: 100 });
      expect(box.x).toBeGreaterThanOrEqual(TOOLTIP.margin);
      expect(box.y).toBeGreaterThanOrEqual(TOOLTIP.margin);
    }
  });
});
