import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextCronRun, runsAfter, runsAtOrBefore } from "./cron-next.ts";
import { type ParsedCron, parseCron } from "./cron-parse.ts";

const at = (iso: string) => Date.parse(iso);

function parsed(expression: string): ParsedCron {
  const result = parseCron(expression);
  if (!result.ok) throw new Error(result.reason);
  return result.cron;
}

/** Whether an expression fires at `ms`, by croner's own matcher. */
const fires = (expression: string, ms: number) => parsed(expression).job.match(new Date(ms));

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

  it("DATA-27 ORs the day fields when both are restricted (croner's domAndDow: false)", () => {
    // 2024-09-03 is a Tuesday. "1st of the month or a Friday" → Friday 6 September.
    expect(nextCronRun(["0 0 1 * 5"], at("2024-09-03T00:00:00Z"))).toBe(at("2024-09-06T00:00:00Z"));
    // Only a bare "*" leaves a day field unrestricted, so "*/2" ORs too: odd days or Fridays →
    // Thursday 5 September. (Vixie's "starts with a star" rule would have waited for Friday 13.)
    expect(nextCronRun(["0 0 */2 * 5"], at("2024-09-03T00:00:00Z"))).toBe(at("2024-09-05T00:00:00Z"));
    // One day field a bare "*": the other alone decides.
    expect(nextCronRun(["0 0 * * 5"], at("2024-09-03T00:00:00Z"))).toBe(at("2024-09-06T00:00:00Z"));
  });

  it("DATA-27 treats day-of-week 7 as Sunday", () => {
    expect(nextCronRun(["0 0 * * 7"], at("2024-09-03T00:00:00Z"))).toBe(at("2024-09-08T00:00:00Z"));
  });

  it("DATA-27 a leap day years away is found quickly", () => {
    const started = performance.now();
    expect(nextCronRun(["0 0 29 2 *"], at("2097-03-01T00:00:00Z"))).toBe(at("2104-02-29T00:00:00Z"));
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("DATA-29 answers null for an invalid list or an unusable now", () => {
    expect(nextCronRun(["bad"], 0)).toBeNull();
    expect(nextCronRun(["0 10 * * *", "bad"], 0)).toBeNull();
    expect(nextCronRun(["0 10 * * *"], Number.NaN)).toBeNull();
    expect(nextCronRun(["0 10 * * *"], 8.64e15)).toBeNull();
  });

  it("DATA-27 next run is always strictly after now and one of the expressions fires at it", () => {
    fc.assert(
      fc.property(fc.array(expression, { minLength: 1, maxLength: 3 }), anyNow, (expressions, now) => {
        const next = nextCronRun(expressions, now);
        expect(next).not.toBeNull();
        if (next === null) return;
        expect(next).toBeGreaterThan(now);
        expect(expressions.some((text) => fires(text, next))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("DATA-27 no run falls between now and the next run: the latest run before it is at or before now", () => {
    fc.assert(
      fc.property(fc.array(expression, { minLength: 1, maxLength: 3 }), anyNow, (expressions, now) => {
        const crons = expressions.map(parsed);
        const [next] = runsAfter(crons, now, 1);
        if (next === undefined) return;
        const [latest] = runsAtOrBefore(crons, next - 1, 1);
        if (latest !== undefined) expect(latest).toBeLessThanOrEqual(now);
      }),
      { numRuns: 200 },
    );
  });
});

describe("runs of several expressions", () => {
  const premia = ["55 7 * * *", "30 59 7 * * *", "40 59 7 * * *", "50 59 7 * * *"].map(parsed);

  it("DATA-27 merges runs in time order, up to a count and a time", () => {
    expect(runsAfter(premia, at("2024-09-03T07:59:35Z"), 3).map((ms) => new Date(ms).toISOString())).toEqual([
      "2024-09-03T07:59:40.000Z",
      "2024-09-03T07:59:50.000Z",
      "2024-09-04T07:55:00.000Z",
    ]);
    expect(runsAfter(premia, at("2024-09-03T07:59:35Z"), 10, at("2024-09-04T00:00:00Z"))).toHaveLength(2);
  });

  it("DATA-27 lists a time two expressions share once", () => {
    const twice = [parsed("0 10 * * *"), parsed("00 10 * * *")];
    expect(runsAfter(twice, at("2024-09-03T00:00:00Z"), 2)).toEqual([
      at("2024-09-03T10:00:00Z"),
      at("2024-09-04T10:00:00Z"),
    ]);
  });

  it("DATA-27 looks back from a time, a run exactly at it included", () => {
    expect(runsAtOrBefore(premia, at("2024-09-03T07:59:40Z"), 3)).toEqual([
      at("2024-09-03T07:59:40Z"),
      at("2024-09-03T07:59:30Z"),
      at("2024-09-03T07:55:00Z"),
    ]);
    expect(runsAtOrBefore(premia, at("2024-09-03T07:59:39.999Z"), 1)).toEqual([at("2024-09-03T07:59:30Z")]);
    expect(runsAtOrBefore(premia, Number.NaN, 1)).toEqual([]);
  });
});
