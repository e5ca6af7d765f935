import { describe, expect, it } from "vitest";
import {
  classifyUpdate,
  missedHeartbeat,
  type RecordedUpdate,
  type ReliabilityTriggers,
  reliabilityDays,
  summarizeUpdates,
  updateDeadline,
} from "./feed-reliability.ts";

const H = 3_600_000;
const D = 24 * H;
const T0 = Date.UTC(2026, 10, 1);
const hourly: ReliabilityTriggers = {
  deviationPercentage: 0.5,
  timeSinceLastUpdateInMilliseconds: H,
  cron: null,
};

/** A hand-built series: each update classified against the one before, as the indexer records it. */
function series(
  triggers: ReliabilityTriggers,
  points: [number, number, (number | null)?][],
): RecordedUpdate[] {
  let previous: { at: number; value: number } | null = null;
  return points.map(([at, value, lag]) => {
    const update = { at, value };
    const classified = classifyUpdate(triggers, previous, update);
    previous = update;
    return { ...update, ...classified, lagMs: lag ?? null };
  });
}

describe("a push feed's record, computed from its updates", () => {
  it("HISTORY-F1 each update is told by the relayer's precedence: deviation, cron, heartbeat, else other", () => {
    const prev = { at: T0, value: 100 };
    // 0.6 % move: past the 0.5 % threshold by 10 bp.
    expect(classifyUpdate(hourly, prev, { at: T0 + 60_000, value: 100.6 })).toMatchObject({
      trigger: "deviation",
      moveBp: expect.closeTo(60, 9),
      overshootBp: expect.closeTo(10, 9),
      heartbeatMissed: false,
    });
    // Exactly at the threshold is a deviation update with no overshoot.
    expect(classifyUpdate(hourly, prev, { at: T0 + 60_000, value: 100.5 }).overshootBp).toBeCloseTo(0, 9);
    expect(classifyUpdate(hourly, prev, { at: T0 + H + 3_000, value: 100.1 }).trigger).toBe("heartbeat");
    // A small move before the heartbeat: nothing the triggers explain (a manual update).
    expect(classifyUpdate(hourly, prev, { at: T0 + 20 * 60_000, value: 100.1 }).trigger).toBe("other");
    expect(classifyUpdate(hourly, null, { at: T0, value: 100 }).trigger).toBe("unknown");
    const cron: ReliabilityTriggers = {
      deviationPercentage: null,
      timeSinceLastUpdateInMilliseconds: null,
      cron: ["0 */6 * * *"],
    };
    expect(classifyUpdate(cron, prev, { at: T0 + 6 * H + 4_000, value: 100 }).trigger).toBe("cron");
    expect(classifyUpdate(cron, prev, { at: T0 + 5 * H, value: 100 }).trigger).toBe("other");
  });

  it("HISTORY-F2 a heartbeat is missed past its deadline plus 10 % grace (at least a minute); no time trigger, no miss", () => {
    expect(updateDeadline(hourly, T0)).toBe(T0 + H);
    // 1 h heartbeat: grace 6 min.
    expect(missedHeartbeat(hourly, T0, T0 + H + 6 * 60_000)).toBe(false);
    expect(missedHeartbeat(hourly, T0, T0 + H + 6 * 60_000 + 1)).toBe(true);
    // 5 min heartbeat: grace is the minute floor, not 30 s.
    const fast = { ...hourly, timeSinceLastUpdateInMilliseconds: 5 * 60_000 };
    expect(missedHeartbeat(fast, T0, T0 + 6 * 60_000)).toBe(false);
    expect(missedHeartbeat(fast, T0, T0 + 6 * 60_000 + 1)).toBe(true);
    // The earlier of heartbeat and cron run is the deadline.
    const both = { ...hourly, timeSinceLastUpdateInMilliseconds: 24 * H, cron: ["0 */6 * * *"] };
    expect(updateDeadline(both, T0 + 60_000)).toBe(T0 + 6 * H);
    const deviationOnly = { ...hourly, timeSinceLastUpdateInMilliseconds: null };
    expect(updateDeadline(deviationOnly, T0)).toBeNull();
    expect(missedHeartbeat(deviationOnly, T0, T0 + 30 * D)).toBe(false);
  });

  it("HISTORY-F3 a window counts updates, triggers, misses, the longest staleness (open stretch included) and lag", () => {
    const updates = series(hourly, [
      [T0, 100],
      [T0 + H, 100.1, 4_000], // heartbeat, on time
      [T0 + 2 * H, 100.2, 6_000], // heartbeat
      // Held back for 2.5 h: a late heartbeat, and the price moved 1.2 % meanwhile.
      [T0 + 4.5 * H, 101.4, 20_000],
      [T0 + 4.5 * H + 60_000, 101.93, null], // deviation 52 bp: within the tolerance (10 % of 50 bp)
    ]);
    expect(updates[3]).toMatchObject({ trigger: "deviation", heartbeatMissed: true });
    const summary = summarizeUpdates(updates, hourly, { from: T0, to: T0 + 5 * H, recordedFrom: T0 });
    expect(summary).toMatchObject({
      updates: 5,
      triggers: { unknown: 1, heartbeat: 2, deviation: 2, cron: 0, other: 0 },
      heartbeatMisses: 1,
      longestStalenessMs: 2.5 * H,
      longestStalenessFrom: T0 + 2 * H,
      deviationUpdates: 2,
      beyondThreshold: 1,
      lagSamples: 3,
      lagP50Ms: 6_000,
      lagMaxMs: 20_000,
    });
    // 1.18 % move against 0.5 %: 68 bp past the threshold.
    expect(summary.maxOvershootBp).toBeCloseTo(((101.4 - 100.2) / 100.2) * 10_000 - 50, 6);
    expect(summary.updatesPerDay).toBeCloseTo(5 / (5 / 24), 9);
  });

  it("HISTORY-F4 a feed silent until the window's end: the open stretch is its longest staleness and one more miss", () => {
    const updates = series(hourly, [
      [T0, 100],
      [T0 + H, 100],
    ]);
    const summary = summarizeUpdates(updates, hourly, { from: T0, to: T0 + 4 * H, recordedFrom: T0 });
    expect(summary.longestStalenessMs).toBe(3 * H);
    expect(summary.longestStalenessFrom).toBe(T0 + H);
    expect(summary.heartbeatMisses).toBe(1);
  });

  it("HISTORY-F5 time before the first recorded update is not counted: per day over what the store covers", () => {
    const updates = series(hourly, [
      [T0 + 6 * D, 100],
      [T0 + 6 * D + H, 100],
    ]);
    const summary = summarizeUpdates(updates, hourly, { from: T0, to: T0 + 7 * D, recordedFrom: T0 + 6 * D });
    expect(summary.updatesPerDay).toBeCloseTo(2, 9);
    const none = summarizeUpdates([], hourly, { from: T0, to: T0 + 7 * D, recordedFrom: null });
    expect(none).toMatchObject({
      updates: 0,
      updatesPerDay: null,
      longestStalenessMs: null,
      heartbeatMisses: null,
    });
    const deviationOnly = summarizeUpdates(
      updates,
      { ...hourly, timeSinceLastUpdateInMilliseconds: null },
      {
        from: T0,
        to: T0 + 7 * D,
        recordedFrom: T0 + 6 * D,
      },
    );
    expect(deviationOnly.heartbeatMisses).toBeNull();
  });

  it("HISTORY-F6 per UTC day: updates, misses, beyond-threshold updates and the longest wait ending that day", () => {
    const updates = series(hourly, [
      [T0 + 22 * H, 100],
      [T0 + 25 * H, 101], // day 2: a 3 h wait, missed, 1 % move = 50 bp past threshold
    ]);
    const days = reliabilityDays(updates, hourly, T0, T0 + 2 * D - 1);
    expect(days).toEqual([
      { day: T0, updates: 1, heartbeatMisses: 0, longestStalenessMs: null, beyondThreshold: 0 },
      {
        day: T0 + D,
        updates: 1,
        heartbeatMisses: 2,
        longestStalenessMs: 23 * H - 1,
        beyondThreshold: 1,
      },
    ]);
  });
});
