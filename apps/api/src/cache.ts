import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The api's read-through cache: a TTL per resource, one upstream request in flight per key however
 * many visitors ask (coalescing), and stale-while-revalidate — an expired value is served at once
 * while one background refresh runs, and when that refresh fails the last good value keeps being
 * served. A key with no value yet waits for the load (and sees its error).
 *
 * Coalescing never holds a visitor behind a hung call: a visitor who finds the key's newest load
 * older than JOIN_WINDOW_MS starts a fresh one (up to MAX_ATTEMPTS at once), and every visitor
 * waiting on the key is answered by the first load that succeeds, whichever it joined. So once a
 * hanging upstream recovers, the next visitor's own request answers at once.
 */

/** A load younger than this is joined; an older one may be hanging, so a newcomer asks afresh. */
export const JOIN_WINDOW_MS = 1_000;
/** Loads of one key in flight at once, at most (an upstream that hangs costs no more than this). */
export const MAX_ATTEMPTS = 3;

export interface CachePolicy {
  /** How long a value counts as fresh, ms. */
  ttlMs: number;
  /** How long after expiry a stale value may still be served while refreshing, ms. */
  staleMs: number;
  /**
   * How long a value counts as fresh for the live stream's reads (readLive), ms: the values a
   * stream pushes (prices, relayed answers) are read this often while someone listens, however
   * many do, and such a read waits for the refresh instead of taking the stale copy.
   */
  liveTtlMs?: number;
}

/** Set while the live stream reads a resource: its reads use each policy's liveTtlMs. */
const liveReads = new AsyncLocalStorage<true>();

/** Runs `read` as a live read: every cache get inside it, however deep, applies liveTtlMs. */
export function readLive<T>(read: () => Promise<T>): Promise<T> {
  return liveReads.run(true, read);
}

export interface Cached<T> {
  value: T;
  /** epoch ms of the load that produced it. */
  fetchedAt: number;
  /** Served past its TTL while a refresh runs (stale-while-revalidate). */
  stale: boolean;
  /**
   * Served stale because the latest refresh failed: what a page may call "the last figures
   * received". A value served while its first refresh is merely under way is not this.
   */
  refreshFailed: boolean;
}

/**
 * Upper bounds on every policy, for a deployment that must see upstream changes sooner than the
 * policies allow: the browser journeys of upstream outages (e2e resilience) run with a 1 s TTL and
 * no stale window, so a fault shows at once and its end shows at the next request.
 */
export interface CacheLimits {
  maxTtlMs?: number;
  maxStaleMs?: number;
}

interface Attempt {
  startedAt: number;
  promise: Promise<unknown>;
}

interface Entry {
  value?: unknown;
  fetchedAt: number;
  /** When the load that produced `value` started: an older load finishing later must not win. */
  valueStartedAt: number;
  /** Loads in flight, oldest first. */
  attempts: Attempt[];
  /** Settles waiters with the next successful load, whichever attempt it is. */
  nextSuccess?: { promise: Promise<unknown>; resolve: (value: unknown) => void };
  lastError?: unknown;
}

/** The shared, fixed resources: a handful of keys each, never keyed by visitor input. */
export const DEFAULT_PINNED_PREFIXES = [
  "relayer-schema",
  "catalogue",
  "feeds",
  "feeds-answers",
  "manifest",
  "manifests",
  "registry",
  "sources-report",
  "tvs",
] as const;

