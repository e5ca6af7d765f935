/**
 * Rows of one feed on one network share a SingleFeed route (a price-feed adapter and a multi-feed
 * adapter, or two adapters of one kind). Without a word each, the list shows two rows that look
 * the same ("XVS — Ethereum Sepolia") and differ only in an address. Each such row gets a short
 * label: its adapter kind, and its layer where the kind alone does not tell them apart.
 */

export interface RouteFacts {
  /** The SingleFeed route, network and token ("ethereum-sepolia/xvs"). */
  readonly route: string;
  readonly layerId: string;
  readonly isMultifeed: boolean;
}

/** The adapter kind as a visitor reads it. */
const adapterKind = (isMultifeed: boolean) => (isMultifeed ? "multi-feed" : "price feed");

/** Labels of the rows that share a route with another row; rows alone on their route have none. */
export function routeVariantLabels<T>(rows: readonly T[], factsOf: (row: T) => RouteFacts): Map<T, string> {
  const groups = new Map<string, { row: T; facts: RouteFacts }[]>();
  for (const row of rows) {
    const facts = factsOf(row);
    const group = groups.get(facts.route);
    if (group) group.push({ row, facts });
    else groups.set(facts.route, [{ row, facts }]);
  }
  const labels = new Map<T, string>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    for (const { row, facts } of group) {
      const kind = adapterKind(facts.isMultifeed);
      const sameKind = group.filter((other) => other.facts.isMultifeed === facts.isMultifeed).length;
      labels.set(row, sameKind > 1 ? `${kind} · ${facts.layerId}` : kind);
    }
  }
  return labels;
}
