import type { VerificationCheckView, VerificationView } from "../api-views/verification.ts";
import { shortenAddress } from "../format/address.ts";

/**
 * The four checks of "Verify live data", its median and its verdict: one set of rules for the
 * api (which recovers signers with the protocol library) and the browser (which recovers them
 * itself, issue 30), so the two can only disagree where the recovered signer or the clock does.
 */

/** RedstoneDefaultsLib: a package older than 3 minutes, or more than 1 minute ahead, reverts. */
export const MAX_PACKAGE_AGE_MS = 3 * 60_000;
export const MAX_PACKAGE_AHEAD_MS = 60_000;

/** What recovering a package's signer gave: the address, or why there is none. */
export interface SignerRecovery {
  recovered: string | null;
  error: string | null;
}

/** A node as the checks name it. */
export interface CheckedNode {
  name: string;
  dataServiceId?: string;
}

const check = (id: VerificationCheckView["id"], pass: boolean, text: string): VerificationCheckView => ({
  id,
  pass,
  text,
});

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** 1: the signature recovers to the signer the gateway names. */
export function signatureCheck(claimed: string, recovery: SignerRecovery): VerificationCheckView {
  if (recovery.recovered === null) {
    return check("signature", false, `The signature cannot be recovered: ${recovery.error}`);
  }
  const trimmed = claimed.trim();
  if (!ADDRESS.test(trimmed)) {
    return check("signature", false, `The gateway's signer "${trimmed}" is not an EVM address`);
  }
  return trimmed.toLowerCase() === recovery.recovered.toLowerCase()
    ? check("signature", true, `Recovers to the claimed signer ${shortenAddress(recovery.recovered)}`)
    : check(
        "signature",
        false,
        `Recovers to ${shortenAddress(recovery.recovered)}, not the claimed signer ${shortenAddress(trimmed)}`,
      );
}

/**
 * 2: the recovered signer is a registered node of the service; `elsewhere`, when known, names
 * the other service it signs for (the api reads every service's nodes, the browser only this one's).
 */
export function registeredCheck(
  recovered: string | null,
  node: CheckedNode | undefined,
  serviceId: string,
  elsewhere?: CheckedNode,
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

/** 3: signed at most 3 min before `now` and at most 1 min after it. */
export function freshCheck(timestamp: number, now: number): VerificationCheckView {
  const age = now - timestamp;
  if (!Number.isFinite(age)) return check("fresh", false, "The package has no valid timestamp");
  if (age < -MAX_PACKAGE_AHEAD_MS) {
    return check("fresh", false, `Signed ${minutes(-age)} in the future; at most 1 min ahead is accepted`);
  }
  if (age > MAX_PACKAGE_AGE_MS) {
    return check("fresh", false, `Signed ${minutes(age)} ago, older than the 3 min an adapter accepts`);
  }
  return check("fresh", true, age <= 0 ? "Signed just now" : `Signed ${Math.round(age / 1000)} s ago`);
}

/** 4: a signer counts once, as on chain; `seen` carries the signers of the packages before. */
export function uniqueCheck(recovered: string | null, seen: Set<string>): VerificationCheckView {
  if (recovered === null) return check("unique", false, "No signer was recovered, so it counts for no one");
  const key = recovered.toLowerCase();
  if (seen.has(key)) {
    return check("unique", false, "This signer already signed a package above: it counts once");
  }
  seen.add(key);
  return check("unique", true, "The signer's only package here");
}

/** The median of some numbers; null for none. */
export function medianOf(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The verdict over `total` packages of which `unique` passed every check. */
export function verdictOf(
  total: number,
  unique: number,
  required: number,
  { feedId, dataServiceName }: { feedId: string; dataServiceName: string },
): VerificationView["verdict"] {
  if (total === 0) {
    return {
      status: "failed",
      text: `The gateway has no signed packages of ${feedId} from ${dataServiceName}.`,
    };
  }
  const counted = `${unique} unique registered signer${unique === 1 ? "" : "s"}, ${required} required`;
  if (unique < required) return { status: "failed", text: `Not verified: ${counted}.` };
  const failed = total - unique;
  if (failed === 0) {
    return { status: "verified", text: `Verified: every package passed every check; ${counted}.` };
  }
  return {
    status: "partial",
    text: `Enough signers (${counted}), but ${failed} of ${total} packages failed a check.`,
  };
}
