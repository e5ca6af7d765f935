import { describe, expect, it } from "vitest";
import { BEAT_ANIMATION_MS } from "../constants.ts";
import { formatCountdown, heartbeatCountdown, scheduleCountdown } from "./heartbeat-countdown.ts";

const HOUR = 3_600_000;

describe("heartbeat countdown", () => {
  it("FEED-18 counts down each second to zero", () => {
    const due = 1_000_000;
    expect(heartbeatCountdown(due, due - 5_000).remainingMs).toBe(5_000);
    expect(heartbeatCountdown(due, due - 4_000).remainingMs).toBe(4_000);
    expect(formatCountdown(heartbeatCountdown(due, due - 1).remainingMs)).toBe("00:00:01");
    expect(heartbeatCountdown(due, due - 1).beating).toBe(false);
  });

  it("FEED-19 CONST-25 (decision) at zero the heart beats for 1.5 s, and the timer rests at zero until the update lands", () => {
    const due = 1_000_000;
    expect(heartbeatCountdown(due, due)).toEqual({
      remainingMs: 0,
      nextBeatAt: due,
      lastBeatAt: due,
      beating: true,
    });
    expect(heartbeatCountdown(due, due + BEAT_ANIMATION_MS - 1).beating).toBe(true);
    expect(heartbeatCountdown(due, due + BEAT_ANIMATION_MS).beating).toBe(false);
    // A late update: the timer does not pretend a new heartbeat has started.
    const late = heartbeatCountdown(due, due + 5 * HOUR + 60_000);
    expect(late).toMatchObject({ remainingMs: 0, lastBeatAt: due, beating: false });
    // The update lands: the page's next data restarts it from the full heartbeat.
    const landed = due + 90_000;
    expect(heartbeatCountdown(landed + HOUR, landed).remainingMs).toBe(HOUR);
  });

  it("FEEDS-12 formats the timer as HH:MM:SS with days past 24 h", () => {
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(61_000)).toBe("00:01:01");
    expect(formatCountdown(23 * HOUR + 59 * 60_000 + 59_000)).toBe("23:59:59");
    expect(formatCountdown(2 * 24 * HOUR + 3 * HOUR + 4 * 60_000 + 5_000)).toBe("2d 03:04:05");
    expect(formatCountdown(-5)).toBe("00:00:00");
    expect(formatCountdown(Number.POSITIVE_INFINITY)).toBe("00:00:00");
  });
});

describe("schedule countdown", () => {
  const runs = [10_000, 20_000, 50_000];

  it("FEED-18 counts down to the next listed run", () => {
    expect(scheduleCountdown(runs, 4_000)).toEqual({
      remainingMs: 6_000,
      nextBeatAt: 10_000,
      lastBeatAt: null,
      beating: false,
    });
  });

  it("FEED-19 at a run the heart beats and the timer steps to the following run, not a period", () => {
    expect(scheduleCountdown(runs, 20_000)).toEqual({
      remainingMs: 30_000,
      nextBeatAt: 50_000,
      lastBeatAt: 20_000,
      beating: true,
    });
    expect(scheduleCountdown(runs, 20_000 + BEAT_ANIMATION_MS)?.beating).toBe(false);
  });

  it("FEED-19 rests at zero once the listed runs are used up, and is null with none", () => {
    const after = scheduleCountdown(runs, 60_000);
    expect(after?.remainingMs).toBe(0);
    expect(after?.lastBeatAt).toBe(50_000);
    expect(formatCountdown(after?.remainingMs ?? -1)).toBe("00:00:00");
    expect(scheduleCountdown([], 0)).toBeNull();
  });
});
