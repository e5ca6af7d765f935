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

function dataPointsOf(round: SignedRound, pkg: RoundPackage, withMetadata: boolean): GatewayDataPoint[] {
  if (!withMetadata) return pkg.dataPoints;
  return pkg.dataPoints.map((point) => {
    const metadata = round.feed(point.dataFeedId)?.metadata;
    return metadata ? { ...point, metadata } : point;
  });
}

function gatewayPackage(round: SignedRound, pkg: RoundPackage, withMetadata: boolean): GatewayPackage {
  const [onlyPoint, ...others] = pkg.dataPoints;
  // Real gateways name the feed of single-feed packages only; multi-feed ids have no one feed.
  const single = onlyPoint !== undefined && others.length === 0 && onlyPoint.dataFeedId === pkg.dataPackageId;
  return {
    timestampMilliseconds: pkg.timestampMilliseconds,
    signature: pkg.signature,
    // The devnet signs with the registry's own keys; signer-keys.ts checked each address at startup.
    isSignatureValid: true,
    dataPoints: dataPointsOf(round, pkg, withMetadata),
    dataServiceId: round.dataServiceId,
    ...(single ? { dataFeedId: onlyPoint.dataFeedId } : {}),
    dataPackageId: pkg.dataPackageId,
    signerAddress: pkg.signerAddress,
  };
}

/**
 * The response for the given package ids of a round, in the order given. Ids the round does not
 * hold, or that no node signs, are left out rather than served as empty arrays.
 */
export async function gatewayResponse(
  round: SignedRound,
  packageIds: readonly string[],
  withMetadata: boolean,
): Promise<GatewayResponse> {
  // Every id is asked for (and so signed) before the first wait, in the order given.
  const signed = packageIds.map((packageId) => [packageId, round.packages(packageId)] as const);
  const response: GatewayResponse = {};
  for (const [packageId, pending] of signed) {
    const packages = await pending;
    if (packages.length === 0) continue;
    response[packageId] = packages.map((pkg) => gatewayPackage(round, pkg, withMetadata));
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
