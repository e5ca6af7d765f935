import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVALID_CRON_MESSAGE, parseCron, parseCronList } from "./cron-parse.ts";

function schedule(expression: string) {
  const parsed = parseCron(expression);
  if (!parsed.ok) throw new Error(`expected "${expression}" to parse: ${parsed.reason}`);
  return parsed.schedule;
}

describe("parseCron", () => {
  it("DATA-26 reads the manifests' 5-field crons, leading zeros included", () => {
    const daily = schedule("0 10 * * *");
    expect(daily.seconds).toEqual([0]);
    expect(daily.minutes).toEqual([0]);
    expect(daily.hours).toEqual([10]);
    expect(daily.daysOfMonth).toHaveLength(31);
    expect(daily.months).toHaveLength(12);
    expect(daily.daysOfWeek).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(schedule("00 12 * * *").minutes).toEqual([0]);
    expect(schedule("55 7 * * *").minutes).toEqual([55]);
  });

  it("DATA-26 reads a 6-field cron with a leading seconds field", () => {
    const withSeconds = schedule("30 59 7 * * *");
    expect(withSeconds.seconds).toEqual([30]);
    expect(withSeconds.minutes).toEqual([59]);
    expect(withSeconds.hours).toEqual([7]);
  });

  it("DATA-26 reads lists, ranges, steps and stepped ranges", () => {
    const parsed = schedule("*/15 1,3-5 10-20/5 2/10 */7");
    expect(parsed.minutes).toEqual([0, 15, 30, 45]);
    expect(parsed.hours).toEqual([1, 3, 4, 5]);
    expect(parsed.daysOfMonth).toEqual([10, 15, 20]);
    expect(parsed.months).toEqual([2, 12]);
    expect(parsed.daysOfWeek).toEqual([0]);
  });

  it("DATA-26 folds day-of-week 7 onto Sunday 0", () => {
    expect(schedule("0 0 * * 7").daysOfWeek).toEqual([0]);
    expect(schedule("0 0 * * 5-7").daysOfWeek).toEqual([0, 5, 6]);
  });

  it("DATA-26 marks a day field restricted unless it starts with '*'", () => {
    const both = schedule("0 0 1 * 1");
    expect(both.dayOfMonthRestricted).toBe(true);
    expect(both.dayOfWeekRestricted).toBe(true);
    const starred = schedule("0 0 */2 * *");
    expect(starred.dayOfMonthRestricted).toBe(false);
    expect(starred.dayOfWeekRestricted).toBe(false);
  });

  it("DATA-26 accepts surrounding and repeated whitespace", () => {
    expect(schedule("  0\t10  * * *  ").hours).toEqual([10]);
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
    ["names", "0 0 * JAN MON"],
    ["macro", "@daily"],
    ["question mark", "0 0 ? * *"],
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
        if (parsed.ok) expect(parsed.schedule.expression).toBe(text);
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
