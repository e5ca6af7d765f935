import type { FeedTriggers } from "@oracle-explorer/core/feeds";
import { describe, expect, it } from "vitest";
import type { FeedChainState } from "../relayer/types.ts";
import { decideUpdate } from "./decide-update.ts";

const T0 = Date.UTC(2025, 5, 15, 9, 0, 0);
const HOUR = 3_600_000;
const triggers = (partial: Partial<FeedTriggers>): FeedTriggers => ({
  cron: null,
  deviationPercentage: null,
  timeSinceLastUpdateInMilliseconds: null,
  ...partial,
});
const written = (value: number | null, timestamp: number | null = T0): FeedChainState => ({
  value,
  timestamp,
});

describe("decideUpdate", () => {
  it("writes first when nothing was written, whatever the triggers", () => {
    const none = triggers({});
    expect(decideUpdate({ triggers: none, current: written(null, null), candidate: 1, now: T0 })).toBe(
      "first",
    );
    expect(decideUpdate({ triggers: none, current: written(null, T0), candidate: 1, now: T0 })).toBe("first");
    expect(decideUpdate({ triggers: none, current: written(5, null), candidate: 1, now: T0 })).toBe("first");
  });

  it("triggers on a deviation at or above the threshold, not below", () => {
    const t = triggers({ deviationPercentage: 0.5 });
    expect(decideUpdate({ triggers: t, current: written(100), candidate: 100.5, now: T0 + 1 })).toBe(
      "deviation",
    );
    expect(decideUpdate({ triggers: t, current: written(100), candidate: 99.5, now: T0 + 1 })).toBe(
      "deviation",
    );
    expect(decideUpdate({ triggers: t, current: written(100), candidate: 100.49, now: T0 + 1 })).toBeNull();
    expect(decideUpdate({ triggers: t, current: written(-100), candidate: -101, now: T0 + 1 })).toBe(
      "deviation",
    );
  });

  it("never triggers on a null or 0 deviation", () => {
    for (const deviationPercentage of [null, 0]) {
      const t = triggers({ deviationPercentage });
      expect(decideUpdate({ triggers: t, current: written(100), candidate: 200, now: T0 + 1 })).toBeNull();
    }
  });

  it("guards a written value of 0: any other value deviates, 0 does not", () => {
    const t = triggers({ deviationPercentage: 1 });
    expect(decideUpdate({ triggers: t, current: written(0), candidate: 0.000001, now: T0 + 1 })).toBe(
      "deviation",
    );
    expect(decideUpdate({ triggers: t, current: written(0), candidate: 0, now: T0 + 1 })).toBeNull();
  });

  it("triggers the heartbeat once it has elapsed, never for a 0 heartbeat", () => {
    const t = triggers({ timeSinceLastUpdateInMilliseconds: HOUR });
    expect(decideUpdate({ triggers: t, current: written(1), candidate: 1, now: T0 + HOUR })).toBe(
      "heartbeat",
    );
    expect(decideUpdate({ triggers: t, current: written(1), candidate: 1, now: T0 + HOUR - 1 })).toBeNull();
    const zero = triggers({ timeSinceLastUpdateInMilliseconds: 0 });
    expect(decideUpdate({ triggers: zero, current: written(1), candidate: 1, now: T0 + 1e9 })).toBeNull();
  });

  it("triggers on a cron run in (timestamp, now], including one exactly at now", () => {
    const t = triggers({ cron: ["0 10 * * *"] });
    const run = Date.UTC(2025, 5, 15, 10, 0, 0);
    expect(decideUpdate({ triggers: t, current: written(1), candidate: 1, now: run })).toBe("cron");
    expect(decideUpdate({ triggers: t, current: written(1), candidate: 1, now: run + 5_000 })).toBe("cron");
    expect(decideUpdate({ triggers: t, current: written(1), candidate: 1, now: run - 1 })).toBeNull();
    // Written at the run itself: that run is not after the write.
    expect(decideUpdate({ triggers: t, current: written(1, run), candidate: 1, now: run + HOUR })).toBeNull();
  });

  it("never triggers on an invalid cron", () => {
    const t = triggers({ cron: ["not a cron"] });
    expect(
      decideUpdate({ triggers: t, current: written(1), candidate: 1, now: T0 + 400 * 24 * HOUR }),
    ).toBeNull();
  });

  it("ranks first, deviation, cron, heartbeat", () => {
    const all = triggers({
      cron: ["0 10 * * *"],
      deviationPercentage: 1,
      timeSinceLastUpdateInMilliseconds: HOUR,
    });
    const later = T0 + 3 * HOUR; // past the 10:00 run and the heartbeat
    expect(decideUpdate({ triggers: all, current: written(null, null), candidate: 2, now: later })).toBe(
      "first",
    );
    expect(decideUpdate({ triggers: all, current: written(1), candidate: 2, now: later })).toBe("deviation");
    expect(decideUpdate({ triggers: all, current: written(1), candidate: 1, now: later })).toBe("cron");
    const noCron = triggers({ deviationPercentage: 1, timeSinceLastUpdateInMilliseconds: HOUR });
    expect(decideUpdate({ triggers: noCron, current: written(1), candidate: 1, now: later })).toBe(
      "heartbeat",
    );
  });

  it("writes nothing for a candidate or a now that is not a number", () => {
    const t = triggers({ timeSinceLastUpdateInMilliseconds: 1 });
    expect(
      decideUpdate({ triggers: t, current: written(null, null), candidate: Number.NaN, now: T0 }),
    ).toBeNull();
    expect(decideUpdate({ triggers: t, current: written(1), candidate: 1, now: Number.NaN })).toBeNull();
  });
});
