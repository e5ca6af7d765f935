import { SPECIAL_RULES_CHAIN_ID } from "../constants.ts";
import type { ChainId } from "./chain-family.ts";

/**
 * FEEDS-21, FEEDS-22 (decision): the spec keeps fixed per-chain lists of feeds and contracts left
 * out of the feeds list but does not show them, so they live here, empty until supplied.
 * Keys are chain ids as strings ("1", "80094", "solana/1").
 */
interface ChainExclusions {
  feeds: readonly string[];
  contracts: readonly string[];
}

const FEED_EXCLUSIONS: Readonly<Record<string, ChainExclusions>> = {
  [String(SPECIAL_RULES_CHAIN_ID)]: { feeds: [], contracts: [] },
};

/** Whether a row is on its chain's exclusion list (contract addresses compare case-insensitively). */
export function isExcludedFeed(
  chainId: ChainId,
  feedId: string,
  contractAddress: string,
  exclusions: Readonly<Record<string, ChainExclusions>> = FEED_EXCLUSIONS,
): boolean {
  const key = String(chainId);
  const rules = Object.hasOwn(exclusions, key) ? exclusions[key] : undefined;
  if (!rules) return false;
  const contract = contractAddress.toLowerCase();
  return rules.feeds.includes(feedId) || rules.contracts.some((c) => c.toLowerCase() === contract);
}

/** FEEDS-22: chain 80094's adapters are read as multi-feed whatever their declared type. */
export function isForcedMultifeedChain(chainId: ChainId): boolean {
  return String(chainId) === String(SPECIAL_RULES_CHAIN_ID);
}

/**
 * FEEDS-21, FEEDS-22: the rows the public feeds list shows: hidden layers (isHidden in their
 * manifest) and rows on their chain's exclusion lists are left out.
 */
export function publicFeedRows<
  T extends { networkId: ChainId; feedId: string; contractAddress: string; isHiddenLayer: boolean },
>(rows: readonly T[], exclusions: Readonly<Record<string, ChainExclusions>> = FEED_EXCLUSIONS): T[] {
  return rows.filter(
    (row) =>
      !row.isHiddenLayer && !isExcludedFeed(row.networkId, row.feedId, row.contractAddress, exclusions),
  );
}
