import { readProductConfig } from "@oracle-explorer/core/config";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { type OpenApiDocument, renderDocsPage } from "./docs-page.ts";

const app = createApp({ config: readProductConfig({}), spa: null });

describe("GET /api/docs", () => {
  it("lists every operation of the generated OpenAPI document, with a link to it", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as OpenApiDocument;
    const response = await app.request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('href="/api/v1/openapi.json"');
    const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()}</span> <code>/api/v1${path}</code>`),
    );
    expect(operations.length).toBeGreaterThanOrEqual(4);
    for (const operation of operations) expect(html).toContain(operation);
    // Summaries, parameters and response schema names of the dashboards' operations.
    expect(html).toContain("TVS dashboard");
    expect(html).toContain("<code>timeframe</code></td><td>query</td><td>optional</td>");
    expect(html).toContain("TvsDashboard");
    expect(html).toContain("<code>id</code></td><td>path</td><td>required</td>");
    expect(html).toContain("ProofOfReserve");
    expect(html).toContain("text/event-stream");
  });

  it("obeys the CSP: no inline script or style, its stylesheet served by the api", async () => {
    const response = await app.request("/api/docs");
    expect(response.headers.get("content-security-policy")).toContain("style-src 'self'");
    const html = await response.text();
    expect(html).not.toMatch(/<script|<style|style=/i);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
    const css = await app.request("/api/docs/docs.css");
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).toContain(".operation");
  });

  it("escapes what the document says", () => {
    const html = renderDocsPage(
      { info: { title: "<b>x</b>" }, paths: { "/a": { get: { summary: "<script>alert(1)</script>" } } } },
      "/api/v1",
      "/api/v1/openapi.json",
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
  });
});
