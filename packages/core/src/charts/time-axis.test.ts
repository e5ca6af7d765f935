import { describe, expect, it } from "vitest";
import { PRICE_TIME_RANGES } from "../constants.ts";
import { timeAxisUnit } from "./time-axis.ts";

describe("timeAxisUnit", () => {
  it("TOKEN-05 uses minute for Last hour, hour for 1 day, day for 3 and 7 days", () => {
    expect(PRICE_TIME_RANGES.map(timeAxisUnit)).toEqual(["minute", "hour", "day", "day"]);
  });
});
