import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageNumbers } from "./page-numbers.ts";

const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1, Number.NaN, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 1e300, 0.5),
);

describe("pageNumbers", () => {
  it("CONST-32 shows 1 page each side of the current one, plus first, last and gaps", () => {
    expect(pageNumbers(5, 10)).toEqual([1, { gap: "start" }, 4, 5, 6, { gap: "end" }, 10]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, { gap: "end" }, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, { gap: "start" }, 9, 10]);
    expect(pageNumbers(3, 10)).toEqual([1, 2, 3, 4, { gap: "end" }, 10]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });

  it("CONST-32 gives increasing pages within 1..lastPage for any input", () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (current, last) => {
        const items = pageNumbers(current, last);
        const pages = items.filter((item): item is number => typeof item === "number");
        expect(items.length).toBeLessThanOrEqual(7);
        expect(pages[0]).toBe(1);
        for (const [index, page] of pages.entries()) {
          expect(Number.isInteger(page)).toBe(true);
          if (index > 0) expect(page).toBeGreaterThan(pages[index - 1] ?? 0);
        }
      }),
    );
  });
});
