import { describe, expect, it } from "vitest";
import { feedDivergence, formatDiffPercent } from "./divergence.ts";

describe("feed divergence", () => {
  it("puts the signed value and the sources beside the on-chain answer, largest gap first", () => {
    const result = feedDivergence(
      100,
      { label: "primary", value: 100.5 },
      { kraken: 99, binance: 101, okx: 100 },
    );
    expect(result.signed).toEqual({ label: "primary", value: 100.5, diffPercent: 0.5 });
    expect(result.sources.map((row) => [row.label, row.diffPercent])).toEqual([
      ["binance", 1],
      ["kraken", -1],
      ["okx", 0],
    ]);
    // (101 − 99) / 100 = 2 %.
    expect(result.spreadPercent).toBeCloseTo(2);
  });

  it("without an on-chain answer there are no differences, and one source has no spread", () => {
    const result = feedDivergence(null, { label: "primary", value: null }, { binance: 5 });
    expect(result.signed).toBeNull();
    expect(result.sources[0]?.diffPercent).toBeNull();
    expect(result.spreadPercent).toBeNull();
    expect(feedDivergence(0, { label: "p", value: 1 }, {}).signed?.diffPercent).toBeNull();
  });

  it("the spread uses the median of an even count, and skips values that are not numbers", () => {
    const result = feedDivergence(
      10,
      { label: "p", value: 10 },
      { a: 9, b: 10, c: 11, d: 12, e: Number.NaN },
    );
    expect(result.sources).toHaveLength(4);
    // (12 − 9) / 10.5.
    expect(result.spreadPercent).toBeCloseTo(28.571, 2);
  });

  it("formats a difference with its sign", () => {
    expect(formatDiffPercent(0.1234)).toBe("+0.12 %");
    expect(formatDiffPercent(-2.5)).toBe("−2.50 %");
    expect(formatDiffPercent(0.001)).toBe("0 %");
    expect(formatDiffPercent(null)).toBe("—");
  });
});
