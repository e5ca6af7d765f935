import { describe, expect, it } from "vitest";
import {
  durationText,
  formatBp,
  formatBpShort,
  formatQuantile,
  formatQuantileShort,
  formatUptime,
  roundsText,
  utcRange,
} from "./node-format.ts";

describe("a node's record in words", () => {
  it("uptime has one decimal, rounded down: only every round signed reads 100.0%", () => {
    expect(formatUptime(1)).toBe("100.0%");
    expect(formatUptime(0.99954)).toBe("99.9%");
    expect(formatUptime(0.999)).toBe("99.9%");
    expect(formatUptime(0.5)).toBe("50.0%");
    expect(formatUptime(0)).toBe("0.0%");
    expect(formatUptime(null)).toBe("—");
  });

  it("deviation is basis points with their percentage; a quantile is a bound", () => {
    expect(formatBp(5)).toBe("5 bp (0.05%)");
    expect(formatBp(0.1)).toBe("0.1 bp (0.001%)");
    expect(formatBp(23.4)).toBe("23.4 bp (0.234%)");
    expect(formatBp(150)).toBe("150 bp (1.5%)");
    expect(formatBp(5000)).toBe("5,000 bp (50%)");
    expect(formatQuantile(5)).toBe("≤ 5 bp (0.05%)");
    expect(formatQuantile(null)).toBe("—");
    // No value off the median at all: exactly 0, not a bound.
    expect(formatQuantile(0)).toBe("0 bp (0%)");
    expect(formatQuantileShort(0)).toBe("0 bp");
    expect(formatQuantileShort(5)).toBe("≤ 5 bp");
    expect(formatBpShort(0.25)).toBe("0.25 bp");
  });

  it("times are UTC, the day said only where a span crosses midnight", () => {
    expect(utcRange(Date.UTC(2026, 10, 22, 12, 3, 10), Date.UTC(2026, 10, 22, 12, 4, 0))).toBe(
      "12:03:10 – 12:04:00 UTC",
    );
    expect(utcRange(Date.UTC(2026, 10, 22, 9, 0, 5), Date.UTC(2026, 10, 22, 9, 0, 5))).toBe("09:00:05 UTC");
    expect(utcRange(Date.UTC(2026, 10, 21, 23, 59, 50), Date.UTC(2026, 10, 22, 0, 0, 20))).toBe(
      "Nov 21 23:59:50 – Nov 22 00:00:20 UTC",
    );
  });

  it("durations and round counts", () => {
    expect(durationText(45_000)).toBe("45 s");
    expect(durationText(25 * 60_000)).toBe("25 min");
    expect(durationText(3 * 3_600_000)).toBe("3 h");
    expect(durationText(190 * 60_000)).toBe("3 h 10 min");
    expect(durationText(52 * 3_600_000)).toBe("2 d 4 h");
    expect(roundsText(1)).toBe("1 round");
    expect(roundsText(8640)).toBe("8,640 rounds");
  });
});
