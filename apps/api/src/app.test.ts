import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { CONFIG_META_NAME, readProductConfig, toPublicConfig } from "@oracle-explorer/core/config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { loadSpaAssets } from "./spa-assets.ts";

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Oracle Explorer</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
/** Vite's chunk graph of the fake build: the entry, a shared chunk and two screens. */
const MANIFEST = {
  "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_shared-S1.js"] },
  "_shared-S1.js": { file: "assets/shared-S1.js" },
  "src/features/tokens/tokens-page.tsx": {
    file: "assets/tokens-page-Xy_9.js",
    imports: ["_shared-S1.js"],
    css: ["assets/tokens-page-Q1.css"],
  },
  "src/features/feed/feed-page.tsx": {
    file: "assets/feed-page-F1.js",
    imports: ["_shared-S1.js", "_echart-E1.js"],
  },
  "_echart-E1.js": { file: "assets/echart-E1.js", css: ["assets/echart-E1.css"] },
};
const BUNDLE = `console.log(${JSON.stringify("x".repeat(4000))});`;

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "api-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "index.html"), INDEX_HTML);
  await writeFile(join(dist, "assets", "index-abc123.js"), BUNDLE);
  await writeFile(join(dist, "assets", "tokens-page-Xy_9.js"), BUNDLE);
  await writeFile(join(dist, "assets", "tokens-page-Q1.css"), "td{color:red}");
  await writeFile(join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await mkdir(join(dist, ".vite"));
  await writeFile(join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function buildApp(env: Record<string, string> = {}) {
  const config = readProductConfig(env);
  const spa = await loadSpaAssets(dist, toPublicConfig(config));
  return createApp({ config, spa });
}

describe("api", () => {
  it("answers /api/health", async () => {
    const app = await buildApp();
    const response = await app.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", product: "redstone" });
  });

  it("answers an unknown /api path with a JSON 404, never the SPA", async () => {
    const app = await buildApp();
    const response = await app.request("/api/nope");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ error: "not_found", message: "No api resource at /api/nope" });
  });

  it("ROUTE-01 serves index.html for a deep link (history-mode fallback)", async () => {
    const app = await buildApp();
    for (const path of ["/app/feeds/ethereum/eth/", "/", "/tvs", "/app/token/ETH-USD/?x=1#h"]) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("TOKENS-22 the landing page preloads its route chunk and data", async () => {
    const app = await buildApp();
    for (const path of ["/", "/app/", "/app/tokens/", "/app/tokens"]) {
      const html = await (await app.request(path)).text();
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tokens-page-Xy_9.js">');
      expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/tokens-page-Q1.css">');
      expect(html).toContain('<link rel="preload" as="fetch" href="/api/v1/tokens" crossorigin="anonymous">');
      // The entry's own imports are index.html's already.
      expect(html).not.toContain("shared-S1.js");
    }
  });

  it("every screen's page preloads its code and data; other paths get the plain index", async () => {
    const app = await buildApp();
    const feed = await (await app.request("/app/feeds/ethereum/eth/?layer=a%20b")).text();
    expect(feed).toContain('<link rel="modulepreload" crossorigin href="/assets/feed-page-F1.js">');
    expect(feed).toContain('<link rel="modulepreload" crossorigin href="/assets/echart-E1.js">');
    expect(feed).toContain('<link rel="preload" as="style" crossorigin href="/assets/echart-E1.css">');
    expect(feed).toContain('href="/api/v1/feeds/ethereum/eth?layer=a%20b"');
    const unknownPage = await app.request("/app/nothing-here/");
    expect(unknownPage.status).toBe(404);
    const unknown = await unknownPage.text();
    expect(unknown).not.toContain("preload");
    expect(unknown).toContain('<div id="root">');
    // Build metadata is not served (the path falls through to the app, like any unknown path).
    expect(await (await app.request("/.vite/manifest.json")).text()).not.toContain("isEntry");
  });

  it("ROUTE-22 a path no route of the app has is a 404 carrying the app, which draws its 404 page", async () => {
    const app = await buildApp();
    for (const path of [
      "/no/such/page/",
      "/app/nope/",
      "/app/tokens/extra/",
      "/app/feeds/ethereum/",
      "/favicon.ico",
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      // An error is never stored, and there is nothing to revalidate.
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("etag"), path).toBeNull();
      const html = await response.text();
      expect(html, path).toContain('<div id="root">');
      expect(html, path).toContain(`<meta name="${CONFIG_META_NAME}"`);
    }
    const head = await app.request("/no/such/page/", { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
    // A stale validator earns no 304 for a page that is not there.
    const etag = (await app.request("/app/tokens/")).headers.get("etag") ?? "";
    expect((await app.request("/no/such/page/", { headers: { "if-none-match": etag } })).status).toBe(404);
  });

  it("ROUTE-02 ROUTE-21 a route's path is a 200 with or without its slash, so the browser can add it", async () => {
    const app = await buildApp();
    for (const path of ["/app/sources", "/app/extra/search", "/error", "/app", "/APP/Tokens/"]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
    expect((await app.request("/app/nope")).status).toBe(404);
  });

  it("TOKEN-03 ROUTE-25 a route with an unknown id stays 200: its loader asks the api and shows the 404 page", async () => {
    const app = await buildApp();
    for (const path of ["/app/token/NOPE/", "/app/proof-of-reserve/other/", "/app/token/USDC%2FEUR/"]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
  });

  it("embeds the public config in a meta tag, escaped, and never the upstream URLs", async () => {
    const app = await buildApp({ PRODUCT_NAME: `Evil"><script>alert(1)</script>` });
    const html = await (await app.request("/app/tokens/")).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain(`<meta name="${CONFIG_META_NAME}" content="{&quot;productName&quot;:`);
    expect(html).not.toContain("relayer-schema");
    expect(html).toContain("<title>Evil&quot;&gt;&lt;script&gt;");
  });

  it("keeps $ patterns in configured text literal", async () => {
    const app = await buildApp({ PRODUCT_NAME: "Acme$'$&" });
    const html = await (await app.request("/app/tokens/")).text();
    expect(html).toContain("<title>Acme$&#39;$&amp; Explorer</title>");
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("serves hashed assets with a year-long immutable cache and compression", async () => {
    const app = await buildApp();
    const response = await app.request("/assets/index-abc123.js", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toContain("text/javascript");
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toBe(BUNDLE);
  });

  it("answers a matching ETag with 304", async () => {
    const app = await buildApp();
    const first = await app.request("/app/tokens/");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const second = await app.request("/app/tokens/", { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
  });

  it("a missing hashed asset is a 404, not the HTML fallback", async () => {
    const app = await buildApp();
    const response = await app.request("/assets/missing-123.js");
    expect(response.status).toBe(404);
  });

  it("sets strict security headers on pages, assets and api answers", async () => {
    const app = await buildApp();
    for (const path of ["/app/tokens/", "/assets/index-abc123.js", "/api/health"]) {
      const headers = (await app.request(path)).headers;
      const csp = headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain("unsafe-inline");
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("explains how to build when there is no web build", async () => {
    const config = readProductConfig({});
    const app = createApp({ config, spa: null });
    const response = await app.request("/app/tokens/");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("npm run build");
    expect((await app.request("/api/health")).status).toBe(200);
  });

  it("survives odd encodings in the path", async () => {
    const app = await buildApp();
    for (const path of ["/app/token/%E0%A4%A/", "/%00", "/app/feeds/<script>/x/"]) {
      const response = await app.request(path);
      expect(response.status).toBeLessThan(500);
    }
  });
});
