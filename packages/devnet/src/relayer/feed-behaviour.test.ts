import { describe, expect, it } from "vitest";
import { LATE_LAYERS, LAYERS, makeHistoryWorld, makeLateFeedsWorld } from "../history/test-world.ts";
import { createWorld } from "../world/index.ts";
import {
  FEED_MISBEHAVIOUR,
  feedMisbehaviourOf,
  heldBackAt,
  heldBackWindows,
  type LateFeed,
  lateFeedSchedule,
  lateFeedsOf,
} from "./feed-behaviour.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const utc = (text: string) => Date.parse(`${text}Z`);
const REFERENCE_TIME = Date.UTC(2026, 0, 1);

/** The fields a test names; the schedule's numbers are checked against FEED_MISBEHAVIOUR apart. */
const summary = (feeds: readonly LateFeed[]) =>
  feeds.map(({ layerId, feedId, heartbeatMs, local }) => ({ layerId, feedId, heartbeatMs, local }));

describe("FEED_MISBEHAVIOUR: the late feeds' schedule", () => {
  it("keeps its numbers in one constants object", () => {
    expect(FEED_MISBEHAVIOUR).toMatchObject({
      localFeeds: 1,
      simulatedFeeds: 2,
      minHeartbeatMs: HOUR,
      maxHeartbeatMs: 6 * HOUR,
      localChainIds: [1, 42161, 11155111],
      minPeriodMs: 6 * HOUR,
      periodHeartbeats: 4,
      windowHeartbeats: 1.5,
      offsetStepMs: MINUTE,
      dailyWindowMaxHeartbeatMs: 4 * HOUR,
    });
  });

  it("derives P = max(6 h, 4 × heartbeat), W = 1.5 × heartbeat and a whole-minute offset below P", () => {
    for (const heartbeat of [HOUR, 90 * MINUTE, 2 * HOUR, 4 * HOUR, 6 * HOUR]) {
      const schedule = lateFeedSchedule(3, "someLayer", "ETH", heartbeat);
      expect(schedule.periodMs).toBe(Math.max(6 * HOUR, 4 * heartbeat));
      expect(schedule.windowMs).toBe(1.5 * heartbeat);
      expect(schedule.offsetMs % MINUTE).toBe(0);
      expect(schedule.offsetMs).toBeGreaterThanOrEqual(0);
      expect(schedule.offsetMs).toBeLessThan(schedule.periodMs);
    }
    // The offset is a hash of seed, layer and feed.
    const offsets = [
      lateFeedSchedule(3, "someLayer", "ETH", HOUR).offsetMs,
      lateFeedSchedule(4, "someLayer", "ETH", HOUR).offsetMs,
      lateFeedSchedule(3, "otherLayer", "ETH", HOUR).offsetMs,
      lateFeedSchedule(3, "someLayer", "BTC", HOUR).offsetMs,
    ];
    expect(new Set(offsets).size).toBe(4);
  });
});

