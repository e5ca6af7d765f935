/**
 * The resilience stack's test settings (resilience-stack.ts), shared with its journeys: the api
 * keeps an upstream's answer at most this long and never serves it stale, so a journey that
 * switches a fault on waits this long for the last good answer to expire.
 */
export const CACHE_MAX_TTL_MS = 1_000;

/** Upstream timeouts of the resilience stack's api (the product's are 4 s and 10 s). */
export const UPSTREAM_TIMEOUTS = { small: 1_500, large: 2_500 };
