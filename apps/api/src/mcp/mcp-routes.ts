import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import { cors } from "hono/cors";
import type { ApiContext } from "../context.ts";
import { requestOrigin } from "../docs-page.ts";
import { createExplorerMcpServer } from "./explorer-mcp-server.ts";

/** A JSON-RPC body larger than this is refused by the transport: every tool's arguments fit in 4 KB. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The MCP endpoint, mounted at /api/mcp: Streamable HTTP, stateless (a server and a transport per
 * POST, answered as one JSON body, no session): the tools are read-only and each call stands
 * alone, so no session state is worth a sticky connection, and the api's rate limit counts each
 * call as a request. GET (a server-initiated event stream) and DELETE (ending a session) are 405,
 * as the transport's spec allows for a server without them. CORS is open, without credentials:
 * browser-based MCP clients call it from their own origin, and nothing here is private.
 */
export function mcpRoutes(ctx: ApiContext, { trustProxy }: { trustProxy: boolean }) {
  const app = new Hono();
  app.use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["POST", "OPTIONS"],
      allowHeaders: ["Content-Type", "Accept", "Mcp-Protocol-Version", "Mcp-Session-Id", "Last-Event-ID"],
      exposeHeaders: ["Mcp-Session-Id"],
      maxAge: 86_400,
    }),
  );
  app.post("/", async (c) => {
    const origin = requestOrigin(c.req.url, trustProxy ? c.req.header("x-forwarded-proto") : undefined);
    const server = createExplorerMcpServer(ctx, origin);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    try {
      await server.connect(transport);
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
  const notAllowed = () =>
    new Response(
      JSON.stringify({
        jsonrpc: "2.0",
        error: {
          code: -32000,
          message: "Method not allowed: this MCP endpoint is stateless; POST a request",
        },
        id: null,
      }),
      { status: 405, headers: { Allow: "POST, OPTIONS", "Content-Type": "application/json" } },
    );
  app.get("/", notAllowed);
  app.delete("/", notAllowed);
  return app;
}
