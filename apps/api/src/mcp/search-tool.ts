import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  buildSearchIndex,
  rankSearch,
  type SearchData,
  type SearchKind,
} from "@oracle-explorer/core/filtering";
import { serviceSubject } from "@oracle-explorer/core/history";
import { z } from "zod";
import type { ApiContext } from "../context.ts";
import { feedsListOf, loadFeeds } from "../domain/feeds.ts";
import { networksList } from "../domain/networks.ts";
import { dataServicesList, nodesList } from "../domain/services.ts";
import { sourcesList } from "../domain/sources.ts";
import { tokensList } from "../domain/tokens.ts";
import { answer, type LinkTo, toolResult } from "./tool-results.ts";

/** What the search tool finds: the web palette's kinds apart from its screens. */
const KINDS = ["token", "feed", "source", "service", "node", "network"] as const;
type Kind = (typeof KINDS)[number];

const KIND_OF: Readonly<Record<Exclude<SearchKind, "Screen">, Kind>> = {
  Token: "token",
  Feed: "feed",
  Source: "source",
  "Data service": "service",
  Node: "node",
  Network: "network",
};

const input = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .describe('A symbol, name, network, node name or 0x address: "ETH", "arbitrum", "0x8BB8…"'),
  kinds: z.array(z.enum(KINDS)).max(KINDS.length).optional().describe("Only these kinds; default all"),
  limit: z.number().int().min(1).max(50).default(10).describe("At most this many results (1–50)"),
});

const output = z.object({
  query: z.string(),
  results: z.array(
    z.object({
      kind: z.enum(KINDS),
      name: z.string(),
      /** What tells two results of one name apart: a feed's contract, a node's service… */
      detail: z.string(),
      url: z.string(),
      /**
       * What get_push_feed and get_incidents take (token:ETH, feed:<layerId>/<feedId>, node:0x…,
       * network:<chainId>, service:<id>); null for a source, which has no incidents.
       */
      id: z.string().nullable(),
    }),
  ),
  /** Lists that could not be read just now: the search covered the others. */
  unavailable: z.array(z.string()),
});

/** The lists the index is built from, each read as the api reads it; a failed one is named. */
async function searchData(ctx: ApiContext): Promise<{ data: SearchData; unavailable: string[] }> {
  const unavailable: string[] = [];
  const settle = async <T>(name: string, read: Promise<T>): Promise<T | undefined> => {
    try {
      return await read;
    } catch {
      unavailable.push(name);
      return undefined;
    }
  };
  const [tokens, feeds, sources, services, nodes, networks] = await Promise.all([
    settle("tokens", tokensList(ctx)),
    settle("feeds", loadFeeds(ctx).then(feedsListOf)),
    settle("sources", sourcesList(ctx)),
    settle("data services", dataServicesList(ctx)),
    settle("nodes", nodesList(ctx)),
    settle("networks", networksList(ctx)),
  ]);
  return { data: { tokens, feeds, sources, services, nodes, networks }, unavailable };
}

/**
 * search: the web's search palette as a tool (one index and one ranking, core's search-index),
 * so an agent finds what a visitor finds, with the ids the other tools take.
 */
export function registerSearchTool(server: McpServer, ctx: ApiContext, link: LinkTo): void {
  server.registerTool(
    "search",
    {
      title: "Search the explorer",
      description:
        "Finds tokens, push feeds (a feed on each network), sources, data services, oracle nodes and networks by symbol, name or address, best match first. Each result has the explorer page and the id other tools take.",
      inputSchema: input,
      outputSchema: output,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer("search", async () => {
        const { data, unavailable } = await searchData(ctx);
        const wanted = new Set<Kind>(args.kinds ?? KINDS);
        const entries = buildSearchIndex(data).filter(
          (entry) => entry.kind !== "Screen" && wanted.has(KIND_OF[entry.kind]),
        );
        const results = rankSearch(entries, args.query, args.limit).map((entry) => ({
          kind: KIND_OF[entry.kind as Exclude<SearchKind, "Screen">],
          name: entry.label,
          detail: entry.detail,
          url: link(entry.href),
          // A data service cannot be starred (no watch), but the incidents know it: its entry's
          // detail is its id.
          id: entry.watch?.subject ?? (entry.kind === "Data service" ? serviceSubject(entry.detail) : null),
        }));
        const missing = unavailable.length > 0 ? ` (${unavailable.join(", ")} could not be read)` : "";
        const text =
          results.length === 0
            ? `Nothing matches "${args.query}"${missing}.`
            : `${results.length} match${results.length === 1 ? "" : "es"} for "${args.query}"${missing}: ${results
                .map((result) => `${result.name} (${result.kind})`)
                .join("; ")}.`;
        return toolResult({ query: args.query, results, unavailable }, text);
      }),
  );
}
