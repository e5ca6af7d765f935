import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ratingStars } from "./rating.ts";

describe("ratingStars", () => {
  it("FORMAT-10 shows 1 to 5 stars, clamped", () => {
    expect(ratingStars(3)).toBe(3);
    expect(ratingStars(0)).toBe(1);
    expect(ratingStars(-7)).toBe(1);
    expect(ratingStars(9)).toBe(5);
    expect(ratingStars(3.6)).toBe(4);
    expect(ratingStars(Number.NaN)).toBe(1);
    expect(ratingStars(undefined)).toBe(1);
  });

  it("FORMAT-10 always gives an integer from 1 to 5", () => {
    fc.assert(
      fc.property(fc.double(), (rating) => {
        const stars = ratingStars(rating);
        expect(Number.isInteger(stars)).toBe(true);
        expect(stars).toBeGreaterThanOrEqual(1);
        expect(stars).toBeLessThanOrEqual(5);
      }),
    );
  });
});
