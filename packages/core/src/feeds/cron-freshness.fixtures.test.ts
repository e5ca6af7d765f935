import { describe, expect, it } from "vitest";
import { cronPeriodMs } from "../cron/cron-heartbeat.ts";
import { cronSchedule } from "../cron/cron-schedule.ts";
import { fixturesMissingReason, readFixture } from "../test-support/fixtures.ts";
import { type FreshnessStatus, feedFreshness } from "./freshness.ts";
import { effectiveTriggers, type UpdateTriggersInput } from "./triggers.ts";

/**
 * The layer-level crons of the 2024 recording (app-config/relayers.json), judged through a day:
 * arbitrumPremia runs at 07:55, 07:59:30, 07:59:40 and 07:59:50 UTC; ethereumC3m at 12:00 UTC.
 */
const present = fixturesMissingReason === null;
type Relayers = { standard: Record<string, { updateTriggers: UpdateTriggersInput }> };
const relayers: Relayers = present ? readFixture<Relayers>("app-config/relayers.json") : { standard: {} };

/** The layer's cron as a feed without overrides gets it (DATA-24). */
function layerCron(layerId: string): string[] {
  const cron = effectiveTriggers(relayers.standard[layerId]?.updateTriggers, "ANY", undefined).triggers.cron;
  if (cron === null) throw new Error(`${layerId} has no cron`);
  return cron;
}

const at = (iso: string) => Date.parse(iso);

/**
 * A cron feed's status at `now` with its last update at `answerAt`, from the schedule the api
 * listed at `listedAt` (by default `now`), the way the api and then the web compute it. The
 * feed's mean period goes in as its heartbeat, as the api sends it, to show it is not used.
 */
function status(cron: string[], now: string, answerAt: string, listedAt = now): FreshnessStatus {
  return feedFreshness(
    {
      isPerun: false,
      answerTimestamp: at(answerAt),
      answer: 1,
      heartbeatMs: cronPeriodMs(cron, at(listedAt)),
      deviation: null,
      signedValue: null,
      schedule: cronSchedule(cron, at(listedAt)),
    },
    at(now),
  ).status;
}

