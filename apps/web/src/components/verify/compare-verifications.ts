import type { VerificationView, VerifiedPackageView } from "@oracle-explorer/core/api-views";
import { shortenAddress } from "@oracle-explorer/core/format";
// Types only: the recovery code itself stays in browser-recovery.ts's lazy chunk.
import type { BrowserVerification, BrowserVerifiedPackage } from "@oracle-explorer/core/verification";

/**
 * Issue 30: the api's verification and the browser's own, package by package. The two come from
 * two requests; a package is the same one in both when it has the same id, round and claimed
 * signer (the signature is not part of the key: a signature changed on its way to the browser is
 * exactly what the comparison must catch).
 */

/** One package the api and the browser judged differently, in words. */
export interface Disagreement {
  /** The api's row (0-based) the package is on. */
  row: number;
  /** Whose package: its node's name and claimed signer, or the signer alone. */
  label: string;
  text: string;
}

export interface VerificationComparison {
  /** The browser's result for each of the api's rows; null when the browser had no such package. */
  rows: (BrowserVerifiedPackage | null)[];
  disagreements: Disagreement[];
  /** Packages of the api the browser's packages did not contain (another gateway round). */
  unmatched: number;
}

const keyOf = (id: string, timestamp: number, signer: string | null) =>
  `${id}\n${timestamp}\n${(signer ?? "").trim().toLowerCase()}`;

const firstFailure = (pkg: { checks: { pass: boolean; text: string }[] }) =>
  pkg.checks.find((check) => !check.pass)?.text ?? "a check failed";

function disagreementOf(api: VerifiedPackageView, browser: BrowserVerifiedPackage): string | null {
  const apiSigner = api.recoveredSigner?.toLowerCase() ?? null;
  const browserSigner = browser.recoveredSigner?.toLowerCase() ?? null;
  if (api.valid && !browser.valid) {
    return `your browser finds it failing (${firstFailure(browser)}); the api says it is valid.`;
  }
  if (!api.valid && browser.valid) {
    return `your browser finds it valid; the api says it fails (${firstFailure(api)}).`;
  }
  if (apiSigner !== browserSigner) {
    const name = (address: string | null) => (address ? shortenAddress(address) : "no signer");
    return `your browser recovers ${name(browser.recoveredSigner)}; the api recovered ${name(api.recoveredSigner)}.`;
  }
  return null;
}

export function compareVerifications(
  api: VerificationView,
  browser: BrowserVerification,
): VerificationComparison {
  const byKey = new Map<string, BrowserVerifiedPackage[]>();
  for (const pkg of browser.packages) {
    const key = keyOf(pkg.dataPackageId, pkg.timestamp, pkg.claimedSigner);
    byKey.set(key, [...(byKey.get(key) ?? []), pkg]);
  }
  const disagreements: Disagreement[] = [];
  let unmatched = 0;
  const rows = api.packages.map((pkg, row) => {
    // A signer may appear twice (the unique check): each of the api's rows takes the next one.
    const match = byKey.get(keyOf(pkg.dataPackageId, pkg.timestamp, pkg.claimedSigner))?.shift() ?? null;
    if (match === null) {
      unmatched += 1;
      return null;
    }
    const text = disagreementOf(pkg, match);
    if (text !== null) {
      const signer = shortenAddress(pkg.claimedSigner ?? match.claimedSigner);
      const name = pkg.node?.name ?? match.node?.name;
      const label = name ? `${name} (${signer})` : signer;
      disagreements.push({ row, label, text });
    }
    return match;
  });
  return { rows, disagreements, unmatched };
}