describe("lateFeedsOf: which feeds are late", () => {
  it("picks the first local candidate, then two simulated ones on distinct layers, by heartbeat then id", () => {
    const feeds = lateFeedsOf(makeLateFeedsWorld());
    expect(summary(feeds)).toEqual([
      // A price-feeds layer of this one feed on chain 1.
      { layerId: LAYERS.heartbeat, feedId: "ETH", heartbeatMs: 6 * HOUR, local: true },
      // 1 h; its layer's ETH (also 1 h) is left out: one late feed per layer. The hidden layer's
      // 1 h BTC is never chosen.
      { layerId: LATE_LAYERS.hourly, feedId: "BTC", heartbeatMs: HOUR, local: false },
      { layerId: LATE_LAYERS.twoHours, feedId: "ETH", heartbeatMs: 2 * HOUR, local: false },
    ]);
    // The choice is the schema's, not the seed's; only the offsets move with the seed.
    expect(summary(lateFeedsOf(makeLateFeedsWorld(12)))).toEqual(summary(feeds));
  });

  it("leaves out cron feeds, heartbeats outside 1–6 h, and a price-feeds layer of several feeds as local", () => {
    // The plain test world: the 24 h multi-feed, the cron BTC, the 60 s fast feed and the hidden
    // instant feed are no candidates; only the 6 h heartbeat layer is.
    expect(summary(lateFeedsOf(makeHistoryWorld()))).toEqual([
      { layerId: LAYERS.heartbeat, feedId: "ETH", heartbeatMs: 6 * HOUR, local: true },
    ]);
    const world = makeHistoryWorld();
    const heartbeatLayer = world.relayerSchema.standard[LAYERS.heartbeat];
    if (!heartbeatLayer) throw new Error("no heartbeat layer");
    // With a second feed the price-feeds adapter would write it with its neighbour: not local.
    heartbeatLayer.priceFeeds.BTC = "0x000000000000000000000000000000000000000a";
    expect(lateFeedsOf(world)).toEqual([]);
  });

  it("chooses XVS on sepoliaVenusXvs (local), avalancheMultiFeed/JOE and berachainBera/BERA in the authored world", () => {
    const world = createWorld({ referenceTime: REFERENCE_TIME, seed: 1 });
    expect(summary(lateFeedsOf(world))).toEqual([
      { layerId: "sepoliaVenusXvs", feedId: "XVS", heartbeatMs: HOUR, local: true },
      { layerId: "avalancheMultiFeed", feedId: "JOE", heartbeatMs: 6 * HOUR, local: false },
      { layerId: "berachainBera", feedId: "BERA", heartbeatMs: 6 * HOUR, local: false },
    ]);
  });

  it("chooses XVS on sepoliaVenusXvs (local), kavaMultiFeed/BTC and mantleMultiFeed/ETH in the recorded world", () => {
    const world = createWorld({ kind: "recorded", referenceTime: REFERENCE_TIME, seed: 1 });
    expect(summary(lateFeedsOf(world))).toEqual([
      { layerId: "sepoliaVenusXvs", feedId: "XVS", heartbeatMs: HOUR, local: true },
      { layerId: "kavaMultiFeed", feedId: "BTC", heartbeatMs: HOUR, local: false },
      { layerId: "mantleMultiFeed", feedId: "ETH", heartbeatMs: HOUR, local: false },
    ]);
  });
});

