import type { Market } from "../market/types.ts";
import { stepClock } from "./relayer-steps.ts";

/**
 * Market values at the simulation's grid steps, computed once per (symbol, cadence) over a time
 * window. Many layers list the same feed (ETH is on dozens), and every layer walks the same grid,
 * so a backfill asks for each (symbol, step) value many times; valueAt costs ~1 µs, which over
 * 30 days of ~900 feeds is most of the backfill. Off-grid instants (cron checks) and instants
 * outside the window go straight to the market.
 */
export function createStepValueCache(market: Market, seed: number, from: number, to: number) {
  const series = new Map<string, (t: number) => number | null>();

  const build = (symbol: string, cadence: number): ((t: number) => number | null) => {
    if (!Number.isFinite(from) || !Number.isFinite(to) || from > to) return (t) => market.valueAt(symbol, t);
    // A model's existence does not depend on t: an unknown symbol is unknown at every instant.
    if (market.valueAt(symbol, from) === null) return () => null;
    const stepAt = stepClock(seed, cadence);
    const first = Math.floor(from / cadence);
    const values = new Float64Array(Math.floor(to / cadence) - first + 2).fill(Number.NaN);
    return (t) => {
      const k = Math.floor(t / cadence);
      const index = k - first;
      if (index < 0 || index >= values.length || stepAt(k) !== t) return market.valueAt(symbol, t);
      let value = values[index] ?? Number.NaN;
      if (Number.isNaN(value)) {
        value = market.valueAt(symbol, t) ?? Number.NaN;
        values[index] = value;
      }
      return Number.isNaN(value) ? null : value;
    };
  };

  return (symbol: string, cadence: number) => {
    const key = `${cadence}|${symbol}`;
    let found = series.get(key);
    if (found === undefined) {
      found = build(symbol, cadence);
      series.set(key, found);
    }
    return found;
  };
}
