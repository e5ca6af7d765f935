import { describe, expect, it } from "vitest";
import { symbolFromTokenRouteParam, tokenRouteParam } from "./token-route.ts";

describe("TokenPage route form", () => {
  it("TOKEN-01 turns the first '-' of the param back into '/'", () => {
    expect(symbolFromTokenRouteParam("ETH-USD")).toBe("ETH/USD");
    expect(symbolFromTokenRouteParam("BTC")).toBe("BTC");
    expect(symbolFromTokenRouteParam("A-B-C")).toBe("A/B-C");
  });

  it("TOKEN-02 writes every '/' of the symbol as '-' in links", () => {
    expect(tokenRouteParam("ETH/USD")).toBe("ETH-USD");
    expect(tokenRouteParam("sUSDe/USDe/RATE")).toBe("sUSDe-USDe-RATE");
    expect(tokenRouteParam("BTC")).toBe("BTC");
  });
});
