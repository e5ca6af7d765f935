/**
 * How far a node's value sits from the round's median, kept as a histogram of basis points. The
 * indexer adds one count per signed value; hours and feeds merge by adding counts, so a 30-day
 * p95 needs no raw values (which would be ~38 million rows a day on the real network). A quantile
 * is reported as the upper edge of the bucket it falls in: "p95 ≤ 5 bp" is never an understatement.
 */

/** Upper edges of the buckets, in basis points (1 bp = 0.01 %); the last bucket is open. */
export const DEVIATION_BUCKET_EDGES_BP = [
  0.1, 0.2, 0.5, 1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100, 150, 200, 300, 500, 1000, 2000, 5000,
] as const;

/** The open bucket past the last edge. */
export const OPEN_BUCKET = DEVIATION_BUCKET_EDGES_BP.length;

/** |value − median| / |median| in basis points; null when the median is 0 or either is not finite. */
export function deviationBp(value: number, median: number): number | null {
  if (!Number.isFinite(value) || !Number.isFinite(median) || median === 0) return null;
  return (Math.abs(value - median) / Math.abs(median)) * 10_000;
}

/** The bucket a deviation falls in: the first whose upper edge is at least it. */
export function bucketOf(bp: number): number {
  for (let index = 0; index < DEVIATION_BUCKET_EDGES_BP.length; index++) {
    if (bp <= (DEVIATION_BUCKET_EDGES_BP[index] as number)) return index;
  }
  return OPEN_BUCKET;
}

/** Bucket → count. */
export type DeviationHistogram = ReadonlyMap<number, number>;

export function addToHistogram(histogram: Map<number, number>, bucket: number, count = 1): void {
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
}

export function histogramSize(histogram: DeviationHistogram): number {
  let total = 0;
  for (const count of histogram.values()) total += count;
  return total;
}

/**
 * The q-quantile (0 < q ≤ 1) as the upper edge of its bucket; in the open bucket, `maxBp` (the
 * largest deviation seen), since the open bucket has no edge. Null for an empty histogram.
 */
export function histogramQuantile(
  histogram: DeviationHistogram,
  q: number,
  maxBp: number | null,
): number | null {
  const total = histogramSize(histogram);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let bucket = 0; bucket <= OPEN_BUCKET; bucket++) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) {
      const edge = DEVIATION_BUCKET_EDGES_BP[bucket];
      // The max is the better bound whenever it is lower than the bucket's edge.
      if (edge === undefined) return maxBp;
      return maxBp === null ? edge : Math.min(edge, maxBp);
    }
  }
  return maxBp;
}
