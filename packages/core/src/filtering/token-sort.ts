import { POPULAR_SYMBOLS } from "../constants.ts";
import { popularityOf } from "../feeds/popularity.ts";

interface SortableToken {
  readonly symbol: string;
  readonly name?: string | null;
}

/** Names compare in English, ignoring case and accents, so "aave" sits beside "Aave" (decision). */
const NAME_ORDER = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** CONST-33 rank of a symbol (the feeds' popularity rule), or null when unranked (CONST-34). */
function popularRank(symbol: string): number | null {
  const rank = popularityOf(symbol);
  return rank < POPULAR_SYMBOLS.length ? rank : null;
}

/**
 * TOKENS-21: popularity order. The CONST-33 symbols come first in their ranking order; every
 * other token follows by name A–Z (decision), then by symbol so equal names keep a stable order.
 */
function compareTokensByPopularity(a: SortableToken, b: SortableToken): number {
  const rankA = popularRank(a.symbol);
  const rankB = popularRank(b.symbol);
  if (rankA !== null || rankB !== null) {
    if (rankA === null) return 1;
    if (rankB === null) return -1;
    if (rankA !== rankB) return rankA - rankB;
  }
  const byName = NAME_ORDER.compare(a.name ?? a.symbol, b.name ?? b.symbol);
  return byName !== 0 ? byName : NAME_ORDER.compare(a.symbol, b.symbol);
}

/** A copy of the tokens in popularity order (TOKENS-21). */
export function sortTokensByPopularity<T extends SortableToken>(tokens: readonly T[]): T[] {
  return [...tokens].sort(compareTokensByPopularity);
}
