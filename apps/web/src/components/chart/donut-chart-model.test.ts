import { describe, expect, it } from "vitest";
import {
  ACTIVE_GROW,
  donutGeometry,
  fitsInHole,
  INNER_RATIO,
  LEGEND,
  legendLayout,
  PAD,
  polar,
  sectorPath,
  shares,
  sliceAngles,
  tooltipPosition,
} from "./donut-chart-model.ts";

const TAU = 2 * Math.PI;

describe("donut chart model", () => {
  it("POR-06 shares each value of the total; nothing (or negative) counts as 0", () => {
    expect(shares([1, 3])).toEqual([0.25, 0.75]);
    expect(shares([0, 0])).toEqual([0, 0]);
    expect(shares([])).toEqual([]);
    expect(shares([2, -5, Number.NaN, 2])).toEqual([0.5, 0, 0, 0.5]);
  });

  it("POR-06 lays the slices clockwise from 12 o'clock, in order, a zero share empty", () => {
    const angles = sliceAngles([0.25, 0, 0.75]);
    expect(angles[0]).toEqual({ start: 0, end: TAU / 4, mid: TAU / 8 });
    expect(angles[1]?.end).toBe(angles[1]?.start);
    expect(angles[2]?.start).toBeCloseTo(TAU / 4);
    expect(angles[2]?.end).toBeCloseTo(TAU);
    // 12 o'clock is up, 3 o'clock to the right.
    expect(polar(100, 100, 50, 0)).toEqual({ x: 100, y: 50 });
    expect(polar(100, 100, 50, TAU / 4).x).toBeCloseTo(150);
  });

  it("POR-06 a sector runs out along the outer arc and back along the inner one; a whole ring is two halves", () => {
    expect(sectorPath(100, 100, 30, 50, 0, TAU / 4)).toBe(
      "M100 50A50 50 0 0 1 150 100L130 100A30 30 0 0 0 100 70Z",
    );
    // More than half the ring takes the large arc.
    expect(sectorPath(100, 100, 30, 50, 0, (3 * TAU) / 4)).toMatch(/^M100 50A50 50 0 1 1 /);
    expect(sectorPath(100, 100, 30, 50, 0, TAU).match(/M/g)).toHaveLength(2);
    expect(sectorPath(100, 100, 30, 50, 1, 1)).toBe("");
  });

  it("centres each legend row, wrapping when the entries do not fit", () => {
    const wide = legendLayout(["USDT 5.93%", "USDC 7.71%"], 600, 300);
    expect(wide.height).toBe(LEGEND.row);
    expect(wide.items.map((item) => item.y)).toEqual([290, 290]);
    // Centred: the room left of the first entry is the room right of the last.
    const rowWidth = (wide.items[1]?.x ?? 0) + LEGEND.swatch + LEGEND.textGap + 70 - (wide.items[0]?.x ?? 0);
    expect(wide.items[0]?.x).toBeCloseTo((600 - rowWidth) / 2);
    const narrow = legendLayout(["USDT 5.93%", "USDC 7.71%", "BUIDL 82.09%", "BUIDL-I 4.27%"], 200, 300);
    expect(narrow.height).toBe(4 * LEGEND.row);
    expect(narrow.items.every((item) => item.x >= PAD)).toBe(true);
  });

  it("POR-06 fits the ring, grown slice included, above the legend and inside the box", () => {
    const geometry = donutGeometry({
      values: [1, 1, 2],
      labels: ["A 25.00%", "B 25.00%", "C 50.00%"],
      width: 600,
      height: 300,
    });
    expect(geometry.cx).toBe(300);
    expect(geometry.inner).toBeCloseTo(geometry.outer * INNER_RATIO);
    expect(geometry.cy + geometry.outer + ACTIVE_GROW).toBeLessThanOrEqual(300 - PAD - LEGEND.row);
    expect(geometry.cy - geometry.outer - ACTIVE_GROW).toBeGreaterThanOrEqual(PAD);
    expect(geometry.arcs).toHaveLength(3);
    expect(geometry.arcs.every((arc) => arc.d !== "" && arc.activeD !== arc.d)).toBe(true);
    expect(geometry.empty).toBe(false);
    expect(geometry.legend.map((item) => item.text)).toEqual(["A 25.00%", "B 25.00%", "C 50.00%"]);
  });

  it("POR-06 a total of nothing draws no slice and marks the ring empty; a narrow box shrinks the ring", () => {
    const empty = donutGeometry({ values: [0, 0], labels: ["A 0.00%", "B 0.00%"], width: 600, height: 300 });
    expect(empty.empty).toBe(true);
    expect(empty.arcs.map((arc) => arc.d)).toEqual(["", ""]);
    const narrow = donutGeometry({ values: [1], labels: ["A 100.00%"], width: 120, height: 300 });
    expect(narrow.outer + ACTIVE_GROW).toBeLessThanOrEqual(60 - PAD);
  });

  it("puts the tooltip in the hole when its lines fit there", () => {
    // "BUIDL" and "$112.57M (7.72%)" in a 67 px hole: each line clears the ring where it sits.
    expect(fitsInHole(67, [54, 124])).toBe(true);
    expect(fitsInHole(50, [54, 124])).toBe(false);
    expect(fitsInHole(67, [140])).toBe(false);
  });

  it("otherwise beside the ring on the slice's side when there is room, else off the slice, inside the box", () => {
    const ring = { cx: 300, cy: 140, outer: 100 };
    const box = { width: 600, height: 300 };
    const size = { width: 120, height: 44 };
    // A wide chart: beside the ring, clear of it, centred on the slice's outer middle.
    const upRight = tooltipPosition(ring, TAU / 12, box, size);
    expect(upRight.x).toBeGreaterThan(300 + 100 + ACTIVE_GROW);
    expect(upRight.y).toBeCloseTo(140 - (100 + ACTIVE_GROW) * Math.cos(TAU / 12) - 22);
    const left = tooltipPosition(ring, (3 * TAU) / 4, box, size);
    expect(left.x + size.width).toBeLessThan(300 - 100 - ACTIVE_GROW);
    // A chart the ring fills: above and right of a slice at 1 o'clock, below and left at 7.
    const tight = { width: 280, height: 400 };
    const narrowRing = { cx: 140, cy: 200, outer: 120 };
    const above = tooltipPosition(narrowRing, TAU / 12, tight, size);
    expect(above.y + size.height).toBeLessThan(200 - 126 * Math.cos(TAU / 12));
    const below = tooltipPosition(narrowRing, (7 * TAU) / 12, tight, size);
    expect(below.y).toBeGreaterThan(200 + 126 * Math.cos(TAU / 12));
    // Always inside the box.
    for (const at of [above, below, tooltipPosition(narrowRing, 0, tight, size)]) {
      expect(at.x).toBeGreaterThanOrEqual(4);
      expect(at.x + size.width).toBeLessThanOrEqual(276);
      expect(at.y).toBeGreaterThanOrEqual(4);
    }
  });
});
