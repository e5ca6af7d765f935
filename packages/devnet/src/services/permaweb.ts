import { createHash } from "node:crypto";
import { Hono } from "hono";

/**
 * Replica of the permanent-storage gateway (Arweave-style) reads behind CALL-35:
 * `GET /tx/{id}/status` → `{block_height, block_indep_hash, number_of_confirmations}` (202 and
 * "Pending" while the bundle is not mined yet, 404 for an id it never issued), then
 * `GET /block/hash/{hash}` → `{indep_hash, height, timestamp}` with the timestamp in seconds.
 *
 * It keeps no state: the devnet's prices carry a transaction id per provider and 10-minute
 * bundle whose last 8 bytes are the bundle's start (epoch ms), and a block hash carries the
 * block's time the same way, so any id decodes to its bundle and block on any restart.
 */

/** Data packages are bundled into one storage transaction per provider and window. */
export const BUNDLE_WINDOW_MS = 10 * 60_000;
/** A bundle lands in a block this long after its window closes. */
const MINING_DELAY_MS = 2 * 60_000;
/** The block height of epoch 0 and the mean block time, for plausible heights. */
const BLOCK_TIME_MS = 2 * 60_000;

function digest(text: string, bytes: number): Buffer {
  return createHash("sha256").update(text).digest().subarray(0, bytes);
}

/** A hash-looking id that ends with the time (so ids of neighbouring bundles differ at the start). */
function withTime(ms: number, tail: Buffer): string {
  const head = Buffer.alloc(8);
  head.writeBigUInt64BE(BigInt(Math.max(0, Math.floor(ms))));
  return Buffer.concat([tail, head]).toString("base64url");
}

function timeOf(id: string, length: number): number | null {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const bytes = Buffer.from(id, "base64url");
  if (bytes.length !== length) return null;
  const ms = Number(bytes.readBigUInt64BE(length - 8));
  return Number.isSafeInteger(ms) ? ms : null;
}

/** The 43-character transaction id (32 bytes) of the bundle holding a provider's price at `timestamp`. */
export function permawebTxId(provider: string, timestamp: number): string {
  const bundle = Math.floor(timestamp / BUNDLE_WINDOW_MS) * BUNDLE_WINDOW_MS;
  return withTime(bundle, digest(`${provider}:${bundle}`, 24));
}

/** The 54-character block hash (40 bytes) of the block mined at `ms`. */
function blockHash(ms: number): string {
  return withTime(ms, digest(`block:${ms}`, 32));
}

const heightAt = (ms: number) => Math.floor(ms / BLOCK_TIME_MS);

export function createPermawebRoutes(now: () => number) {
  const app = new Hono();
  app.get("/tx/:id/status", (c) => {
    const bundle = timeOf(c.req.param("id"), 32);
    if (bundle === null || bundle > now()) return c.text("Not Found", 404);
    const minedAt = bundle + BUNDLE_WINDOW_MS + MINING_DELAY_MS;
    if (minedAt > now()) return c.text("Pending", 202);
    return c.json({
      block_height: heightAt(minedAt),
      block_indep_hash: blockHash(minedAt),
      number_of_confirmations: Math.max(1, heightAt(now()) - heightAt(minedAt)),
    });
  });
  app.get("/block/hash/:hash", (c) => {
    const hash = c.req.param("hash");
    const minedAt = timeOf(hash, 40);
    if (minedAt === null || minedAt > now()) return c.text("Not Found", 404);
    return c.json({ indep_hash: hash, height: heightAt(minedAt), timestamp: Math.floor(minedAt / 1000) });
  });
  return app;
}
