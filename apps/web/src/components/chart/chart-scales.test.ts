import { describe, expect, it } from "vitest";
import { linearScale, valueScale } from "./chart-scales.ts";

describe("value scale (d3-array)", () => {
  it("nices the axis around the data on 1, 2, 5 steps", () => {
    expect(valueScale([12_345, 98_765])).toEqual({
      min: 0,
      max: 100_000,
      ticks: [0, 20_000, 40_000, 60_000, 80_000, 100_000],
    });
  });

  it("spans the data itself, ticks inside, where no niced axis has 4 to 6 ticks", () => {
    // Niced, -5 to 5 takes 7 ticks of 2 or 3 of 5.
    expect(valueScale([-5, 5])).toEqual({ min: -5, max: 5, ticks: [-4, -2, 0, 2, 4] });
    expect(valueScale([5.1, 14.9]).ticks).toEqual([6, 8, 10, 12, 14]);
  });

  it("draws a 0-1 axis for nothing to show", () => {
    expect(valueScale([])).toEqual({ min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
    expect(valueScale([Number.NaN])).toEqual({ min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
  });

  it("maps a domain onto pixels, the middle for an empty domain", () => {
    expect(linearScale(0, 10, 100, 0)(2.5)).toBe(75);
    expect(linearScale(3, 3, 0, 50)(3)).toBe(25);
  });
});
