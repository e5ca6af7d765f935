import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  deviationStatsView,
  type IncidentView,
  incidentView,
  nodeUptimeView,
} from "@oracle-explorer/core/api-views";
import { appPaths } from "@oracle-explorer/core/app-routes";
import { durationText } from "@oracle-explorer/core/format";
import { MAX_SUBJECTS } from "@oracle-explorer/core/history";
import { z } from "zod";
import type { ApiContext } from "../context.ts";
import { loadIncidents, loadStatus } from "../domain/incidents.ts";
import { nodeScorecard } from "../domain/node-history.ts";
import { answer, type LinkTo, NotFoundError, toolResult } from "./tool-results.ts";

/**
 * The indexer's record as tools: a node's scorecard, incidents, and the network's status. Each
 * answers from the history store the api reads; an empty or missing store is said in the result
 * (recordedFrom null), and a store that fails is a tool error naming the "history store".
 */

const incidentOut = incidentView.extend({ url: z.string().nullable() });
const withUrl = (link: LinkTo) => (incident: IncidentView) => ({
  ...incident,
  url: incident.href === null ? null : link(incident.href),
});

const scorecardOutput = z.object({
  name: z.string(),
  address: z.string(),
  dataServiceId: z.string(),
  /** 24 h, 7 d and 30 d. */
  uptime: z.array(nodeUptimeView),
  /** Deviation from each round's median over 7 days, basis points. */
  deviation: deviationStatsView,
  /** The five feeds it deviated most on (p95), over 7 days. */
  worstFeeds: z.array(deviationStatsView.extend({ feedId: z.string() })),
  missedRuns: z.number().int(),
  invalidRounds: z.number().int(),
  /** Time nobody observed (the indexer or the gateway down): not the node's misses. */
  gaps: z.number().int(),
  recordedFrom: z.number().nullable(),
  url: z.string(),
});

const incidentsOutput = z.object({
  incidents: z.array(incidentOut),
  /** The ids asked for, each resolved: known to the explorer or not, and what is wrong now. */
  subjects: z.array(
    z.object({
      id: z.string(),
      known: z.boolean(),
      name: z.string(),
      ongoing: z.number().int(),
      worst: z.enum(["critical", "major", "minor"]).nullable(),
    }),
  ),
  malformed: z.array(z.string()),
  recordFrom: z.number().nullable(),
});

const statusOutput = z.object({
  /** outage: a critical incident ongoing; degraded: a major one; ok: none or minor ones only. */
  state: z.enum(["ok", "degraded", "outage"]),
  /** The newest recorded round's time when the record lags (then the state is as of that time). */
  recordBehind: z.number().nullable(),
  ongoing: z.array(incidentOut),
  feeds: z.object({ total: z.number().int(), stale: z.number().int() }),
  nodes: z.object({ total: z.number().int(), signing: z.number().int() }),
  services: z.array(
    z.object({
      serviceId: z.string(),
      name: z.string(),
      signers: z.number().int().nullable(),
      threshold: z.number().int(),
      nodes: z.number().int(),
    }),
  ),
  /** Incidents in the last 7 days. */
  recentTotal: z.number().int(),
  recordFrom: z.number().nullable(),
  url: z.string(),
});

const percent = (uptime: number | null) => (uptime === null ? "no record" : `${(uptime * 100).toFixed(2)} %`);

