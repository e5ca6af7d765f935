import type { NodeView } from "@oracle-explorer/core/api-views";

/**
 * The Production Nodes list's order (beyond the spec): the registry's order by default (NODES-08),
 * or a record column from its header, with sortBy/sortDesc in the URL as the other lists keep them.
 */
export const NODE_SORT_KEYS = ["registry", "uptime", "deviation", "rank"] as const;
export type NodeSortKey = (typeof NODE_SORT_KEYS)[number];

/** The columns whose header sorts; the registry order is the default alone. */
export const NODE_SORTABLE_COLUMNS: readonly NodeSortKey[] = ["uptime", "deviation", "rank"];

export const NODES_DEFAULT_SORT_BY: NodeSortKey = "registry";

const isNodeSortKey = (key: string): key is NodeSortKey =>
  (NODE_SORT_KEYS as readonly string[]).includes(key);

function figure(node: NodeView, key: Exclude<NodeSortKey, "registry">): number | null {
  const record = node.record;
  if (record === null) return null;
  if (key === "uptime") return record.uptime7d;
  if (key === "deviation") return record.deviationP95Bp7d;
  return record.rank;
}

/**
 * A sorted copy. A node without a figure (no key, nothing recorded yet) goes last whichever the
 * direction, and ties keep the registry's order.
 */
export function sortNodes(nodes: readonly NodeView[], sortBy: string, sortDesc: boolean): NodeView[] {
  const key = isNodeSortKey(sortBy) ? sortBy : NODES_DEFAULT_SORT_BY;
  const indexed = nodes.map((node, index) => ({ node, index }));
  if (key === "registry") {
    if (sortDesc) indexed.reverse();
    return indexed.map(({ node }) => node);
  }
  indexed.sort((a, b) => {
    const x = figure(a.node, key);
    const y = figure(b.node, key);
    if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
    return (sortDesc ? y - x : x - y) || a.index - b.index;
  });
  return indexed.map(({ node }) => node);
}
