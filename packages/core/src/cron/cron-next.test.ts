import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cronMatches, nextCronRun, nextScheduleRun } from "./cron-next.ts";
import { parseCron } from "./cron-parse.ts";

const at = (iso: string) => Date.parse(iso);

function schedule(expression: string) {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.schedule;
}

/** A structured generator of valid expressions, 5 or 6 fields. */
function field(min: number, max: number): fc.Arbitrary<string> {
  const value = fc.integer({ min, max });
  const item = fc.oneof(
    value.map(String),
    value.map((v) => String(v).padStart(2, "0")),
    fc.tuple(value, value).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
    fc.integer({ min: 1, max: max + 1 }).map((step) => `*/${step}`),
    fc
      .tuple(value, value, fc.integer({ min: 1, max: 10 }))
      .map(([a, b, step]) => `${Math.min(a, b)}-${Math.max(a, b)}/${step}`),
  );
  return fc.oneof(
    fc.constant("*"),
    fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => items.join(",")),
  );
}

const expression = fc
  .tuple(
    fc.option(field(0, 59), { nil: undefined }),
    field(0, 59),
    field(0, 23),
    field(1, 31),
    field(1, 12),
    field(0, 7),
  )
  .map(([seconds, ...rest]) => (seconds === undefined ? rest : [seconds, ...rest]).join(" "))
  .filter((text) => parseCron(text).ok);

const anyNow = fc.integer({ min: at("1970-01-01T00:00:00Z"), max: at("2200-01-01T00:00:00Z") });

describe("nextCronRun", () => {
  it("DATA-27 finds today's run of '0 10 * * *' when it is still ahead, in UTC", () => {
    expect(nextCronRun(["0 10 * * *"], at("2024-09-03T08:15:00Z"))).toBe(at("2024-09-03T10:00:00Z"));
  });

  it("DATA-27 moves to tomorrow once today's run has passed, and is strictly after now", () => {
    expect(nextCronRun(["0 10 * * *"], at("2024-09-03T10:00:00Z"))).toBe(at("2024-09-04T10:00:00Z"));
    expect(nextCronRun(["0 10 * * *"], at("2024-09-03T10:00:00.500Z"))).toBe(at("2024-09-04T10:00:00Z"));
  });

  it("DATA-27 takes the earliest run across all expressions, seconds field included", () => {
    const premia = ["55 7 * * *", "30 59 7 * * *", "40 59 7 * * *", "50 59 7 * * *"];
    expect(nextCronRun(premia, at("2024-09-03T07:00:00Z"))).toBe(at("2024-09-03T07:55:00Z"));
    expect(nextCronRun(premia, at("2024-09-03T07:59:35Z"))).toBe(at("2024-09-03T07:59:40Z"));
    expect(nextCronRun(premia, at("2024-09-03T07:59:50Z"))).toBe(at("2024-09-04T07:55:00Z"));
  });

  it("DATA-27 rolls over month and year ends", () => {
    expect(nextCronRun(["00 12 * * *"], at("2024-12-31T13:00:00Z"))).toBe(at("2025-01-01T12:00:00Z"));
    expect(nextCronRun(["0 0 31 * *"], at("2024-04-01T00:00:00Z"))).toBe(at("2024-05-31T00:00:00Z"));
  });

  it("DATA-27 ORs the day fields when both are restricted and ANDs them otherwise", () => {
    // 2024-09-03 is a Tuesday. "1st of the month or a Friday" → Friday 6 September.
    expect(nextCronRun(["0 0 1 * 5"], at("2024-09-03T00:00:00Z"))).toBe(at("2024-09-06T00:00:00Z"));
    // "*/2" starts with a star, so days must be odd AND Friday → Friday 13 September.
    expect(nextCronRun(["0 0 */2 * 5"], at("2024-09-03T00:00:00Z"))).toBe(at("2024-09-13T00:00:00Z"));
  });

  it("DATA-27 treats day-of-week 7 as Sunday", () => {
    expect(nextCronRun(["0 0 * * 7"], at("2024-09-03T00:00:00Z"))).toBe(at("2024-09-08T00:00:00Z"));
  });

  it("DATA-27 skips by field: a leap day years away is found quickly", () => {
    const started = performance.now();
    expect(nextCronRun(["0 0 29 2 *"], at("2097-03-01T00:00:00Z"))).toBe(at("2104-02-29T00:00:00Z"));
    // 29 February on a Sunday (AND, since "*/7" starts with a star): 2032 is the next one.
    expect(nextCronRun(["0 0 29 2 */7"], at("2024-03-01T00:00:00Z"))).toBe(at("2032-02-29T00:00:00Z"));
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("DATA-29 answers null for an invalid list or an unusable now", () => {
    expect(nextCronRun(["bad"], 0)).toBeNull();
    expect(nextCronRun(["0 10 * * *", "bad"], 0)).toBeNull();
    expect(nextCronRun(["0 10 * * *"], Number.NaN)).toBeNull();
    expect(nextCronRun(["0 10 * * *"], 8.64e15)).toBeNull();
  });

  it("DATA-27 next run is always strictly after now and matches the expression", () => {
    fc.assert(
      fc.property(fc.array(expression, { minLength: 1, maxLength: 3 }), anyNow, (expressions, now) => {
        const next = nextCronRun(expressions, now);
        expect(next).not.toBeNull();
        if (next === null) return;
        expect(next).toBeGreaterThan(now);
        const schedules = expressions.map(schedule);
        expect(schedules.some((s) => cronMatches(s, next))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("DATA-27 agrees with a minute-by-minute scan on schedules that fire within a week", () => {
    const weekly = fc
      .tuple(field(0, 59), field(0, 23), field(0, 7))
      .map(([minute, hour, dow]) => `${minute} ${hour} * * ${dow}`);
    fc.assert(
      fc.property(weekly, anyNow, (text, now) => {
        const parsed = schedule(text);
        let expected = Math.floor(now / 60_000) * 60_000 + 60_000;
        while (!cronMatches(parsed, expected)) expected += 60_000;
        expect(nextScheduleRun(parsed, now)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});
