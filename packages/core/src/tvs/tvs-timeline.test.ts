import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { TvsSnapshot } from "./client-matching.ts";
import type { HistoricalTvs } from "./tvs-data.ts";
import { buildTvsTimeline, cutAtFirstDrop, rankClientsByAverage, TVS_OTHERS_SERIES } from "./tvs-timeline.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const NOW = Date.parse("2024-09-03T12:00:00Z");
/** Unix-second key of `days` days before NOW. */
const daysAgo = (days: number) => String((NOW - days * DAY) / 1000);

const snapshot = (x: number, values: Record<string, number>): TvsSnapshot => ({
  x,
  values: new Map(Object.entries(values)),
});

function timeline(
  historical: HistoricalTvs,
  tvsPerClient: Record<string, number>,
  timeframe = "ALL" as const,
) {
  return buildTvsTimeline({ historical, tvsPerClient, clientsDatabase: [], timeframe, now: NOW });
}

describe("cutAtFirstDrop", () => {
  it("TVS-07 keeps only the points before the first drop of more than 20% in the total", () => {
    const points = [
      snapshot(1, { a: 60, b: 40 }),
      snapshot(2, { a: 50, b: 40 }),
      snapshot(3, { a: 30, b: 40 }),
      snapshot(4, { a: 60, b: 40 }),
    ];
    expect(cutAtFirstDrop(points).map((p) => p.x)).toEqual([1, 2]);
  });

  it("TVS-07 a drop of exactly 20% does not cut", () => {
    const points = [snapshot(1, { a: 100 }), snapshot(2, { a: 80 }), snapshot(3, { a: 79 })];
    expect(cutAtFirstDrop(points)).toHaveLength(3);
  });
});

describe("rankClientsByAverage", () => {
  it("TVS-04 ranks by average with missing values as 0, ties by name", () => {
    const points = [snapshot(1, { a: 6, b: 4, c: 4 }), snapshot(2, { b: 4, c: 4 })];
    expect(rankClientsByAverage(points)).toEqual(["b", "c", "a"]);
  });
});

describe("buildTvsTimeline", () => {
  it("TVS-06 adds a final point 12 hours after now holding the current per-client TVS", () => {
    const result = timeline({ [daysAgo(1)]: { Venus: 10 } }, { Venus: 42 });
    const venus = result.series.find((s) => s.name === "Venus");
    expect(venus?.data.at(-1)).toEqual({ x: NOW + 12 * HOUR, y: 42 });
    expect(result.totals.at(-1)).toEqual({ x: NOW + 12 * HOUR, y: 42 });
  });

  it("TVS-38 points carry x in ms, sorted by time", () => {
    const result = timeline({ [daysAgo(1)]: { Venus: 2 }, [daysAgo(3)]: { Venus: 1 } }, { Venus: 3 });
    expect(result.series[0]?.data).toEqual([
      { x: NOW - 3 * DAY, y: 1 },
      { x: NOW - DAY, y: 2 },
      { x: NOW + 12 * HOUR, y: 3 },
    ]);
  });

  it("TVS-07 cuts history at the first large drop before adding the final point", () => {
    const result = timeline(
      { [daysAgo(3)]: { Venus: 100 }, [daysAgo(2)]: { Venus: 70 }, [daysAgo(1)]: { Venus: 100 } },
      { Venus: 10 },
    );
    // The final point is added after the cut, so its own drop (100 → 10) does not remove it.
    expect(result.series[0]?.data.map((p) => p.x)).toEqual([NOW - 3 * DAY, NOW + 12 * HOUR]);
  });

  it("TVS-04 keeps the top 15 clients by average and sums the rest into Others", () => {
    const current = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`c${i + 1}`, (i + 1) * 10]));
    const history = { [daysAgo(1)]: { ...current, c1: 1000 } };
    const result = timeline(history, current);
    expect(result.series).toHaveLength(16);
    expect(result.series[0]?.name).toBe("c1");
    expect(result.series.map((s) => s.name)).not.toContain("c2");
    const others = result.series.at(-1);
    expect(others?.name).toBe(TVS_OTHERS_SERIES);
    expect(others?.data.map((p) => p.y)).toEqual([20 + 30, 20 + 30]);
  });

  it("TVS-04 has no Others series when 15 clients or fewer exist", () => {
    const current = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`c${i}`, i + 1]));
    expect(timeline({}, current).series.map((s) => s.name)).not.toContain(TVS_OTHERS_SERIES);
  });

  it("TVS-16 the timeframe filters the timeline to its span", () => {
    const history = {
      [daysAgo(40)]: { Venus: 1 },
      [daysAgo(20)]: { Venus: 1 },
      [daysAgo(0.5)]: { Venus: 1 },
    };
    const xs = (timeframe: "1M" | "24H" | "ALL") =>
      buildTvsTimeline({
        historical: history,
        tvsPerClient: { Venus: 1 },
        clientsDatabase: [],
        timeframe,
        now: NOW,
      }).totals.length;
    expect(xs("ALL")).toBe(4);
    expect(xs("1M")).toBe(3);
    expect(xs("24H")).toBe(2);
  });

  it("TVS-33 TVS-37 matches history to current clients and drops what does not match", () => {
    const log = vi.fn();
    const result = buildTvsTimeline({
      historical: { [daysAgo(1)]: { "venus-core": 5, ghost: 5e8 } },
      tvsPerClient: { Venus: 6 },
      clientsDatabase: [{ name: "Venus", "dl-id": "venus-core" }],
      timeframe: "ALL",
      now: NOW,
      log,
    });
    expect(result.series.map((s) => s.name)).toEqual(["Venus"]);
    expect(result.totals.map((p) => p.y)).toEqual([5, 6]);
    expect(log).toHaveBeenCalledOnce();
  });

  it("TVS-06 a timeline without usable now is empty rather than NaN", () => {
    const result = buildTvsTimeline({
      historical: {},
      tvsPerClient: { Venus: 1 },
      clientsDatabase: [],
      timeframe: "ALL",
      now: Number.NaN,
    });
    expect(result).toEqual({ series: [], totals: [] });
  });

  it("TVS-04 TVS-06 TVS-07 the timeline never contains NaN for any input map", () => {
    const value = fc.oneof(fc.double(), fc.integer(), fc.constant(Number.NaN), fc.constant(-1));
    const clients = fc.dictionary(fc.string({ maxLength: 6 }), value, { maxKeys: 20 });
    const dateKey = fc.oneof(
      fc.integer({ min: 0, max: 2_000_000_000 }).map(String),
      fc.string({ maxLength: 4 }),
    );
    const historical = fc.dictionary(dateKey, clients, { maxKeys: 12 });
    const timeframe = fc.constantFrom("24H", "1W", "1M", "3M", "1Y", "ALL" as const);
    fc.assert(
      fc.property(historical, clients, timeframe, (history, current, frame) => {
        const result = buildTvsTimeline({
          historical: history,
          tvsPerClient: current,
          clientsDatabase: [],
          timeframe: frame,
          now: NOW,
        });
        const points = [...result.totals, ...result.series.flatMap((s) => s.data)];
        for (const point of points) {
          expect(Number.isNaN(point.x)).toBe(false);
          expect(Number.isNaN(point.y)).toBe(false);
        }
        const xs = result.totals.map((p) => p.x);
        expect(xs).toEqual([...xs].sort((a, b) => a - b));
        expect(result.series.length).toBeLessThanOrEqual(16);
      }),
      { numRuns: 300 },
    );
  });
});
