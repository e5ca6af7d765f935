/**
 * Stateless 32-bit hashing: the market's only source of randomness. Every random draw is a hash of
 * (seed, names, integer time bucket, salt), so any value can be recomputed at any time in any order.
 */

const TWO_32 = 4294967296;

/** lowbias32 (Chris Wellons): a cheap integer finaliser with good avalanche on sequential inputs. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over UTF-16 code units, finalised so similar names ("ETH", "ETH-TWAP-60") land far apart. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** Folds one more 32-bit word into a running hash. */
export function combine(h: number, word: number): number {
  return mix32((h ^ Math.imul(word >>> 0, 0x9e3779b1)) + 0x632be5ab);
}

/**
 * Folds an integer of any size (a time bucket index can exceed 2^32 for far-future times, and is
 * negative before 1970) in as two words, so distinct buckets never collide on truncation.
 */
export function combineIndex(h: number, index: number): number {
  const high = Math.floor(index / TWO_32);
  return combine(combine(h, index >>> 0), high | 0);
}

/** Uniform in the open interval (0, 1): never exactly 0, so logs stay finite. */
export function unitFloat(h: number): number {
  return ((h >>> 0) + 0.5) / TWO_32;
}

/** Standard normal from one hash via Box–Muller (the second uniform comes from re-mixing the hash). */
export function normalFrom(h: number): number {
  const u1 = unitFloat(h);
  const u2 = unitFloat(mix32(h ^ 0x5bd1e995));
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
