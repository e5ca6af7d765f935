import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampPage, lastPage, pageOptions, pageRows, pageWindow, paginationText } from "./paging.ts";

/** Any number a URL or an empty table could produce. */
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1, Number.NaN, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 1e300, 0.5),
);

describe("paging", () => {
  it("FILTER-04 clamps the page to the last page", () => {
    expect(lastPage(100, 32)).toBe(4);
    expect(clampPage(9, 100, 32)).toBe(4);
    expect(clampPage(0, 100, 32)).toBe(1);
    expect(clampPage(2.9, 100, 32)).toBe(2);
  });

  it("FILTER-04 clamps to page 1 when there are no rows", () => {
    expect(lastPage(0, 32)).toBe(1);
    expect(clampPage(5, 0, 32)).toBe(1);
  });

  it("FILTER-04 never yields a page outside 1..lastPage, nor NaN, for any input", () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (page, total, perPage) => {
        const last = lastPage(total, perPage);
        const clamped = clampPage(page, total, perPage);
        expect(Number.isInteger(last) && last >= 1).toBe(true);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(last);
        const view = pageWindow(page, total, perPage);
        expect(view.page).toBe(clamped);
        expect(view.from).toBeLessThanOrEqual(view.to);
        expect(paginationText(view)).not.toContain("NaN");
      }),
    );
  });

  it("TOKENS-17 reads 'Showing X to Y of N entries'", () => {
    expect(paginationText(pageWindow(1, 100, 32))).toBe("Showing 1 to 32 of 100 entries");
    expect(paginationText(pageWindow(4, 100, 32))).toBe("Showing 97 to 100 of 100 entries");
    expect(paginationText(pageWindow(99, 100, 32))).toBe("Showing 97 to 100 of 100 entries");
  });

  it("TOKENS-18 reads 'No entries found' with no rows", () => {
    expect(paginationText(pageWindow(1, 0, 32))).toBe("No entries found");
    expect(pageWindow(3, 0, 32)).toMatchObject({ page: 1, lastPage: 1, from: 0, to: 0 });
  });

  it("FILTER-04 slices the rows of the clamped page", () => {
    const rows = Array.from({ length: 10 }, (_, index) => index);
    expect(pageRows(rows, 2, 4)).toEqual([4, 5, 6, 7]);
    expect(pageRows(rows, 99, 4)).toEqual([8, 9]);
    expect(pageRows([], 3, 4)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 50 }), anyNumber, anyNumber, (list, page, perPage) => {
        const slice = pageRows(list, page, perPage);
        if (list.length > 0) expect(slice.length).toBeGreaterThan(0);
        expect(slice.length).toBeLessThanOrEqual(list.length);
      }),
    );
  });

  it("TOKENS-10 lists pages 1 to the last page for the current-page select", () => {
    expect(pageOptions(100, 32)).toEqual([1, 2, 3, 4]);
    expect(pageOptions(0, 32)).toEqual([1]);
  });
});
