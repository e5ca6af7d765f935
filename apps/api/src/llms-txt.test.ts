import { describe, expect, it } from "vitest";
import { useApiHarness } from "./test/use-api-harness.ts";

const h = useApiHarness([]);

/** The Markdown links of a list: [text](url). */
const links = (markdown: string) =>
  [...markdown.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)].map((match) => match[2] as string);

describe("/llms.txt (issue 30)", () => {
  it("LLMS-01 says what the explorer is, its MCP endpoint and tools, the OpenAPI document, with absolute links on the asked origin", async () => {
    const response = await h.request("http://explorer.example/llms.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const text = await response.text();
    // llmstxt.org: an H1 with the name, then a blockquote summary.
    expect(text.split("\n").slice(0, 3)).toEqual([
      "# RedStone Oracle Explorer",
      "",
      expect.stringMatching(/^> A public, read-only explorer/),
    ]);
    expect(text).toContain("Streamable HTTP endpoint: http://explorer.example/api/mcp");
    expect(text).toContain("[OpenAPI 3.1 document](http://explorer.example/api/v1/openapi.json)");
    for (const tool of [
      "search",
      "get_token_price",
      "get_price_history",
      "get_push_feed",
      "verify_feed",
      "get_network_status",
    ]) {
      expect(text).toContain(`- \`${tool}\`: `);
    }
    expect(links(text).every((url) => url.startsWith("http://explorer.example/"))).toBe(true);
  });

  it("LLMS-02 lists every GET resource of the OpenAPI document with an example, and every example answers", async () => {
    const text = await (await h.request("/llms.txt")).text();
    const document = (await h.json("/api/v1/openapi.json")) as { paths: Record<string, { get?: unknown }> };
    const gets = Object.entries(document.paths).filter(([, item]) => item.get !== undefined);
    const examples = links(text).filter(
      (url) => url.startsWith("http://localhost/api/v1/") && !url.endsWith("openapi.json"),
    );
    expect(examples).toHaveLength(gets.length);
    for (const url of examples) {
      // The stream stays open: its headers are the answer.
      const response = await h.request(url.endsWith("/stream") ? `${url}?topics=/feeds` : url);
      expect(response.status, url).toBeLessThan(400);
      await response.body?.cancel();
    }
  });
});

describe("reaching the MCP server and llms.txt", () => {
  it("LLMS-03 the api's reference page (the sidebar's API link) names the MCP endpoint and links llms.txt", async () => {
    const html = await (await h.request("http://explorer.example/api/docs")).text();
    expect(html).toContain("<code>http://explorer.example/api/mcp</code>");
    expect(html).toContain('<a href="http://explorer.example/llms.txt">');
    expect(html).toContain("npx oracle-explorer-mcp");
  });
});
