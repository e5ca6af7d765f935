import { describe, expect, it } from "vitest";
import { nextFit } from "./use-table-fit.ts";

const table = { layout: "table", neededWidth: 0 } as const;

describe("nextFit: a list never hides a column behind a sideways scroll (issue 26)", () => {
  it("stacks the rows when the table is wider than its box, remembering the width it needed", () => {
    // The push feeds table on a phone: 968 px of table in a 358 px box.
    expect(nextFit(table, 968, 358)).toEqual({ layout: "stacked", neededWidth: 968 });
  });

  it("keeps a table that fits, allowing a pixel of sub-pixel rounding", () => {
    expect(nextFit(table, 966, 968)).toBe(table);
    expect(nextFit(table, 969, 968)).toBe(table);
  });

  it("goes back to a table once the box is as wide as the table needed, and not before", () => {
    const stacked = { layout: "stacked", neededWidth: 968 } as const;
    // Stacked rows fit any box: their width says nothing, the remembered one decides.
    expect(nextFit(stacked, 712, 712)).toBe(stacked);
    expect(nextFit(stacked, 967, 967)).toBe(stacked);
    expect(nextFit(stacked, 1148, 1148)).toEqual({ layout: "table", neededWidth: 968 });
  });
});
