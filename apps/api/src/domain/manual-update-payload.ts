import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "@oracle-explorer/core/constants";
import { feedIdToBytes32 } from "@oracle-explorer/core/feeds";
import type {
  DataPackagesResponse,
  DataPoint,
  SignedDataPackage as GatewayPackage,
} from "@oracle-explorer/core/schemas";
import { MAX_PACKAGE_AGE_MS } from "@oracle-explorer/core/verification";
import {
  type DataPointPlainObj,
  type INumericDataPoint,
  RedstonePayload,
  SignedDataPackage,
} from "@redstone-finance/protocol";
import {
  type Address,
  encodeFunctionData,
  formatUnits,
  getAddress,
  type Hex,
  isAddress,
  parseAbi,
} from "viem";

/**
 * The pure part of a manual update (UPDATE-09, UPDATE-10): picking 3 unique signers' packages
 * from a gateway answer, and the calldata the adapter accepts — the same bytes the devnet's
 * relayer sends (packages/devnet/src/chains/update-payload.ts): the update function ABI-encoded,
 * then the RedStone payload (signed packages, empty unsigned metadata, marker) appended.
 */

/** The two update functions (CONTRACTS d); selectors 0xc14c9204 and 0xb7a16251. */
export const ADAPTER_UPDATE_ABI = parseAbi([
  "function updateDataFeedsValues(uint256 dataPackagesTimestamp)",
  "function updateDataFeedsValuesPartial(bytes32[] dataFeedsIds)",
]);

/** Decimals of a numeric data point that names none (the protocol's default). */
const DEFAULT_POINT_DECIMALS = 8;

/** Which update call an adapter takes; null: none a wallet can send (mento, stylus, non-EVM…). */
export type UpdateCallKind = "price-feeds" | "multi-feed";

export function updateCallKind(contractType: string): UpdateCallKind | null {
  if (contractType === "price-feeds") return "price-feeds";
  if (contractType === "multi-feed" || contractType === "fast-multi-feed") return "multi-feed";
  return null;
}

/** The gateway answer cannot make an update: too few signers, a bad signature, a missing feed. */
export class PackageSelectionError extends Error {
  override name = "PackageSelectionError";
}

/** The packages an update carries: one round, `count` unique signers, every requested feed. */
export interface SelectedPackages {
  /** The round's time, epoch ms: every chosen package carries it. */
  timestamp: number;
  /** Checksummed, sorted by address. */
  signers: Address[];
  /** Feed id → the chosen signers' packages, in `signers` order. */
  byFeed: Map<string, GatewayPackage[]>;
  /** Every chosen package, as the payload serialises it (feed order, then signer order). */
  signed: SignedDataPackage[];
}

/** A package as the protocol library signs it: data points without their (unsigned) metadata. */
export function toSigned(pkg: GatewayPackage): SignedDataPackage {
  return SignedDataPackage.fromObj({
    dataPackageId: pkg.dataPackageId,
    timestampMilliseconds: pkg.timestampMilliseconds,
    signature: pkg.signature,
    dataPoints: pkg.dataPoints.map(toPlainPoint),
  });
}

/** The signed fields of a data point: numeric (value, decimals, value byte size) or raw base64. */
function toPlainPoint(point: DataPoint): DataPointPlainObj {
  if (typeof point.value !== "number") return { dataFeedId: point.dataFeedId, value: point.value };
  const numeric: INumericDataPoint = { dataFeedId: point.dataFeedId, value: point.value };
  if (point.decimals !== undefined) numeric.decimals = point.decimals;
  if (typeof point.valueByteSize === "number") numeric.valueByteSize = point.valueByteSize;
  return numeric;
}

/** The signed package when its signature recovers to the signer it claims; null otherwise. */
function verified(pkg: GatewayPackage): SignedDataPackage | null {
  try {
    const signed = toSigned(pkg);
    return signed.recoverSignerAddress().toLowerCase() === pkg.signerAddress.toLowerCase() ? signed : null;
  } catch {
    return null;
  }
}

/** Feed id → round time → signer (lowercase) → its package carrying that feed. */
function indexPackages(response: DataPackagesResponse, feedIds: readonly string[]) {
  const index = new Map<string, Map<number, Map<string, GatewayPackage>>>();
  for (const feedId of feedIds) {
    const byTime = new Map<number, Map<string, GatewayPackage>>();
    for (const pkg of response[feedId] ?? []) {
      const usable =
        Number.isSafeInteger(pkg.timestampMilliseconds) &&
        pkg.timestampMilliseconds > 0 &&
        isAddress(pkg.signerAddress, { strict: false }) &&
        pkg.dataPoints.some((point) => point.dataFeedId === feedId);
      if (!usable) continue;
      const bySigner = byTime.get(pkg.timestampMilliseconds) ?? new Map<string, GatewayPackage>();
      const signer = pkg.signerAddress.toLowerCase();
      // A signer counts once per round, as on chain: a duplicate adds nothing.
      if (!bySigner.has(signer)) bySigner.set(signer, pkg);
      byTime.set(pkg.timestampMilliseconds, bySigner);
    }
    index.set(feedId, byTime);
  }
  return index;
}

