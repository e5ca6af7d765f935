import { describe, expect, it } from "vitest";
import { dueRunAt, runsAround, scheduleGapShare, scheduleMarginMs } from "./schedule-runs.ts";

const MIN = 60_000;
const HOUR = 3_600_000;

describe("schedule runs", () => {
  it("a run's margin is 10 % of the gap before it, from 1 min to 1 h", () => {
    expect(scheduleMarginMs(10_000)).toBe(MIN);
    expect(scheduleMarginMs(5 * HOUR)).toBe(30 * MIN);
    expect(scheduleMarginMs(24 * HOUR)).toBe(HOUR);
  });

  it("the due run is the latest whose margin has passed", () => {
    // Runs at 0 h, 10 h and 10 h + 30 s: margins 1 h and 1 min.
    const runs = { recentRuns: [0, 10 * HOUR], nextRuns: [10 * HOUR + 30_000, 34 * HOUR] };
    expect(dueRunAt(runs, 10 * HOUR + 20_000)).toBe(0);
    expect(dueRunAt(runs, 10 * HOUR + 30_000 + 59_000)).toBe(0);
    // The 10 h + 30 s run's minute passes long before the 10 h run's hour, and it is the later run.
    expect(dueRunAt(runs, 10 * HOUR + 30_000 + MIN)).toBe(10 * HOUR + 30_000);
    expect(dueRunAt(runs, 34 * HOUR + HOUR)).toBe(34 * HOUR);
  });

  it("the first listed run counts as due: the api listed it because it was", () => {
    expect(dueRunAt({ recentRuns: [5 * HOUR], nextRuns: [] }, 5 * HOUR)).toBe(5 * HOUR);
    expect(dueRunAt({ recentRuns: [], nextRuns: [5 * HOUR] }, 4 * HOUR)).toBeNull();
  });

  it("the gap share runs from 0 at a run to 1 at the next, and is unknown past the list", () => {
    const runs = { recentRuns: [0], nextRuns: [10 * HOUR, 20 * HOUR] };
    expect(scheduleGapShare(runs, 0)).toBe(0);
    expect(scheduleGapShare(runs, 15 * HOUR)).toBe(0.5);
    expect(scheduleGapShare(runs, 25 * HOUR)).toBeNull();
    expect(runsAround(runs, 10 * HOUR)).toEqual({ previous: 10 * HOUR, next: 20 * HOUR });
  });
});
