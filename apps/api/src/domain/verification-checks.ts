import type {
  VerificationCheckView,
  VerificationView,
  VerifiedPackageView,
} from "@oracle-explorer/core/api-views";
import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "@oracle-explorer/core/constants";
import { shortenAddress } from "@oracle-explorer/core/format";
import type { SignedDataPackage as GatewayPackage, OracleNode } from "@oracle-explorer/core/schemas";
import { bytesToHex, getAddress, isAddress } from "viem";
import { MAX_DATA_TIMESTAMP_DELAY_MS, pointValue, toSigned } from "./manual-update-payload.ts";

/**
 * The pure part of "Verify live data": each signed package's signer recovered from its signature
 * exactly as an adapter does (the protocol library rebuilds the signed bytes, hashes them with
 * keccak256 and runs ecrecover), matched against the data service's registered nodes, and checked
 * for freshness and uniqueness. Nothing here trusts the gateway's own `isSignatureValid`.
 */

/** RedstoneDefaultsLib.DEFAULT_MAX_DATA_TIMESTAMP_AHEAD_SECONDS: a package may be 1 min ahead. */
export const MAX_DATA_TIMESTAMP_AHEAD_MS = 60_000;

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

const check = (id: VerificationCheckView["id"], pass: boolean, text: string): VerificationCheckView => ({
  id,
  pass,
  text,
});

function signatureCheck(pkg: GatewayPackage, recovery: Recovery): VerificationCheckView {
  if (recovery.recovered === null) {
    return check("signature", false, `The signature cannot be recovered: ${recovery.error}`);
  }
  const claimed = pkg.signerAddress.trim();
  if (!isAddress(claimed, { strict: false })) {
    return check("signature", false, `The gateway's signer "${claimed}" is not an EVM address`);
  }
  return claimed.toLowerCase() === recovery.recovered.toLowerCase()
    ? check("signature", true, `Recovers to the claimed signer ${shortenAddress(recovery.recovered)}`)
    : check(
        "signature",
        false,
        `Recovers to ${shortenAddress(recovery.recovered)}, not the claimed signer ${shortenAddress(claimed)}`,
      );
}

function registeredCheck(
  recovered: string | null,
  node: OracleNode | undefined,
  elsewhere: OracleNode | undefined,
  serviceId: string,
): VerificationCheckView {
  if (recovered === null) return check("registered", false, "No signer was recovered");
  if (node) return check("registered", true, `${node.name}, a registered node of ${serviceId}`);
  const other = elsewhere ? ` (it is ${elsewhere.name} of ${elsewhere.dataServiceId})` : "";
  return check(
    "registered",
    false,
    `${shortenAddress(recovered)} is not a registered node of this service${other}`,
  );
}

const minutes = (ms: number) => `${Math.round(ms / 6_000) / 10} min`;

function freshCheck(timestamp: number, now: number): VerificationCheckView {
  const age = now - timestamp;
  if (!Number.isFinite(age)) return check("fresh", false, "The package has no valid timestamp");
  if (age < -MAX_DATA_TIMESTAMP_AHEAD_MS) {
    return check("fresh", false, `Signed ${minutes(-age)} in the future; at most 1 min ahead is accepted`);
  }
  if (age > MAX_DATA_TIMESTAMP_DELAY_MS) {
    return check("fresh", false, `Signed ${minutes(age)} ago, older than the 3 min an adapter accepts`);
  }
  return check("fresh", true, age <= 0 ? "Signed just now" : `Signed ${Math.round(age / 1000)} s ago`);
}

function uniqueCheck(recovered: string | null, seen: Set<string>): VerificationCheckView {
  if (recovered === null) return check("unique", false, "No signer was recovered, so it counts for no one");
  const key = recovered.toLowerCase();
  if (seen.has(key)) {
    return check("unique", false, "This signer already signed a package above: it counts once");
  }
  seen.add(key);
  return check("unique", true, "The signer's only package here");
}

/** The median of some numbers; null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
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
      signatureCheck(pkg, recovery),
      registeredCheck(recovery.recovered, node, elsewhere.get(key), dataServiceId),
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
    maxAgeMs: MAX_DATA_TIMESTAMP_DELAY_MS,
    steps: stepsOf(input, byAddress.size, values.length, required),
    packages,
    median: median(values),
    uniqueSigners,
    registeredNodes: byAddress.size,
    requiredSigners: required,
    verdict: verdictOf(packages.length, uniqueSigners, required, input),
  };
}

function verdictOf(
  total: number,
  unique: number,
  required: number,
  { feedId, dataServiceName }: VerificationInput,
): VerificationView["verdict"] {
  if (total === 0) {
    return {
      status: "failed",
      text: `The gateway has no signed packages of ${feedId} from ${dataServiceName}.`,
    };
  }
  const counted = `${unique} unique registered signer${unique === 1 ? "" : "s"}, ${required} required`;
  if (unique < required) {
    return { status: "failed", text: `Not verified: ${counted}.` };
  }
  const failed = total - unique;
  if (failed === 0) {
    return { status: "verified", text: `Verified: every package passed every check; ${counted}.` };
  }
  return {
    status: "partial",
    text: `Enough signers (${counted}), but ${failed} of ${total} packages failed a check.`,
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
