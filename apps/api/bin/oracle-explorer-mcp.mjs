#!/usr/bin/env node
// `npx oracle-explorer-mcp`: the explorer's MCP server over stdio (apps/api/src/mcp/stdio.ts).
// Node 20 cannot run TypeScript itself: tsx's loader is registered first.
import { register } from "tsx/esm/api";

register();
await import("../src/mcp/stdio.ts");
