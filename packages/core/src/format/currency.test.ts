import { describe, expect, it } from "vitest";
import { formatAnswer } from "./answer.ts";
import { denominationUnit, withUnit } from "./currency.ts";

describe("denomination units", () => {
  it("FORMAT-17 shows EUR with €", () => {
    expect(formatAnswer(0.92134, "EUR")).toBe("€0.9213");
  });

  it("FORMAT-18 shows ETH with Ξ, whatever its case and spaces", () => {
    expect(formatAnswer(1.0412, "ETH")).toBe("Ξ1.041");
    expect(formatAnswer(1.0412, " eth ")).toBe("Ξ1.041");
  });

  it("FORMAT-19 shows USD, and a value with no denomination, with $", () => {
    for (const denomination of ["USD", "usd", "", "  ", null, undefined]) {
      expect(formatAnswer(2654.5, denomination)).toBe("$2,654.500");
    }
  });

  it("FORMAT-19 (truth over the letter) gives GBP and BRL their own signs, and names BTC after the number", () => {
    expect(formatAnswer(1.27, "GBP")).toBe("£1.270");
    expect(formatAnswer(0.18, "BRL")).toBe("R$0.1800");
    expect(formatAnswer(22097.4531, "BTC")).toBe("22,097.453\u00a0BTC");
  });

  it("FORMAT-19 (truth over the letter) shows a percentage with a trailing %: SOFR is a rate, not dollars", () => {
    expect(formatAnswer(4.52, "percentage")).toBe("4.520%");
    expect(denominationUnit("Percentage")).toEqual({ prefix: "", suffix: "%" });
  });

  it("FORMAT-19 (truth over the letter) names counts and sign-less denominations after the number", () => {
    expect(formatAnswer(24683.364, "contracts")).toBe("24,683.364\u00a0contracts");
    expect(formatAnswer(1.0021, "USDe")).toBe("1.002\u00a0USDe");
    expect(formatAnswer(1.0021, "stETH")).toBe("1.002\u00a0stETH");
  });

  it("a ratio and 'other' are plain numbers", () => {
    expect(formatAnswer(1.0037, "ratio")).toBe("1.004");
    expect(formatAnswer(12, "other")).toBe("12.000");
  });

  it("puts a minus sign before the unit's sign, and leaves no-data without a unit", () => {
    expect(formatAnswer(-1.5, "USD")).toBe("-$1.500");
    expect(formatAnswer(-1.5, "percentage")).toBe("-1.500%");
    expect(formatAnswer(null, "EUR")).toBe("no-data");
    expect(withUnit("no-data", "USDe")).toBe("no-data");
  });

  it("a denomination named like an Object.prototype member is just a name", () => {
    expect(formatAnswer(1, "constructor")).toBe("1.000\u00a0constructor");
  });
});
