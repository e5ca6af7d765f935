import type { ProductConfig } from "@oracle-explorer/core/config";
import { DEFAULT_RAW_RETENTION_MS } from "@oracle-explorer/core/history";
import { Cache, type CacheLimits } from "./cache.ts";
import { createHistoryStore, type HistoryStore } from "./history-store.ts";
import { createUpstreams, type Upstreams, type UpstreamTimeouts } from "./upstream/clients.ts";
import { createFetcher } from "./upstream/fetch-json.ts";
import { UpstreamHealth } from "./upstream/upstream-health.ts";

/** Everything a route needs, built once per app: config, upstream clients, cache, health, clock. */
export interface ApiContext {
  config: ProductConfig;
  upstreams: Upstreams;
  cache: Cache;
  health: UpstreamHealth;
  /** The indexer's store, read only (node scorecards); reads nothing when STORE_URL names none. */
  history: HistoryStore;
  /** How long the store keeps raw rounds (STORE_RAW_RETENTION_HOURS): the widest raw window. */
  rawRetentionMs: number;
  now: () => number;
}

export interface ApiContextOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Upstream timeouts, ms (tests shorten them to exercise hanging upstreams quickly). */
  timeouts?: UpstreamTimeouts;
  /** Caps on every cache policy (the outage journeys shorten them; see cache.ts). */
  cacheLimits?: CacheLimits;
  /** The indexer's store (STORE_URL); null or absent: no store, every record reads as empty. */
  storeUrl?: string | null;
  rawRetentionMs?: number;
}

export function createApiContext(config: ProductConfig, options: ApiContextOptions = {}): ApiContext {
  const now = options.now ?? Date.now;
  const health = new UpstreamHealth(now);
  const fetchJson = createFetcher(health, options.fetch ?? fetch);
  return {
    config,
    upstreams: createUpstreams(config.upstreams, fetchJson, options.timeouts, config.gateway),
    cache: new Cache(now, undefined, undefined, options.cacheLimits),
    health,
    history: createHistoryStore(options.storeUrl ?? null),
    rawRetentionMs: options.rawRetentionMs ?? DEFAULT_RAW_RETENTION_MS,
    now,
  };
}
