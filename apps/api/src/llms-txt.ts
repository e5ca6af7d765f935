import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { appPaths } from "@oracle-explorer/core/app-routes";
import type { Context } from "hono";
import type { ApiContext } from "./context.ts";
import { type OpenApiDocument, type OpenApiOperation, requestOrigin } from "./docs-page.ts";
import { createExplorerMcpServer } from "./mcp/explorer-mcp-server.ts";

/**
 * /llms.txt (llmstxt.org; issue 30): what the explorer is, for a model or an agent, in Markdown.
 * Its lists are read from what serves them, so they cannot drift: the api's resources from the
 * OpenAPI document (each GET with its documented example filled in), the MCP tools from the MCP
 * server itself (listed through an in-memory client). Links are absolute on the request's origin.
 */

/** A GET path with its path parameters' examples filled in; null when one has no example. */
function examplePath(path: string, operation: OpenApiOperation): string | null {
  let filled = path;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== "path") continue;
    const example = parameter.example ?? parameter.schema?.example;
    if (example === undefined) return null;
    filled = filled.replace(`{${parameter.name}}`, encodeURIComponent(String(example)));
  }
  return filled.includes("{") ? null : filled;
}

/** The MCP server's tools, as a client lists them. */
async function mcpTools(ctx: ApiContext): Promise<{ name: string; description: string }[]> {
  const server = createExplorerMcpServer(ctx, null);
  const client = new Client({ name: "llms-txt", version: "1" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  try {
    const { tools } = await client.listTools();
    return tools.map((tool) => ({ name: tool.name, description: tool.description ?? "" }));
  } finally {
    await client.close();
    await server.close();
  }
}

const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0] ?? text;

/** What the text is built from, read once: it changes only with a new build. */
interface LlmsSources {
  document: OpenApiDocument;
  tools: { name: string; description: string }[];
}

/** The text for one origin. */
export function llmsTxt(
  productName: string,
  { document, tools: toolList }: LlmsSources,
  origin: string,
): string {
  const name = productName;
  const at = (path: string) => new URL(path, origin).href;
  const resources: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const operation = item.get;
    if (!operation) continue;
    const example = examplePath(path, operation);
    if (example === null) continue;
    resources.push(`- [GET /api/v1${example}](${at(`/api/v1${example}`)}): ${operation.summary ?? ""}`);
  }
  const tools = toolList.map((tool) => `- \`${tool.name}\`: ${firstSentence(tool.description)}`);
  return [
    `# ${name} Oracle Explorer`,
    "",
    `> A public, read-only explorer of the ${name} oracle network: tokens and their signed prices with each source's value, push feeds on each chain (answer, triggers, freshness, on-chain updates), pull-model data services and their oracle nodes, proof of reserve, total value secured, and the network's record (node uptime, feed reliability, incidents). Every signed price can be verified against the oracle registry.`,
    "",
    "Everything the pages show is served as JSON by the api below (no key, rate-limited per client address) and as tools of an MCP server. Times are epoch milliseconds; prices are in the feed's denomination (usually USD).",
    "",
    "## MCP server",
    "",
    `- Streamable HTTP endpoint: ${at("/api/mcp")} (stateless; POST JSON-RPC, answered as one JSON body)`,
    "- Over stdio, from a clone of the repository: `npx oracle-explorer-mcp` (reads the same environment as the api)",
    "",
    "Tools (start with `search`: its ids are what the other tools take):",
    "",
    ...tools,
    "",
    "## API",
    "",
    `- [OpenAPI 3.1 document](${at("/api/v1/openapi.json")}): every resource, parameter and answer`,
    `- [Reference page](${at("/api/docs")}): the same, readable, with examples to try`,
    "",
    "Resources, each with an example:",
    "",
    ...resources,
    "",
    "## Pages",
    "",
    `- [Tokens](${at(appPaths.tokens)}): every token and its latest price`,
    `- [Push feeds](${at(appPaths.feeds)}): every push feed on every chain`,
    `- [Data services](${at(appPaths.dataServices)}) and [nodes](${at(appPaths.dataProviders)})`,
    `- [Network status](${at(appPaths.status)}): the state now and the last 7 days' incidents`,
    "",
  ].join("\n");
}

/**
 * GET /llms.txt: its sources are read on the first request and kept (a failure is retried on the
 * next); the text is built per request for the origin it was asked on, which is how its links
 * stay absolute behind any host name.
 */
export function llmsTxtHandler(
  ctx: ApiContext,
  loadDocument: () => Promise<OpenApiDocument>,
  { trustProxy }: { trustProxy: boolean },
) {
  let sources: Promise<LlmsSources> | null = null;
  return async (c: Context) => {
    sources ??= Promise.all([loadDocument(), mcpTools(ctx)]).then(([document, tools]) => ({
      document,
      tools,
    }));
    const read = await sources.catch((error: unknown) => {
      sources = null;
      throw error;
    });
    const origin = requestOrigin(c.req.url, trustProxy ? c.req.header("x-forwarded-proto") : undefined);
    return c.text(llmsTxt(ctx.config.productName, read, origin), 200, {
      "Content-Type": "text/markdown; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  };
}
