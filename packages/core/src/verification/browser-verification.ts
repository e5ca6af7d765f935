import { formatUnits } from "viem";
import type { RawSignedPackageView, RegisteredNodeView } from "../api-views/signed-packages.ts";
import type { VerificationCheckView, VerificationView } from "../api-views/verification.ts";
import {
  freshCheck,
  medianOf,
  registeredCheck,
  signatureCheck,
  uniqueCheck,
  verdictOf,
} from "./package-checks.ts";
import { type PackageRecovery, recoverPackageSigner } from "./package-signature.ts";
import { base64Bytes, DEFAULT_NUM_VALUE_DECIMALS } from "./signable-bytes.ts";

/**
 * Issue 30: the four checks of "Verify live data" (package-checks.ts, the api's too), made in
 * the browser over the raw packages: the signer recovered here, not taken from the api,
 * matched with the registered nodes, checked for freshness against this device's clock and
 * counted once; then the median of what passed and the verdict, by the api's rules.
 */

export interface BrowserVerifiedPackage {
  dataPackageId: string;
  timestamp: number;
  /** The package's value of the feed, human units; null when it has none that is numeric. */
  value: number | null;
  /** The signer the gateway names, as sent. */
  claimedSigner: string;
  recoveredSigner: string | null;
  signableHash: string | null;
  signature: string | null;
  /** The registered node of the data service the recovered signer is; null: none. */
  node: RegisteredNodeView | null;
  checks: VerificationCheckView[];
  valid: boolean;
}

export interface BrowserVerification {
  checkedAt: number;
  packages: BrowserVerifiedPackage[];
  /** Packages whose signature recovers to the signer they claim, a registered node of the service. */
  recoveredToRegistered: number;
  median: number | null;
  uniqueSigners: number;
  requiredSigners: number;
  verdict: VerificationView["verdict"];
}

export interface BrowserVerificationInput {
  feedId: string;
  dataServiceId: string;
  dataServiceName: string;
  packages: readonly RawSignedPackageView[];
  nodes: readonly RegisteredNodeView[];
  requiredSigners: number;
  /** This device's clock, epoch ms. */
  now: number;
}

/** A data point's value in human units: a number as is, base64 bytes as an integer with its decimals. */
function feedValueOf(pkg: RawSignedPackageView, feedId: string): number | null {
  const point = pkg.dataPoints.find((candidate) => candidate.dataFeedId === feedId);
  if (!point) return null;
  if (typeof point.value === "number") return Number.isFinite(point.value) ? point.value : null;
  try {
    const bytes = base64Bytes(point.value);
    if (bytes.length === 0) return null;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    const value = Number(formatUnits(BigInt(`0x${hex}`), point.decimals ?? DEFAULT_NUM_VALUE_DECIMALS));
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every package recovered and checked in this browser, the median of those that passed, the verdict. */
export async function verifyInBrowser(input: BrowserVerificationInput): Promise<BrowserVerification> {
  const byAddress = new Map<string, RegisteredNodeView>();
  for (const node of input.nodes) {
    const key = node.evmAddress.toLowerCase();
    if (!byAddress.has(key)) byAddress.set(key, node);
  }
  const recoveries = await Promise.all(input.packages.map(recoverPackageSigner));
  const seen = new Set<string>();
  const packages = input.packages.map((pkg, index): BrowserVerifiedPackage => {
    const recovery = recoveries[index] as PackageRecovery;
    const node = byAddress.get(recovery.recovered?.toLowerCase() ?? "");
    const checks = [
      signatureCheck(pkg.signerAddress, recovery),
      registeredCheck(recovery.recovered, node, input.dataServiceId),
      freshCheck(pkg.timestampMilliseconds, input.now),
      uniqueCheck(recovery.recovered, seen),
    ];
    return {
      dataPackageId: pkg.dataPackageId,
      timestamp: pkg.timestampMilliseconds,
      value: feedValueOf(pkg, input.feedId),
      claimedSigner: pkg.signerAddress,
      recoveredSigner: recovery.recovered,
      signableHash: recovery.signableHash,
      signature: recovery.signature,
      node: node ?? null,
      checks,
      valid: checks.every((entry) => entry.pass),
    };
  });
  const valid = packages.filter((pkg) => pkg.valid);
  const passes = (pkg: BrowserVerifiedPackage, id: VerificationCheckView["id"]) =>
    pkg.checks.some((entry) => entry.id === id && entry.pass);
  return {
    checkedAt: input.now,
    packages,
    recoveredToRegistered: packages.filter((pkg) => passes(pkg, "signature") && passes(pkg, "registered"))
      .length,
    median: medianOf(valid.flatMap((pkg) => (pkg.value === null ? [] : [pkg.value]))),
    uniqueSigners: valid.length,
    requiredSigners: input.requiredSigners,
    verdict: verdictOf(packages.length, valid.length, input.requiredSigners, input),
  };
}
