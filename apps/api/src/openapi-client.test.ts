import { describe, expect, it } from "vitest";
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from "./docs-page.ts";
import { useApiHarness } from "./test/use-api-harness.ts";

/**
 * Issue 26 (Api docs): what a client generated from the OpenAPI document would ask, asked of the
 * api over a real devnet. Each GET operation's URL is built as a generated client builds it — the
 * document's server URL, then the path with its parameters filled from the document's examples —
 * and its answer must be one the document lists, with the content type it lists: no example id is
 * unknown (a 404), no documented path is missing.
 */

const h = useApiHarness([]);

/** A parameter's example: its own, or its schema's. */
const exampleOf = (parameter: OpenApiParameter) =>
  parameter.example ?? parameter.schema?.example ?? parameter.schema?.examples?.[0];

/** The URL of an operation, or the names of the path parameters that have no example. */
function urlOf(server: string, path: string, operation: OpenApiOperation): string {
  const parameters = operation.parameters ?? [];
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const example = exampleOf(
      parameters.find((p) => p.in === "path" && p.name === name) ?? { name, in: "path" },
    );
    return example === undefined ? whole : encodeURIComponent(String(example));
  });
  const query = parameters
    .filter((p) => p.in === "query" && (p.required || exampleOf(p) !== undefined))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(exampleOf(p)))}`);
  return `${server}${filled}${query.length ? `?${query.join("&")}` : ""}`;
}

/**
 * The answer to a GET. A 5xx is asked again (cache emptied) for up to 30 s: a just-started devnet
 * may not have signed the round an answer needs yet (the proof of reserve's), which is the
 * documented 502, not a broken path.
 */
async function answerOf(url: string): Promise<Response> {
  for (let tries = 1; ; tries++) {
    const response = await h.request(url);
    if (response.status < 500 || tries === 30) return response;
    await response.body?.cancel();
    h.context.cache.invalidate("");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const bodyOf = async (response: Response) =>
  response.headers.get("content-type")?.includes("json") ? await response.clone().text() : "";

describe("issue 26 (Api docs): every documented GET resolves", () => {
  it("server URL + path, parameters from the examples, answers 200 with the documented content type", async () => {
    const doc = (await (await h.request("/api/v1/openapi.json")).json()) as OpenApiDocument;
    const server = doc.servers?.[0]?.url;
    expect(server).toBe("/api/v1");
    const asked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const operation = item.get;
      if (!operation) continue;
      const url = urlOf(server ?? "", path, operation);
      expect(url, `${path}: a path parameter without an example`).not.toMatch(/[{}]/);
      const response = await answerOf(url);
      try {
        // A documented answer: never a 404 for the document's own example ids.
        expect(response.status, `${url}: ${await bodyOf(response)}`).not.toBe(404);
        const documented = operation.responses?.[String(response.status)];
        expect(documented, `${url} answered an undocumented ${response.status}`).toBeDefined();
        const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
        expect(Object.keys(documented?.content ?? {}), url).toContain(type);
        if (type === "application/json") expect(await response.json(), url).toBeTypeOf("object");
        // On a healthy devnet every example is answered in full.
        expect(response.status, url).toBe(200);
      } finally {
        // The live stream never ends by itself: hang up as a client would.
        await response.body?.cancel().catch(() => undefined);
      }
      asked.push(url);
    }
    expect(asked.length).toBeGreaterThanOrEqual(20);
    expect(asked).toEqual(
      expect.arrayContaining([
        "/api/v1/tokens/ETH",
        "/api/v1/feeds/ethereum-mainnet/eth/updates",
        "/api/v1/proof-of-reserve/stablecoin",
        "/api/v1/tvs?timeframe=1M",
      ]),
    );
  }, 120_000);

  it("an id no catalogue holds is the documented 404, in the documented error body", async () => {
    const doc = (await (await h.request("/api/v1/openapi.json")).json()) as OpenApiDocument;
    const operation = doc.paths?.["/tokens/{symbol}"]?.get;
    expect(Object.keys(operation?.responses?.["404"]?.content ?? {})).toEqual(["application/json"]);
    const response = await h.request(`${doc.servers?.[0]?.url}/tokens/NO-SUCH-TOKEN`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: "not_found" });
  });
});
