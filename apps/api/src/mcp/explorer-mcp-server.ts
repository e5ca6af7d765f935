import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ApiContext } from "../context.ts";
import { registerFeedTools } from "./feed-tools.ts";
import { registerPriceTools } from "./price-tools.ts";
import { registerRecordTools } from "./record-tools.ts";
import { registerSearchTool } from "./search-tool.ts";
import { linkWith } from "./tool-results.ts";

/** The version the server reports in its handshake: raised when its tools change shape. */
const SERVER_VERSION = "0.1.0";

/**
 * The explorer as an MCP server (issue 30): its tools call the api's domain layer (the same
 * caches and upstream clients the pages use), so a tool and the page it names agree. One server
 * per HTTP request (stateless Streamable HTTP) or per stdio process; building one is cheap (the
 * tools are closures over the shared context).
 *
 * `origin`: the site's origin for the links in results; null (stdio without PUBLIC_URL) gives
 * the app's paths.
 */
export function createExplorerMcpServer(ctx: ApiContext, origin: string | null): McpServer {
  const productName = ctx.config.productName;
  const server = new McpServer(
    { name: "oracle-explorer", title: `${productName} Oracle Explorer`, version: SERVER_VERSION },
    {
      instructions: `Read-only data of the ${productName} oracle network: tokens and their signed prices, push feeds on each chain, oracle nodes and data services, and the indexer's record of incidents and reliability. Start with search to find a token, feed, node or network and its id; the other tools take those ids.`,
    },
  );
  const link = linkWith(origin);
  registerSearchTool(server, ctx, link);
  registerPriceTools(server, ctx, link);
  registerFeedTools(server, ctx, link);
  registerRecordTools(server, ctx, link);
  return server;
}
