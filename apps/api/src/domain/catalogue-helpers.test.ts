import type { ApiWarning } from "@oracle-explorer/core/api-views";
import { COINGECKO_PROVIDER } from "@oracle-explorer/core/constants";
import { describe, expect, it } from "vitest";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { toAssetUrl, toLinkUrl } from "./asset-urls.ts";
import { isSafeAssetPath } from "./assets.ts";
import { memoizeLast } from "./memo.ts";
import { firstNonEmpty } from "./prices.ts";
import { catalogueEntryFor } from "./sources.ts";
import { resolveTokenSymbol } from "./tokens.ts";
import { maxAgeFor } from "./warnings.ts";

describe("toAssetUrl", () => {
  it("serves relative logo paths through the api's assets route", () => {
    expect(toAssetUrl("/images/tokens/eth.svg")).toBe("/api/v1/assets/images/tokens/eth.svg");
    expect(toAssetUrl("images/x.png")).toBe("/api/v1/assets/images/x.png");
  });
  it("passes https and data: images through, and drops what the CSP would block", () => {
    expect(toAssetUrl("https://cdn.example/eth.svg")).toBe("https://cdn.example/eth.svg");
    expect(toAssetUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    for (const blocked of [
      "http://cdn.example/eth.svg",
      "javascript:alert(1)",
      "//cdn.example/x.svg",
      "",
      "  ",
    ]) {
      expect(toAssetUrl(blocked)).toBeNull();
    }
    expect(toAssetUrl(undefined)).toBeNull();
    expect(toAssetUrl(null)).toBeNull();
  });
});

describe("toLinkUrl", () => {
  it("keeps http(s) links only", () => {
    expect(toLinkUrl("https://etherscan.io")).toBe("https://etherscan.io");
    expect(toLinkUrl("http://example.com/x")).toBe("http://example.com/x");
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "/relative", "", undefined, null]) {
      expect(toLinkUrl(bad)).toBeNull();
    }
  });
});

describe("isSafeAssetPath", () => {
  it("accepts plain relative file paths only", () => {
    expect(isSafeAssetPath("images/tokens/eth.svg")).toBe(true);
    for (const path of [
      "../etc/passwd",
      "images/../x",
      "images//x.svg",
      "/images/x.svg",
      "a/.hidden",
      "a%2e",
      "a?b",
      "",
      // Only the logos: nothing else on the catalogue's host (the devnet's admin, its api).
      "__admin/faults",
      "api/prices",
      "relayer-schema",
    ]) {
      expect(isSafeAssetPath(path), path).toBe(false);
    }
  });
});

describe("TOKEN-01 TOKEN-03 resolveTokenSymbol", () => {
  const known = new Map([
    ["wstETH/ETH", 1],
    ["ETH-TWAP-60", 1],
    ["ETH", 1],
  ]);
  it("reads the first dash back as a slash, then tries the raw param", () => {
    expect(resolveTokenSymbol(known, "wstETH-ETH")).toBe("wstETH/ETH");
    expect(resolveTokenSymbol(known, "ETH-TWAP-60")).toBe("ETH-TWAP-60");
    expect(resolveTokenSymbol(known, "ETH")).toBe("ETH");
    expect(resolveTokenSymbol(known, "NOPE")).toBeNull();
  });
});

describe("catalogueEntryFor", () => {
  const catalogue = {
    binance: { logoURI: "/b.svg", url: "https://binance.com", color: "#f0b90b" },
    "uniswap-v3": { logoURI: "/u3.svg", url: "https://uniswap.org", color: "#ff007a" },
    uniswap: { logoURI: "/u.svg", url: "https://uniswap.org", color: "#ff007a" },
  };
  it("finds the exact id, else the longest base name the id starts with", () => {
    expect(catalogueEntryFor(catalogue, "binance")?.logoURI).toBe("/b.svg");
    expect(catalogueEntryFor(catalogue, "binance-usdt")?.logoURI).toBe("/b.svg");
    expect(catalogueEntryFor(catalogue, "uniswap-v3-ethereum-weth-3000")?.logoURI).toBe("/u3.svg");
    expect(catalogueEntryFor(catalogue, "binancex")).toBeNull();
    expect(catalogueEntryFor(catalogue, "constructor")).toBeNull();
  });
});

describe("CALL-29 firstNonEmpty", () => {
  const prices = new UpstreamError("prices", "down", "refused");
  const aggregator = new UpstreamError("price aggregator", "timeout", "slow");

  it("keeps the first non-empty answer, in order", async () => {
    const asked: string[] = [];
    const result = await firstNonEmpty(
      ["a", "b", "c"],
      async (p) => {
        asked.push(p);
        return p === "b" ? [1] : [];
      },
      [],
    );
    expect(result).toEqual({ answeredBy: "b", items: [1], failed: [] });
    expect(asked).toEqual(["a", "b"]);
  });

  it("answers empty when every provider is", async () => {
    expect(await firstNonEmpty(["a", "b"], async () => [], [])).toEqual({
      answeredBy: null,
      items: [],
      failed: [],
    });
  });

  it("moves on from a failing aggregator with a warning", async () => {
    const warnings: ApiWarning[] = [];
    const result = await firstNonEmpty(
      [COINGECKO_PROVIDER, "b"],
      async (p) => {
        if (p === COINGECKO_PROVIDER) throw aggregator;
        return [2];
      },
      warnings,
    );
    expect(result.answeredBy).toBe("b");
    expect(result.failed).toEqual(["coingecko"]);
    expect(warnings).toEqual([
      { upstream: "price aggregator", failure: "timeout", message: aggregator.message },
    ]);
  });

  it("stops at a prices API failure: the next provider would fail the same way", async () => {
    const asked: string[] = [];
    const run = firstNonEmpty(
      ["a", "b"],
      async (p) => {
        asked.push(p);
        throw prices;
      },
      [],
    );
    await expect(run).rejects.toBe(prices);
    expect(asked).toEqual(["a"]);
  });
});

describe("memoizeLast", () => {
  it("recomputes only when an argument changes identity", () => {
    let runs = 0;
    const double = memoizeLast((list: number[]) => {
      runs++;
      return list.map((n) => n * 2);
    });
    const input = [1, 2];
    expect(double(input)).toBe(double(input));
    expect(runs).toBe(1);
    double([1, 2]);
    expect(runs).toBe(2);
  });
});

describe("maxAgeFor", () => {
  it("keeps degraded answers short", () => {
    expect(maxAgeFor([], 600)).toBe(600);
    expect(maxAgeFor([{ upstream: "prices", failure: "down", message: "x" }], 600)).toBe(5);
    expect(maxAgeFor([{ upstream: "prices", failure: "down", message: "x" }], 2)).toBe(2);
  });
});
