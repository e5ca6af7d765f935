import "./stdout-to-stderr.ts";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createApiContext } from "../context.ts";
import { readApiEnv } from "../env.ts";
import { createExplorerMcpServer } from "./explorer-mcp-server.ts";

/**
 * The MCP server over stdio (`npm run mcp`, or `npx oracle-explorer-mcp` in a clone): for an
 * assistant that starts the server itself. It reads the same environment as the api (UPSTREAM,
 * the upstream URLs, STORE_URL…) and calls the same domain layer in process, without the api
 * running. Stdout carries the protocol alone (stdout-to-stderr.ts, imported first). Links in
 * results point at PUBLIC_URL when set, else they are the app's paths.
 */

try {
  const env = readApiEnv(process.env);
  const context = createApiContext(env.config, {
    cacheLimits: env.cacheLimits,
    storeUrl: env.storeUrl,
    rawRetentionMs: env.rawRetentionMs,
  });
  const server = createExplorerMcpServer(context, env.publicUrl);
  await server.connect(new StdioServerTransport());
  const stop = async () => {
    await server.close();
    await context.history.close();
    process.exit(0);
  };
  process.stdin.on("close", () => void stop());
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
} catch (error) {
  console.error("mcp:", error instanceof Error ? error.message : error);
  process.exit(1);
}
