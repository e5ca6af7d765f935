import { describe, expect, it } from "vitest";
import { hasSmallValueWarning, POR_SMALL_VALUE_WARNING } from "./small-value-warning.ts";

describe("small-value warning", () => {
  it("POR-14 warns when the largest value over the smallest non-zero one exceeds 100", () => {
    expect(hasSmallValueWarning([10_001, 100])).toBe(true);
    expect(hasSmallValueWarning([10_000, 100])).toBe(false);
    expect(hasSmallValueWarning([10_000, 0, 100])).toBe(false);
    expect(hasSmallValueWarning([500, 0, 2])).toBe(true);
  });

  it("POR-14 ignores zeros, negatives and non-finite values and stays quiet with nothing to compare", () => {
    expect(hasSmallValueWarning([])).toBe(false);
    expect(hasSmallValueWarning([0, 0])).toBe(false);
    expect(hasSmallValueWarning([7])).toBe(false);
    expect(hasSmallValueWarning([100, -1, Number.NaN, Number.POSITIVE_INFINITY])).toBe(false);
  });

  it("POR-14 exports the warning text", () => {
    expect(POR_SMALL_VALUE_WARNING).toBe("Some values are too small to be visible on this chart");
  });
});
