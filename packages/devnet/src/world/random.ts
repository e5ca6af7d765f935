/**
 * Seeded randomness for world building. Nothing in the world may use Math.random or the clock:
 * every draw is a pure function of (seed, label), so the same seed always builds the same world
 * and adding a token does not shift the draws of the others.
 */

/** cyrb53: a fast, well-mixed 53-bit string hash (public domain). */
export function hashString(text: string, salt = 0): number {
  let h1 = 0xdeadbeef ^ salt;
  let h2 = 0x41c6ce57 ^ salt;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** mulberry32: a tiny 32-bit PRNG returning numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator keyed by seed and label: the same pair always yields the same sequence. */
export function rngFor(seed: number, label: string): () => number {
  return mulberry32(hashString(`${seed}:${label}`));
}

/** One draw in [0, 1) for (seed, label). */
function unitFor(seed: number, label: string): number {
  return rngFor(seed, label)();
}

/** One draw in [-1, 1) for (seed, label). */
function signedUnitFor(seed: number, label: string): number {
  return unitFor(seed, label) * 2 - 1;
}

/** `value` moved by at most ±`amplitude` (a fraction), drawn from (seed, label). */
export function jitter(value: number, amplitude: number, seed: number, label: string): number {
  return value * (1 + amplitude * signedUnitFor(seed, label));
}