describe("heldBackWindows / heldBackAt: when", () => {
  const [local, hourly, twoHours] = lateFeedsOf(makeLateFeedsWorld()) as [LateFeed, LateFeed, LateFeed];
  const day = (feed: LateFeed) =>
    heldBackWindows(feed, utc("2025-06-15T00:00:00"), utc("2025-06-16T00:00:00")).map(({ start, end }) => [
      new Date(start).toISOString(),
      new Date(end).toISOString(),
    ]);

  it("gives each test-world late feed its exact windows on 2025-06-15 (seed 11)", () => {
    expect(day(local)).toEqual([["2025-06-15T14:38:00.000Z", "2025-06-15T23:38:00.000Z"]]);
    expect(day(hourly)).toEqual([
      ["2025-06-15T03:07:00.000Z", "2025-06-15T04:37:00.000Z"],
      ["2025-06-15T09:07:00.000Z", "2025-06-15T10:37:00.000Z"],
      ["2025-06-15T15:07:00.000Z", "2025-06-15T16:37:00.000Z"],
      ["2025-06-15T21:07:00.000Z", "2025-06-15T22:37:00.000Z"],
    ]);
    expect(day(twoHours)).toEqual([
      ["2025-06-15T04:54:00.000Z", "2025-06-15T07:54:00.000Z"],
      ["2025-06-15T12:54:00.000Z", "2025-06-15T15:54:00.000Z"],
      ["2025-06-15T20:54:00.000Z", "2025-06-15T23:54:00.000Z"],
    ]);
  });

  it("gives the authored world's XVS 90-minute windows every 6 h (seed 1)", () => {
    const world = createWorld({ referenceTime: REFERENCE_TIME, seed: 1 });
    const xvs = lateFeedsOf(world)[0] as LateFeed;
    expect(day(xvs)).toEqual([
      ["2025-06-15T04:18:00.000Z", "2025-06-15T05:48:00.000Z"],
      ["2025-06-15T10:18:00.000Z", "2025-06-15T11:48:00.000Z"],
      ["2025-06-15T16:18:00.000Z", "2025-06-15T17:48:00.000Z"],
      ["2025-06-15T22:18:00.000Z", "2025-06-15T23:48:00.000Z"],
    ]);
  });

  it("holds a feed back from a window's first millisecond up to (not including) its end", () => {
    const [first] = heldBackWindows(hourly, utc("2025-06-15T00:00:00"), utc("2025-06-15T06:00:00"));
    if (!first) throw new Error("no window");
    expect(heldBackAt(hourly, first.start - 1)).toBe(false);
    expect(heldBackAt(hourly, first.start)).toBe(true);
    expect(heldBackAt(hourly, first.end - 1)).toBe(true);
    expect(heldBackAt(hourly, first.end)).toBe(false);
    expect(heldBackAt(hourly, Number.NaN)).toBe(false);
  });

  it("lists exactly the windows heldBackAt describes, overlapping the range at either end", () => {
    for (const feed of [local, hourly, twoHours]) {
      const from = utc("2025-06-10T00:00:30");
      const to = from + 5 * DAY;
      const windows = heldBackWindows(feed, from, to);
      // Every minute of the range is held back exactly when it lies in a listed window.
      for (let t = from; t <= to; t += MINUTE) {
        const inListed = windows.some((w) => w.start <= t && t < w.end);
        expect(inListed, new Date(t).toISOString()).toBe(heldBackAt(feed, t));
      }
      for (const w of windows) {
        expect(w.end - w.start).toBe(feed.windowMs);
        expect(w.end > from && w.start <= to).toBe(true);
      }
      expect(windows.slice(1).every((w, i) => w.start - (windows[i]?.start ?? 0) === feed.periodMs)).toBe(
        true,
      );
    }
  });

  it("any 24 h holds a complete window of each late feed whose heartbeat is at most 4 h", () => {
    for (const heartbeat of [HOUR, 75 * MINUTE, 90 * MINUTE, 2 * HOUR, 3 * HOUR, 4 * HOUR]) {
      for (const seed of [1, 2, 3, 7, 11]) {
        const feed = lateFeedSchedule(seed, "anyLayer", "ETH", heartbeat);
        // Every 24 h span starting on a minute across a whole period (a span's windows repeat every P).
        const base = utc("2026-03-01T00:00:00");
        for (let from = base; from < base + feed.periodMs; from += MINUTE) {
          const complete = heldBackWindows(feed, from, from + DAY).some(
            (w) => w.start >= from && w.end <= from + DAY,
          );
          expect(
            complete,
            `${heartbeat / MINUTE} min, seed ${seed}, from ${new Date(from).toISOString()}`,
          ).toBe(true);
        }
      }
    }
    // With a 6 h heartbeat (P = 24 h, W = 9 h) a span that starts just after a window opens misses it.
    const slow = lateFeedSchedule(1, "anyLayer", "ETH", 6 * HOUR);
    const from = slow.offsetMs + MINUTE;
    expect(heldBackWindows(slow, from, from + DAY).some((w) => w.start >= from && w.end <= from + DAY)).toBe(
      false,
    );
  });
});

describe("feedMisbehaviourOf", () => {
  it("answers for the late feeds only", () => {
    const misbehaviour = feedMisbehaviourOf(makeLateFeedsWorld());
    const hourly = misbehaviour.feeds[1] as LateFeed;
    const [window] = heldBackWindows(hourly, utc("2025-06-15T00:00:00"), utc("2025-06-15T06:00:00"));
    if (!window) throw new Error("no window");
    expect(misbehaviour.isHeldBack(LATE_LAYERS.hourly, "BTC", window.start)).toBe(true);
    expect(misbehaviour.isHeldBack(LATE_LAYERS.hourly, "ETH", window.start)).toBe(false);
    expect(misbehaviour.isHeldBack(LATE_LAYERS.hidden, "BTC", window.start)).toBe(false);
    expect(misbehaviour.windows(LATE_LAYERS.hourly, "BTC", window.start, window.start)).toEqual([window]);
    expect(misbehaviour.windows(LATE_LAYERS.hourly, "ETH", 0, Date.now())).toEqual([]);
  });
});
