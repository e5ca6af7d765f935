import { getConnInfo } from "@hono/node-server/conninfo";
import type { ApiError } from "@oracle-explorer/core/api-views";
import type { Context, MiddlewareHandler } from "hono";

/**
 * A per-IP token bucket on the api: each client may burst up to `perMinute` requests and then
 * gets one more every 60 s / perMinute. A bucket left alone long enough to refill completely is
 * the same as no bucket, so such buckets are dropped (swept at most once per refill period, and
 * capped in number), which keeps memory bounded however many addresses pass by.
 */

export interface RateLimitSettings {
  /** Requests per minute per client IP; 0 disables the limit. */
  perMinute: number;
  /** Read the client from X-Forwarded-For's first entry (behind a trusted reverse proxy only). */
  trustProxy: boolean;
}

export interface RateLimitOptions extends RateLimitSettings {
  now?: () => number;
  /** Most buckets kept; beyond it the least recently used go first. */
  maxBuckets?: number;
  /** Paths never limited (exact match). */
  exempt?: readonly string[];
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
const MINUTE_MS = 60_000;

/**
 * The client's address: X-Forwarded-For's LAST entry when the proxy is trusted — the one our
 * proxy appended; entries before it are whatever the client sent, so using them would let anyone
 * dodge the limit — (the header is ignored otherwise), else the socket's. Null for an in-process request
 * (app.request() in tests, the docs page reading the OpenAPI document): no socket, no client.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const last = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly refillPerMs: number;
  private lastSweep: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
    private readonly maxBuckets = 100_000,
  ) {
    this.refillPerMs = perMinute / MINUTE_MS;
    this.lastSweep = now();
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Takes one token for `key`: 0 when allowed, else the seconds until a token is back. */
  take(key: string): number {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(key) ?? { tokens: this.perMinute, updatedAt: now };
    // Re-inserting keeps the map in least-recently-used order for the size cap.
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs);
    bucket.updatedAt = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000));
  }

  /** Drops full (idle) buckets once per refill period, and the oldest beyond the cap. */
  private sweep(now: number): void {
    const fullAfterMs = MINUTE_MS;
    if (now - this.lastSweep >= fullAfterMs) {
      this.lastSweep = now;
      for (const [key, bucket] of this.buckets) {
        if (bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs >= this.perMinute) {
          this.buckets.delete(key);
        }
      }
    }
    while (this.buckets.size >= this.maxBuckets) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
  }
}

/** The middleware; answers 429 with Retry-After and the api's error body when a bucket is empty. */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  if (!(options.perMinute > 0)) return async (_c, next) => next();
  const buckets = new TokenBuckets(options.perMinute, options.now, options.maxBuckets);
  const exempt = new Set(options.exempt ?? []);
  return async (c, next) => {
    const ip = exempt.has(c.req.path) ? null : clientIp(c, options.trustProxy);
    if (ip === null) return next();
    const retryAfter = buckets.take(ip);
    if (retryAfter === 0) return next();
    c.header("Retry-After", String(retryAfter));
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        error: "rate_limited",
        message: `Too many requests: at most ${options.perMinute} per minute; retry in ${retryAfter} s`,
      } satisfies ApiError,
      429,
    );
  };
}