/**
 * CALL-17, CONST-37: the newest round in which at least `count` distinct signers signed every
 * requested feed with a valid signature, and `count` of them (sorted by address, so the choice is
 * deterministic). Adapters require one timestamp for all packages, hence one round. With
 * `registered` (lowercase addresses: the data service's nodes, which its adapters authorise), a
 * signer outside it is skipped too. Throws PackageSelectionError naming what is missing when no
 * round qualifies.
 */
export function selectSignedPackages(
  response: DataPackagesResponse,
  feedIds: readonly string[],
  count: number = MANUAL_UPDATE_UNIQUE_SIGNERS,
  registered: ReadonlySet<string> | null = null,
): SelectedPackages {
  if (feedIds.length === 0) throw new PackageSelectionError("no feed ids to update");
  const index = indexPackages(response, feedIds);
  const missing = feedIds.filter((feedId) => (index.get(feedId)?.size ?? 0) === 0);
  if (missing.length > 0) throw new PackageSelectionError(`no signed packages for ${missing.join(", ")}`);

  const rounds = new Set<number>();
  for (const byTime of index.values()) for (const time of byTime.keys()) rounds.add(time);
  let best = { timestamp: 0, signers: 0 };
  for (const timestamp of [...rounds].sort((a, b) => b - a)) {
    const perFeed = feedIds.map((feedId) => index.get(feedId)?.get(timestamp) ?? new Map());
    const [first, ...others] = perFeed;
    const candidates = [...(first?.keys() ?? [])]
      .filter((signer) => others.every((bySigner) => bySigner.has(signer)))
      // An adapter reverts on a signer it does not authorise.
      .filter((signer) => registered === null || registered.has(signer))
      .sort();
    const signers: Address[] = [];
    const byFeed = new Map<string, GatewayPackage[]>(feedIds.map((feedId) => [feedId, []]));
    const signed: SignedDataPackage[][] = feedIds.map(() => []);
    for (const signer of candidates) {
      if (signers.length === count) break;
      const packages = perFeed.map((bySigner) => bySigner.get(signer) as GatewayPackage);
      const checked = packages.map(verified);
      // A package whose signature is not its claimed signer's would revert on chain: skip the signer.
      if (checked.some((entry) => entry === null)) continue;
      signers.push(getAddress(signer));
      packages.forEach((pkg, i) => {
        byFeed.get(feedIds[i] as string)?.push(pkg);
        signed[i]?.push(checked[i] as SignedDataPackage);
      });
    }
    if (signers.length === count) return { timestamp, signers, byFeed, signed: signed.flat() };
    if (signers.length > best.signers) best = { timestamp, signers: signers.length };
  }
  const round = best.timestamp > 0 ? ` (round ${best.timestamp} has ${best.signers})` : "";
  throw new PackageSelectionError(
    `fewer than ${count} unique signers with valid signatures for ${feedIds.join(", ")} in any one round${round}`,
  );
}

/** A data point's value in human units: a number as is, a base64 value as an integer with its decimals. */
export function pointValue(point: Pick<DataPoint, "value" | "decimals">): number {
  if (typeof point.value === "number") return point.value;
  const bytes = Buffer.from(point.value, "base64");
  if (bytes.length === 0) return Number.NaN;
  return Number(formatUnits(BigInt(`0x${bytes.toString("hex")}`), point.decimals ?? DEFAULT_POINT_DECIMALS));
}

/** The median of the chosen packages' values of one feed (what the adapter stores, in human units). */
export function medianValue(packages: readonly GatewayPackage[], feedId: string): number {
  const values = packages
    .map((pkg) => pkg.dataPoints.find((point) => point.dataFeedId === feedId))
    .flatMap((point) => (point ? [pointValue(point)] : []))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (values.length === 0) throw new PackageSelectionError(`no numeric value for ${feedId}`);
  const middle = Math.floor(values.length / 2);
  return values.length % 2 === 1
    ? (values[middle] as number)
    : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
}

/** The update call without payload: price-feeds adapters take the round time, multi-feed ones the ids. */
export function encodeUpdateCall(kind: UpdateCallKind, feedIds: readonly string[], timestamp: number): Hex {
  return kind === "price-feeds"
    ? encodeFunctionData({
        abi: ADAPTER_UPDATE_ABI,
        functionName: "updateDataFeedsValues",
        args: [BigInt(timestamp)],
      })
    : encodeFunctionData({
        abi: ADAPTER_UPDATE_ABI,
        functionName: "updateDataFeedsValuesPartial",
        args: [feedIds.map(feedIdToBytes32)],
      });
}

/** The calldata with the RedStone payload appended (empty unsigned metadata, as the relayer sends). */
export function withRedstonePayload(call: Hex, packages: readonly SignedDataPackage[]): Hex {
  return `${call}${RedstonePayload.prepare([...packages], "")}`;
}

/**
 * When the packages stop passing the adapter's timestamp check: a block may be at most 3 minutes
 * (in whole seconds) after the packages' second.
 */
export function expiryOf(timestamp: number): number {
  return Math.floor(timestamp / 1000) * 1000 + MAX_PACKAGE_AGE_MS;
}
