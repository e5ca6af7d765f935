import type { VerificationView, VerifiedPackageView } from "@oracle-explorer/core/api-views";
import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "@oracle-explorer/core/constants";
import type { SignedDataPackage as GatewayPackage, OracleNode } from "@oracle-explorer/core/schemas";
import {
  freshCheck,
  MAX_PACKAGE_AGE_MS,
  medianOf,
  registeredCheck,
  signatureCheck,
  uniqueCheck,
  verdictOf,
} from "@oracle-explorer/core/verification";
import { bytesToHex, getAddress } from "viem";
import { pointValue, toSigned } from "./manual-update-payload.ts";

/**
 * The pure part of "Verify live data": each signed package's signer recovered from its signature
 * exactly as an adapter does (the protocol library rebuilds the signed bytes, hashes them with
 * keccak256 and runs ecrecover), then core's checks (package-checks.ts, which the browser makes
 * too): matched against the data service's registered nodes, fresh, unique. Nothing here trusts
 * the gateway's own `isSignatureValid`.
 */

export interface VerificationInput {
  feedId: string;
  dataServiceId: string;
  dataServiceName: string;
  /** The gateway's packages of the feed (package id = feed id), in its order. */
  packages: readonly GatewayPackage[];
  /** Every node of the registry: other services' nodes name a signer that signs elsewhere. */
  nodes: readonly OracleNode[];
  now: number;
  requiredSigners?: number;
}

interface Recovery {
  recovered: string | null;
  signableHash: string | null;
  signature: string | null;
  /** Why the signature could not be read or recovered; null when it was. */
  error: string | null;
}

/** Steps 1-2: rebuild the signed bytes, hash them, recover the address from the 65-byte signature. */
export function recoverSigner(pkg: GatewayPackage): Recovery {
  let signed: ReturnType<typeof toSigned>;
  try {
    signed = toSigned(pkg);
  } catch (error) {
    return { recovered: null, signableHash: null, signature: null, error: reasonOf(error) };
  }
  const signableHash = bytesToHex(signed.dataPackage.getSignableHash());
  const signature = signed.serializeSignatureToHex();
  try {
    return { recovered: getAddress(signed.recoverSignerAddress()), signableHash, signature, error: null };
  } catch (error) {
    return { recovered: null, signableHash, signature, error: reasonOf(error) };
  }
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // ethers appends its version and a JSON dump of the arguments; the first clause says what failed.
  return (message.split(/ \(|;/)[0] ?? message).trim() || "unreadable signature";
}

function feedValueOf(pkg: GatewayPackage, feedId: string): number | null {
  const point = pkg.dataPoints.find((candidate) => candidate.dataFeedId === feedId);
  if (!point) return null;
  const value = pointValue(point);
  return Number.isFinite(value) ? value : null;
}

/** The view of one feed's verification: every package checked, the median and the verdict. */
export function verifyPackages(input: VerificationInput): VerificationView {
  const { feedId, dataServiceId, now } = input;
  const required = input.requiredSigners ?? MANUAL_UPDATE_UNIQUE_SIGNERS;
  const byAddress = new Map<string, OracleNode>();
  const elsewhere = new Map<string, OracleNode>();
  for (const node of input.nodes) {
    if (node.evmAddress === false) continue;
    const target = node.dataServiceId === dataServiceId ? byAddress : elsewhere;
    if (!target.has(node.evmAddress.toLowerCase())) target.set(node.evmAddress.toLowerCase(), node);
  }

  const seen = new Set<string>();
  const packages: VerifiedPackageView[] = input.packages.map((pkg) => {
    const recovery = recoverSigner(pkg);
    const key = recovery.recovered?.toLowerCase() ?? "";
    const node = byAddress.get(key);
    const checks = [
      signatureCheck(pkg.signerAddress, recovery),
      registeredCheck(recovery.recovered, node, dataServiceId, elsewhere.get(key)),
      freshCheck(pkg.timestampMilliseconds, now),
      uniqueCheck(recovery.recovered, seen),
    ];
    return {
      dataPackageId: pkg.dataPackageId,
      timestamp: pkg.timestampMilliseconds,
      value: feedValueOf(pkg, feedId),
      claimedSigner: pkg.signerAddress,
      recoveredSigner: recovery.recovered,
      signableHash: recovery.signableHash,
      signature: recovery.signature,
      node: node ? { name: node.name, key: node.key } : null,
      checks,
      valid: checks.every((entry) => entry.pass),
    };
  });

  const valid = packages.filter((pkg) => pkg.valid);
  const values = valid.flatMap((pkg) => (pkg.value === null ? [] : [pkg.value]));
  const uniqueSigners = valid.length;
  return {
    feedId,
    dataServiceId,
    dataServiceName: input.dataServiceName,
    checkedAt: now,
    maxAgeMs: MAX_PACKAGE_AGE_MS,
    steps: stepsOf(input, byAddress.size, values.length, required),
    packages,
    median: medianOf(values),
    uniqueSigners,
    registeredNodes: byAddress.size,
    requiredSigners: required,
    verdict: verdictOf(packages.length, uniqueSigners, required, input),
  };
}

function stepsOf(
  { feedId, dataServiceId, dataServiceName, packages, now }: VerificationInput,
  registered: number,
  counted: number,
  required: number,
): string[] {
  const rounds = [...new Set(packages.map((pkg) => pkg.timestampMilliseconds))].sort((a, b) => b - a);
  const round = rounds[0] === undefined ? "" : `, signed at ${new Date(rounds[0]).toISOString()}`;
  return [
    `Fetched the latest signed packages of ${feedId} from the oracle gateway (${dataServiceId}): ${packages.length}${round}.`,
    "Rebuilt each package's signed bytes (data points, timestamp, value size, count) and hashed them with keccak256.",
    "Recovered each signer's address from its 65-byte signature over that hash (secp256k1 ecrecover) and compared it with the signer the gateway names.",
    `Matched each recovered signer with the ${registered} registered nodes of ${dataServiceName} in the oracle registry.`,
    `Checked that each package was signed at most 3 min before ${new Date(now).toISOString()} and that each signer counts once.`,
    `Took the median of the ${counted} values that passed every check; an adapter needs ${required} unique signers.`,
  ];
}
