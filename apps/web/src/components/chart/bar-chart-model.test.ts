import { describe, expect, it } from "vitest";
import {
  BAR_MAX_WIDTH,
  BAR_PAD,
  type Bar,
  barGeometry,
  barPath,
  compactTickLabel,
  labelIndices,
  MIN_BAR_HEIGHT,
  ROW_MAX_HEIGHT,
  rowPath,
  shortened,
  wrapLabel,
} from "./bar-chart-model.ts";
import { labelsThatFit, textWidth } from "./chart-geometry.ts";
import { MAX_ZERO_BASED_TICKS, MIN_VALUE_TICKS, zeroBasedScale } from "./chart-scales.ts";

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

describe("zeroBasedScale", () => {
  it("SOURCES-07 counts from zero in whole-number nice steps, at most six ticks", () => {
    expect(zeroBasedScale([19861, 20005, 0, 20001, 0])).toEqual({
      min: 0,
      max: 25000,
      ticks: [0, 5000, 10000, 15000, 20000, 25000],
    });
    expect(zeroBasedScale([3]).ticks).toEqual([0, 1, 2, 3]);
    expect(zeroBasedScale([7]).ticks).toEqual([0, 2, 4, 6, 8]);
    // 2.5 would be the nice step here: no "2.5 errors", so 5.
    expect(zeroBasedScale([12]).ticks).toEqual([0, 5, 10, 15]);
    for (let high = 1; high <= 300; high++) {
      const { ticks, max } = zeroBasedScale([high]);
      expect(ticks.every(Number.isInteger), `max ${high}`).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(MAX_ZERO_BASED_TICKS);
      expect(ticks.length).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
      expect(max).toBeGreaterThanOrEqual(high);
    }
  });

  it("never draws fewer than three ticks (ECharts' splitNumber 3), however few are asked", () => {
    // One error: 0, 1, 2 rather than 0 and 1 alone.
    expect(zeroBasedScale([1]).ticks).toEqual([0, 1, 2]);
    // One step over the data is split in two when that stays whole: 0, 500M, 1B.
    expect(zeroBasedScale([870_651_250], 2).ticks).toEqual([0, 500_000_000, 1_000_000_000]);
    for (const maxTicks of [1, 2, 3]) {
      for (const high of [1, 2, 3, 7, 10, 99, 870_651_250, 2.28e9]) {
        const { ticks, max } = zeroBasedScale([high], maxTicks);
        expect(ticks.length, `${high} in ${maxTicks}`).toBe(MIN_VALUE_TICKS);
        expect(ticks.every(Number.isInteger)).toBe(true);
        expect(max).toBeGreaterThanOrEqual(high);
      }
    }
  });

  it("draws an axis for nothing counted (all zero, empty or not numbers)", () => {
    const empty = { min: 0, max: 2, ticks: [0, 1, 2] };
    expect(zeroBasedScale([0, 0, 0, 0, 0])).toEqual(empty);
    expect(zeroBasedScale([])).toEqual(empty);
    expect(zeroBasedScale([Number.NaN, Number.POSITIVE_INFINITY, -3])).toEqual(empty);
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

describe("wrapLabel", () => {
  it("keeps a label that fits whole, else wraps it at its spaces, cutting only a line still too wide", () => {
    expect(wrapLabel("Uptime", 80)).toEqual(["Uptime"]);
    // "Response Time" is estimated 91 px wide.
    expect(wrapLabel("Response Time", 80)).toEqual(["Response", "Time"]);
    expect(wrapLabel("Mint & Redeem Contract", 130)).toEqual(["Mint & Redeem", "Contract"]);
    // Words past the last line stay on it, cut short.
    expect(wrapLabel("Mint & Redeem Contract", 80)).toEqual(["Mint &", "Redeem Con…"]);
    // One line only, or one long word: cut short with an ellipsis, never dropped.
    expect(wrapLabel("Mint & Redeem Contract", 80, 1)).toEqual(["Mint & Red…"]);
    expect(wrapLabel("Supercalifragilistic", 70)).toEqual(["Supercali…"]);
    // A little more room to cut at than to wrap at: "Nov" stays whole in a 21 px band.
    expect(wrapLabel("Nov 18", 20, 2, 24)).toEqual(["Nov", "18"]);
  });
});

describe("compactTickLabel", () => {
  it("drops trailing zero decimals only", () => {
    expect(compactTickLabel("$500.00M")).toBe("$500M");
    expect(compactTickLabel("$1.50B")).toBe("$1.5B");
    expect(compactTickLabel("$0.00")).toBe("$0");
    expect(compactTickLabel("25,000")).toBe("25,000");
    expect(compactTickLabel("$2.3B")).toBe("$2.3B");
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
      expect(bar.at).toBeCloseTo(plot.left + (index + 0.5) * band);
    });
    // The tallest bar reaches its value on the axis; a zero draws nothing; one error still shows.
    const [first, second, zero, , one] = geometry.bars;
    expect(second?.end).toBeCloseTo(geometry.valueAt(20005));
    expect(first?.end).toBeGreaterThan(second?.end ?? 0);
    expect(zero?.path).toBe("");
    expect(zero?.end).toBe(plot.bottom);
    expect(one?.end).toBe(plot.bottom - MIN_BAR_HEIGHT);
    expect(one?.path).not.toBe("");
    expect(geometry.valueTicks.map((tick) => tick.label)).toEqual([
      "0",
      "5,000",
      "10,000",
      "15,000",
      "20,000",
      "25,000",
    ]);
    expect(geometry.valueTicks[0]?.at).toBe(plot.bottom);
    // The value labels fit left of the plot.
    expect(plot.left).toBe(BAR_PAD.left + "25,000".length * 7 + 8);
  });

  it("SOURCES-07 labels each day under its bar, wrapping rather than leaving labels out on a narrow chart", () => {
    const wide = geometryOf(DAYS);
    expect(wide.categories.map((tick) => tick.label)).toEqual([
      "Nov 18",
      "Nov 19",
      "Nov 20",
      "Nov 21",
      "Nov 22",
    ]);
    expect(wide.categories.map((tick) => tick.at)).toEqual(wide.bars.map((bar) => bar.at));
    // A phone's card (~326 px) still fits all five on one line.
    expect(geometryOf(DAYS, 326).categories.map((tick) => tick.lines)).toEqual(
      DAYS.map((day) => [day.label]),
    );
    // Narrower, every day keeps its label, on two lines, and the plot makes room for the second.
    const narrow = geometryOf(DAYS, 200);
    expect(narrow.categories.map((tick) => tick.lines)).toEqual(DAYS.map((day) => day.label.split(" ")));
    expect(narrow.plot.bottom).toBe(240 - 8 - 20 - 14);
    expect(narrow.barWidth).toBeLessThan(BAR_MAX_WIDTH);
    expect(narrow.barWidth).toBeCloseTo(narrow.band * 0.6);
  });

  it("thins labels out only on bands too narrow for any text", () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ label: `Day ${index + 1}`, value: index }));
    const geometry = geometryOf(many, 326);
    expect(geometry.categories.length).toBeGreaterThan(1);
    expect(geometry.categories.length).toBeLessThan(40);
    expect(geometry.categories[0]?.index).toBe(0);
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
    expect(geometry.valueTicks.map((tick) => tick.label)).toEqual(["0", "1", "2"]);
    expect(geometry.categories).toHaveLength(5);
    expect(geometry.bars.every((bar) => bar.path === "")).toBe(true);
  });
});

