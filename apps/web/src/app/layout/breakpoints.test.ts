import { describe, expect, it } from "vitest";
import { activeBreakpoints, breakpointOf } from "./breakpoints.ts";

describe("breakpoints", () => {
  it("SHELL-21 xs is widths up to 543px", () => {
    expect(breakpointOf(0)).toBe("xs");
    expect(breakpointOf(320)).toBe("xs");
    expect(breakpointOf(543)).toBe("xs");
  });
  it("SHELL-22 sm is 544-767px", () => {
    expect(breakpointOf(544)).toBe("sm");
    expect(breakpointOf(767)).toBe("sm");
  });
  it("SHELL-23 md is 768-991px", () => {
    expect(breakpointOf(768)).toBe("md");
    expect(breakpointOf(991)).toBe("md");
  });
  it("SHELL-24 lg is 992-1199px", () => {
    expect(breakpointOf(992)).toBe("lg");
    expect(breakpointOf(1199)).toBe("lg");
  });
  it("SHELL-25 xl is 1200px and up", () => {
    expect(breakpointOf(1200)).toBe("xl");
    expect(breakpointOf(1599)).toBe("xl");
    expect(activeBreakpoints(2000)).toContain("xl");
  });
  it("SHELL-26 xxl is 1600-3840px and, as min-width thresholds, xl and xxl both apply from 1600px", () => {
    expect(breakpointOf(1600)).toBe("xxl");
    expect(breakpointOf(3840)).toBe("xxl");
    expect(activeBreakpoints(1600)).toEqual(["xs", "sm", "md", "lg", "xl", "xxl"]);
    expect(activeBreakpoints(1599)).not.toContain("xxl");
  });
  it("never throws on nonsense widths", () => {
    expect(breakpointOf(Number.NaN)).toBe("xs");
    expect(breakpointOf(-5)).toBe("xs");
    expect(breakpointOf(Number.POSITIVE_INFINITY)).toBe("xs");
  });
});
