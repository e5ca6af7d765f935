import { describe, expect, it } from "vitest";
import { formatLag, formatPerDay, formatShare } from "../../lib/feed-record-format.ts";
import { emptyWindow, RECENT, RECORD_NOW, reliabilityView } from "../../test/feed-record-fixture.ts";
import {
  DAY_COLOR,
  dayCharts,
  durationAxis,
  MISS_COLOR,
  recordedDays,
  reliabilityFigures,
  updateRow,
} from "./feed-reliability-model.ts";

const texts = (view = reliabilityView()) => {
  const { rows } = reliabilityFigures(view, RECORD_NOW);
  return Object.fromEntries(rows.map((row) => [row.key, row.cells.map((cell) => cell.text)]));
};

describe("feed reliability figures (beyond the spec)", () => {
  it("writes each figure of 7 and 30 days from the view", () => {
    expect(texts()).toMatchObject({
      updates: ["8.43", "8"],
      "trigger-deviation": ["50 (84.7%)", "66 (82.5%)"],
      "trigger-heartbeat": ["6 (10.2%)", "10 (12.5%)"],
      "trigger-cron": ["0 (0%)", "0 (0%)"],
      "trigger-other": ["2 (3.4%)", "3 (3.8%)"],
      "trigger-unknown": ["1 (1.7%)", "1 (1.3%)"],
      misses: ["2", "3"],
      staleness: ["1 h 32 min", "26 h 5 min"],
      beyond: ["3 of 50, max +12.5 bp", "4 of 66, max +30 bp"],
      lag: ["p50 4.2 s · max 31 s", "p50 4 s · max 45 s"],
    });
  });

  it("says what each figure rests on: the count, when a stretch began, the lag's samples, the grace", () => {
    const { rows, columns } = reliabilityFigures(reliabilityView(), RECORD_NOW);
    const row = (key: string) => rows.find((r) => r.key === key);
    expect(row("updates")?.cells.map((cell) => cell.detail)).toEqual(["59 updates", "80 updates"]);
    expect(row("staleness")?.cells[0]?.detail).toBe("from Nov 19, 08:15 UTC");
    expect(row("lag")?.cells[0]?.detail).toBe("40 samples");
    expect(row("misses")?.hint).toBe("Waits past the heartbeat (24 h) plus 2 h 24 min grace");
    expect(row("beyond")?.hint).toBe(
      "Deviation updates that landed past the 0.5% threshold, by more than 5 bp",
    );
    // The record began 10 days ago: the 30-day column covers only that.
    expect(columns.map((column) => [column.title, column.note])).toEqual([
      ["Last 7 days", null],
      ["Last 30 days", "Recorded for the last 10 d only"],
    ]);
  });

  it("a stretch still open at the last update says it is still waiting", () => {
    const last = RECENT[0]?.at ?? 0;
    const view = reliabilityView();
    const window = { ...(view.windows[0] as (typeof view.windows)[number]), longestStalenessFrom: last };
    const { rows } = reliabilityFigures({ ...view, windows: [window] }, RECORD_NOW);
    expect(rows.find((r) => r.key === "staleness")?.cells[0]?.detail).toBe(
      "since Nov 22, 12:50 UTC, still waiting",
    );
  });

  it("never writes 0 for what is unknown: '—' and why", () => {
    const view = reliabilityView({
      windows: [emptyWindow("7d"), emptyWindow("30d")],
      deviationPercentage: null,
      heartbeatMs: null,
      heartbeatGraceMs: null,
      overshootToleranceBp: null,
    });
    const { rows } = reliabilityFigures(view, RECORD_NOW);
    for (const row of rows.filter((r) => r.key !== "triggers")) {
      for (const cell of row.cells) {
        expect(cell.text, row.key).toBe("—");
        expect(cell.why, row.key).toBeTruthy();
      }
    }
    const why = (key: string) => rows.find((r) => r.key === key)?.cells[0]?.why;
    expect(why("misses")).toBe("The feed has no heartbeat or schedule, so it cannot miss one");
    expect(why("beyond")).toBe("The feed has no deviation threshold to land beyond");
    expect(why("updates")).toBe("The indexer's record does not cover any of this window yet");
  });

  it("a window with updates but none by deviation, and none timed, says so", () => {
    const view = reliabilityView();
    const base = view.windows[0] as (typeof view.windows)[number];
    const window = {
      ...base,
      deviationUpdates: 0,
      beyondThreshold: 0,
      maxOvershootBp: null,
      lagSamples: 0,
      lagP50Ms: null,
      lagMaxMs: null,
    };
    const { rows } = reliabilityFigures({ ...view, windows: [window] }, RECORD_NOW);
    const cell = (key: string) => rows.find((r) => r.key === key)?.cells[0];
    expect(cell("beyond")).toEqual({ text: "—", why: "No update in this window was triggered by deviation" });
    expect(cell("lag")?.text).toBe("—");
  });
});

