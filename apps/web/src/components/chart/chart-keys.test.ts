import { describe, expect, it } from "vitest";
import { pointForKey } from "./chart-keys.ts";

describe("pointForKey", () => {
  it("steps through the points with the arrows, jumps with Home and End, and stops at the ends", () => {
    expect(pointForKey("ArrowRight", -1, 9)).toBe(0);
    expect(pointForKey("ArrowLeft", -1, 9)).toBe(9);
    expect(pointForKey("ArrowRight", 4, 9)).toBe(5);
    expect(pointForKey("ArrowRight", 9, 9)).toBe(9);
    expect(pointForKey("ArrowLeft", 0, 9)).toBe(0);
    expect(pointForKey("Home", 4, 9)).toBe(0);
    expect(pointForKey("End", 4, 9)).toBe(9);
  });

  it("steps rows listed from the top with the up and down arrows too; elsewhere those scroll the page", () => {
    expect(pointForKey("ArrowDown", -1, 4, true)).toBe(0);
    expect(pointForKey("ArrowDown", 2, 4, true)).toBe(3);
    expect(pointForKey("ArrowUp", 2, 4, true)).toBe(1);
    expect(pointForKey("ArrowRight", 2, 4, true)).toBe(3);
    expect(pointForKey("ArrowDown", 2, 4)).toBeNull();
    expect(pointForKey("ArrowUp", 2, 4)).toBeNull();
  });

  it("Escape hides an open tooltip and is left to the page when none is open; other keys are not the chart's", () => {
    expect(pointForKey("Escape", 3, 9)).toBe("hide");
    expect(pointForKey("Escape", -1, 9)).toBeNull();
    expect(pointForKey("Tab", 3, 9)).toBeNull();
    expect(pointForKey("a", 3, 9)).toBeNull();
  });
});
