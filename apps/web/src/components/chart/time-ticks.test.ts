import { describe, expect, it } from "vitest";
import { roundTimeTicks, TIME_STEPS } from "./time-ticks.ts";

const DAY = 86_400_000;

describe("round time ticks (d3-time)", () => {
  it("lists its steps finest first, from a minute to a decade", () => {
    const lengths = TIME_STEPS.map((step) => step.ms);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(TIME_STEPS[0]?.kind).toBe("time");
    expect(TIME_STEPS.at(-1)?.kind).toBe("year");
  });

  it("keeps day ticks evenly spaced across a month's end, counted from the first midnight", () => {
    const start = new Date(2026, 0, 20, 9).getTime();
    const { ticks, kind } = roundTimeTicks(start, start + 20 * DAY, 7);
    expect(kind).toBe("day");
    const first = ticks[0] ?? 0;
    const days = ticks.map((tick) => Math.round((tick - first) / DAY));
    const steps = days.slice(1).map((day, i) => day - (days[i] ?? 0));
    expect(new Set(steps).size).toBe(1);
    expect(ticks.every((tick) => new Date(tick).getHours() === 0)).toBe(true);
  });

  it("puts hour ticks on the clock's round hours, however long the day (daylight saving)", () => {
    // Any local day: whether it has 23, 24 or 25 hours, every tick is a whole hour divisible by the step.
    for (const month of [2, 9]) {
      const start = new Date(2026, month, 25).getTime();
      const { ticks } = roundTimeTicks(start, start + 3 * DAY, 7, 3_600_000);
      const hours = ticks.map((tick) => new Date(tick));
      expect(hours.every((date) => date.getMinutes() === 0)).toBe(true);
      expect(ticks.length).toBeLessThanOrEqual(7);
    }
  });

  it("a single instant is its own tick; a span never lists more than asked", () => {
    expect(roundTimeTicks(5, 5, 7).ticks).toEqual([5]);
    expect(roundTimeTicks(Number.NaN, Number.NaN, 7).ticks).toEqual([]);
    const century = roundTimeTicks(0, 100 * 366 * DAY, 7);
    expect(century.ticks.length).toBeLessThanOrEqual(7);
    expect(century.kind).toBe("year");
  });
});
