import { describe, expect, it } from "vitest";
import { createMarket } from "./create-market.ts";
import { makeTestWorld, TEST_REFERENCE_TIME } from "./test-world.ts";

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const world = makeTestWorld();
const symbols = world.tokens.map((token) => token.symbol);

/** A deterministic spread of times over ±3 years around the reference time, not grid-aligned. */
function sampleTimes(count: number, span = 3 * YEAR): number[] {
  return Array.from(
    { length: count },
    (_, i) => TEST_REFERENCE_TIME - span + ((2 * span) / count) * i + (i % 7) * 1234,
  );
}

/** Annualised realised volatility of log returns sampled every `step` ms over `count` steps. */
function realisedVolatility(
  value: (t: number) => number,
  start: number,
  step: number,
  count: number,
): number {
  let sum = 0;
  let previous = value(start);
  for (let i = 1; i <= count; i++) {
    const next = value(start + i * step);
    sum += Math.log(next / previous) ** 2;
    previous = next;
  }
  return Math.sqrt(sum / ((count * step) / YEAR));
}

describe("market determinism", () => {
  it("gives identical values and quotes from two markets, whatever the call order", () => {
    const a = createMarket(world);
    const b = createMarket(world);
    const times = sampleTimes(300);
    const forward = symbols.flatMap((s) => times.map((t) => [a.valueAt(s, t), a.quotesAt(s, t)]));
    // The second market walks the times backwards, symbol-interleaved, to defeat any memo.
    const backward = new Map<string, unknown>();
    for (let i = times.length - 1; i >= 0; i--) {
      for (const s of [...symbols].reverse()) {
        const t = times[i] as number;
        backward.set(`${s}@${t}`, [b.valueAt(s, t), b.quotesAt(s, t)]);
      }
    }
    const reordered = symbols.flatMap((s) => times.map((t) => backward.get(`${s}@${t}`)));
    expect(reordered).toEqual(forward);
    // And the first market, asked again in a scattered order, still agrees with itself.
    for (let i = 0; i < times.length; i += 37) {
      const t = times[(i * 101) % times.length] as number;
      expect(a.valueAt("ETH", t)).toBe(b.valueAt("ETH", t));
    }
  });

  it("differs for a different seed", () => {
    const a = createMarket(world);
    const c = createMarket(makeTestWorld(43));
    const t = TEST_REFERENCE_TIME + 5 * DAY;
    expect(c.valueAt("ETH", t)).not.toBe(a.valueAt("ETH", t));
    expect(c.quotesAt("BTC", t)).not.toEqual(a.quotesAt("BTC", t));
  });

  it("starts every plain token at its basePrice at the reference time", () => {
    const market = createMarket(world);
    for (const symbol of ["ETH", "BTC", "USDC", "EUR", "wstETH/ETH", "BTC_FUNDAMENTAL", "FIXED"]) {
      const token = world.tokens.find((t) => t.symbol === symbol);
      expect(market.valueAt(symbol, TEST_REFERENCE_TIME)).toBeCloseTo(token?.basePrice ?? Number.NaN, 9);
    }
  });
});

