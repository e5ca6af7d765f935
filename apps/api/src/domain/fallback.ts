import type { ApiWarning } from "@oracle-explorer/core/api-views";
import type { CachePolicy } from "../cache.ts";
import type { ApiContext } from "../context.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { cached } from "./cached.ts";
import { warningOf } from "./warnings.ts";

/** How long a failed secondary read is answered by its fallback before it is asked for again. */
const FALLBACK_MS = 15_000;

export interface Fallible<T> {
  /** The value, or null when the read failed and nothing good was cached. */
  value: T | null;
  warning: ApiWarning | null;
}

/**
 * A secondary read: its good value is cached under `key` with `policy` (so a failure after a
 * success keeps serving it), and a failure with nothing good cached reads as null with a warning.
 * That fallback is remembered only briefly (never as long as a success, CALL-19), but long
 * enough that a hanging upstream costs one timeout per window instead of one per visitor.
 */
export function loadOrWarn<T>(
  ctx: ApiContext,
  key: string,
  policy: CachePolicy,
  load: () => Promise<T>,
  what: string,
): Promise<Fallible<T>> {
  const window = { ttlMs: Math.min(FALLBACK_MS, policy.ttlMs), staleMs: 0 };
  return cached(ctx, `fallback:${key}`, window, async () => {
    try {
      return { value: await cached(ctx, key, policy, load), warning: null };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      console.warn(`api: ${what} failed, served without it: ${error.message}`);
      return { value: null, warning: warningOf(error) };
    }
  });
}
