import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesRouteForm, routeForm } from "./route-forms.ts";

describe("route forms", () => {
  it("DATA-36 lower-cases and turns spaces and '/' into '-'", () => {
    expect(routeForm("Arbitrum One")).toBe("arbitrum-one");
    expect(routeForm("wstETH/ETH")).toBe("wsteth-eth");
    expect(routeForm("Ethereum Mainnet")).toBe("ethereum-mainnet");
    expect(routeForm("AAPL---24_7")).toBe("aapl---24_7");
  });

  it("DATA-36 percent-encodes every other unsafe character", () => {
    expect(routeForm("a+b")).toBe("a%2Bb");
    expect(routeForm("x?y#z")).toBe("x%3Fy%23z");
    expect(routeForm("<script>")).toBe("%3Cscript%3E");
    expect(routeForm("it's(1)*!")).toBe("it%27s%281%29%2A%21");
  });

  it("DATA-36 finds the feed back from the router's param, encoded or decoded", () => {
    expect(matchesRouteForm("wsteth-eth", "wstETH/ETH")).toBe(true);
    expect(matchesRouteForm("a+b", "A+B")).toBe(true);
    expect(matchesRouteForm("a%2Bb", "A+B")).toBe(true);
    expect(matchesRouteForm("eth", "BTC")).toBe(false);
    expect(matchesRouteForm("%E0%A4%A", "x")).toBe(false);
  });

  it("DATA-36 any text gives a single safe path segment that maps back to it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const form = routeForm(text);
        expect(form).toMatch(/^[a-z0-9\-_.~%A-F]*$/);
        expect(form).not.toMatch(/[/?#\s]/);
        expect(matchesRouteForm(form, text)).toBe(true);
        expect(matchesRouteForm(decodeURIComponent(form), text)).toBe(true);
      }),
    );
  });
});
