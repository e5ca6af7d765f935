import { describe, expect, it } from "vitest";
import { type FitState, nextFit, TABLE_FIT } from "./use-table-fit.ts";

/** A table as wide as `widths[hidden]` with that many optional ranks left out. */
const widths =
  (...values: number[]) =>
  (hidden: number) =>
    values[hidden] ?? Number.NaN;

describe("nextFit: a list never hides a column behind a sideways scroll (issue 26)", () => {
  it("stacks the rows when the table is wider than its box, remembering the width it needed", () => {
    // The push feeds table on a phone: 968 px of table in a 358 px box.
    expect(nextFit(TABLE_FIT, widths(968), 358)).toEqual({ layout: "stacked", hidden: 0, needed: [968] });
  });

  it("keeps a table that fits, allowing a pixel of sub-pixel rounding", () => {
    expect(nextFit(TABLE_FIT, widths(966), 968)).toBe(TABLE_FIT);
    expect(nextFit(TABLE_FIT, widths(969), 968)).toBe(TABLE_FIT);
  });

  it("goes back to a table once the box is as wide as the table needed, and not before", () => {
    const stacked: FitState = { layout: "stacked", hidden: 0, needed: [968] };
    // Stacked rows fit any box: their width says nothing, the remembered one decides.
    expect(nextFit(stacked, widths(712), 712)).toBe(stacked);
    expect(nextFit(stacked, widths(967), 967)).toBe(stacked);
    expect(nextFit(stacked, widths(1148), 1148)).toEqual({ layout: "table", hidden: 0, needed: [968] });
  });
});

describe("nextFit with optional columns: left out a rank at a time before the rows stack", () => {
  // The push feeds table with its three record columns: 1,250 px, then 1,150, 1,060 and 966.
  const feeds = widths(1250, 1150, 1060, 966);

  it("leaves out as few ranks as make the table fit, measured at once", () => {
    expect(nextFit(TABLE_FIT, feeds, 1125, 3)).toEqual({ layout: "table", hidden: 2, needed: [1250, 1150] });
    expect(nextFit(TABLE_FIT, feeds, 968, 3)).toEqual({
      layout: "table",
      hidden: 3,
      needed: [1250, 1150, 1060],
    });
    expect(nextFit(TABLE_FIT, feeds, 1300, 3)).toBe(TABLE_FIT);
  });

  it("stacks only when the table does not fit without every optional rank", () => {
    expect(nextFit(TABLE_FIT, feeds, 358, 3)).toEqual({
      layout: "stacked",
      hidden: 0,
      needed: [1250, 1150, 1060, 966],
    });
  });

  it("takes a rank back once the box is as wide as the table needed with it", () => {
    const compact: FitState = { layout: "table", hidden: 2, needed: [1250, 1150] };
    // A fitting table at rank 2 measures as wide as its box: the remembered width decides.
    expect(nextFit(compact, widths(0, 0, 1149), 1149, 3)).toBe(compact);
    expect(nextFit(compact, widths(0, 0, 1150), 1150, 3)).toEqual({
      layout: "table",
      hidden: 1,
      needed: [1250, 1150],
    });
  });

  it("from stacked rows, comes back as a table with every optional rank out", () => {
    const stacked: FitState = { layout: "stacked", hidden: 0, needed: [1250, 1150, 1060, 966] };
    expect(nextFit(stacked, feeds, 900, 3)).toBe(stacked);
    expect(nextFit(stacked, feeds, 1000, 3)).toEqual({ layout: "table", hidden: 3, needed: stacked.needed });
  });
});
