import type { NodeRecordView, NodeRoundsView, NodeScorecardView } from "@oracle-explorer/core/api-views";
import { HOUR_MS } from "@oracle-explorer/core/history";
import { type OracleNode, toOracleNodes } from "@oracle-explorer/core/schemas";
import { readNodeRecords, readNodeRounds, readNodeScorecard } from "@oracle-explorer/store";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { readHistory } from "../history-store.ts";
import { toAssetUrl, toLinkUrl } from "./asset-urls.ts";
import { cached } from "./cached.ts";
import { loadRegistry } from "./catalogue.ts";

/** A node of the registry with a key: the only ones with a record (a node without one signs nothing). */
type KeyedNode = OracleNode & { evmAddress: string };

/** The registry's node at an address (any case), or null: the 404 of a node page. */
export async function findNode(ctx: ApiContext, address: string): Promise<KeyedNode | null> {
  const wanted = address.trim().toLowerCase();
  if (!/^0x[0-9a-f]{40}$/.test(wanted)) return null;
  const registry = await loadRegistry(ctx);
  const node = toOracleNodes(registry).find(
    (candidate): candidate is KeyedNode =>
      typeof candidate.evmAddress === "string" && candidate.evmAddress.toLowerCase() === wanted,
  );
  return node ?? null;
}

/**
 * Every node's 7-day record keyed by "service|address" (lowercase), ranked: highest uptime first,
 * then lowest deviation p95. Read at most every 10 s for every visitor of the nodes list.
 */
export function nodeRecords(ctx: ApiContext): Promise<ReadonlyMap<string, NodeRecordView>> {
  return cached(ctx, "history:node-records", POLICIES.nodeHistory, async () => {
    const records = (await readHistory(ctx.history, (store) => readNodeRecords(store.db, ctx.now()))) ?? [];
    const ranked = records
      .filter((record) => record.uptime7d !== null)
      .sort(
        (a, b) =>
          (b.uptime7d ?? 0) - (a.uptime7d ?? 0) ||
          (a.deviationP95Bp7d ?? Number.POSITIVE_INFINITY) -
            (b.deviationP95Bp7d ?? Number.POSITIVE_INFINITY) ||
          a.node.localeCompare(b.node),
      );
    const rank = new Map(ranked.map((record, index) => [record, index + 1]));
    return new Map(
      records.map((record) => [
        `${record.serviceId}|${record.node}`,
        {
          uptime7d: record.uptime7d,
          deviationP95Bp7d: record.deviationP95Bp7d,
          missedRounds7d: record.missedRounds7d,
          rank: rank.get(record) ?? null,
        },
      ]),
    );
  });
}

/** A node's scorecard, or null for an address the registry does not list (a 404). */
export async function nodeScorecard(ctx: ApiContext, address: string): Promise<NodeScorecardView | null> {
  const node = await findNode(ctx, address);
  if (!node) return null;
  const key = node.evmAddress.toLowerCase();
  return cached(ctx, `history:node:${node.dataServiceId}:${key}`, POLICIES.nodeHistory, async () => {
    const card = await readHistory(ctx.history, (store) =>
      readNodeScorecard(store.db, {
        serviceId: node.dataServiceId,
        node: key,
        now: ctx.now(),
        rawRetentionMs: ctx.rawRetentionMs,
      }),
    );
    return {
      node: {
        name: node.name,
        address: node.evmAddress,
        dataServiceId: node.dataServiceId,
        logo: toAssetUrl(node.logo),
        url: toLinkUrl(node.url),
      },
      uptime: card?.uptime ?? [],
      deviation: card?.deviation ?? { samples: 0, p50Bp: null, p95Bp: null, maxBp: null },
      feeds: card?.feeds ?? [],
      missed: card?.missed ?? [],
      invalidRounds: card?.invalidRounds ?? [],
      hours: card?.hours ?? [],
      gaps: card?.gaps ?? [],
      recordedFrom: card?.recordedFrom ?? null,
      rawRetentionHours: ctx.rawRetentionMs / HOUR_MS,
    };
  });
}

/** A node's raw rounds in [from, to) (the route has checked the range), or null for an unknown node. */
export async function nodeRounds(
  ctx: ApiContext,
  address: string,
  from: number,
  to: number,
): Promise<NodeRoundsView | null> {
  const node = await findNode(ctx, address);
  if (!node) return null;
  const rounds =
    (await readHistory(ctx.history, (store) =>
      readNodeRounds(store.db, {
        serviceId: node.dataServiceId,
        node: node.evmAddress.toLowerCase(),
        from,
        to,
      }),
    )) ?? [];
  return { address: node.evmAddress, from, to, rounds };
}