export class Cache {
  private readonly entries = new Map<string, Entry>();
  /** Loads started, per key prefix: what the benchmark counts to prove coalescing. */
  readonly loads = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 5000,
    /**
     * Key prefixes of the few fixed, shared resources (catalogues, schema, feed rows…): never
     * evicted, so a flood of user-keyed entries (history pages, assets) cannot push them out and
     * cost the "last good value" they keep serving through an upstream outage.
     */
    private readonly pinnedPrefixes: readonly string[] = DEFAULT_PINNED_PREFIXES,
    private readonly limits: CacheLimits = {},
  ) {}

  private start(key: string, entry: Entry, load: () => Promise<unknown>): Attempt {
    const prefix = key.split(":")[0] ?? key;
    this.loads.set(prefix, (this.loads.get(prefix) ?? 0) + 1);
    const startedAt = this.now();
    const attempt: Attempt = { startedAt, promise: Promise.resolve() };
    const done = () => {
      entry.attempts = entry.attempts.filter((other) => other !== attempt);
    };
    attempt.promise = load().then(
      (value) => {
        done();
        if (startedAt >= entry.valueStartedAt) {
          entry.value = value;
          entry.fetchedAt = this.now();
          entry.valueStartedAt = startedAt;
          entry.lastError = undefined;
        }
        entry.nextSuccess?.resolve(entry.value);
        entry.nextSuccess = undefined;
        return entry.value;
      },
      (error: unknown) => {
        done();
        // An older load failing after a newer one succeeded says nothing about the value served.
        if (startedAt >= entry.valueStartedAt) entry.lastError = error;
        throw error;
      },
    );
    entry.attempts.push(attempt);
    return attempt;
  }

  /** The next success of any of the entry's loads. */
  private nextSuccessOf(entry: Entry): Promise<unknown> {
    if (!entry.nextSuccess) {
      let resolve: (value: unknown) => void = () => {};
      const promise = new Promise<unknown>((done) => {
        resolve = done;
      });
      entry.nextSuccess = { promise, resolve };
    }
    return entry.nextSuccess.promise;
  }

  /**
   * Waits for a value with no good one to serve: joins the newest load if it is young (or if the
   * key already has MAX_ATTEMPTS loads out), else starts one. Whichever load succeeds first
   * answers; the joined load's failure is this visitor's error.
   */
  private waitForLoad(key: string, entry: Entry, load: () => Promise<unknown>): Promise<unknown> {
    const newest = entry.attempts.at(-1);
    const join =
      newest !== undefined &&
      (this.now() - newest.startedAt < JOIN_WINDOW_MS || entry.attempts.length >= MAX_ATTEMPTS);
    const attempt = join ? newest : this.start(key, entry, load);
    // Also released by a later visitor's load, should that one succeed first (the joined one hangs).
    return Promise.race([attempt.promise, this.nextSuccessOf(entry)]);
  }

  /**
   * A policy as this cache applies it, under its limits. Answers' max-age reads it too, so a
   * browser copy never outlives the api's own under CACHE_MAX_TTL_SECONDS.
   */
  capped(asked: CachePolicy): CachePolicy {
    return {
      ttlMs: Math.min(asked.ttlMs, this.limits.maxTtlMs ?? Number.POSITIVE_INFINITY),
      staleMs: Math.min(asked.staleMs, this.limits.maxStaleMs ?? Number.POSITIVE_INFINITY),
    };
  }

  async get<T>(key: string, asked: CachePolicy, load: () => Promise<T>): Promise<Cached<T>> {
    const policy = this.capped(asked);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { fetchedAt: 0, valueStartedAt: Number.NEGATIVE_INFINITY, attempts: [] };
      this.entries.set(key, entry);
      this.evict();
    } else {
      // Keep recently used keys at the end, so eviction drops the least recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    const age = this.now() - entry.fetchedAt;
    const live = asked.liveTtlMs !== undefined && liveReads.getStore() === true;
    const ttlMs = live ? Math.min(policy.ttlMs, asked.liveTtlMs ?? policy.ttlMs) : policy.ttlMs;
    if ("value" in entry && age < ttlMs) {
      return { value: entry.value as T, fetchedAt: entry.fetchedAt, stale: false, refreshFailed: false };
    }
    if (live && "value" in entry && age < ttlMs + policy.staleMs) {
      // A live read pushes what it reads to every listener: it waits for the new value rather than
      // push the old one again, and keeps the old one only when the refresh fails.
      try {
        const value = (await this.waitForLoad(key, entry, load)) as T;
        return { value, fetchedAt: entry.fetchedAt, stale: false, refreshFailed: false };
      } catch {
        return { value: entry.value as T, fetchedAt: entry.fetchedAt, stale: true, refreshFailed: true };
      }
    }
    if ("value" in entry && age < policy.ttlMs + policy.staleMs) {
      const refreshFailed = entry.lastError !== undefined;
      // ERROR-01, ERROR-04: a failed refresh (relayer schema, a manifest…) is logged, and the last
      // good value goes on being served with no message for the visitor.
      if (entry.attempts.length === 0)
        this.start(key, entry, load).promise.catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          console.warn(`api: refreshing ${key} failed; serving the last good value: ${reason}`);
        });
      return { value: entry.value as T, fetchedAt: entry.fetchedAt, stale: true, refreshFailed };
    }
    const value = (await this.waitForLoad(key, entry, load)) as T;
    return { value, fetchedAt: entry.fetchedAt, stale: false, refreshFailed: false };
  }

  /** Drops one key, or every key starting with a prefix. */
  invalidate(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private isPinned(key: string): boolean {
    return this.pinnedPrefixes.some((prefix) => key === prefix || key.startsWith(`${prefix}:`));
  }

  /** Drops the least recently used unpinned entries until at most maxEntries of them remain. */
  private evict(): void {
    let unpinned = 0;
    for (const key of this.entries.keys()) if (!this.isPinned(key)) unpinned++;
    if (unpinned <= this.maxEntries) return;
    for (const key of this.entries.keys()) {
      if (unpinned <= this.maxEntries) return;
      if (this.isPinned(key)) continue;
      this.entries.delete(key);
      unpinned--;
    }
  }
}
