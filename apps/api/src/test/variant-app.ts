import { type Env, readProductConfig } from "@oracle-explorer/core/config";
import { createApp } from "../app.ts";
import { createApiContext } from "../context.ts";

export interface VariantOptions {
  /** Every upstream call gives up after this many ms (the real clients allow 4 s or 10 s). */
  timeoutMs?: number;
  /** The api's clock (the devnet keeps real time); move it to age the cache. */
  now?: () => number;
  /** Extra environment, e.g. one upstream URL pointed elsewhere. */
  env?: Env;
  /** The indexer's store (STORE_URL) the api reads; none by default. */
  storeUrl?: string;
}

/**
 * A second api over a running devnet, with its own empty cache: fault tests need one, because the
 * shared harness app would answer from its cache without asking the faulted upstream. A short
 * timeout keeps "hang" tests fast; a movable clock lets tests age cached values.
 */
export function variantApp(devnetUrl: string, options: VariantOptions = {}) {
  const config = readProductConfig({ DEVNET_URL: devnetUrl, ...options.env });
  const { timeoutMs } = options;
  const fetchWithTimeout: typeof fetch =
    timeoutMs === undefined
      ? fetch
      : (input, init) => {
          const timeout = AbortSignal.timeout(timeoutMs);
          const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
          return fetch(input, { ...init, signal });
        };
  const context = createApiContext(config, {
    fetch: fetchWithTimeout,
    now: options.now,
    storeUrl: options.storeUrl ?? null,
  });
  // No rate limit: coalescing tests send hundreds of requests from one (absent) client address.
  const app = createApp({
    config,
    spa: null,
    context,
    operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "silent" },
  });
  return {
    app,
    context,
    request: (path: string, init?: RequestInit) => app.request(path, init),
  };
}

/** A clock that starts at real time and moves only when told to. */
export function movableClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
}
