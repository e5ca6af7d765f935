import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sampleEvenly } from "./sampling.ts";

const range = (length: number) => Array.from({ length }, (_, index) => index);

describe("sampleEvenly", () => {
  it("FEED-11 CONST-39 shows at most 500 points, keeping the first and the last", () => {
    const sampled = sampleEvenly(range(4321));
    expect(sampled).toHaveLength(500);
    expect(sampled[0]).toBe(0);
    expect(sampled.at(-1)).toBe(4320);
  });

  it("FEED-11 samples evenly across the range", () => {
    expect(sampleEvenly(range(11), 6)).toEqual([0, 2, 4, 6, 8, 10]);
    const sampled = sampleEvenly(range(10_000));
    const gaps = sampled.slice(1).map((value, index) => value - (sampled[index] ?? 0));
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
  });

  it("FEED-11 returns a series that fits as a copy", () => {
    const points = range(500);
    const sampled = sampleEvenly(points);
    expect(sampled).toEqual(points);
    expect(sampled).not.toBe(points);
  });

  it("FEED-11 keeps distinct points in order for any length and limit", () => {
    fc.assert(
      fc.property(
        fc.nat(3000),
        fc.oneof(fc.integer({ min: -5, max: 600 }), fc.constant(Number.NaN)),
        (length, max) => {
          const sampled = sampleEvenly(range(length), max);
          const limit = Number.isNaN(max) ? 500 : Math.max(0, max);
          expect(sampled.length).toBe(Math.min(length, limit));
          for (let index = 1; index < sampled.length; index++) {
            expect(sampled[index]).toBeGreaterThan(sampled[index - 1] ?? -1);
          }
          if (sampled.length >= 2) expect(sampled.at(-1)).toBe(length - 1);
        },
      ),
    );
  });
});
