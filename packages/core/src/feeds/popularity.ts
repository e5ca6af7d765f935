import { POPULAR_SYMBOLS } from "../constants.ts";

/**
 * DATA-35: a feed's popularity is its token's index in the CONST-33 ranking; every other token
 * gets the same value after all ranked ones (CONST-34). Lower is more popular.
 */
export function popularityOf(symbol: string): number {
  const index = (POPULAR_SYMBOLS as readonly string[]).indexOf(symbol.toUpperCase());
  return index >= 0 ? index : POPULAR_SYMBOLS.length;
}
