import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatValue } from "./value-filter.ts";

describe("formatValue", () => {
  it("FORMAT-06 shows 12 decimals below 1e-7, comparing magnitudes", () => {
    expect(formatValue(5e-8)).toBe("0.000000050000");
    expect(formatValue(-5e-8)).toBe("-0.000000050000");
  });

  it("FORMAT-07 shows toExponential(3) below 1e-7 when asked", () => {
    expect(formatValue(1.23456e-9, { exponential: true })).toBe("1.235e-9");
    expect(formatValue(0.5, { exponential: true })).toBe("0.50");
  });

  it("FORMAT-08 shows 6 decimals from 1e-7 to below 0.01", () => {
    expect(formatValue(1e-7)).toBe("0.000000");
    expect(formatValue(0.001234567)).toBe("0.001235");
    expect(formatValue(0.00999)).toBe("0.009990");
  });

  it("FORMAT-09 shows 2 decimals otherwise, or the given decimals when more than 2", () => {
    expect(formatValue(0.01)).toBe("0.01");
    expect(formatValue(2507.5540574)).toBe("2,507.55");
    expect(formatValue(2507.5540574, { decimals: 4 })).toBe("2,507.5541");
    expect(formatValue(2507.5540574, { decimals: 1 })).toBe("2,507.55");
    expect(formatValue(2507.5540574, { decimals: Number.NaN })).toBe("2,507.55");
  });

  it("FORMAT-06 (truth over the letter) uses the exponential form below what 12 decimals show", () => {
    expect(formatValue(4e-13)).toBe("4.000e-13");
    expect(formatValue(5e-13)).toBe("0.000000000001");
  });

  it("FORMAT-06 FORMAT-09 treat 0 as an ordinary value", () => {
    expect(formatValue(0)).toBe("0.00");
    expect(formatValue(-0)).toBe("0.00");
  });

  it("ERROR-13 shows no-data for a missing value", () => {
    expect(formatValue(null)).toBe("no-data");
    expect(formatValue(undefined)).toBe("no-data");
    expect(formatValue(Number.NaN)).toBe("no-data");
    expect(formatValue("not a number")).toBe("no-data");
  });

  it("FORMAT-06 FORMAT-07 FORMAT-08 FORMAT-09 never throw nor print NaN", () => {
    fc.assert(
      fc.property(fc.double(), fc.option(fc.double()), fc.boolean(), (value, decimals, exponential) => {
        const text = formatValue(value, { decimals: decimals ?? undefined, exponential });
        expect(text).not.toContain("NaN");
        expect(text).not.toBe("");
      }),
    );
  });
});
