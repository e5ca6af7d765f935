import { describe, expect, it } from "vitest";
import { currencySymbol } from "./currency.ts";

describe("currencySymbol", () => {
  it("FORMAT-17 uses € for EUR", () => {
    expect(currencySymbol("EUR")).toBe("€");
  });

  it("FORMAT-18 uses Ξ for ETH", () => {
    expect(currencySymbol("ETH")).toBe("Ξ");
    expect(currencySymbol(" eth ")).toBe("Ξ");
  });

  it("FORMAT-19 uses $ for every other denomination", () => {
    for (const denomination of [
      "USD",
      "GBP",
      "BRL",
      "BTC",
      "USDe",
      "percentage",
      "contracts",
      "",
      null,
      undefined,
    ]) {
      expect(currencySymbol(denomination)).toBe("$");
    }
  });
});
