import { describe, expect, it } from "vitest";
import { cronHeartbeat, cronPeriodMs, msUntilNextCronRun } from "./cron-heartbeat.ts";

const at = (iso: string) => Date.parse(iso);

describe("cron heartbeat", () => {
  it("DATA-26 carries the cron list as JSON text", () => {
    expect(cronHeartbeat(["0 10 * * *"])).toBe('["0 10 * * *"]');
    expect(JSON.parse(cronHeartbeat(["0 10 * * *", "0 9 * * *"]))).toEqual(["0 10 * * *", "0 9 * * *"]);
  });

  it("DATA-27 heartbeatInterval for cron is the ms until the next run", () => {
    const now = at("2024-09-03T08:15:00Z");
    expect(msUntilNextCronRun(["0 10 * * *"], now)).toBe(105 * 60_000);
    expect(msUntilNextCronRun(["0 10 * * *", "0 9 * * *"], now)).toBe(45 * 60_000);
  });

  it("DATA-29 heartbeatInterval is null for an invalid cron list", () => {
    expect(msUntilNextCronRun(["0 10 * *"], 0)).toBeNull();
  });
});

describe("cron period", () => {
  it("CALL-11 DATA-27 a daily schedule's period is 24 h at any time of day", () => {
    for (const hour of [0, 9, 10, 23]) {
      expect(cronPeriodMs(["0 10 * * *"], Date.UTC(2026, 0, 5, hour, 59, 30))).toBe(86_400_000);
    }
  });

  it("CALL-11 several expressions give the mean gap over a week, and invalid lists none", () => {
    expect(cronPeriodMs(["55 7 * * *", "30 59 7 * * *", "40 59 7 * * *", "50 59 7 * * *"], 0)).toBeCloseTo(
      86_400_000 / 4,
      -5,
    );
    expect(cronPeriodMs(["*/10 * * * *"], 0)).toBe(600_000);
    expect(cronPeriodMs(["nope"], 0)).toBeNull();
    expect(cronPeriodMs(["0 0 1 1 *"], Date.UTC(2026, 5, 1))).toBeNull();
  });
});
