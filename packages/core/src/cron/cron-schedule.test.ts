import { describe, expect, it } from "vitest";
import { cronCadenceTitle, cronSchedule, NEXT_RUNS_MAX, NEXT_RUNS_WINDOW_MS } from "./cron-schedule.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const PREMIA = ["55 7 * * *", "30 59 7 * * *", "40 59 7 * * *", "50 59 7 * * *"];
const text = (expressions: string[]) => cronSchedule(expressions, at("2024-09-03T00:00:00Z")).text;
const cadence = (expressions: string[], now = at("2024-09-03T00:00:00Z")) =>
  cronCadenceTitle(expressions, now);

describe("cron schedule in words", () => {
  it("DATA-26 groups expressions that share their day fields into one daily phrase", () => {
    expect(text(["00 12 * * *"])).toBe("Daily at 12:00 UTC");
    expect(text(PREMIA)).toBe("Daily at 07:55, 07:59:30, 07:59:40 and 07:59:50 UTC");
    // Written twice, said once; lists of hours are times too.
    expect(text(["0 10 * * *", "00 10 * * *"])).toBe("Daily at 10:00 UTC");
    expect(text(["0 0,12 * * *"])).toBe("Daily at 00:00 and 12:00 UTC");
  });

  it("DATA-26 says weekly and monthly days, Monday first", () => {
    expect(text(["0 0 * * 4,1"])).toBe("Every Monday and Thursday at 00:00 UTC");
    expect(text(["0 0 * * 7"])).toBe("Every Sunday at 00:00 UTC");
    expect(text(["30 6 1,15 * *"])).toBe("Monthly on days 1 and 15 at 06:30 UTC");
    expect(text(["0 0 * * 1", "30 12 * * *"])).toBe("Every Monday at 00:00 UTC; daily at 12:30 UTC");
  });

  it("DATA-26 leaves other shapes to cronstrue, with 24-hour times and UTC", () => {
    expect(text(["*/5 * * * *"])).toBe("Every 5 minutes (UTC)");
    expect(text(["0 0 * * 1-5"])).toBe("At 00:00, Monday through Friday (UTC)");
    expect(text(["15 18 1 * 5"])).toBe("At 18:15, on day 1 of the month, and on Friday (UTC)");
  });

  it("DATA-29 ERROR-18 an invalid list is 'Invalid cron', with no runs", () => {
    const invalid = cronSchedule(["0 10 * * *", "every tuesday"], 0);
    expect(invalid).toEqual({
      expressions: ["0 10 * * *", "every tuesday"],
      text: "Invalid cron",
      cadence: "Invalid cron",
      nextRuns: [],
      lastRunAt: null,
      recentRuns: [],
    });
  });
});

describe("cron cadence", () => {
  it("DATA-28 names evenly spaced runs by their gap", () => {
    expect(cadence(["0 10 * * *"])).toBe("daily");
    expect(cadence(["0 * * * *"])).toBe("hourly");
    expect(cadence(["*/5 * * * *"])).toBe("every 5 min");
    expect(cadence(["*/30 * * * * *"])).toBe("every 30 s");
    expect(cadence(["0 */6 * * *"])).toBe("every 6 h");
    expect(cadence(["0 0 * * 1"])).toBe("weekly");
  });

  it("DATA-28 counts uneven runs per day, week or month", () => {
    expect(cadence(PREMIA)).toBe("4× daily");
    expect(cadence(["0 0 * * 1-5"])).toBe("5× weekly");
    expect(cadence(["0 0 1 * *"])).toBe("monthly");
    expect(cadence(["0 0 1,15 * *"])).toBe("2× monthly");
  });

  it("DATA-28 a schedule's title does not change with the time of day", () => {
    // The gap after now read "4m 30s", "10s" and "23h 55m 10s" at these three times.
    for (const time of ["07:00:00", "07:59:35", "07:59:45", "12:00:00"]) {
      expect(cadence(PREMIA, at(`2024-09-03T${time}Z`))).toBe("4× daily");
    }
  });

  it("DATA-29 ERROR-18 an invalid list's title is 'Invalid cron'", () => {
    expect(cadence(["0 25 * * *"])).toBe("Invalid cron");
    expect(cadence([])).toBe("Invalid cron");
  });
});

describe("cron schedule runs", () => {
  it("DATA-27 lists up to 8 next runs within 48 h, the first being the next run", () => {
    const premia = cronSchedule(PREMIA, at("2024-09-03T07:59:35Z"));
    expect(premia.nextRuns.map(iso)).toEqual([
      "2024-09-03T07:59:40.000Z",
      "2024-09-03T07:59:50.000Z",
      "2024-09-04T07:55:00.000Z",
      "2024-09-04T07:59:30.000Z",
      "2024-09-04T07:59:40.000Z",
      "2024-09-04T07:59:50.000Z",
      "2024-09-05T07:55:00.000Z",
      "2024-09-05T07:59:30.000Z",
    ]);
    const frequent = cronSchedule(["* * * * *"], at("2024-09-03T00:00:00Z"));
    expect(frequent.nextRuns).toHaveLength(NEXT_RUNS_MAX);
    const daily = cronSchedule(["00 12 * * *"], at("2024-09-03T13:00:00Z"));
    expect(daily.nextRuns.map(iso)).toEqual(["2024-09-04T12:00:00.000Z", "2024-09-05T12:00:00.000Z"]);
  });

  it("DATA-27 lists the next run even when it is more than 48 h away", () => {
    const monthly = cronSchedule(["0 0 1 * *"], at("2024-09-03T00:00:00Z"));
    expect(monthly.nextRuns.map(iso)).toEqual(["2024-10-01T00:00:00.000Z"]);
    expect(monthly.nextRuns[0] ?? 0).toBeGreaterThan(at("2024-09-03T00:00:00Z") + NEXT_RUNS_WINDOW_MS);
  });

  it("gives the latest run at or before now, a run exactly at now included", () => {
    expect(cronSchedule(PREMIA, at("2024-09-03T07:59:40Z")).lastRunAt).toBe(at("2024-09-03T07:59:40Z"));
    expect(cronSchedule(PREMIA, at("2024-09-03T07:59:39Z")).lastRunAt).toBe(at("2024-09-03T07:59:30Z"));
    expect(cronSchedule(PREMIA, at("2024-09-03T07:54:59Z")).lastRunAt).toBe(at("2024-09-02T07:59:50Z"));
  });

  it("lists the recent runs from the one an update is due for: a run's margin has passed", () => {
    // 07:59:35: 07:55 and 07:59:30 are inside their margins (1 h and 1 min); yesterday's last is due.
    expect(cronSchedule(PREMIA, at("2024-09-03T07:59:35Z")).recentRuns.map(iso)).toEqual([
      "2024-09-02T07:59:50.000Z",
      "2024-09-03T07:55:00.000Z",
      "2024-09-03T07:59:30.000Z",
    ]);
    // 08:01: 07:59:50 came 10 s after 07:59:40, so its margin is the minimum, 1 min: due.
    expect(cronSchedule(PREMIA, at("2024-09-03T08:01:00Z")).recentRuns.map(iso)).toEqual([
      "2024-09-03T07:59:50.000Z",
    ]);
  });
});