describe("bar chart rows", () => {
  const CUSTODIANS: Bar[] = [
    { label: "Coinbase", value: 870_651_250.5 },
    { label: "Komainu", value: 197_300_000 },
    { label: "Zodia", value: 120_500_012.75 },
    { label: "Copper", value: 137_350_000 },
    { label: "Mint & Redeem Contract", value: 133_468_442.123456 },
  ];
  const dollars = (value: number) => `$${(value / 1e6).toFixed(2)}M`;
  const rows = (width: number, bars = CUSTODIANS) =>
    barGeometry({ bars, width, height: 300, formatValue: dollars, horizontal: true });

  it("POR-07 lists the categories down the left, the first at the top, each bar from the axis out to its value", () => {
    const geometry = rows(600);
    const { plot, band } = geometry;
    expect(geometry.categories.map((tick) => tick.label)).toEqual(CUSTODIANS.map((bar) => bar.label));
    geometry.bars.forEach((bar, index) => {
      expect(bar.at).toBeCloseTo(plot.top + (index + 0.5) * band);
      expect(bar.path.startsWith(`M${plot.left} `)).toBe(true);
    });
    expect(geometry.bars[0]?.end).toBeCloseTo(geometry.valueAt(870_651_250.5));
    expect(geometry.barWidth).toBe(ROW_MAX_HEIGHT);
    // The labels fit left of the plot: "Mint & Redeem Contract" whole.
    expect(plot.left).toBe(BAR_PAD.left + textWidth("Mint & Redeem Contract") + 8);
    expect(geometry.indexAt(plot.top + 1)).toBe(0);
    expect(geometry.indexAt(plot.bottom - 1)).toBe(4);
  });

  it("POR-07 FORMAT-25 puts as many value ticks along the bottom as fit side by side (about three on a phone)", () => {
    for (const width of [326, 600, 1000]) {
      const geometry = rows(width);
      const ticks = geometry.valueTicks;
      const widest = ticks.reduce((a, b) => (textWidth(b.label) > textWidth(a.label) ? b : a)).label;
      expect(labelsThatFit(geometry.plot.right - geometry.plot.left, widest)).toBeGreaterThanOrEqual(
        ticks.length,
      );
      // The last label, centred on its tick, stays inside the box.
      const last = ticks.at(-1);
      expect((last?.at ?? 0) + textWidth(last?.label ?? "") / 2).toBeLessThanOrEqual(width);
    }
    expect(rows(326).valueTicks.length).toBeLessThanOrEqual(4);
    // POR-07 on a phone: three ticks ($0.00, $500.00M, $1.00B), not zero and one bound.
    expect(rows(326).valueTicks.map((tick) => tick.label)).toEqual(["$0.00M", "$500.00M", "$1000.00M"]);
  });

  it("keeps three value ticks on a small phone, their trailing zero decimals dropped to fit", () => {
    // A 320 px phone's card: three full "$500.00M" labels would not fit side by side.
    const small = rows(280);
    expect(small.valueTicks.map((tick) => tick.label)).toEqual(["$0M", "$500M", "$1000M"]);
    const widest = small.valueTicks.reduce((a, b) => (textWidth(b.label) > textWidth(a.label) ? b : a));
    expect(labelsThatFit(small.plot.right - small.plot.left, widest.label)).toBeGreaterThanOrEqual(3);
    // Narrower than any phone, still three.
    expect(rows(200).valueTicks).toHaveLength(3);
  });

  it("POR-07 wraps a row label longer than 40% of the chart onto two lines, so every custodian reads", () => {
    const phone = rows(326);
    expect(phone.categories.map((tick) => tick.lines)).toEqual([
      ["Coinbase"],
      ["Komainu"],
      ["Zodia"],
      ["Copper"],
      ["Mint & Redeem", "Contract"],
    ]);
    // The label column is as wide as the widest line, not the whole name.
    expect(phone.plot.left).toBe(BAR_PAD.left + textWidth("Mint & Redeem") + 8);
  });

  it("cuts a row label short, with an ellipsis, only past two lines or on rows one line high", () => {
    expect(shortened("Coinbase", 100)).toBe("Coinbase");
    expect(shortened("A client with a very long name", 70)).toBe("A client…");
    const narrow = rows(200);
    expect(narrow.categories[4]?.lines).toEqual(["Mint &", "Redeem Con…"]);
    for (const line of narrow.categories[4]?.lines ?? []) expect(textWidth(line)).toBeLessThanOrEqual(80);
    // Rows under two lines high take one line, cut short.
    const low = barGeometry({
      bars: CUSTODIANS,
      width: 200,
      height: 120,
      formatValue: dollars,
      horizontal: true,
    });
    expect(low.categories[4]?.lines).toEqual(["Mint & Red…"]);
  });

  it("rounds a row's two far corners and is empty without length", () => {
    expect(rowPath(10, 20, 0, 100)).toBe("M0 10H96A4 4 0 0 1 100 14V26A4 4 0 0 1 96 30H0Z");
    expect(rowPath(10, 20, 50, 50)).toBe("");
  });
});
