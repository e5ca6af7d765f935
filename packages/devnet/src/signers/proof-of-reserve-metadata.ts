import { POR_RESERVE_DECIMALS, POR_SUPPLY_DECIMALS } from "@oracle-explorer/core/constants";
import type { WorldProofOfReserve } from "../world/types.ts";

/**
 * The proof-of-reserve feed's payload. Its balances ride in the source metadata's
 * intermediateValues under "<asset>_<Holder>" keys, the canonical layout core's
 * parsePorIntermediateValues reads (e.g. "usdt_CoinbaseWallet"); supply and assets in motion
 * ride beside them under the names of core's PorPayload fields (usdtbTotalSupply, usdtbAimValue),
 * which that parser lists as ignored keys rather than balances.
 */
export const POR_TOTAL_SUPPLY_KEY = "usdtbTotalSupply";
export const POR_ASSETS_IN_MOTION_KEY = "usdtbAimValue";

/** Fraction digits kept from a whole-unit amount: micro units, the reserve precision. */
const KEPT_FRACTION_DIGITS = 6;

/**
 * A whole-unit amount as the integer text of amount × 10^decimals, exact in text (no float
 * overflow past 2^53 for 18-decimal supplies). Negative or non-finite amounts read as "0".
 */
export function scaledIntegerText(amount: number, decimals: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return "0";
  // toFixed switches to exponent notation from 1e21; such amounts have no fraction worth keeping.
  if (amount >= 1e21) return `${BigInt(Math.round(amount))}${"0".repeat(decimals)}`;
  const kept = Math.min(decimals, KEPT_FRACTION_DIGITS);
  const [whole = "0", fraction = ""] = amount.toFixed(kept).split(".");
  const digits = `${whole}${fraction}${"0".repeat(decimals - kept)}`.replace(/^0+(?=\d)/, "");
  return digits;
}

/** Balances (6 decimals), total supply (18) and assets in motion (6) as intermediate values. */
export function porIntermediateValues(por: WorldProofOfReserve): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [holder, assets] of Object.entries(por.balances)) {
    for (const [asset, balance] of Object.entries(assets)) {
      values[`${asset}_${holder}`] = scaledIntegerText(balance, POR_RESERVE_DECIMALS);
    }
  }
  values[POR_TOTAL_SUPPLY_KEY] = scaledIntegerText(por.totalSupply, POR_SUPPLY_DECIMALS);
  values[POR_ASSETS_IN_MOTION_KEY] = scaledIntegerText(por.assetsInMotion, POR_RESERVE_DECIMALS);
  return values;
}

/**
 * The collateralization ratio the feed signs: every balance over the supply (1.02 = 102 %).
 * Null when the supply is not positive, so the feed is left out rather than signed as Infinity.
 */
export function porValue(por: WorldProofOfReserve): number | null {
  if (!(por.totalSupply > 0)) return null;
  let reserves = 0;
  for (const assets of Object.values(por.balances)) {
    for (const balance of Object.values(assets)) if (Number.isFinite(balance)) reserves += balance;
  }
  return reserves / por.totalSupply;
}
