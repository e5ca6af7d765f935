import { describe, expect, it } from "vitest";
import type { WorldToken } from "../world/types.ts";
import { createMarket } from "./create-market.ts";
import { aggregateQuotes, median } from "./quotes.ts";
import { makeTestWorld, TEST_REFERENCE_TIME } from "./test-world.ts";

const flakyOnly: WorldToken = {
  symbol: "FLAKY_ONLY",
  name: "Flaky only",
  tags: [],
  denomination: "USD",
  logoURI: "",
  basePrice: 5,
  volatility: 0.5,
  behaviour: "volatile",
  sources: ["flaky"],
  dataServices: [],
};
const world = makeTestWorld(42, [flakyOnly]);
const market = createMarket(world);
const BUCKET = 10_000;

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it("aggregates only valid quotes and keeps them by source", () => {
    const aggregate = aggregateQuotes([
      { source: "a", value: 10 },
      { source: "b", value: null },
      { source: "c", value: 30 },
      { source: "d", value: 11 },
    ]);
    expect(aggregate).toEqual({ value: 11, sources: { a: 10, c: 30, d: 11 } });
    expect(aggregateQuotes([{ source: "a", value: null }])).toEqual({ value: null, sources: {} });
  });
});

describe("quotes", () => {
  it("quotes every source of a token once per 10-second bucket", () => {
    const t = TEST_REFERENCE_TIME + 123 * BUCKET;
    const quotes = market.quotesAt("ETH", t);
    expect(quotes.map((q) => q.source)).toEqual(["binance", "coinbase", "kraken"]);
    expect(market.quotesAt("ETH", t + BUCKET - 1)).toEqual(quotes);
    expect(market.quotesAt("ETH", t + BUCKET)).not.toEqual(quotes);
  });

  it("uses the data service's default sources for a token that names none", () => {
    expect(market.quotesAt("EUR", TEST_REFERENCE_TIME).map((q) => q.source)).toEqual(["binance", "kraken"]);
  });

  it("fails and produces outliers at about the configured rates", () => {
    const samples = 20_000;
    let failed = 0;
    let outliers = 0;
    let valid = 0;
    for (let i = 0; i < samples; i++) {
      const t = TEST_REFERENCE_TIME + i * BUCKET;
      const value = market.valueAt("BTC", t) ?? Number.NaN;
      const quote = market.quotesAt("BTC", t).find((q) => q.source === "flaky");
      if (quote === undefined) throw new Error("no flaky quote");
      if (quote.value === null) {
        failed++;
        continue;
      }
      valid++;
      // flaky's noise is 0.2 %: a 5 % deviation is unmistakably an outlier.
      if (Math.abs(quote.value / value - 1) >= 0.049) outliers++;
    }
    expect(failed / samples).toBeGreaterThan(0.28);
    expect(failed / samples).toBeLessThan(0.32);
    expect(outliers / valid).toBeGreaterThan(0.085);
    expect(outliers / valid).toBeLessThan(0.115);
  });

  it("keeps normal quotes within a few noise deviations of the value", () => {
    for (let i = 0; i < 2000; i++) {
      const t = TEST_REFERENCE_TIME + i * BUCKET;
      const quote = market.quotesAt("ETH", t).find((q) => q.source === "kraken");
      expect(Math.abs((quote?.value ?? 0) / (market.valueAt("ETH", t) ?? 1) - 1)).toBeLessThan(0.001 * 6);
    }
  });

  it("aggregates as the median of the valid quotes, null when every fetch failed", () => {
    let nulls = 0;
    for (let i = 0; i < 500; i++) {
      const t = TEST_REFERENCE_TIME + i * BUCKET;
      for (const symbol of ["BTC", "FLAKY_ONLY"]) {
        const quotes = market.quotesAt(symbol, t);
        const validValues = quotes.flatMap((q) => (q.value === null ? [] : [q.value]));
        const aggregate = market.aggregateAt(symbol, t);
        expect(aggregate.value).toBe(median(validValues));
        expect(Object.keys(aggregate.sources).length).toBe(validValues.length);
        if (aggregate.value === null) nulls++;
      }
    }
    // FLAKY_ONLY has a single source failing 30 % of the time.
    expect(nulls).toBeGreaterThan(100);
  });
});

describe("sourceErrorsOn", () => {
  const day = "2025-01-20";
  const dayStart = Date.UTC(2025, 0, 20);

  it("counts exactly the failures and outliers quotesAt produces, one fetch per token per minute", () => {
    let failed = 0;
    let outliers = 0;
    for (const symbol of ["BTC", "FLAKY_ONLY"]) {
      for (let minute = 0; minute < 1440; minute++) {
        const t = dayStart + minute * 60_000;
        const quote = market.quotesAt(symbol, t).find((q) => q.source === "flaky");
        if (quote?.value === null) failed++;
        else if (Math.abs((quote?.value ?? 0) / (market.valueAt(symbol, t) ?? 1) - 1) >= 0.049) outliers++;
      }
    }
    expect(market.sourceErrorsOn("flaky", day)).toEqual({
      fetchingFailed: failed,
      incorrectPriceValue: outliers,
    });
    // 2 tokens × 1440 fetches at 30 % failures; outliers at 10 % of the rest.
    expect(failed).toBeGreaterThan(2880 * 0.26);
    expect(failed).toBeLessThan(2880 * 0.34);
    expect(outliers).toBeGreaterThan(2880 * 0.7 * 0.07);
    expect(outliers).toBeLessThan(2880 * 0.7 * 0.13);
  });

  it("is deterministic, zero for a clean source, and zero for bad input", () => {
    expect(createMarket(world).sourceErrorsOn("coinbase", day)).toEqual(
      market.sourceErrorsOn("coinbase", day),
    );
    expect(market.sourceErrorsOn("kraken", day)).toEqual({ fetchingFailed: 0, incorrectPriceValue: 0 });
    const zero = { fetchingFailed: 0, incorrectPriceValue: 0 };
    expect(market.sourceErrorsOn("nope", day)).toEqual(zero);
    expect(market.sourceErrorsOn("flaky", "2025-02-30")).toEqual(zero);
    expect(market.sourceErrorsOn("flaky", "yesterday")).toEqual(zero);
    expect(market.sourceErrorsOn("flaky", "2025-01-21")).not.toEqual(market.sourceErrorsOn("flaky", day));
  });
});
