import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMarket } from "../market/create-market.ts";
import { makeTestWorld, TEST_REFERENCE_TIME } from "../market/test-world.ts";
import { openPriceStore } from "./open-price-store.ts";
import type { PriceStore, StoredPrice } from "./types.ts";

const M = 60_000;
const H = 60 * M;
const D = 24 * H;
const world = makeTestWorld();
const market = createMarket(world);
const symbols = [...new Set(world.tokens.map((t) => t.symbol))].sort();
/** A "now" that is not aligned to anything, 20 days after the reference time. */
const NOW = TEST_REFERENCE_TIME + 20 * D + 17 * M + 4321;
const floorTo = (t: number, step: number) => Math.floor(t / step) * step;

/** Rows a backfill must create for [from, to] at `step`: the instants where some quote is valid. */
function expectedRows(from: number, to: number, step: number): number {
  let count = 0;
  for (const symbol of symbols) {
    for (let ts = floorTo(from, step); ts <= floorTo(to, step); ts += step) {
      if (market.aggregateAt(symbol, ts).value !== null) count++;
    }
  }
  return count;
}

function everything(store: PriceStore): StoredPrice[] {
  return symbols.flatMap((s) => store.history(s, { limit: 1_000_000, offset: 0 }));
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "devnet-store-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("backfill", () => {
  it("fills 7 days hourly and 24 h of minutes, survives a reopen, and then fills only the gap", () => {
    const file = join(dir, "nested", "folder", "prices.sqlite");
    const store = openPriceStore({ file, world, market });
    expect(existsSync(join(dir, "nested", "folder"))).toBe(true);
    const first = store.backfill(NOW);
    expect(first.inserted).toBe(expectedRows(NOW - 7 * D, NOW, H) + expectedRows(NOW - D, NOW, M));
    expect(store.symbols()).toEqual(symbols);
    const before = everything(store);
    expect(store.backfill(NOW).inserted).toBe(0);
    store.close();

    const reopened = openPriceStore({ file, world, market: createMarket(world) });
    expect(everything(reopened)).toEqual(before);
    const later = NOW + 3 * H;
    const gap = reopened.backfill(later);
    expect(gap.inserted).toBe(expectedRows(NOW + M, later, M) + expectedRows(NOW + H, later, H));
    // Nothing stored was rewritten: every earlier row reads back identically.
    const after = new Map(everything(reopened).map((row) => [`${row.symbol}@${row.timestamp}`, row]));
    for (const row of before) expect(after.get(`${row.symbol}@${row.timestamp}`)).toEqual(row);
    reopened.close();
  });

  it("stores the market aggregate, with its sources, at each minute and hour start", () => {
    const store = openPriceStore({ file: ":memory:", world, market });
    store.backfill(NOW);
    const minute = floorTo(NOW, M) - 42 * M;
    expect(store.latest("BTC", minute + 59_999)).toEqual({
      symbol: "BTC",
      timestamp: minute,
      value: market.aggregateAt("BTC", minute).value,
      sources: market.aggregateAt("BTC", minute).sources,
    });
    const hour = floorTo(NOW, H) - 5 * D;
    expect(store.latest("ETH", hour + 1)).toEqual({
      symbol: "ETH",
      timestamp: hour,
      value: market.aggregateAt("ETH", hour).value,
      sources: null,
    });
    store.close();
  });

  it("rolls minute rows older than 48 h into hourly rows and keeps every hourly row", () => {
    const store = openPriceStore({ file: ":memory:", world, market });
    store.backfill(NOW);
    const hourlyBefore = store.series("ETH", NOW - 7 * D, NOW, H).length;
    const later = NOW + 30 * H;
    store.backfill(later);
    const cutoff = floorTo(later - 48 * H, H);
    const rows = store.history("ETH", { from: NOW - D, to: later, limit: 100_000, offset: 0 });
    const olderMinuteRows = rows.filter((r) => r.timestamp < cutoff && r.sources !== null);
    expect(olderMinuteRows).toEqual([]);
    const rolled = rows.filter((r) => r.timestamp < cutoff);
    expect(rolled.length).toBeGreaterThan(0);
    expect(rolled.every((r) => r.timestamp % H === 0)).toBe(true);
    expect(store.series("ETH", NOW - 7 * D, NOW, H).length).toBe(hourlyBefore);
    // Minute rows newer than the cutoff, from before the pause, are still there.
    expect(store.latest("ETH", cutoff + 30 * M)?.sources).not.toBeNull();
    store.close();
  });
});