describe("feed reliability: formats", () => {
  it("updates per day: a rate too small to write is '< 0.01', never 0", () => {
    expect([1440, 123.4, 48.25, 8.428, 0.25, 0.004, 0, null].map(formatPerDay)).toEqual([
      "1,440",
      "123",
      "48.3",
      "8.43",
      "0.25",
      "< 0.01",
      "0",
      "—",
    ]);
  });

  it("lags in tenths of a second, longer ones as durations", () => {
    expect([800, 4_200, 12_400, 180_000, null].map(formatLag)).toEqual([
      "0.8 s",
      "4.2 s",
      "12 s",
      "3 min",
      "—",
    ]);
  });

  it("shares: none of nothing is '—', a sliver is '< 0.1%'", () => {
    expect(formatShare(0, 0)).toBe("—");
    expect(formatShare(0, 10)).toBe("0%");
    expect(formatShare(1, 2000)).toBe("< 0.1%");
    expect(formatShare(1, 3)).toBe("33.3%");
  });
});

describe("feed reliability: day by day", () => {
  it("draws only the days the record covers, a miss day in the warning colour", () => {
    const view = reliabilityView();
    const charts = dayCharts(view);
    expect(view.days).toHaveLength(31);
    // The record began on Nov 12: 11 days to Nov 22.
    expect(charts.days).toHaveLength(11);
    expect(charts.updates[0]).toEqual({ label: "12", value: 8, color: DAY_COLOR });
    expect(charts.updates.filter((bar) => bar.color === MISS_COLOR).map((bar) => bar.label)).toEqual([
      "14",
      "22",
    ]);
    expect(charts.missDays).toBe(2);
    // Waits of 3 h and 26 h: the axis is in hours.
    expect(charts.staleness.map((bar) => bar.value).slice(0, 3)).toEqual([3, 3, 26]);
    expect(charts.formatStaleness(26)).toBe("26 h");
    expect(charts.tooltip(2)).toBe(
      "Nov 14 (UTC)\nUpdates: 8\nHeartbeat misses: 1\nLongest wait: 26 h\nBeyond threshold: 0",
    );
  });

  it("nothing recorded, no days; the staleness axis takes a unit that fits", () => {
    expect(recordedDays(reliabilityView().days, null)).toEqual([]);
    expect(durationAxis(90_000)).toEqual({ unitMs: 1000, suffix: "s" });
    expect(durationAxis(10 * 60_000)).toEqual({ unitMs: 60_000, suffix: "min" });
  });
});

describe("feed reliability: recent updates", () => {
  it("writes each update's trigger, wait, move, flags and lag", () => {
    const [deviation, heartbeat, first] = RECENT.map((update) => updateRow(update, 5));
    expect(deviation).toMatchObject({
      time: "12:50:00",
      day: "Nov 22",
      trigger: "Deviation",
      since: "40 min",
      move: "62.5 bp",
      flags: ["Beyond threshold +12.5 bp"],
      lag: "4.2 s",
    });
    expect(heartbeat).toMatchObject({
      trigger: "Heartbeat",
      since: "26 h 5 min",
      flags: ["Heartbeat missed"],
      lag: "—",
      lagWhy: "Its signed round could not be told",
    });
    expect(first).toMatchObject({
      trigger: "Unknown (first recorded)",
      since: "—",
      sinceWhy: "The first update the record holds",
      move: "—",
      flags: [],
      lagWhy: "Read back from the provider's history: its round is not known",
    });
  });

  it("an overshoot within the tolerance is no flag", () => {
    const update = { ...(RECENT[0] as (typeof RECENT)[number]), overshootBp: 4 };
    expect(updateRow(update, 5).flags).toEqual([]);
  });
});