describe("market values", () => {
  const market = createMarket(world);

  it("is positive and finite for every token across ±3 years and at extreme times", () => {
    const times = [...sampleTimes(2000), 0, -1e13, 8.64e15, TEST_REFERENCE_TIME + 50 * YEAR];
    for (const symbol of symbols) {
      for (const t of times) {
        const value = market.valueAt(symbol, t);
        expect(value !== null && Number.isFinite(value) && value > 0, `${symbol} at ${t}`).toBe(true);
      }
    }
  });

  it("answers null and [] for unknown symbols and non-finite times", () => {
    expect(market.valueAt("NOPE", TEST_REFERENCE_TIME)).toBeNull();
    expect(market.quotesAt("NOPE", TEST_REFERENCE_TIME)).toEqual([]);
    expect(market.aggregateAt("NOPE", TEST_REFERENCE_TIME)).toEqual({ value: null, sources: {} });
    expect(market.valueAt("ETH", Number.NaN)).toBeNull();
    expect(market.quotesAt("ETH", Number.POSITIVE_INFINITY)).toEqual([]);
  });

  it("keeps a stablecoin within ±0.3 % of 1 and a pinned token constant", () => {
    for (const t of sampleTimes(20000)) {
      expect(Math.abs((market.valueAt("USDC", t) ?? 0) - 1)).toBeLessThanOrEqual(0.003);
      expect(market.valueAt("FIXED", t)).toBe(1);
    }
  });

  it("moves a volatile token at about its configured volatility", () => {
    const eth = (t: number) => market.valueAt("ETH", t) ?? Number.NaN;
    const hourly = realisedVolatility(eth, TEST_REFERENCE_TIME - YEAR, 3_600_000, 2 * 365 * 24);
    expect(hourly).toBeGreaterThan(0.8 / 1.5);
    expect(hourly).toBeLessThan(0.8 * 1.5);
    const daily = realisedVolatility(eth, TEST_REFERENCE_TIME - 3 * YEAR, DAY, 6 * 365);
    expect(daily).toBeGreaterThan(0.8 / 1.5);
    expect(daily).toBeLessThan(0.8 * 1.5);
    const eur = realisedVolatility(
      (t) => market.valueAt("EUR", t) ?? Number.NaN,
      TEST_REFERENCE_TIME,
      3_600_000,
      8760,
    );
    expect(eur).toBeGreaterThan(0.08 / 1.5);
    expect(eur).toBeLessThan(0.08 * 1.5);
  });

  it("drifts a slow token by a few percent a year with almost no noise", () => {
    const slow = (t: number) => market.valueAt("wstETH/ETH", t) ?? Number.NaN;
    const yearly = Math.abs(Math.log(slow(TEST_REFERENCE_TIME + YEAR) / slow(TEST_REFERENCE_TIME)));
    expect(yearly).toBeGreaterThan(0.001);
    expect(yearly).toBeLessThan(0.1);
    expect(realisedVolatility(slow, TEST_REFERENCE_TIME, 60_000, 24 * 60)).toBeLessThan(0.005);
  });

  it("makes a TWAP follow its base, smoother than the base", () => {
    const start = TEST_REFERENCE_TIME + 10 * DAY;
    let worst = 0;
    for (let i = 0; i < 2000; i++) {
      const t = start + i * 600_000;
      const twap = market.valueAt("ETH-TWAP-60", t) ?? Number.NaN;
      const base = market.valueAt("ETH", t) ?? Number.NaN;
      worst = Math.max(worst, Math.abs(Math.log(twap / base)));
    }
    expect(worst).toBeLessThan(0.05);
    const vol = (symbol: string) =>
      realisedVolatility((t) => market.valueAt(symbol, t) ?? Number.NaN, start, 60_000, 5000);
    expect(vol("ETH-TWAP-60")).toBeLessThan(vol("ETH") * 0.7);
  });

  it("makes a derived fundamental feed track its base smoothed over days", () => {
    const ratios: number[] = [];
    for (const t of sampleTimes(3000)) {
      ratios.push(
        Math.abs(Math.log((market.valueAt("BTC_FUNDAMENTAL", t) ?? 0) / (market.valueAt("BTC", t) ?? 1))),
      );
    }
    ratios.sort((x, y) => x - y);
    expect(ratios[Math.floor(ratios.length / 2)]).toBeLessThan(0.05);
    const minuteVol = (symbol: string) =>
      realisedVolatility((t) => market.valueAt(symbol, t) ?? Number.NaN, TEST_REFERENCE_TIME, 60_000, 5000);
    expect(minuteVol("BTC_FUNDAMENTAL")).toBeLessThan(minuteVol("BTC") * 0.1);
  });
});