describe("appendMinute", () => {
  it("adds one row per token for the minute, the hour's row, and repeats as no-ops", () => {
    const store = openPriceStore({ file: ":memory:", world, market });
    const t = floorTo(NOW, H) + 2 * M + 999;
    store.appendMinute(t);
    store.appendMinute(t + 1000);
    for (const symbol of symbols) {
      const rows = store.history(symbol, { limit: 10, offset: 0 });
      expect(rows.map((r) => r.timestamp)).toEqual([floorTo(t, M), floorTo(t, H)]);
      expect(rows[0]?.value).toBe(market.aggregateAt(symbol, floorTo(t, M)).value);
      expect(rows[1]?.sources).toBeNull();
    }
    store.appendMinute(t + M);
    expect(store.history("ETH", { limit: 10, offset: 0 })).toHaveLength(3);
    store.close();
  });
});

describe("queries", () => {
  const store = openPriceStore({ file: ":memory:", world, market });
  store.backfill(NOW);
  // A 30 h pause: minute rows exist for [NOW - 18 h, NOW] and [LATER - 24 h, LATER], hourly all along.
  const LATER = NOW + 30 * H;
  store.backfill(LATER);

  it("series: one mean per aligned window, minute rows where they cover it, hourly rows elsewhere", () => {
    const from = LATER - 7 * D;
    const series = store.series("ETH", from, LATER, H);
    const starts = series.map((r) => r.timestamp);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((ts) => ts % H === 0)).toBe(true);
    expect(new Set(starts).size).toBe(starts.length);
    expect(starts[0]).toBe(floorTo(from, H) + H);
    const raw = store.history("ETH", { from, to: LATER, limit: 100_000, offset: 0 });
    const windowOf = (start: number) => raw.filter((r) => r.timestamp >= start && r.timestamp < start + H);
    // Inside the recent minute range: the mean of the window's minute rows.
    const recent = floorTo(LATER, H) - 3 * H;
    const recentRows = windowOf(recent);
    expect(recentRows).toHaveLength(60);
    const mean = recentRows.reduce((sum, r) => sum + r.value, 0) / 60;
    expect(series.find((r) => r.timestamp === recent)?.value).toBeCloseTo(mean, 9);
    expect(series.find((r) => r.timestamp === recent)?.sources).not.toBeNull();
    // Inside the pause (no minute rows) and before the minute ranges: the hourly row itself.
    for (const start of [floorTo(NOW, H) + 3 * H, floorTo(from, H) + 5 * H]) {
      const rows = windowOf(start);
      expect(rows).toHaveLength(1);
      expect(series.find((r) => r.timestamp === start)).toEqual({
        ...rows[0],
        timestamp: start,
        sources: null,
      });
    }
    // Day windows align to UTC midnights.
    expect(store.series("ETH", from, LATER, D).every((r) => r.timestamp % D === 0)).toBe(true);
  });

  it("series below one minute returns the raw rows, ascending", () => {
    const from = LATER - 2 * H;
    const raw = store.series("ETH", from, LATER, 1);
    const history = store.history("ETH", { from, to: LATER, limit: 100_000, offset: 0 });
    expect(raw).toEqual([...history].reverse());
    expect(raw.length).toBe(2 * 60); // from is mid-minute, so its own minute row is before it
  });

  it("history: newest first, minute rows where they exist, paged by limit and offset", () => {
    const all = store.history("ETH", { from: NOW - 2 * D, to: LATER, limit: 100_000, offset: 0 });
    const times = all.map((r) => r.timestamp);
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThan(times[i - 1] as number);
    expect(all[0]?.timestamp).toBe(floorTo(LATER, M));
    const inPause = all.filter((r) => r.timestamp > NOW && r.timestamp < floorTo(LATER - D, M));
    expect(inPause.length).toBeGreaterThan(0);
    expect(inPause.every((r) => r.sources === null && r.timestamp % H === 0)).toBe(true);
    const page1 = store.history("ETH", { from: NOW - 2 * D, to: LATER, limit: 50, offset: 0 });
    const page2 = store.history("ETH", { from: NOW - 2 * D, to: LATER, limit: 50, offset: 50 });
    expect([...page1, ...page2]).toEqual(all.slice(0, 100));
    const bounded = store.history("ETH", { from: NOW - 10 * M, to: NOW - 5 * M, limit: 100, offset: 0 });
    expect(bounded.map((r) => r.timestamp)).toEqual([5, 6, 7, 8, 9].map((k) => floorTo(NOW, M) - k * M));
    expect(store.history("ETH", { from: NOW - 10 * M, to: NOW, limit: 100, offset: 1000 })).toEqual([]);
  });

  it("latest: the newest row at or before a time, minute rows preferred", () => {
    expect(store.latest("ETH")?.timestamp).toBe(floorTo(LATER, M));
    expect(store.latest("ETH", NOW + 5 * H + 7 * M)).toMatchObject({
      timestamp: floorTo(NOW, H) + 5 * H,
      sources: null,
    });
    expect(store.latest("ETH", NOW - 3 * M + 1)?.sources).not.toBeNull();
    expect(store.latest("ETH", NOW - 30 * D)).toBeNull();
  });

  it("answers bad input with [] or null and never throws", () => {
    const page = { limit: 10, offset: 0 };
    expect(store.latest("NOPE")).toBeNull();
    expect(store.latest("ETH", Number.NaN)).toBeNull();
    expect(store.series("NOPE", NOW - D, NOW, H)).toEqual([]);
    expect(store.series("ETH", Number.NaN, NOW, H)).toEqual([]);
    expect(store.series("ETH", NOW, NOW - D, H)).toEqual([]);
    expect(store.series("ETH", NOW - D, NOW, 0)).toEqual([]);
    expect(store.series("ETH", NOW - D, NOW, -H)).toEqual([]);
    expect(store.series("ETH", NOW - D, NOW, Number.NaN)).toEqual([]);
    expect(store.history("NOPE", page)).toEqual([]);
    expect(store.history("ETH", { ...page, limit: -1 })).toEqual([]);
    expect(store.history("ETH", { ...page, limit: 0 })).toEqual([]);
    expect(store.history("ETH", { ...page, offset: -5 })).toEqual([]);
    expect(store.history("ETH", { ...page, limit: Number.NaN })).toEqual([]);
    expect(store.history("ETH", { ...page, from: Number.NaN })).toEqual([]);
    expect(store.history("ETH", { ...page, from: NOW, to: NOW - 1 })).toEqual([]);
    expect(store.history("ETH", { ...page, limit: Number.POSITIVE_INFINITY })).not.toEqual([]);
    expect(store.series("ETH", Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, D).length).toBeGreaterThan(
      0,
    );
    expect(store.backfill(Number.NaN)).toEqual({ inserted: 0 });
    expect(() => store.appendMinute(Number.NaN)).not.toThrow();
  });

  it("answers [] and null once closed", () => {
    const closed = openPriceStore({ file: ":memory:", world, market });
    closed.close();
    closed.close();
    expect(closed.latest("ETH")).toBeNull();
    expect(closed.symbols()).toEqual([]);
    expect(closed.backfill(NOW)).toEqual({ inserted: 0 });
  });
});
