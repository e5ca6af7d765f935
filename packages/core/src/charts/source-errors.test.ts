import { describe, expect, it } from "vitest";
import { sourceErrorWindow } from "./source-error-window.ts";
import { hasSourceErrors, sourceErrorDays } from "./source-errors.ts";

const REPORT = {
  "api-dojo-rapid": {
    "fetching-failed": { "2022-03-02": "2", "2022-03-01": "2", "2022-02-28": "4", "2022-02-20": "9" },
    "symbol-not-in-reponse": { "2022-03-02": "6" },
    "incorrect-price-value": { "2022-03-03": "1", "2022-02-27": "oops" },
  },
  quiet: {},
};
const WINDOW = { first: "2022-02-27", last: "2022-03-03" };

describe("sourceErrorDays", () => {
  it("SOURCES-07 gives per-day fetching-failed and incorrect-price-value counts over the window", () => {
    expect(sourceErrorDays(REPORT, "api-dojo-rapid", WINDOW)).toEqual([
      { date: "2022-02-27", "fetching-failed": 0, "incorrect-price-value": 0 },
      { date: "2022-02-28", "fetching-failed": 4, "incorrect-price-value": 0 },
      { date: "2022-03-01", "fetching-failed": 2, "incorrect-price-value": 0 },
      { date: "2022-03-02", "fetching-failed": 2, "incorrect-price-value": 0 },
      { date: "2022-03-03", "fetching-failed": 0, "incorrect-price-value": 1 },
    ]);
  });

  it("SOURCES-07 counts missing sources, stats and days as 0", () => {
    const days = sourceErrorDays(REPORT, "unknown", WINDOW);
    expect(days).toHaveLength(5);
    expect(hasSourceErrors(days)).toBe(false);
    expect(hasSourceErrors(sourceErrorDays(REPORT, "quiet", WINDOW))).toBe(false);
    expect(hasSourceErrors(sourceErrorDays(null, "quiet", WINDOW))).toBe(false);
    expect(sourceErrorDays(REPORT, "constructor", WINDOW).every((day) => day["fetching-failed"] === 0)).toBe(
      true,
    );
  });

  it("SOURCES-07 gives nothing for a window whose ends are not days", () => {
    expect(sourceErrorDays(REPORT, "api-dojo-rapid", { first: "2022-02-30", last: "2022-03-03" })).toEqual(
      [],
    );
  });

  it("SOURCES-06 SOURCES-07 a report older than the last 5 days is charted over its own last 5 days", () => {
    // Today is a year after the report's newest day (2022-03-03): its last five days are charted.
    const window = sourceErrorWindow(REPORT, Date.UTC(2023, 2, 3, 15, 30));
    expect(window).toEqual({ ...WINDOW, endsAt: "report" });
    if (!window) throw new Error("no window");
    expect(hasSourceErrors(sourceErrorDays(REPORT, "api-dojo-rapid", window))).toBe(true);
  });

  it("SOURCES-08 tells whether a source had errors in the window", () => {
    expect(hasSourceErrors(sourceErrorDays(REPORT, "api-dojo-rapid", WINDOW))).toBe(true);
    expect(
      hasSourceErrors(sourceErrorDays(REPORT, "api-dojo-rapid", { first: "2022-03-04", last: "2022-03-08" })),
    ).toBe(false);
  });
});