describe.skipIf(!present)("cron feeds of the real 2024 relayer schema", () => {
  const premia = present ? layerCron("arbitrumPremia") : [];
  const c3m = present ? layerCron("ethereumC3m") : [];

  it("DATA-26 DATA-28 read as schedules in words, with a cadence that holds all day", () => {
    expect(premia).toEqual(["55 7 * * *", "30 59 7 * * *", "40 59 7 * * *", "50 59 7 * * *"]);
    const premiaSchedule = cronSchedule(premia, at("2024-09-03T07:59:45Z"));
    expect(premiaSchedule.text).toBe("Daily at 07:55, 07:59:30, 07:59:40 and 07:59:50 UTC");
    expect(premiaSchedule.cadence).toBe("4× daily");
    const c3mSchedule = cronSchedule(c3m, at("2024-09-03T13:00:00Z"));
    expect(c3mSchedule.text).toBe("Daily at 12:00 UTC");
    expect(c3mSchedule.cadence).toBe("daily");
  });

  it.each([
    ["07:54:59", "2024-09-03T07:55:00Z"],
    ["07:55:00", "2024-09-03T07:59:30Z"],
    ["07:56:00", "2024-09-03T07:59:30Z"],
    ["07:59:35", "2024-09-03T07:59:40Z"],
    ["08:00:00", "2024-09-04T07:55:00Z"],
  ])("DATA-27 arbitrumPremia at %s counts down to %s", (time, next) => {
    expect(cronSchedule(premia, at(`2024-09-03T${time}Z`)).nextRuns[0]).toBe(at(next));
  });

  it("DATA-27 ethereumC3m's next run after its noon run is the next day's", () => {
    expect(cronSchedule(c3m, at("2024-09-03T12:00:00Z")).nextRuns[0]).toBe(at("2024-09-04T12:00:00Z"));
  });

  // Relayers write a few seconds after a run; "yesterday" is the answer a day older.
  const lastBurst = "2024-09-02T07:59:53Z";
  const dayOlder = "2024-09-01T07:59:53Z";

  it.each([
    // Just before 07:55 nearly the whole gap since yesterday's last run has gone: due soon.
    ["07:54:59", lastBurst, "due-soon"],
    // At and after 07:55 its update is pending, due now; yesterday's last run still covers the feed.
    ["07:55:00", lastBurst, "due-now"],
    ["07:56:00", lastBurst, "due-now"],
    ["07:56:00", "2024-09-03T07:55:04Z", "fresh"],
    ["07:59:35", "2024-09-03T07:59:33Z", "fresh"],
    ["07:59:35", lastBurst, "due-now"],
    ["08:00:00", "2024-09-03T07:59:53Z", "fresh"],
    // 07:59:50's margin is a minute (10 s after 07:59:40): still pending at 08:00, missed at 08:01.
    ["08:00:00", lastBurst, "due-now"],
    ["08:01:00", lastBurst, "stale"],
    ["08:01:00", "2024-09-03T07:59:53Z", "fresh"],
    // Signed up to a minute before the run counts for it (the package precedes the block).
    ["08:01:00", "2024-09-03T07:59:20Z", "fresh"],
    ["08:01:00", "2024-09-03T07:58:40Z", "stale"],
  ] as const)(
    "freshness of arbitrumPremia on 3 September at %s, updated %s: %s",
    (time, answer, expected) => {
      expect(status(premia, `2024-09-03T${time}Z`, answer)).toBe(expected);
    },
  );

  it.each(["07:54:59", "07:55:00", "07:56:00", "07:59:35", "08:00:00"])(
    "an answer a day older than the last run is stale at %s",
    (time) => {
      expect(status(premia, `2024-09-03T${time}Z`, dayOlder)).toBe("stale");
    },
  );

  it("a once-a-day burst is fresh all day, not stale past its 6 h mean gap", () => {
    expect(cronPeriodMs(premia, at("2024-09-03T00:00:00Z"))).toBe(6 * 3_600_000);
    for (const time of ["12:00:00", "18:00:00", "23:00:00"]) {
      expect(status(premia, `2024-09-04T${time}Z`, "2024-09-04T07:59:53Z")).toBe("fresh");
      expect(status(premia, `2024-09-04T${time}Z`, "2024-09-03T07:59:53Z")).toBe("stale");
    }
  });

  it.each([
    ["06:00:00", "2024-09-02T12:00:05Z", "fresh"],
    ["11:00:00", "2024-09-02T12:00:05Z", "due-soon"],
    ["11:00:00", "2024-09-01T12:00:05Z", "stale"],
    ["12:00:30", "2024-09-02T12:00:05Z", "due-now"],
    // A day's gap gives the noon run the largest margin, an hour.
    ["12:59:59", "2024-09-02T12:00:05Z", "due-now"],
    ["13:00:00", "2024-09-02T12:00:05Z", "stale"],
    ["13:00:00", "2024-09-03T12:00:05Z", "fresh"],
  ] as const)("freshness of ethereumC3m on 3 September at %s, updated %s: %s", (time, answer, expected) => {
    expect(status(c3m, `2024-09-03T${time}Z`, answer)).toBe(expected);
  });

  it("a page judging later with the api's earlier list agrees with the api", () => {
    const cases = [
      ["07:56:00", lastBurst],
      ["08:01:00", lastBurst],
      ["08:01:00", "2024-09-03T07:59:53Z"],
      ["08:00:00", dayOlder],
    ] as const;
    for (const [time, answer] of cases) {
      const now = `2024-09-03T${time}Z`;
      const tenMinutesEarlier = new Date(at(now) - 600_000).toISOString();
      expect(status(premia, now, answer, tenMinutesEarlier), time).toBe(status(premia, now, answer));
    }
  });
});
