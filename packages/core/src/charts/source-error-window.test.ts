import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sourcesReportSchema } from "../schemas/sources-report.ts";
import { fixturesMissingReason, readFixture } from "../test-support/fixtures.ts";
import { reportNewestDay, sourceErrorWindow, windowDays } from "./source-error-window.ts";
import { hasSourceErrors, sourceErrorDays } from "./source-errors.ts";

/** A report shaped like the live one (contract h): counts as text, per stat, per day. */
const reportWith = (...days: string[]) => ({
  binance: { "fetching-failed": Object.fromEntries(days.map((day) => [day, "3"])) },
  kraken: { "incorrect-price-value": {} },
});

const at = (day: string, time = "15:30:00") => Date.parse(`${day}T${time}Z`);

describe("sourceErrorWindow", () => {
  it("SOURCES-06 a report whose newest day is inside the last 5 days keeps the window ending today", () => {
    // The devnet writes the last completed days: its newest day is yesterday.
    const now = at("2026-11-22");
    expect(sourceErrorWindow(reportWith("2026-11-15", "2026-11-21"), now)).toEqual({
      first: "2026-11-18",
      last: "2026-11-22",
      endsAt: "today",
    });
    // The oldest day of today's window still counts as inside it.
    expect(sourceErrorWindow(reportWith("2026-11-18"), now)?.endsAt).toBe("today");
    // A report ahead of the clock keeps today's window too.
    expect(sourceErrorWindow(reportWith("2026-11-30"), now)?.last).toBe("2026-11-22");
  });

  it("SOURCES-06 (decision) a report older than the last 5 days gives the report's last 5 days", () => {
    // The live report: its newest day is 2022-03-02, read years later.
    const now = at("2026-11-22");
    expect(sourceErrorWindow(reportWith("2022-02-25", "2022-03-02"), now)).toEqual({
      first: "2022-02-26",
      last: "2022-03-02",
      endsAt: "report",
    });
    // One day before today's window is enough to move it.
    expect(sourceErrorWindow(reportWith("2026-11-17"), now)).toEqual({
      first: "2026-11-13",
      last: "2026-11-17",
      endsAt: "report",
    });
  });

  it("SOURCES-06 the newest day is taken across the whole report, not per source", () => {
    const report = {
      old: { "fetching-failed": { "2022-01-10": "1" } },
      newer: { "symbol-not-in-reponse": { "2022-03-02": "6" } },
    };
    expect(reportNewestDay(report)).toBe("2022-03-02");
    expect(sourceErrorWindow(report, at("2026-11-22"))?.last).toBe("2022-03-02");
  });

  it("SOURCES-06 an empty report keeps the window ending today", () => {
    const now = at("2026-11-22", "00:00:00");
    for (const report of [{}, null, undefined, { binance: {} }, { binance: { "fetching-failed": {} } }]) {
      expect(sourceErrorWindow(report, now)).toEqual({
        first: "2026-11-18",
        last: "2026-11-22",
        endsAt: "today",
      });
    }
  });

  it("SOURCES-06 keys that are not calendar days are left out of the newest day", () => {
    const report = reportWith(
      "2022-03-02",
      "2022-02-30",
      "9999-99-99",
      "yesterday",
      "2022-3-5",
      " 2022-03-04",
    );
    expect(reportNewestDay(report)).toBe("2022-03-02");
    // Only bad keys: no day is known, so the window ends today.
    expect(sourceErrorWindow(reportWith("2099-13-01", "later"), at("2026-11-22"))?.endsAt).toBe("today");
  });

  it("SOURCES-06 an unusable clock gives no window", () => {
    expect(sourceErrorWindow(reportWith("2022-03-02"), Number.NaN)).toBeNull();
    expect(sourceErrorWindow(reportWith("2022-03-02"), 9e15)).toBeNull();
  });

  it("SOURCES-06 the window is always 5 consecutive days, ending no later than today", () => {
    const day = fc.date({
      min: new Date(Date.UTC(2000, 0, 1)),
      max: new Date(Date.UTC(2100, 0, 1)),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.array(day, { maxLength: 4 }), (now, reportDays) => {
        const window = sourceErrorWindow(
          reportWith(...reportDays.map((d) => d.toISOString().slice(0, 10))),
          now.getTime(),
        );
        if (!window) throw new Error("no window");
        expect(windowDays(window)).toHaveLength(5);
        expect(window.last <= now.toISOString().slice(0, 10)).toBe(true);
      }),
    );
  });
});

describe.skipIf(fixturesMissingReason !== null)("the live sources report (2022-03-03)", () => {
  it("SOURCES-06 SOURCES-07 SOURCES-08 is charted over its own last days, where its sources had errors", () => {
    const report = sourcesReportSchema.parse(readFixture("reports/sources-report.json"));
    const window = sourceErrorWindow(report, Date.now());
    expect(window).toEqual({ first: "2022-02-26", last: "2022-03-02", endsAt: "report" });
    if (!window) throw new Error("no window");
    const withErrors = Object.keys(report).filter((id) =>
      hasSourceErrors(sourceErrorDays(report, id, window)),
    );
    // Counted back from today, none would have any.
    expect(withErrors.length).toBeGreaterThan(10);
  });
});
