import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  abbreviatePor,
  abbreviateTvsAxis,
  abbreviateTvsTooltip,
  formatTvsDollars,
  formatTvsPercentage,
} from "./abbreviate.ts";

describe("abbreviations", () => {
  it("FORMAT-25 abbreviates PoR amounts with K, M, B and T and 2 decimals", () => {
    expect(abbreviatePor(999)).toBe("999.00");
    expect(abbreviatePor(1_000)).toBe("1.00K");
    expect(abbreviatePor(1_234_567)).toBe("1.23M");
    expect(abbreviatePor(2_500_000_000)).toBe("2.50B");
    expect(abbreviatePor(3.456e12)).toBe("3.46T");
    expect(abbreviatePor(-1_234_567)).toBe("-1.23M");
  });

  it("FORMAT-25 picks the unit after rounding, so 999999 reads 1.00M", () => {
    expect(abbreviatePor(999_999)).toBe("1.00M");
    expect(abbreviatePor(999.996)).toBe("1.00K");
  });

  it("FORMAT-26 abbreviates TVS axis labels with K, M and B and 1 decimal", () => {
    expect(abbreviateTvsAxis(8_700_000_000)).toBe("8.7B");
    expect(abbreviateTvsAxis(450_000_000)).toBe("450.0M");
    expect(abbreviateTvsAxis(12_340)).toBe("12.3K");
    expect(abbreviateTvsAxis(2e12)).toBe("2000.0B");
  });

  it("FORMAT-27 abbreviates TVS tooltip values with K, M and B and 2 decimals", () => {
    expect(abbreviateTvsTooltip(8_700_000_000)).toBe("8.70B");
    expect(abbreviateTvsTooltip(1_234_567)).toBe("1.23M");
  });

  it("FORMAT-28 shows TVS percentages with 2 decimals", () => {
    expect(formatTvsPercentage(12.3456)).toBe("12.35%");
    expect(formatTvsPercentage(0)).toBe("0.00%");
  });

  it("FORMAT-29 shows TVS dollar amounts with no decimals", () => {
    expect(formatTvsDollars(8_700_123_456.78)).toBe("$8,700,123,457");
    expect(formatTvsDollars(-5.4)).toBe("-$5");
    expect(formatTvsDollars(-0.4)).toBe("$0");
  });

  it("ERROR-13 shows no-data for missing amounts", () => {
    for (const format of [
      abbreviatePor,
      abbreviateTvsAxis,
      abbreviateTvsTooltip,
      formatTvsPercentage,
      formatTvsDollars,
    ]) {
      expect(format(undefined)).toBe("no-data");
      expect(format(Number.NaN)).toBe("no-data");
    }
  });

  it("FORMAT-25 FORMAT-26 FORMAT-27 FORMAT-28 FORMAT-29 never throw nor print NaN or exponents", () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        for (const format of [
          abbreviatePor,
          abbreviateTvsAxis,
          abbreviateTvsTooltip,
          formatTvsPercentage,
          formatTvsDollars,
        ]) {
          const text = format(value);
          expect(text).not.toContain("NaN");
          expect(text).not.toMatch(/e[+-]/);
          // A negative zero ("-0", "-0.00", "-$0", "-0.00%") is never printed; "-0.01" is a real value.
          expect(text).not.toMatch(/^-\$?0(\.0+)?%?$/);
        }
      }),
    );
  });
});
