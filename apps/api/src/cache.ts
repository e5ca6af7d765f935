/**
 * The api's read-through cache: a TTL per resource, one upstream request in flight per key however
 * many visitors ask (coalescing), and stale-while-revalidate — an expired value is served at once
 * while one background refresh runs, and when that refresh fails the last good value keeps being
 * served. A key with no value yet waits for the load (and sees its error).
 */

export interface CachePolicy {
  /** How long a value counts as fresh, ms. */
  ttlMs: number;
  /** How long after expiry a stale value may still be served while refreshing, ms. */
  staleMs: number;
}

export interface Cached<T> {
  value: T;
  /** epoch ms of the load that produced it. */
  fetchedAt: number;
  stale: boolean;
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

interface Entry {
  value?: unknown;
  fetchedAt: number;
  inFlight?: Promise<unknown>;
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

  private start(key: string, entry: Entry, load: () => Promise<unknown>): Promise<unknown> {
    const prefix = key.split(":")[0] ?? key;
    this.loads.set(prefix, (this.loads.get(prefix) ?? 0) + 1);
    const request = load().then(
      (value) => {
        entry.value = value;
        entry.fetchedAt = this.now();
        entry.inFlight = undefined;
        entry.lastError = undefined;
        return value;
      },
      (error: unknown) => {
        entry.inFlight = undefined;
        entry.lastError = error;
        throw error;
      },
    );
    entry.inFlight = request;
    return request;
  }

  async get<T>(key: string, asked: CachePolicy, load: () => Promise<T>): Promise<Cached<T>> {
    const policy = {
      ttlMs: Math.min(asked.ttlMs, this.limits.maxTtlMs ?? Number.POSITIVE_INFINITY),
      staleMs: Math.min(asked.staleMs, this.limits.maxStaleMs ?? Number.POSITIVE_INFINITY),
    };
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { fetchedAt: 0 };
      this.entries.set(key, entry);
      this.evict();
    } else {
      // Keep recently used keys at the end, so eviction drops the least recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    const age = this.now() - entry.fetchedAt;
    if ("value" in entry && age < policy.ttlMs) {
      return { value: entry.value as T, fetchedAt: entry.fetchedAt, stale: false };
    }
    if ("value" in entry && age < policy.ttlMs + policy.staleMs) {
      // ERROR-01, ERROR-04: a failed refresh (relayer schema, a manifest…) is logged, and the last
      // good value goes on being served with no message for the visitor.
      if (!entry.inFlight)
        this.start(key, entry, load).catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          console.warn(`api: refreshing ${key} failed; serving the last good value: ${reason}`);
        });
      return { value: entry.value as T, fetchedAt: entry.fetchedAt, stale: true };
    }
    const value = (await (entry.inFlight ?? this.start(key, entry, load))) as T;
    return { value, fetchedAt: entry.fetchedAt, stale: false };
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
