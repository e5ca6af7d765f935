import { describe, expect, it } from "vitest";
import { childRoutePath } from "./app-route-patterns.ts";
import { matchAppRoute } from "./match-app-route.ts";

describe("matchAppRoute", () => {
  it("ROUTE-02 finds a screen with or without its trailing slash, so the browser can add it", () => {
    expect(matchAppRoute("/app/sources/")?.name).toBe("sources");
    expect(matchAppRoute("/app/sources")?.name).toBe("sources");
    expect(matchAppRoute("/app/sources//")?.name).toBe("sources");
    expect(matchAppRoute("/")?.name).toBe("root");
    expect(matchAppRoute("/app")?.name).toBe("app");
  });

  it("ROUTE-22 finds nothing for a path no screen has", () => {
    for (const path of [
      "/nothing/here/",
      "/app/nope/",
      "/app/tokens/extra/",
      "/app//tokens/",
      "/favicon.ico",
    ]) {
      expect(matchAppRoute(path), path).toBeNull();
    }
    // A param is one non-empty segment.
    expect(matchAppRoute("/app/token//")).toBeNull();
    // A single feed names both its network and its token.
    expect(matchAppRoute("/app/feeds/ethereum/")).toBeNull();
  });

  it("hands params decoded, an encoded slash kept inside its segment", () => {
    expect(matchAppRoute("/app/token/USDC%2FEUR/")).toEqual({
      name: "token",
      params: { symbol: "USDC/EUR" },
    });
    expect(matchAppRoute("/app/feeds/ethereum-mainnet%2Feth/eth/")).toEqual({
      name: "singleFeed",
      params: { network: "ethereum-mainnet/eth", token: "eth" },
    });
    expect(matchAppRoute("/app/sources/a%20b/")?.params).toEqual({ sourceId: "a b" });
  });

  it("reads a malformed escape as sent, as the browser's router does", () => {
    expect(matchAppRoute("/app/token/%E0%A4%A/")?.params).toEqual({ symbol: "%E0%A4%A" });
  });

  it("ignores letter case in fixed segments, like React Router", () => {
    expect(matchAppRoute("/APP/Tokens/")?.name).toBe("tokens");
    expect(matchAppRoute("/App/Data-Services/Redstone/")).toEqual({
      name: "pullModelAlias",
      params: { id: "Redstone" },
    });
  });

  it("gives a nested route its path relative to its parent, and refuses one outside it", () => {
    expect(childRoutePath("/app", "/app/feeds/:network/:token")).toBe("feeds/:network/:token");
    expect(childRoutePath("/", "/tvs")).toBe("tvs");
    expect(() => childRoutePath("/app", "/tvs")).toThrow(/not under/);
  });
});
