import { describe, expect, it } from "vitest";
import { durationTitle } from "./duration-title.ts";

describe("durationTitle", () => {
  it.each([
    [86_400_000, "24h"],
    [600_000, "10m"],
    [30_000, "30s"],
    [0, "0s"],
    [21_600_000, "6h"],
    [93_600_000, "1d 2h"],
    [172_800_000, "2d"],
    [270_000, "4m 30s"],
    [90_061_000, "1d 1h 1m 1s"],
    [3_660_000, "1h 1m"],
    [1_499, "1s"],
    [400, "0s"],
  ])("DATA-28 writes %d ms as %s", (ms, title) => {
    expect(durationTitle(ms)).toBe(title);
  });

  it("DATA-28 reads negative and non-finite values as 0s", () => {
    expect(durationTitle(-5_000)).toBe("0s");
    expect(durationTitle(Number.NaN)).toBe("0s");
    expect(durationTitle(Number.POSITIVE_INFINITY)).toBe("0s");
  });
});
