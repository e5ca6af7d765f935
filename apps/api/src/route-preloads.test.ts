import { existsSync, readFileSync } from "node:fs";
import { matchAppRoute } from "@oracle-explorer/core/app-routes";
import { describe, expect, it } from "vitest";
import { codeLinks, preloadLinksFor, SCREEN_PRELOADS, type ViteManifest } from "./route-preloads.ts";

const MANIFEST: ViteManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_shared-2.js"] },
  "_shared-2.js": { file: "assets/shared-2.js", css: ["assets/shared-2.css"] },
  "src/features/token/token-page.tsx": {
    file: "assets/token-page-3.js",
    imports: ["_shared-2.js", "_echart-4.js"],
    css: ["assets/token-page-3.css"],
  },
  "_echart-4.js": { file: "assets/echart-4.js", imports: ["_shared-2.js"] },
};

const hrefs = (links: readonly string[]) => links.map((link) => /href="([^"]+)"/.exec(link)?.[1]);

/** The links the page of an app path carries (the path as the browser sends it). */
function linksFor(path: string, query: URLSearchParams, manifest: ViteManifest | null): string[] {
  const route = matchAppRoute(path);
  if (!route) throw new Error(`${path} is no app route`);
  return preloadLinksFor(route, query, manifest);
}

describe("route preloads", () => {
  it("a screen preloads its chunk, its static imports and their CSS, minus what the entry loads", () => {
    expect(hrefs(codeLinks(MANIFEST, "src/features/token/token-page.tsx"))).toEqual([
      "/assets/token-page-3.css",
      "/assets/token-page-3.js",
      "/assets/echart-4.js",
    ]);
    expect(codeLinks(MANIFEST, "src/features/unknown.tsx")).toEqual([]);
    expect(codeLinks(null, "src/features/token/token-page.tsx")).toEqual([]);
  });

  it("a screen with an id preloads what its route loader asks for, the param encoded as the web does", () => {
    const api = (path: string, query = "") =>
      hrefs(linksFor(path, new URLSearchParams(query), MANIFEST)).filter((href) => href?.startsWith("/api/"));
    expect(api("/app/token/USDC-e/")).toEqual(["/api/v1/tokens/USDC-e"]);
    expect(api("/app/token/BTC/", "provider=x&range=7d")).toEqual(["/api/v1/tokens/BTC"]);
    // Decoded params are encoded again, as encodeURIComponent in the web does.
    expect(api("/app/token/A%20B&C/")).toEqual(["/api/v1/tokens/A%20B%26C"]);
    // An encoded slash stays inside its param, as the router hands it to the loader.
    expect(api("/app/token/USDC%2FEUR/")).toEqual(["/api/v1/tokens/USDC%2FEUR"]);
    expect(api("/app/feeds/arbitrum-one/eth/")).toEqual(["/api/v1/feeds/arbitrum-one/eth"]);
    expect(api("/app/feeds/arbitrum-one/eth/", "layer=l 1")).toEqual([
      "/api/v1/feeds/arbitrum-one/eth?layer=l%201",
    ]);
  });

  it("each list screen preloads its one resource; the TVS dashboard only for the default timeframe", () => {
    const data = (path: string, query = "") => hrefs(linksFor(path, new URLSearchParams(query), null));
    expect(data("/app/tokens/")).toEqual(["/api/v1/tokens"]);
    expect(data("/")).toEqual(["/api/v1/tokens"]);
    expect(data("/app/feeds")).toEqual(["/api/v1/feeds"]);
    expect(data("/app/sources/")).toEqual(["/api/v1/sources"]);
    expect(data("/app/sources/binance/")).toEqual(["/api/v1/sources/binance"]);
    expect(data("/app/data-providers/")).toEqual(["/api/v1/nodes"]);
    expect(data("/app/data-services/")).toEqual(["/api/v1/data-services"]);
    expect(data("/app/data-services/redstone-primary-prod/")).toEqual([
      "/api/v1/data-services/redstone-primary-prod",
    ]);
    expect(data("/app/pull-model/redstone-primary-prod")).toEqual([
      "/api/v1/data-services/redstone-primary-prod",
    ]);
    expect(data("/app/proof-of-reserve/stablecoin/")).toEqual([]);
    expect(data("/tvs/")).toEqual(["/api/v1/tvs?timeframe=1M"]);
    expect(data("/tvs/", "timeframe=1Y")).toEqual([]);
  });

  it("markup in a URL never leaves the attribute it is written in", () => {
    const links = linksFor('/app/sources/"><script>x/', new URLSearchParams(), null);
    expect(links.join("")).not.toContain("<script>");
    expect(links.join("")).not.toMatch(/"><script/);
  });

  it("covers every lazy screen of the web's route table, by modules that exist", () => {
    const web = new URL("../../web/", import.meta.url);
    const routes = readFileSync(new URL("src/app/routes.tsx", web), "utf8");
    const lazy = [...routes.matchAll(/import\("\.\.\/(features\/[^"]+)"\)/g)].map((m) => `src/${m[1]}`);
    expect(lazy.length).toBeGreaterThan(8);
    const modules = Object.values(SCREEN_PRELOADS).map((screen) => screen.module);
    expect(new Set(modules)).toEqual(new Set(lazy));
    for (const module of modules) expect(existsSync(new URL(module, web)), module).toBe(true);
  });
});
