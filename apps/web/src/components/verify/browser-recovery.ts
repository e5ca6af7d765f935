import type { SignedPackagesView } from "@oracle-explorer/core/api-views";
import { type BrowserVerification, verifyInBrowser } from "@oracle-explorer/core/verification";

/**
 * The in-browser half of Verify live data (issue 30), its own chunk: the panel imports it when
 * the visitor presses Verify now, so viem's keccak256 and secp256k1 never weigh on a page's first
 * view or on the entry (bench/budgets.json "lazy"). Freshness is judged on this device's clock.
 */
export function checkInBrowser(
  raw: SignedPackagesView,
  now: number = Date.now(),
): Promise<BrowserVerification> {
  return verifyInBrowser({ ...raw, now });
}
