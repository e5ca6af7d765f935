import type { ProductConfig } from "@oracle-explorer/core/config";
import { Cache, type CacheLimits } from "./cache.ts";
import { createUpstreams, type Upstreams, type UpstreamTimeouts } from "./upstream/clients.ts";
import { createFetcher } from "./upstream/fetch-json.ts";
import { UpstreamHealth } from "./upstream/upstream-health.ts";

/** Everything a route needs, built once per app: config, upstream clients, cache, health, clock. */
export interface ApiContext {
  config: ProductConfig;
  upstreams: Upstreams;
  cache: Cache;
  health: UpstreamHealth;
  now: () => number;
}

export interface ApiContextOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Upstream timeouts, ms (tests shorten them to exercise hanging upstreams quickly). */
  timeouts?: UpstreamTimeouts;
  /** Caps on every cache policy (the outage journeys shorten them; see cache.ts). */
  cacheLimits?: CacheLimits;
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
    now,
  };
}
