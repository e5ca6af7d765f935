import { describe, expect, it } from "vitest";
import { mergeRows, windowSeries } from "./series-windows.ts";
import type { HourlyRow, MinuteRow } from "./statements.ts";

const H = 3_600_000;
const M = 60_000;
const minute = (ts: number, value: number, a = value): MinuteRow => ({
  ts,
  value,
  sources: JSON.stringify({ a }),
});
const hour = (ts: number, value: number): HourlyRow => ({ ts, value });

describe("mergeRows", () => {
  it("keeps minute rows and only the hourly rows no minute row shares a timestamp with", () => {
    const merged = mergeRows(
      [minute(2 * H, 20), minute(2 * H + M, 21)],
      [hour(H, 10), hour(2 * H, 99), hour(3 * H, 30)],
    );
    expect(merged.map((r) => [r.ts, r.value, r.sources === null])).toEqual([
      [H, 10, true],
      [2 * H, 20, false],
      [2 * H + M, 21, false],
      [3 * H, 30, true],
    ]);
  });
});

describe("windowSeries", () => {
  it("means minute rows of covered windows (with per-source means) and hourly rows elsewhere", () => {
    const minutes = [minute(2 * H, 20, 19), minute(2 * H + M, 22, 23), minute(3 * H + 5 * M, 40)];
    const hours = [hour(0, 1), hour(H, 3), hour(2 * H, 20), hour(3 * H, 30)];
    expect(windowSeries("X", minutes, hours, H)).toEqual([
      { symbol: "X", timestamp: 0, value: 1, sources: null },
      { symbol: "X", timestamp: H, value: 3, sources: null },
      { symbol: "X", timestamp: 2 * H, value: 21, sources: { a: 21 } },
      // Hour 3 has minute rows but not at its top-of-hour row: not covered, so the hourly row wins.
      { symbol: "X", timestamp: 3 * H, value: 30, sources: null },
    ]);
    // Two-hour windows align to multiples of 2 h since the epoch; [2h, 4h) is not fully covered.
    expect(windowSeries("X", minutes, hours, 2 * H).map((r) => [r.timestamp, r.value])).toEqual([
      [0, 2],
      [2 * H, 25],
    ]);
  });

  it("uses minute rows for a window without hourly rows, and skips empty windows", () => {
    const series = windowSeries("X", [minute(10 * M, 1), minute(11 * M, 3), minute(50 * M, 7)], [], 10 * M);
    expect(series.map((r) => [r.timestamp, r.value])).toEqual([
      [10 * M, 2],
      [50 * M, 7],
    ]);
  });
});
