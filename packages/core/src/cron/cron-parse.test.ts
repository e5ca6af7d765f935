import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runsAfter } from "./cron-next.ts";
import { INVALID_CRON_MESSAGE, parseCron, parseCronList } from "./cron-parse.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

/** The first `n` runs of one expression after `from`, as ISO texts. */
function runs(expression: string, from: string, n: number): string[] {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(`expected "${expression}" to parse: ${parsed.reason}`);
  return runsAfter([parsed.cron], at(from), n).map(iso);
}

describe("parseCron", () => {
  it("DATA-26 reads the manifests' 5-field crons, leading zeros included, in UTC", () => {
    expect(runs("0 10 * * *", "2024-09-03T08:15:00Z", 2)).toEqual([
      "2024-09-03T10:00:00.000Z",
      "2024-09-04T10:00:00.000Z",
    ]);
    expect(runs("00 12 * * *", "2024-09-03T08:15:00Z", 1)).toEqual(["2024-09-03T12:00:00.000Z"]);
    expect(runs("55 7 * * *", "2024-09-03T08:15:00Z", 1)).toEqual(["2024-09-04T07:55:00.000Z"]);
  });

  it("DATA-26 reads a 6-field cron with a leading seconds field", () => {
    expect(runs("30 59 7 * * *", "2024-09-03T07:00:00Z", 2)).toEqual([
      "2024-09-03T07:59:30.000Z",
      "2024-09-04T07:59:30.000Z",
    ]);
  });

  it("DATA-26 reads lists, ranges, steps and stepped ranges", () => {
    expect(runs("*/15 1,3-4 * * *", "2024-09-03T00:00:00Z", 6)).toEqual([
      "2024-09-03T01:00:00.000Z",
      "2024-09-03T01:15:00.000Z",
      "2024-09-03T01:30:00.000Z",
      "2024-09-03T01:45:00.000Z",
      "2024-09-03T03:00:00.000Z",
      "2024-09-03T03:15:00.000Z",
    ]);
    expect(runs("0 0 10-20/5 * *", "2024-09-03T00:00:00Z", 3)).toEqual([
      "2024-09-10T00:00:00.000Z",
      "2024-09-15T00:00:00.000Z",
      "2024-09-20T00:00:00.000Z",
    ]);
    // "a/n" (a, a+n, … up to the maximum) still reads as it did before croner: months 2 and 12.
    expect(runs("0 0 1 2/10 *", "2024-03-01T00:00:00Z", 2)).toEqual([
      "2024-12-01T00:00:00.000Z",
      "2025-02-01T00:00:00.000Z",
    ]);
  });

  it("DATA-26 reads day-of-week 7 as Sunday, in ranges too", () => {
    // 2024-09-03 is a Tuesday.
    expect(runs("0 0 * * 7", "2024-09-03T00:00:00Z", 1)).toEqual(["2024-09-08T00:00:00.000Z"]);
    expect(runs("0 0 * * 5-7", "2024-09-03T00:00:00Z", 3)).toEqual([
      "2024-09-06T00:00:00.000Z",
      "2024-09-07T00:00:00.000Z",
      "2024-09-08T00:00:00.000Z",
    ]);
  });

  it("DATA-26 accepts surrounding and repeated whitespace", () => {
    expect(runs("  0\t10  * * *  ", "2024-09-03T08:15:00Z", 1)).toEqual(["2024-09-03T10:00:00.000Z"]);
  });

  it("DATA-26 reads what croner reads beyond the manifests: names, @daily, ?, L", () => {
    expect(runs("0 0 * JAN MON", "2024-09-03T00:00:00Z", 1)).toEqual(["2025-01-06T00:00:00.000Z"]);
    expect(runs("@daily", "2024-09-03T08:00:00Z", 1)).toEqual(["2024-09-04T00:00:00.000Z"]);
    expect(runs("0 0 ? * *", "2024-09-03T08:00:00Z", 1)).toEqual(["2024-09-04T00:00:00.000Z"]);
    expect(runs("0 0 L * *", "2024-09-03T08:00:00Z", 1)).toEqual(["2024-09-30T00:00:00.000Z"]);
  });

  it.each([
    ["empty text", ""],
    ["too few fields", "0 10 * *"],
    ["too many fields", "0 0 10 * * * *"],
    ["minute out of range", "60 * * * *"],
    ["hour out of range", "0 24 * * *"],
    ["day of month 0", "0 0 0 * *"],
    ["day of month 32", "0 0 32 * *"],
    ["month 13", "0 0 * 13 *"],
    ["day of week 8", "0 0 * * 8"],
    ["second out of range", "60 0 0 * * *"],
    ["backwards range", "0 5-1 * * *"],
    ["zero step", "*/0 * * * *"],
    ["double step", "*/2/3 * * * *"],
    ["empty list item", "1,,2 * * * *"],
    ["negative number", "-1 * * * *"],
    ["decimal", "1.5 * * * *"],
    ["garbage", "not a cron"],
    ["a day that never comes", "0 0 30 2 *"],
    ["31st in 30-day months only", "0 0 31 4,6,9,11 *"],
  ])("DATA-29 ERROR-18 rejects %s with the 'Invalid cron' text", (_label, expression) => {
    const parsed = parseCron(expression);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toBe("Invalid cron");
  });

  it("DATA-29 keeps a rare but possible day such as 29 February, and OR-ed day fields", () => {
    expect(parseCron("0 0 29 2 *").ok).toBe(true);
    // Both day fields restricted: the weekday side still fires, so 30 February is no obstacle.
    expect(parseCron("0 0 30 2 1").ok).toBe(true);
  });

  it("ERROR-18 exports the exact message", () => {
    expect(INVALID_CRON_MESSAGE).toBe("Invalid cron");
  });

  it("DATA-29 never throws on any string and answers a schedule or 'Invalid cron'", () => {
    const cronish = fc.string({
      unit: fc.constantFrom(..."0123456789*/-, \t?LW#aZ".split("")),
      maxLength: 40,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string(), cronish), (text) => {
        const parsed = parseCron(text);
        if (parsed.ok) expect(parsed.cron.expression).toBe(text);
        else expect(parsed.error).toBe(INVALID_CRON_MESSAGE);
      }),
      { numRuns: 2000 },
    );
  });

  it("DATA-29 never throws on non-string input that slipped past the types", () => {
    for (const value of [null, undefined, 42, {}, []]) {
      expect(parseCron(value as unknown as string).ok).toBe(false);
    }
  });
});

describe("parseCronList", () => {
  it("DATA-29 makes the whole list invalid when one expression is bad, or when it is empty", () => {
    expect(parseCronList(["0 10 * * *", "55 7 * * *"]).ok).toBe(true);
    expect(parseCronList(["0 10 * * *", "nope"]).ok).toBe(false);
    expect(parseCronList([]).ok).toBe(false);
  });
});
