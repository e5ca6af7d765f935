import type {
  RawDataPointView,
  RawSignedPackageView,
  SignedPackagesView,
} from "@oracle-explorer/core/api-views";
import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "@oracle-explorer/core/constants";
import type { DataPoint, SignedDataPackage as GatewayPackage } from "@oracle-explorer/core/schemas";
import { toOracleNodes } from "@oracle-explorer/core/schemas";
import type { ApiContext } from "../context.ts";
import { latestFeedPackages } from "./verification.ts";

/**
 * Issue 30: a feed's latest signed packages as the gateway sent them, for the browser to verify
 * itself. Read through the same 2-second cache entry as the verification (latestFeedPackages),
 * so a panel that asks for both at once usually gets the same round from each (a refresh can fall
 * between the two requests: the panel pairs packages and says which it could not). Only the signed fields (and the claimed signer) are kept: the metadata is not signed.
 */

/** A data point's signed fields, untouched: value, decimals and value byte size as received. */
function rawPoint(point: DataPoint): RawDataPointView {
  const raw: RawDataPointView = { dataFeedId: point.dataFeedId, value: point.value };
  if (point.decimals !== undefined) raw.decimals = point.decimals;
  // Not in the gateway schema's typed fields; the protocol reads it only when it is a number
  // (as the api's own recovery does, manual-update-payload.ts toSigned).
  if (typeof point.valueByteSize === "number") raw.valueByteSize = point.valueByteSize;
  return raw;
}

function rawPackage(pkg: GatewayPackage): RawSignedPackageView {
  return {
    dataPackageId: pkg.dataPackageId,
    timestampMilliseconds: pkg.timestampMilliseconds,
    signerAddress: pkg.signerAddress,
    signature: pkg.signature,
    dataPoints: pkg.dataPoints.map(rawPoint),
  };
}

/** The raw packages of one feed of one data service (which resolveVerificationTarget checked). */
export async function loadSignedPackages(
  ctx: ApiContext,
  feedId: string,
  dataServiceId: string,
): Promise<SignedPackagesView> {
  const { registry, packages } = await latestFeedPackages(ctx, feedId, dataServiceId);
  return {
    feedId,
    dataServiceId,
    dataServiceName: registry.dataServices[dataServiceId]?.name ?? dataServiceId,
    checkedAt: ctx.now(),
    packages: packages.map(rawPackage),
    nodes: toOracleNodes(registry).flatMap((node) =>
      node.dataServiceId === dataServiceId && node.evmAddress !== false
        ? [{ name: node.name, evmAddress: node.evmAddress }]
        : [],
    ),
    requiredSigners: MANUAL_UPDATE_UNIQUE_SIGNERS,
  };
}
