import { deviationBp, median } from "@oracle-explorer/core/history";
import type { DataPackagesResponse } from "@oracle-explorer/core/schemas";
import type { NodeObservation, RoundObservation } from "@oracle-explorer/store";

/** Feed id → median value of one round. */
export type RoundMedians = ReadonlyMap<string, number>;

/** What observeRound needs to check a package: done by the api's own recovery (Verify live data). */
export interface PackageChecks {
  /** The address the package's signature recovers to, or null when it cannot be recovered. */
  recover(pkg: DataPackagesResponse[string][number]): string | null;
  /** A data point's value in human units (NaN when unreadable). */
  valueOf(point: DataPackagesResponse[string][number]["dataPoints"][number]): number;
}

export interface ObserveInput {
  serviceId: string;
  intervalMs: number;
  /** Registered signer addresses, lowercase. */
  nodes: readonly string[];
  answer: DataPackagesResponse;
  seenAt: number;
  live: boolean;
  /** Medians of recent rounds, for a late node's package of an earlier round. */
  earlierMedians: (roundTs: number) => RoundMedians | undefined;
  checks: PackageChecks;
}

export interface Observed {
  observation: RoundObservation;
  /** This round's medians, to keep for late packages that arrive with the next rounds. */
  medians: RoundMedians;
}

interface NodeValues {
  node: string;
  roundTs: number;
  values: Map<string, number>;
  invalidPackages: Set<string>;
}

/**
 * One gateway answer of a data service as the store records it: per registered node, the round
 * its packages belong to (the answer's newest round, or an earlier one for a late node), the
 * feeds it signed, the packages whose signature does not recover to it, and each value's
 * deviation from the round's median of valid values. A package claiming an unregistered signer
 * is not a node of this service and is left out. Returns null for an answer without packages.
 */
export function observeRound(input: ObserveInput): Observed | null {
  const registered = new Set(input.nodes);
  const byNode = new Map<string, NodeValues>();
  for (const [packageId, packages] of Object.entries(input.answer)) {
    for (const pkg of packages) {
      const node = pkg.signerAddress.trim().toLowerCase();
      if (!registered.has(node)) continue;
      const roundTs = pkg.timestampMilliseconds;
      const key = `${node}|${roundTs}`;
      const entry = byNode.get(key) ?? { node, roundTs, values: new Map(), invalidPackages: new Set() };
      byNode.set(key, entry);
      const recovered = input.checks.recover(pkg);
      if (recovered === null || recovered.toLowerCase() !== node) {
        entry.invalidPackages.add(packageId);
        continue;
      }
      for (const point of pkg.dataPoints) {
        if (entry.values.has(point.dataFeedId)) continue;
        const value = input.checks.valueOf(point);
        if (Number.isFinite(value)) entry.values.set(point.dataFeedId, value);
      }
    }
  }
  if (byNode.size === 0) return null;
  const roundTs = Math.max(...[...byNode.values()].map((entry) => entry.roundTs));

  // The round's median per feed, over the valid values of the nodes that signed this round.
  const valuesByFeed = new Map<string, number[]>();
  for (const entry of byNode.values()) {
    if (entry.roundTs !== roundTs) continue;
    for (const [feed, value] of entry.values)
      valuesByFeed.set(feed, [...(valuesByFeed.get(feed) ?? []), value]);
  }
  const medians = new Map<string, number>();
  for (const [feed, values] of valuesByFeed) {
    const middle = median(values);
    if (middle !== null) medians.set(feed, middle);
  }

  // One entry per node: its newest round in the answer (a node signs one round per answer).
  const newest = new Map<string, NodeValues>();
  for (const entry of byNode.values()) {
    const held = newest.get(entry.node);
    if (!held || entry.roundTs > held.roundTs) newest.set(entry.node, entry);
  }
  const packages: NodeObservation[] = [...newest.values()].map((entry) => {
    const against = entry.roundTs === roundTs ? medians : input.earlierMedians(entry.roundTs);
    const deviationsBp = new Map<string, number>();
    if (against) {
      for (const [feed, value] of entry.values) {
        const middle = against.get(feed);
        const bp = middle === undefined ? null : deviationBp(value, middle);
        if (bp !== null) deviationsBp.set(feed, bp);
      }
    }
    return {
      node: entry.node,
      roundTs: entry.roundTs,
      feeds: entry.values.size,
      invalidFeeds: [...entry.invalidPackages].sort(),
      deviationsBp,
    };
  });
  return {
    observation: {
      serviceId: input.serviceId,
      intervalMs: input.intervalMs,
      roundTs,
      seenAt: input.seenAt,
      live: input.live,
      registeredNodes: input.nodes,
      packages,
    },
    medians,
  };
}
