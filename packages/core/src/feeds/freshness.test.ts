import { describe, expect, it } from "vitest";
import {
  type FreshnessInput,
  feedFreshness,
  formatShare,
  shortDuration,
  staleMarginMs,
} from "./freshness.ts";
import { heartbeatCountdown } from "./heartbeat-countdown.ts";

const HOUR = 3_600_000;
const NOW = 1_800_000_000_000;
const feed = (overrides: Partial<FreshnessInput> = {}): FreshnessInput => ({
  isPerun: false,
  answerTimestamp: NOW - HOUR,
  answer: 100,
  heartbeatMs: 24 * HOUR,
  deviation: 0.5,
  signedValue: 100.1,
  ...overrides,
});

describe("feed freshness", () => {
  it("a recent update well inside its triggers is fresh, with both proximities", () => {
    const result = feedFreshness(feed(), NOW);
    expect(result.status).toBe("fresh");
    expect(result.ageMs).toBe(HOUR);
    expect(result.heartbeatUsed).toBeCloseTo(1 / 24);
    // |100.1 − 100| / 100 = 0.1 % of a 0.5 % threshold: 20 % used.
    expect(result.deviationUsed).toBeCloseTo(0.2);
    expect(result.reason).toBe(
      "Updated 60 min ago (4 % of the heartbeat); 20 % of the deviation threshold used",
    );
  });

  it("80 % of the heartbeat or of the deviation threshold is due soon", () => {
    expect(feedFreshness(feed({ answerTimestamp: NOW - 20 * HOUR }), NOW).status).toBe("due-soon");
    expect(feedFreshness(feed({ signedValue: 100.4 }), NOW).status).toBe("due-soon");
    expect(feedFreshness(feed({ signedValue: 99.6 }), NOW).deviationUsed).toBeCloseTo(0.8);
  });

  it("the badge reads the heartbeat timer's facts: due soon while it runs its last 20 %, due now at zero", () => {
    const beat = 60_000;
    const at = (ageMs: number) => {
      const answerTimestamp = NOW - ageMs;
      const freshness = feedFreshness(feed({ heartbeatMs: beat, deviation: null, answerTimestamp }), NOW);
      return { status: freshness.status, timer: heartbeatCountdown(answerTimestamp + beat, NOW).remainingMs };
    };
    expect(at(0.8 * beat - 1)).toEqual({ status: "fresh", timer: 0.2 * beat + 1 });
    expect(at(0.8 * beat)).toEqual({ status: "due-soon", timer: 0.2 * beat });
    expect(at(beat - 1)).toEqual({ status: "due-soon", timer: 1 });
    expect(at(beat)).toEqual({ status: "due-now", timer: 0 });
    // 117 % of a one-minute heartbeat: the timer is at zero, not 48 s into a new beat.
    expect(at(70_000)).toEqual({ status: "due-now", timer: 0 });
    expect(
      feedFreshness(feed({ heartbeatMs: beat, deviation: null, answerTimestamp: NOW - 70_000 }), NOW).reason,
    ).toBe("Updated 70 s ago: the heartbeat of 60 s came 10 s ago and its update has not landed yet");
    expect(at(beat + staleMarginMs(beat) + 1)).toEqual({ status: "stale", timer: 0 });
    // For every age: the timer runs exactly while the badge says fresh or due soon.
    for (let age = 0; age <= 3 * beat; age += 1_000) {
      const { status, timer } = at(age);
      expect(timer > 0, `age ${age}`).toBe(status === "fresh" || status === "due-soon");
    }
  });

  it("past the heartbeat plus its margin is stale", () => {
    const margin = staleMarginMs(24 * HOUR);
    expect(margin).toBe(2.4 * HOUR);
    expect(feedFreshness(feed({ answerTimestamp: NOW - 24 * HOUR - margin }), NOW).status).toBe("due-now");
    const stale = feedFreshness(feed({ answerTimestamp: NOW - 27 * HOUR }), NOW);
    expect(stale.status).toBe("stale");
    expect(stale.reason).toBe("Heartbeat missed: updated 27 h ago, every 24 h expected");
    // Short heartbeats still get a minute of slack.
    expect(staleMarginMs(10_000)).toBe(60_000);
  });

  it("edge cases: heartbeat 0, short heartbeats, no deviation trigger, instant and non-EVM rows", () => {
    // Heartbeat 0 and no deviation: nothing to judge by.
    expect(feedFreshness(feed({ heartbeatMs: 0, deviation: null }), NOW).status).toBe("unknown");
    // Heartbeat 0 with a deviation trigger: judged by deviation alone.
    const byDeviation = feedFreshness(feed({ heartbeatMs: 0, answerTimestamp: NOW - 400 * HOUR }), NOW);
    expect(byDeviation.status).toBe("fresh");
    expect(byDeviation.heartbeatUsed).toBeNull();
    // An 8 h heartbeat missed by 2 h.
    expect(feedFreshness(feed({ heartbeatMs: 8 * HOUR, answerTimestamp: NOW - 10 * HOUR }), NOW).status).toBe(
      "stale",
    );
    // No deviation trigger: heartbeat alone.
    const heartbeatOnly = feedFreshness(feed({ deviation: null }), NOW);
    expect(heartbeatOnly.deviationUsed).toBeNull();
    expect(heartbeatOnly.status).toBe("fresh");
    expect(feedFreshness(feed({ isPerun: true }), NOW).status).toBe("instant");
    // A non-EVM row without a timestamp or a signed value.
    expect(feedFreshness(feed({ answerTimestamp: null }), NOW).status).toBe("unknown");
    expect(feedFreshness(feed({ signedValue: null }), NOW).deviationUsed).toBeNull();
    // An answer of 0 cannot be a base for a relative change.
    expect(feedFreshness(feed({ answer: 0 }), NOW).deviationUsed).toBeNull();
    // A timestamp from the future (clock skew) is age 0.
    expect(feedFreshness(feed({ answerTimestamp: NOW + 5_000 }), NOW).ageMs).toBe(0);
  });

  it("durations read in their largest whole unit", () => {
    expect(shortDuration(45_000)).toBe("45 s");
    expect(shortDuration(12 * 60_000)).toBe("12 min");
    expect(shortDuration(5 * HOUR)).toBe("5 h");
    expect(shortDuration(72 * HOUR)).toBe("3 d");
  });

  it("a share far beyond its trigger is said in words, not as a huge percentage", () => {
    expect(formatShare(0.456)).toBe("46 %");
    expect(formatShare(9.99)).toBe("999 %");
    expect(formatShare(281_288.24)).toBe("far beyond");
    // Relayed 2 years late on a 24 h heartbeat, 0.5 % threshold moved by 50 %: stale, in words.
    const late = feedFreshness(feed({ answerTimestamp: NOW - 730 * 24 * HOUR, signedValue: 150 }), NOW);
    expect(late.status).toBe("stale");
    expect(late.reason).toBe("Heartbeat missed: updated 730 d ago, every 24 h expected");
    const moved = feedFreshness(feed({ signedValue: 150 }), NOW);
    expect(moved.reason).toBe(
      "Updated 60 min ago (4 % of the heartbeat); far beyond the deviation threshold",
    );
  });
});
