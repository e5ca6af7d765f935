import { describe, expect, it } from "vitest";
import { hasSourceErrors, sourceErrorDays } from "./source-errors.ts";

const REPORT = {
  "api-dojo-rapid": {
    "fetching-failed": { "2022-03-02": "2", "2022-03-01": "2", "2022-02-28": "4", "2022-02-20": "9" },
    "symbol-not-in-reponse": { "2022-03-02": "6" },
    "incorrect-price-value": { "2022-03-03": "1", "2022-02-27": "oops" },
  },
  quiet: {},
};
const NOW = Date.UTC(2022, 2, 3, 15, 30);

describe("sourceErrorDays", () => {
  it("SOURCES-07 gives per-day fetching-failed and incorrect-price-value counts over the last 5 days", () => {
    expect(sourceErrorDays(REPORT, "api-dojo-rapid", NOW)).toEqual([
      { date: "2022-02-27", "fetching-failed": 0, "incorrect-price-value": 0 },
      { date: "2022-02-28", "fetching-failed": 4, "incorrect-price-value": 0 },
      { date: "2022-03-01", "fetching-failed": 2, "incorrect-price-value": 0 },
      { date: "2022-03-02", "fetching-failed": 2, "incorrect-price-value": 0 },
      { date: "2022-03-03", "fetching-failed": 0, "incorrect-price-value": 1 },
    ]);
  });

  it("SOURCES-07 counts missing sources, stats and days as 0", () => {
    const days = sourceErrorDays(REPORT, "unknown", NOW);
    expect(days).toHaveLength(5);
    expect(hasSourceErrors(days)).toBe(false);
    expect(hasSourceErrors(sourceErrorDays(REPORT, "quiet", NOW))).toBe(false);
    expect(hasSourceErrors(sourceErrorDays(null, "quiet", NOW))).toBe(false);
    expect(sourceErrorDays(REPORT, "constructor", NOW).every((day) => day["fetching-failed"] === 0)).toBe(
      true,
    );
  });

  it("SOURCES-07 gives nothing for an unusable now", () => {
    expect(sourceErrorDays(REPORT, "api-dojo-rapid", Number.NaN)).toEqual([]);
  });

  it("SOURCES-08 tells whether a source had errors in the window", () => {
    expect(hasSourceErrors(sourceErrorDays(REPORT, "api-dojo-rapid", NOW))).toBe(true);
    expect(hasSourceErrors(sourceErrorDays(REPORT, "api-dojo-rapid", Date.UTC(2022, 3, 1)))).toBe(false);
  });
});
