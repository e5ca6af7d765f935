import { feedDecimals } from "@oracle-explorer/core/feeds";
import { bytesToHex, formatUnits, type Hex, hexToString, pad, stringToBytes, trim } from "viem";
import type { World } from "../world/types.ts";

/**
 * Feed ids and values as the adapters hold them. Ids are bytes32: the UTF-8 bytes of the id,
 * right-padded with zeros (longer ids are cut at 32 bytes, as the connector does). Values are
 * integers with the feed's stored decimals.
 */

export function feedIdToBytes32(feedId: string): Hex {
  return pad(bytesToHex(stringToBytes(feedId).slice(0, 32)), { dir: "right", size: 32 });
}

export function bytes32ToFeedId(value: Hex): string {
  return hexToString(trim(value, { dir: "right" }));
}

/** Adapters store values with 8 decimals, as readers of RedStone adapters expect. */
const DEFAULT_STORED_DECIMALS = 8;

/**
 * The decimals a feed is stored with: exactly what the explorer reads it with (core's
 * feedDecimals, DATA-45: 10 for the sUSDe rate provider, else 8), so the two always agree.
 * (The 2024 app read sUSDe_RATE_PROVIDER with 18; the spec says 10, and the spec rules here.)
 */
export function storedDecimalsOf(feedId: string): number {
  return feedDecimals(feedId);
}

/**
 * Decimals of a feed's signed data point: the token's own when it sets usable ones, else the
 * protocol's 8. The same rule as the signer nodes (signers/round-feeds.ts), so the adapter scales
 * exactly what they sign.
 */
export function payloadDecimalsOf(world: World, feedId: string): number {
  const decimals = world.tokens.find((token) => token.symbol === feedId)?.decimals;
  return decimals !== undefined && Number.isInteger(decimals) && decimals >= 0 && decimals <= 18
    ? decimals
    : DEFAULT_STORED_DECIMALS;
}

/** A stored integer in human units (2507.55405741). */
export function storedToNumber(raw: bigint, decimals: number): number {
  return Number(formatUnits(raw, decimals));
}
