import { describe, expect, it } from "vitest";
import { tvsLoadErrorMessage, tvsPlaceholderMetrics } from "./tvs-dashboard.ts";

describe("TVS dashboard state", () => {
  it("TVS-31 placeholders are 15 providers, 125000 transactions, 15% volume, 0.15 and 2.5", () => {
    expect(tvsPlaceholderMetrics(2_000_000)).toEqual({
      activeProviders: 15,
      dailyTransactions: 125_000,
      dailyVolume: 300_000,
      avgResponseTime: 0.15,
      tvsDailyChange: 2.5,
    });
    expect(tvsPlaceholderMetrics(Number.NaN).dailyVolume).toBe(0);
  });

  it("ERROR-38 the failure text is 'Failed to load dashboard data: ' plus the error message", () => {
    expect(tvsLoadErrorMessage(new Error("HTTP 503"))).toBe("Failed to load dashboard data: HTTP 503");
    expect(tvsLoadErrorMessage("timeout")).toBe("Failed to load dashboard data: timeout");
    expect(tvsLoadErrorMessage({ message: "bad body" })).toBe("Failed to load dashboard data: bad body");
  });
});
