import { describe, expect, it } from "vitest";
import {
  announcement,
  keepInside,
  lineTone,
  placeBeside,
  TOOLTIP_BOX,
  TOOLTIP_FONTS,
  type TooltipLine,
  textLines,
  tooltipLayout,
} from "./chart-tooltip-model.ts";

describe("tooltip text", () => {
  it("takes a line per \\n, drops empty ones, and reads them as one sentence", () => {
    expect(textLines("2026-11-19 (UTC)\nFetching failed: 20,005\n")).toEqual([
      "2026-11-19 (UTC)",
      "Fetching failed: 20,005",
    ]);
    expect(announcement("Jan 5, 09:00\nETH: $2650.00")).toBe("Jan 5, 09:00, ETH: $2650.00");
  });

  it("mutes the heading, bolds the values, draws series lines plain (muted when hidden)", () => {
    expect(lineTone({ text: "Sep 4" }, 0)).toBe("muted");
    expect(lineTone({ text: "Total: $1" }, 3)).toBe("strong");
    expect(lineTone({ text: "A: $1", color: "#a00" }, 1)).toBe("plain");
    expect(lineTone({ text: "A: $1", color: "#a00", muted: true }, 1)).toBe("muted");
    // A slice's name leads its tooltip in its colour: plain, not muted.
    expect(lineTone({ text: "USDT", color: "#a00" }, 0)).toBe("plain");
  });
});

describe("tooltip layout", () => {
  const lines = (count: number): TooltipLine[] => [
    { text: "Sep 4, 2024, 12:00 AM UTC" },
    ...Array.from({ length: count }, (_, i) => ({ text: `Client ${i}: $17.60M`, color: "#a00" })),
    { text: "Total: $149.10M" },
  ];

  it("TVS-05 keeps 18 lines in one column of the regular size when the chart has the room", () => {
    const layout = tooltipLayout(lines(16), { width: 592, height: 306 });
    expect(layout.columns).toHaveLength(1);
    expect(layout.font).toBe(TOOLTIP_FONTS[0]);
    expect(layout.height).toBeLessThanOrEqual(306);
  });

  it("takes the smaller size, then more columns, when the room is short", () => {
    const smaller = tooltipLayout(lines(16), { width: 592, height: 260 });
    expect(smaller.font).toBe(TOOLTIP_FONTS[1]);
    expect(smaller.columns).toHaveLength(1);
    const split = tooltipLayout(lines(16), { width: 592, height: 180 });
    expect(split.columns.length).toBeGreaterThanOrEqual(2);
    expect(split.height).toBeLessThanOrEqual(180);
    expect(split.width).toBeLessThanOrEqual(592);
    // Every line is placed once, in order.
    expect(split.columns.flatMap((column) => column.lines)).toEqual(lines(16));
    const [first, second] = split.columns;
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0));
  });

  it("sizes the box by the measured text once the browser has drawn it", () => {
    const three = lines(1);
    const estimated = tooltipLayout(three, { width: 500, height: 300 });
    const measured = tooltipLayout(three, { width: 500, height: 300 }, [100, 60, 70]);
    expect(measured.font).toBe(estimated.font);
    // The widest line (100 px), the series line's swatch room, the padding either side.
    expect(measured.width).toBe(Math.max(100, 60 + 14, 70) + 16);
  });
});

describe("tooltip placement", () => {
  const chart = { width: 600, height: 240 };
  const size = { width: 177, height: 2 * TOOLTIP_FONTS[0].line + 2 * TOOLTIP_BOX.padY };

  it("sits beside what it points at, right of it, or left when the right runs off the chart", () => {
    const right = placeBeside(size, { from: 200, to: 300, at: 16 }, chart);
    expect(right).toEqual({ x: 300 + TOOLTIP_BOX.gap, y: 16 });
    const left = placeBeside(size, { from: 480, to: 580, at: 16 }, chart);
    expect(left.x + size.width).toBe(480 - TOOLTIP_BOX.gap);
    // Across a row's band: below it, or above it near the bottom.
    expect(placeBeside(size, { from: 50, to: 80, at: 100 }, chart, true)).toEqual({
      x: 100,
      y: 80 + TOOLTIP_BOX.gap,
    });
    const above = placeBeside(size, { from: 200, to: 230, at: 100 }, chart, true);
    expect(above.y + size.height).toBe(200 - TOOLTIP_BOX.gap);
  });

  it("never leaves the chart, however narrow", () => {
    const small = { width: 200, height: 100 };
    for (let from = 0; from <= 200; from += 25) {
      const at = placeBeside(size, { from, to: from + 25, at: 90 }, small);
      expect(at.x).toBeGreaterThanOrEqual(TOOLTIP_BOX.margin);
      expect(at.y).toBeGreaterThanOrEqual(TOOLTIP_BOX.margin);
    }
    expect(keepInside({ x: 590, y: 230 }, size, chart)).toEqual({
      x: 600 - TOOLTIP_BOX.margin - size.width,
      y: 240 - TOOLTIP_BOX.margin - size.height,
    });
  });
});
