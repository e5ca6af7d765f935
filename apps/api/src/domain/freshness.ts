/**
 * How long a browser may keep an answer, seconds: what is left of the freshness of the cached
 * read behind it (so a browser copy never outlives the api's own), and one second while a stale
 * copy is served and refreshed.
 */
export function freshForSeconds(
  read: { fetchedAt: number; stale: boolean },
  ttlMs: number,
  now: number,
): number {
  return read.stale ? 1 : Math.max(1, Math.floor((read.fetchedAt + ttlMs - now) / 1000));
}
