import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeLastHourPoint } from "./last-hour.ts";

const NOW = 1_719_856_900_000;
const MINUTE = 60_000;

describe("mergeLastHourPoint", () => {
  it("TOKEN-08 merges a polled price into the Last hour series", () => {
    const series = [
      { timestamp: NOW - 2 * MINUTE, value: 1 },
      { timestamp: NOW - MINUTE, value: 2 },
    ];
    expect(mergeLastHourPoint(series, { timestamp: NOW, value: 3 }, NOW)).toEqual([
      ...series,
      { timestamp: NOW, value: 3 },
    ]);
  });

  it("TOKEN-08 drops points older than 3600000 ms before now", () => {
    const series = [
      { timestamp: NOW - 3_600_001, value: 1 },
      { timestamp: NOW - 3_600_000, value: 2 },
    ];
    expect(mergeLastHourPoint(series, { timestamp: NOW, value: 3 }, NOW)).toEqual([
      { timestamp: NOW - 3_600_000, value: 2 },
      { timestamp: NOW, value: 3 },
    ]);
  });

  it("TOKEN-08 does not duplicate a timestamp: the polled point replaces it", () => {
    const series = [{ timestamp: NOW - MINUTE, value: 1 }];
    expect(mergeLastHourPoint(series, { timestamp: NOW - MINUTE, value: 5 }, NOW)).toEqual([
      { timestamp: NOW - MINUTE, value: 5 },
    ]);
  });

  it("TOKEN-08 keeps time order and skips unusable or stale polled points", () => {
    const series = [{ timestamp: NOW - MINUTE, value: 1 }];
    expect(mergeLastHourPoint(series, { timestamp: NOW - 2 * MINUTE, value: 0 }, NOW)[0]?.value).toBe(0);
    expect(mergeLastHourPoint(series, { timestamp: NOW, value: Number.NaN }, NOW)).toEqual(series);
    expect(mergeLastHourPoint(series, { timestamp: NOW - 2 * 3_600_000, value: 1 }, NOW)).toEqual(series);
    expect(mergeLastHourPoint(series, null, NOW + 3_600_000)).toEqual([]);
  });

  it("TOKEN-08 never holds an old point nor two points with one timestamp", () => {
    const anyPoint = fc.record({
      timestamp: fc.integer({ min: NOW - 7_200_000, max: NOW }),
      value: fc.double(),
    });
    fc.assert(
      fc.property(fc.array(anyPoint), (polled) => {
        const series = polled.reduce<{ timestamp: number; value: number }[]>(
          (current, point) => mergeLastHourPoint(current, point, NOW),
          [],
        );
        const times = series.map((point) => point.timestamp);
        expect(new Set(times).size).toBe(times.length);
        expect(times.every((time) => time >= NOW - 3_600_000)).toBe(true);
        expect([...times].sort((a, b) => a - b)).toEqual(times);
      }),
    );
  });
});
