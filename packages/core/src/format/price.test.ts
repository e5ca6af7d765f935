import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chartDecimals, formatChartValue, formatPrice, priceDecimals } from "./price.ts";

/** Every double fast-check can make, NaN, ±Infinity and -0 included. */
const anyDouble = fc.double();

describe("formatPrice", () => {
  it("FORMAT-01 displays USD prices with the 3-decimal rule, not the request's 2-digit precision", () => {
    expect(formatPrice(1.5)).toBe("1.500");
    expect(formatPrice(1.5)).not.toBe("1.50");
  });

  it("FORMAT-02 shows 3 decimals at or above 1", () => {
    expect(formatPrice(1)).toBe("1.000");
    expect(formatPrice(98.70920490830133)).toBe("98.709");
    expect(formatPrice(64123.4567)).toBe("64,123.457");
    expect(formatPrice("2507.5540574")).toBe("2,507.554");
  });

  it("FORMAT-03 shows 4 significant digits below 1", () => {
    expect(formatPrice(0.5)).toBe("0.5000");
    expect(formatPrice(0.123456)).toBe("0.1235");
    expect(formatPrice(0.00123456)).toBe("0.001235");
    expect(formatPrice(-0.123456)).toBe("-0.1235");
  });

  it("FORMAT-03 takes the magnitude after rounding, so 0.99996 reads as 1.000", () => {
    expect(formatPrice(0.99996)).toBe("1.000");
    expect(formatPrice(0.099996)).toBe("0.1000");
  });

  it("FORMAT-04 keeps at most 9 decimals below 1", () => {
    expect(formatPrice(0.0000012345)).toBe("0.000001235");
    // Below 1e-6 four significant digits need more than 9 decimals: the exponential form.
    expect(formatPrice(0.000000012345)).toBe("1.235e-8");
    expect(priceDecimals(1e-300)).toBe(9);
  });

  it("FORMAT-04 (truth over the cut) shows a price 9 decimals would zero in exponential form", () => {
    expect(formatPrice(1.2345e-12)).toBe("1.235e-12");
    expect(formatPrice(4.9e-10)).toBe("4.900e-10");
    expect(formatPrice(-4.9e-10)).toBe("-4.900e-10");
    // No cliff between the forms: 7e-10 is not "0.000000001".
    expect(formatPrice(7e-10)).toBe("7.000e-10");
    expect(formatPrice(0.00000099999)).toBe("1.000e-6");
    expect(formatPrice(0.000001)).toBe("0.000001000");
    expect(formatPrice(0)).toBe("0.000");
  });

  it("FORMAT-02 FORMAT-03 FORMAT-04 never show a positive price as zero, from 1e-12 to 1e12", () => {
    const magnitudes = fc.double({ min: 1e-12, max: 1e12, noNaN: true });
    fc.assert(
      fc.property(magnitudes, fc.boolean(), (magnitude, negative) => {
        const value = negative ? -magnitude : magnitude;
        const text = formatPrice(value);
        const read = Number(text.replaceAll(",", ""));
        expect(read).not.toBe(0);
        expect(Math.sign(read)).toBe(Math.sign(value));
        // Within the rounding of what is shown: 3 decimals at or above 1, else 4 significant digits.
        const allowed = Math.abs(value) >= 1 ? 5e-4 : Math.abs(value) * 5e-4;
        expect(Math.abs(read - value)).toBeLessThanOrEqual(allowed * (1 + 1e-9));
      }),
    );
  });

  it("ERROR-13 shows no-data for a missing or non-numeric price", () => {
    for (const missing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, "", "abc", "0x10"]) {
      expect(formatPrice(missing)).toBe("no-data");
    }
  });

  it("FORMAT-02 FORMAT-03 never throw nor print NaN for any number", () => {
    fc.assert(
      fc.property(anyDouble, (value) => {
        const text = formatPrice(value);
        expect(text).not.toContain("NaN");
        expect(text.startsWith("-0")).toBe(text.startsWith("-0.") && /[1-9]/.test(text));
      }),
    );
  });

  it("FORMAT-04 never shows more than 9 decimals", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        if (value !== 0 && Math.abs(value) < 1e-6) return;
        const fraction = formatPrice(value).split(".")[1] ?? "";
        expect(fraction.length).toBeLessThanOrEqual(9);
        expect(fraction.length).toBeGreaterThanOrEqual(3);
      }),
    );
  });
});

describe("chartDecimals", () => {
  it("FORMAT-05 derives decimals from the range, at least 2", () => {
    expect(chartDecimals([100, 150])).toBe(2);
    expect(chartDecimals([1, 12])).toBe(2);
    expect(chartDecimals([1, 1.5])).toBe(3);
    expect(chartDecimals([1, 1.05])).toBe(4);
    expect(chartDecimals([2500, 2500.001])).toBe(5);
  });

  it("FORMAT-05 caps chart decimals at 9", () => {
    expect(chartDecimals([1, 1 + 1e-12])).toBe(9);
  });

  it("FORMAT-05 uses the price rule for a zero range", () => {
    expect(chartDecimals([2500, 2500])).toBe(3);
    expect(chartDecimals([0.001234])).toBe(6);
  });

  it("FORMAT-05 ignores non-finite values and gives 2 for an empty series", () => {
    expect(chartDecimals([])).toBe(2);
    expect(chartDecimals([Number.NaN, 1, 1.05, Number.POSITIVE_INFINITY])).toBe(4);
    expect(chartDecimals([-Number.MAX_VALUE, Number.MAX_VALUE])).toBe(2);
  });

  it("FORMAT-05 always gives an integer from 2 to 9 for any series", () => {
    fc.assert(
      fc.property(fc.array(anyDouble), (values) => {
        const decimals = chartDecimals(values);
        expect(Number.isInteger(decimals)).toBe(true);
        expect(decimals).toBeGreaterThanOrEqual(2);
        expect(decimals).toBeLessThanOrEqual(9);
      }),
    );
  });

  it("FORMAT-05 formats chart labels with the chosen decimals, and ERROR-13 for missing ones", () => {
    expect(formatChartValue(1.23456, 4)).toBe("1.2346");
    expect(formatChartValue(undefined, 4)).toBe("no-data");
    // A chart label never reads zero for a value that is not: PEPE's axis with 2 decimals.
    expect(formatChartValue(0.0000498, 2)).toBe("4.980e-5");
    expect(formatChartValue(0, 2)).toBe("0.00");
    fc.assert(
      fc.property(anyDouble, anyDouble, (value, decimals) => {
        expect(formatChartValue(value, decimals)).not.toContain("NaN");
      }),
    );
  });
});
