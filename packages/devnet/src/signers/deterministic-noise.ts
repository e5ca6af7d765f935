/**
 * A number in [0, 1) fixed by its inputs: the trade info and slippage a node reports must be the
 * same whenever the same round is rebuilt (after a restart, or on another process), so they are
 * hashed from (seed, source, feed, time) rather than drawn from Math.random.
 */
export function unitNoise(...parts: ReadonlyArray<string | number>): number {
  // FNV-1a over the joined text, then murmur3's finaliser to spread nearby inputs apart.
  let hash = 0x811c9dc5;
  const text = parts.join("\u0000");
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x1_0000_0000;
}
