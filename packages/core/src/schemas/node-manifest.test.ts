import { describe, expect, it } from "vitest";
import { nodeManifestSchema } from "./node-manifest.ts";

const manifest = {
  interval: 10000,
  priceAggregator: "median",
  defaultSource: [],
  defaultBroadcasters: ["redstone-packages", "influx", "s3"],
  sourceTimeout: 7000,
  minValidSourcesPercentage: 1,
  deviationCheck: { deviationWithRecentValues: { maxPercent: 30, maxDelayMilliseconds: 120000 } },
  tokens: {
    USDT: { source: ["binance-usd", "bitget-usd"], denomination: "USD", rateFeed: false },
    pathUSD_FV: { source: ["fixed-value"], fixedValue: 1, denomination: "USD", rateFeed: false },
    tacETH_FUNDAMENTAL: { source: ["tac"], isHidden: true, priceAggregator: "primarySource" },
    OLD: {},
  },
  multiPointPackages: { __FRAXTAL__: ["BTC", "CRV", "ETH", "FRAX", "FXS"] },
};

describe("node manifest", () => {
  it("DATA-12 reads the interval, aggregator, default sources, token configs and multi-point packages", () => {
    const parsed = nodeManifestSchema.parse(manifest);
    expect(parsed.interval).toBe(10000);
    expect(parsed.tokens.pathUSD_FV?.fixedValue).toBe(1);
    expect(parsed.tokens.tacETH_FUNDAMENTAL?.isHidden).toBe(true);
    expect(parsed.tokens.OLD).toEqual({});
    expect(parsed.multiPointPackages?.__FRAXTAL__).toHaveLength(5);
    expect((parsed as Record<string, unknown>).deviationCheck).toEqual(manifest.deviationCheck);
  });

  it("DATA-12 rejects a token whose source is not a list and a manifest without tokens", () => {
    expect(
      nodeManifestSchema.safeParse({ ...manifest, tokens: { ETH: { source: "binance" } } }).success,
    ).toBe(false);
    const { tokens: _omitted, ...noTokens } = manifest;
    expect(nodeManifestSchema.safeParse(noTokens).success).toBe(false);
  });
});
