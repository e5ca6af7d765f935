import { gzipSync } from "node:zlib";
import type { Browser, Response } from "playwright-core";
import type { BenchRoute } from "./bench-routes.ts";
import { coldPage } from "./browser.ts";

interface Bytes {
  raw: number;
  gzip: number;
}

export interface RouteBytes {
  route: string;
  path: string;
  js: Bytes;
  css: Bytes;
  /** The JS and CSS files the visit loaded, by name without the hash. */
  files: string[];
}

/** How long the page must stay without a new script or stylesheet before the visit counts as done. */
const QUIET_MS = 2_000;
const MAX_VISIT_MS = 25_000;

const chunkName = (url: string) =>
  new URL(url).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\./, ".");

/**
 * The JS and CSS a first visit of each route loads, in a cold browser context: raw bytes and their
 * gzip -9 size (the api serves brotli to Chromium; gzip is the budget's unit). Lazy code a screen
 * loads on its own once its data is in (the chart runtime) counts too.
 */
export async function measureRouteBytes(
  browser: Browser,
  baseUrl: string,
  routes: readonly BenchRoute[],
): Promise<RouteBytes[]> {
  const results: RouteBytes[] = [];
  for (const route of routes) {
    const page = await coldPage(browser);
    const loaded: Promise<{ kind: "js" | "css"; url: string; body: Buffer } | null>[] = [];
    let lastAssetAt = Date.now();
    page.on("response", (response: Response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      lastAssetAt = Date.now();
      loaded.push(
        response.body().then(
          (body) => ({ kind: type === "script" ? "js" : "css", url: response.url(), body }),
          () => null,
        ),
      );
    });
    await page.goto(`${baseUrl}${route.path}`, { waitUntil: "load" });
    const started = Date.now();
    while (Date.now() - lastAssetAt < QUIET_MS && Date.now() - started < MAX_VISIT_MS) {
      await page.waitForTimeout(250);
    }
    const files = (await Promise.all(loaded)).filter((file) => file !== null);
    const sum = (kind: "js" | "css"): Bytes => {
      const of = files.filter((file) => file.kind === kind);
      return {
        raw: of.reduce((total, file) => total + file.body.byteLength, 0),
        gzip: of.reduce((total, file) => total + gzipSync(file.body, { level: 9 }).byteLength, 0),
      };
    };
    results.push({
      route: route.pattern,
      path: route.path,
      js: sum("js"),
      css: sum("css"),
      files: files.map((file) => chunkName(file.url)).sort(),
    });
    await page.context().close();
  }
  return results;
}
