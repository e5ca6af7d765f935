import { describe, expect, it } from "vitest";
import { formatAnswer, formatDeviation } from "./feed-list-model.ts";

describe("feeds list formatting", () => {
  it("FEEDS-11 a deviation threshold reads as a plain percentage, however small", () => {
    expect(formatDeviation(0.5)).toBe("0.5%");
    expect(formatDeviation(1)).toBe("1%");
    expect(formatDeviation(0.000001)).toBe("0.000001%");
    expect(formatDeviation(null)).toBe("—");
    expect(formatDeviation(Number.NaN)).toBe("—");
  });

  it("FEEDS-10 an answer carries its denomination's currency symbol, or reads no-data", () => {
    expect(formatAnswer(2654.321, "USD")).toBe("$2,654.321");
    expect(formatAnswer(1.08421, "EUR")).toBe("€1.084");
    expect(formatAnswer(0.5, "ETH")).toBe("Ξ0.5000");
    expect(formatAnswer(null, "USD")).toBe("no-data");
  });
});
