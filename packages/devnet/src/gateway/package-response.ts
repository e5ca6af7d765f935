import type { DataPointMetadata, RoundDataPoint, RoundPackage, SignedRound } from "../signers/index.ts";

/** A data point as the gateway serves it; metadata only on the show-metadata routes. */
interface GatewayDataPoint extends RoundDataPoint {
  metadata?: DataPointMetadata;
}

/** One signer's package in the gateway's shape (CONTRACTS f), fields in the real gateway's order. */
export interface GatewayPackage {
  timestampMilliseconds: number;
  signature: string;
  isSignatureValid: boolean;
  dataPoints: GatewayDataPoint[];
  dataServiceId: string;
  /** Single-feed packages only. */
  dataFeedId?: string;
  dataPackageId: string;
  signerAddress: string;
}

/** Package id → one package per signer. */
type GatewayResponse = Record<string, GatewayPackage[]>;

/** A data point's metadata is its feed's in the package's own round; the value is the signer's own. */
function dataPointsOf(round: SignedRound, pkg: RoundPackage, withMetadata: boolean): GatewayDataPoint[] {
  if (!withMetadata) return pkg.dataPoints;
  return pkg.dataPoints.map((point) => {
    const metadata = round.feed(point.dataFeedId)?.metadata;
    if (!metadata) return point;
    // A drifting node reports the value it signed, beside the same sources.
    const value = String(point.value);
    return { ...point, metadata: metadata.value === value ? metadata : { ...metadata, value } };
  });
}

/** `round`: the round the package was signed in (a late node's package comes from the previous one). */
function gatewayPackage(round: SignedRound, pkg: RoundPackage, withMetadata: boolean): GatewayPackage {
  const [onlyPoint, ...others] = pkg.dataPoints;
  // Real gateways name the feed of single-feed packages only; multi-feed ids have no one feed.
  const single = onlyPoint !== undefined && others.length === 0 && onlyPoint.dataFeedId === pkg.dataPackageId;
  return {
    timestampMilliseconds: pkg.timestampMilliseconds,
    signature: pkg.signature,
    // A gateway recovers each signer: only the seeded bad-signature package fails (signer-keys.ts
    // checked every node's own key at startup).
    isSignatureValid: round.behaviourOf(pkg.signerAddress).badSignatureFeed !== pkg.dataPackageId,
    dataPoints: dataPointsOf(round, pkg, withMetadata),
    dataServiceId: round.dataServiceId,
    ...(single ? { dataFeedId: onlyPoint.dataFeedId } : {}),
    dataPackageId: pkg.dataPackageId,
    signerAddress: pkg.signerAddress,
  };
}

interface ResponseOptions {
  /**
   * The latest answer: a node late this round (behaviourOf().lateBy) has its package of `previous`
   * served in place of this round's, which has not arrived. Without it (a stored, historical round)
   * every package that was signed is served at its own time.
   */
  live?: { previous: () => SignedRound | null };
}

/**
 * The response for the given package ids of a round, in the order given, one package per signer
 * in signer order. Ids the round does not hold, or that no node signs, are left out rather than
 * served as empty arrays; offline nodes have no packages.
 */
export async function gatewayResponse(
  round: SignedRound,
  packageIds: readonly string[],
  withMetadata: boolean,
  options: ResponseOptions = {},
): Promise<GatewayResponse> {
  const late = new Set(
    options.live
      ? round.signers
          .filter((signer) => round.behaviourOf(signer.evmAddress).lateBy > 0)
          .map((signer) => signer.evmAddress.toLowerCase())
      : [],
  );
  // Looked up only when someone is late: it may mean rebuilding that round.
  const previous = late.size > 0 ? (options.live?.previous() ?? null) : null;
  // Every id is asked for (and so signed) before the first wait, in the order given.
  const signed = packageIds.map(
    (packageId) => [packageId, round.packages(packageId), previous?.packages(packageId)] as const,
  );
  const response: GatewayResponse = {};
  for (const [packageId, pending, pendingPrevious] of signed) {
    const own = await pending;
    const earlier = (await pendingPrevious) ?? [];
    const bySigner = new Map<string, GatewayPackage>();
    for (const pkg of own) {
      const signer = pkg.signerAddress.toLowerCase();
      if (!late.has(signer)) bySigner.set(signer, gatewayPackage(round, pkg, withMetadata));
    }
    for (const pkg of earlier) {
      const signer = pkg.signerAddress.toLowerCase();
      if (late.has(signer) && previous) bySigner.set(signer, gatewayPackage(previous, pkg, withMetadata));
    }
    const packages = round.signers.flatMap((signer) => bySigner.get(signer.evmAddress.toLowerCase()) ?? []);
    if (packages.length === 0) continue;
    response[packageId] = packages;
  }
  return response;
}

/** The sorted, de-duplicated ids of a `dataFeedIds=BTC,ETH` query; empty when none is given. */
export function parseDataFeedIds(query: string | undefined): string[] {
  if (!query) return [];
  const ids = new Set(
    query
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== ""),
  );
  return [...ids].sort();
}
