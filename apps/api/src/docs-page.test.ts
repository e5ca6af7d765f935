import { readProductConfig } from "@oracle-explorer/core/config";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { EXPLORER_URL, exampleUrl, type OpenApiDocument, renderDocsPage, sampleOf } from "./docs-page.ts";

const app = createApp({
  config: readProductConfig({}),
  spa: null,
  operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "silent" },
});

const documentOf = async () => (await (await app.request("/api/v1/openapi.json")).json()) as OpenApiDocument;
const pageAt = async (url: string) => (await app.request(url)).text();

/** The HTML of one operation's article. */
function articleOf(html: string, id: string): string {
  const start = html.indexOf(`<article class="operation" id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</article>", start));
}

/** Tags stripped and entities decoded: the text a reader sees. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

describe("issue 26 (Api docs): GET /api/docs", () => {
  it("lists every operation of the generated document, grouped by tag, with a table of contents", async () => {
    const doc = await documentOf();
    const response = await app.request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('href="/api/v1/openapi.json"');
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ path, method })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const { path, method } of operations) {
      expect(html.replaceAll("<wbr>", "")).toContain(
        `${method.toUpperCase()}</span> <code class="path">/api/v1${path}</code>`,
      );
    }
    // One entry of the contents per operation, each a link to its article.
    const links = [...html.matchAll(/<a href="#(op-[a-z0-9-]+)">/g)].map((match) => match[1]);
    expect(links).toHaveLength(operations.length);
    for (const id of links) expect(html).toContain(`<article class="operation" id="${id}"`);
    // Grouped by tag, in the document's order.
    expect(html).toMatch(/<h2 id="tag-tokens">Tokens<\/h2>[\s\S]*<h2 id="tag-dashboards">Dashboards<\/h2>/);
    expect(html).toContain('<h3 id="toc-push-model">Push model</h3>');
  });

  it("has a header with the product's name, a way back to the explorer and landmarks with headings in order", async () => {
    const html = await pageAt("/api/docs");
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<header class="site-header">[\s\S]*RedStone[\s\S]*<\/header>/);
    const back = html.match(/<a class="button back" href="([^"]+)">(.*?)<\/a>/);
    expect(back?.[1]).toBe(EXPLORER_URL);
    // "Explorer" alone on a phone; its name is the whole phrase everywhere.
    expect(textOf(back?.[2] ?? "")).toBe("Back to the explorer");
    expect(EXPLORER_URL).toBe("/app/tokens/");
    expect(html).toContain("<h1>RedStone Explorer API</h1>");
    for (const landmark of ["<header", "<nav", "<main", "<footer"]) expect(html).toContain(landmark);
    // Headings never skip a level on the way down.
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    for (const [i, level] of levels.entries()) {
      if (i > 0) expect(level - (levels[i - 1] ?? 1), `heading ${i}`).toBeLessThanOrEqual(1);
    }
  });

  it("shows per operation its parameters, a curl request on the page's origin, a sample answer and its errors", async () => {
    const html = await pageAt("https://explorer.example/api/docs");
    const series = articleOf(html, "op-get-tokens-symbol-series");
    expect(series).toContain(
      '<p class="summary">Price chart points of one range, with the provider fallback</p>',
    );
    expect(textOf(series)).toMatch(
      /range\s*query\s*optional\s*1h \| 1d \| 3d \| 7d\s*Chart range; default 1d/,
    );
    expect(series).toContain('<span class="required">required</span>');
    expect(textOf(series)).toContain("curl 'https://explorer.example/api/v1/tokens/ETH/series'");
    for (const status of ["400", "404", "429", "502", "504"]) {
      expect(series).toContain(`<span class="status status-error">${status}</span>`);
    }
    expect(textOf(series)).toContain('{"error":"not_found","message":"No token \\"XYZ\\""}');

    // The tokens list: its example answer, taken from the document, arrays cut to two items.
    const tokens = textOf(articleOf(html, "op-get-tokens"));
    expect(tokens).toContain("curl 'https://explorer.example/api/v1/tokens'");
    expect(tokens).toContain("200 Tokens in popularity order · application/json · schema Tokens");
    expect(tokens).toMatch(/"symbol": "BTC"[\s\S]*"name": "Ethereum"/);

    // A query parameter with an example goes into the request; the stream is asked unbuffered.
    expect(textOf(articleOf(html, "op-get-tvs"))).toContain(
      "curl 'https://explorer.example/api/v1/tvs?timeframe=1M'",
    );
    const stream = textOf(articleOf(html, "op-get-stream"));
    expect(stream).toContain(
      "curl -N 'https://explorer.example/api/v1/stream?topics=%2Ftokens%2FETH%2C%2Ffeeds'",
    );
    expect(stream).toContain("text/event-stream");
    expect(stream).toContain("event: resource");

    // Another origin, another page: the requests follow the host the page was asked on.
    expect(textOf(await pageAt("http://127.0.0.1:9/api/docs"))).toContain(
      "curl 'http://127.0.0.1:9/api/v1/tokens'",
    );
  });

  it("makes every code block a focusable, named box that scrolls on its own", async () => {
    const html = await pageAt("/api/docs");
    const blocks = [...html.matchAll(/<pre([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(blocks.length).toBeGreaterThan(40);
    for (const attributes of blocks) {
      expect(attributes).toContain('tabindex="0"');
      expect(attributes).toMatch(/aria-label="[^"]+"/);
    }
    const css = await (await app.request("/api/docs/docs.css")).text();
    expect(css).toMatch(/\.code\{[^}]*overflow:auto/);
  });

  it("obeys the CSP: no inline script or style; its stylesheet and theme script served by the api", async () => {
    const response = await app.request("/api/docs");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).not.toMatch(/<style|style=|<script(?! src="\/api\/docs\/theme\.js"><\/script>)/i);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
    const css = await app.request("/api/docs/docs.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    const script = await app.request("/api/docs/theme.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("text/javascript");
  });

  it("styles both themes with the web app's design tokens, and follows the explorer's saved theme", async () => {
    const css = await (await app.request("/api/docs/docs.css")).text();
    // The same values as apps/web/src/styles/tokens.css, light and dark.
    expect(css).toContain("--color-brand:light-dark(#ae0822,#ff5c77)");
    expect(css).toContain("--color-bg:light-dark(#f6f7f9,#0e1015)");
    expect(css).toContain("--color-text-muted:light-dark(#5b6472,#a3abb8)");
    expect(css).toContain("--radius-md:10px");
    expect(css).toContain(":root{color-scheme:light dark;");
    expect(css).toContain(':root[data-theme="dark"]{color-scheme:dark}');
    const script = await (await app.request("/api/docs/theme.js")).text();
    expect(script).toContain('localStorage.getItem("theme")');
    expect(script).toContain("document.documentElement.dataset.theme");
  });

  it("says no internal checklist id anywhere on the page", async () => {
    expect(await pageAt("/api/docs")).not.toMatch(/\b[A-Z]{2,}-\d{2}\b/);
  });

  it("escapes what the document says", () => {
    const html = renderDocsPage(
      { info: { title: "<b>x</b>" }, paths: { "/a": { get: { summary: "<script>alert(1)</script>" } } } },
      "https://h",
      "/api/v1/openapi.json",
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
  });
});

describe("issue 26 (Api docs): sample answers and example requests", () => {
  const doc: OpenApiDocument = {
    components: {
      schemas: {
        Item: {
          type: "object",
          properties: {
            symbol: { type: "string" },
            price: { type: ["number", "null"] },
            fetchedAt: { type: "number" },
            kind: { type: "string", enum: ["a", "b"] },
            children: { type: "array", items: { $ref: "#/components/schemas/Item" } },
            byKey: { type: "object", additionalProperties: { type: "boolean" } },
          },
        },
      },
    },
  };

  it("builds a small example from a schema: one item per array, one key per map, cycles cut", () => {
    expect(sampleOf(doc, { $ref: "#/components/schemas/Item" })).toEqual({
      symbol: "ETH",
      price: 1.5,
      fetchedAt: 1_767_225_600_000,
      kind: "a",
      children: [{}],
      byKey: { key: true },
    });
    expect(sampleOf(doc, { type: "string", example: "given" })).toBe("given");
  });

  it("fills path parameters from their examples and keeps the rest as placeholders", () => {
    expect(
      exampleUrl(doc, "https://h", "/api/v1", "/feeds/{network}/{token}", [
        { name: "network", in: "path", required: true, schema: { example: "a b" } },
        { name: "token", in: "path", required: true },
        { name: "layer", in: "query" },
        { name: "range", in: "query", required: true, schema: { type: "string", enum: ["1d", "1w"] } },
      ]),
    ).toBe("https://h/api/v1/feeds/a%20b/{token}?range=1d");
  });
});

describe("issue 26 (Api docs): the curl examples behind a TLS-terminating proxy", () => {
  const behindProxy = createApp({
    config: readProductConfig({}),
    spa: null,
    operations: { rateLimit: { perMinute: 0, trustProxy: true }, logLevel: "silent" },
  });
  const askedOverHttps = { headers: { "X-Forwarded-Proto": "https" } };

  it("with TRUST_PROXY, calls the api on the scheme the proxy says the visitor used", async () => {
    const html = await (await behindProxy.request("http://explorer.example/api/docs", askedOverHttps)).text();
    expect(html).toContain("curl &#39;https://explorer.example/api/v1/tokens");
    expect(html).not.toContain("http://explorer.example/api/v1");
  });

  it("without it, a forwarded scheme from anyone is ignored", async () => {
    const html = await (await app.request("http://explorer.example/api/docs", askedOverHttps)).text();
    expect(html).toContain("curl &#39;http://explorer.example/api/v1/tokens");
  });
});
