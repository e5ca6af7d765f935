import { combine, combineIndex, normalFrom, unitFloat } from "./hash.ts";

/**
 * A smooth multi-scale random path computable at any t in O(octaves), without walking from a start:
 * a sum of value-noise octaves (iid normal knots, linearly interpolated) at spacings 10 s · 2^k.
 *
 * Scaling: knot standard deviation σ_k = ½ · √(L_k / year). For linear interpolation with a random
 * phase per octave, the expected squared increment over Δ summed over all octaves is exactly Δ/year
 * for Δ well inside the octave range (Σ_k (L_k/Δ)·d(Δ/L_k) = 4, checked numerically when this was
 * written), i.e. the path is a Brownian motion with unit annualised volatility at every scale from
 * ~1 minute to ~1 month. Above the top octave (~121 days) the path is stationary, so prices wander
 * but never explode or vanish, however far t is from the reference time.
 */

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const BASE_SPACING_MS = 10_000;

/** Number of octaves: 10 s · 2^20 ≈ 121 days is the longest scale. */
export const OCTAVE_COUNT = 21;

/** First octave whose spacing is at least ~a day (10 s · 2^13 ≈ 22.8 h): the "smoothed over days" band. */
export const DAY_OCTAVE = 13;

const SPACINGS = Array.from({ length: OCTAVE_COUNT }, (_, k) => BASE_SPACING_MS * 2 ** k);
const AMPLITUDES = SPACINGS.map((spacing) => 0.5 * Math.sqrt(spacing / YEAR_MS));

/** A path at any t, in units of unit annualised volatility; only octaves [fromOctave, toOctave) contribute. */
export type NoisePath = (t: number, fromOctave?: number, toOctave?: number) => number;

/**
 * The path identified by `key` (a hash of seed and symbol). Octave bands give the model its
 * low-passed (smoothed) and band-limited (mean-reverting) variants of one path.
 *
 * Each octave remembers its last knot pair: a memo of a pure function, invisible in the results,
 * which makes sequential evaluation (backfill walks minute by minute) several times cheaper
 * because the coarse octaves' knots rarely change between calls.
 */
export function createNoisePath(key: number): NoisePath {
  const octaveKeys = new Uint32Array(OCTAVE_COUNT);
  const phases = new Float64Array(OCTAVE_COUNT);
  const cachedIndex = new Float64Array(OCTAVE_COUNT).fill(Number.NaN);
  const cachedA = new Float64Array(OCTAVE_COUNT);
  const cachedB = new Float64Array(OCTAVE_COUNT);
  for (let k = 0; k < OCTAVE_COUNT; k++) {
    const octaveKey = combine(key, 0x1000 + k);
    octaveKeys[k] = octaveKey;
    // A per-octave phase keeps the knot grids of different octaves from lining up at epoch multiples.
    phases[k] = unitFloat(combine(octaveKey, 0x9a5e)) * (SPACINGS[k] ?? 0);
  }
  const knot = (k: number, index: number): number => normalFrom(combineIndex(octaveKeys[k] ?? 0, index));

  return (t, fromOctave = 0, toOctave = OCTAVE_COUNT) => {
    let sum = 0;
    const end = Math.min(OCTAVE_COUNT, toOctave);
    for (let k = Math.max(0, fromOctave); k < end; k++) {
      const spacing = SPACINGS[k] ?? 1;
      const x = (t + (phases[k] ?? 0)) / spacing;
      const index = Math.floor(x);
      const last = cachedIndex[k] ?? Number.NaN;
      let a: number;
      let b: number;
      if (index === last) {
        a = cachedA[k] ?? 0;
        b = cachedB[k] ?? 0;
      } else {
        a = index === last + 1 ? (cachedB[k] ?? 0) : knot(k, index);
        b = knot(k, index + 1);
        cachedIndex[k] = index;
        cachedA[k] = a;
        cachedB[k] = b;
      }
      sum += (AMPLITUDES[k] ?? 0) * (a + (b - a) * (x - index));
    }
    return sum;
  };
}

export const MS_PER_YEAR = YEAR_MS;
