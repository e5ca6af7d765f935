import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUnits, parseRawAmount, unitsToNumber } from "./raw-amount.ts";

describe("raw amounts", () => {
  it("POR-04 scales an 18-decimal supply exactly, beyond float precision", () => {
    const raw = 10n ** 27n + 1n;
    expect(formatUnits(raw, 18)).toBe("1000000000.000000000000000001");
    expect(unitsToNumber(parseRawAmount("1234567890123456789012345678"), 18)).toBe(1_234_567_890.1234567);
  });

  it("POR-05 scales a 6-decimal reserve exactly", () => {
    expect(formatUnits(1_500_000n, 6)).toBe("1.5");
    expect(formatUnits(1n, 6)).toBe("0.000001");
    expect(formatUnits(0n, 6)).toBe("0");
    expect(formatUnits(123_000_000n, 0)).toBe("123000000");
  });

  it("POR-05 reads digit strings, 0x-hex, integer numbers and bigints", () => {
    expect(parseRawAmount(" 0042 ")).toBe(42n);
    expect(parseRawAmount("0x1f")).toBe(31n);
    expect(parseRawAmount(1_000_000)).toBe(1_000_000n);
    expect(parseRawAmount(5n)).toBe(5n);
  });

  it.each([
    ["a word", "abc"],
    ["a negative string", "-5"],
    ["a negative number", -5],
    ["a decimal", "1.5"],
    ["an exponent", "1e21"],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["a fractional number", 1.5],
    ["a negative bigint", -1n],
    ["null", null],
    ["an object", { value: 1 }],
    ["an empty string", ""],
  ])("POR-05 reads %s as 0 rather than throwing", (_label, raw) => {
    expect(parseRawAmount(raw)).toBe(0n);
  });

  it("POR-04 POR-05 the decimal text always reads back to the same integer", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (raw, decimals) => {
          const [whole = "", fraction = ""] = formatUnits(raw, decimals).split(".");
          expect(BigInt(whole + fraction.padEnd(decimals, "0"))).toBe(raw);
        },
      ),
    );
  });
});