export function registerRecordTools(server: McpServer, ctx: ApiContext, link: LinkTo): void {
  server.registerTool(
    "get_node_scorecard",
    {
      title: "An oracle node's record",
      description:
        "An oracle node's uptime over 24 h, 7 d and 30 d, how far its values strayed from each round's median, its missed runs and invalid signatures, from the indexer's record.",
      inputSchema: z.object({
        address: z
          .string()
          .trim()
          .regex(/^0x[0-9a-fA-F]{40}$/, "must be a node's 0x address (search finds it by name)")
          .describe("The node's EVM signer address"),
      }),
      outputSchema: scorecardOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer("get_node_scorecard", async () => {
        const card = await nodeScorecard(ctx, args.address);
        if (!card) throw new NotFoundError(`No registered node with the address ${args.address}.`);
        const result = {
          name: card.node.name,
          address: card.node.address,
          dataServiceId: card.node.dataServiceId,
          uptime: card.uptime,
          deviation: card.deviation,
          worstFeeds: card.feeds.slice(0, 5),
          missedRuns: card.missed.length,
          invalidRounds: card.invalidRounds.length,
          gaps: card.gaps.length,
          recordedFrom: card.recordedFrom,
          url: link(appPaths.dataProvider(card.node.address)),
        };
        const uptime = card.uptime.map((window) => `${window.window} ${percent(window.uptime)}`).join(", ");
        const text =
          card.recordedFrom === null
            ? `${card.node.name} (${card.node.dataServiceId}): nothing recorded yet.`
            : `${card.node.name} (${card.node.dataServiceId}): uptime ${uptime}; deviation p95 ${card.deviation.p95Bp ?? "–"} bp; ${card.missed.length} missed runs, ${card.invalidRounds.length} rounds with an invalid signature.`;
        return toolResult(result, text);
      }),
  );

  server.registerTool(
    "get_incidents",
    {
      title: "Incidents of the network or of some feeds, nodes, services",
      description:
        "Incidents the indexer recorded (stale feeds, late deviation updates, nodes missing rounds or signing invalid packages, services below their signer threshold, reserves below supply), newest first, for the whole network or for the ids given (as search returns them).",
      inputSchema: z.object({
        ids: z
          .array(z.string().max(300))
          .max(MAX_SUBJECTS)
          .optional()
          .describe(
            'Ids such as "feed:ethMultiFeed/ETH", "node:0x…", "service:redstone-primary-prod", "token:ETH"',
          ),
        ongoing: z.boolean().optional().describe("Only those still going on"),
        limit: z.number().int().min(1).max(200).default(20),
      }),
      outputSchema: incidentsOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer("get_incidents", async () => {
        const view = await loadIncidents(ctx, {
          ids: args.ids ?? [],
          limit: args.limit,
          ...(args.ongoing === undefined ? {} : { ongoing: args.ongoing }),
        });
        const result = {
          incidents: view.incidents.map(withUrl(link)),
          subjects: view.subjects.map((subject) => ({
            id: subject.id,
            known: subject.known,
            name: subject.name,
            ongoing: subject.ongoing,
            worst: subject.worst,
          })),
          malformed: view.malformed,
          recordFrom: view.recordFrom,
        };
        const ongoing = view.incidents.filter((incident) => incident.endedAt === null).length;
        const text =
          view.recordFrom === null
            ? "The indexer has recorded nothing yet."
            : view.incidents.length === 0
              ? "No incident recorded."
              : `${view.incidents.length} incidents (${ongoing} ongoing), newest first: ${view.incidents
                  .slice(0, 5)
                  .map((incident) => incident.title)
                  .join("; ")}${view.incidents.length > 5 ? "; …" : ""}.`;
        return toolResult(result, text);
      }),
  );

  server.registerTool(
    "get_network_status",
    {
      title: "The network's status now",
      description:
        "Is the network working right now: its state (ok, degraded, outage), the incidents going on, fresh and stale feeds, nodes signing, each data service's signers against its threshold.",
      inputSchema: z.object({}),
      outputSchema: statusOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    () =>
      answer("get_network_status", async () => {
        const view = await loadStatus(ctx);
        const result = {
          state: view.state,
          recordBehind: view.recordBehind,
          ongoing: view.ongoing.map(withUrl(link)),
          feeds: view.feeds,
          nodes: view.nodes,
          services: view.services.map(({ serviceId, name, signers, threshold, nodes }) => ({
            serviceId,
            name,
            signers,
            threshold,
            nodes,
          })),
          recentTotal: view.recentTotal,
          recordFrom: view.recordFrom,
          url: link(appPaths.status),
        };
        const behind =
          view.recordBehind === null
            ? ""
            : ` The record is behind: its newest round is ${durationText(view.generatedAt - view.recordBehind)} old.`;
        const text =
          view.recordFrom === null
            ? "The indexer has recorded nothing yet."
            : `State: ${view.state}; ${view.ongoing.length} incidents ongoing; ${view.feeds.stale} of ${view.feeds.total} feeds stale; ${view.nodes.signing} of ${view.nodes.total} nodes signing.${behind}`;
        return toolResult(result, text);
      }),
  );
}
