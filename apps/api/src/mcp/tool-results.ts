import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { UpstreamError } from "../upstream/upstream-error.ts";

/**
 * What every MCP tool answers: its result as structured content (checked against the tool's
 * output schema by the SDK) with a short text for models that read text only, or a tool error
 * (`isError`) in words. An upstream failure names the upstream, as the api's 502 does; a thing
 * that does not exist says so; anything else is logged and answered as an internal error, never
 * with a stack or a crash of the session.
 */

/** A tool's answer: the structured result and a sentence or two about it. */
export function toolResult<T extends Record<string, unknown>>(structured: T, text: string): CallToolResult {
  return { structuredContent: structured, content: [{ type: "text", text }] };
}

/** A tool error the model can act on: "No token "XYZ"", "oracle gateway: timed out after 5 s". */
export function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

/** Raised inside a tool for something that does not exist: answered as a tool error. */
export class NotFoundError extends Error {
  override name = "NotFoundError";
}

/** Runs a tool's body; what it throws becomes the tool error that says what failed. */
export async function answer(tool: string, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NotFoundError) return toolError(error.message);
    if (error instanceof UpstreamError) {
      return toolError(`Upstream failed (${error.failure}): ${error.message}. Try again later.`);
    }
    console.error(`mcp: the ${tool} tool failed`, error);
    return toolError(`Internal error in ${tool}; the failure was logged.`);
  }
}

/** Where a result's page is: absolute on the site when its origin is known, else the app's path. */
export type LinkTo = (path: string) => string;

export const linkWith =
  (origin: string | null): LinkTo =>
  (path) =>
    origin === null ? path : new URL(path, origin).href;
