import type { ApiWarning } from "@oracle-explorer/core/api-views";
import { UpstreamError } from "../upstream/upstream-error.ts";

/** A degraded answer (one with warnings) is cached by browsers for at most this long, seconds. */
const DEGRADED_MAX_AGE_S = 5;

/** The warning an upstream failure leaves in an answer that is served anyway. */
export function warningOf(error: UpstreamError): ApiWarning {
  return { upstream: error.upstream, failure: error.failure, message: error.message };
}

/**
 * One warning per upstream and failure. Several reads can fail the same way on one upstream (the
 * four manifest files when the manifests host is down), and an answer listing "manifests" four
 * times tells the visitor nothing more than once; differing messages are kept, joined.
 */
export function distinctWarnings(warnings: readonly ApiWarning[]): ApiWarning[] {
  const merged = new Map<string, { first: ApiWarning; messages: Set<string> }>();
  for (const warning of warnings) {
    const key = JSON.stringify([warning.upstream, warning.failure]);
    const seen = merged.get(key);
    if (seen) seen.messages.add(warning.message);
    else merged.set(key, { first: warning, messages: new Set([warning.message]) });
  }
  return [...merged.values()].map(({ first, messages }) => ({ ...first, message: [...messages].join("; ") }));
}

/**
 * Awaits a secondary read: an upstream failure is logged, named in `warnings` and read as null,
 * so the rest of the answer is still served (ERROR-07, ERROR-09). Other errors are bugs and
 * propagate.
 */
export async function orWarning<T>(
  read: Promise<T>,
  warnings: ApiWarning[],
  what: string,
): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.warn(`api: ${what} left out: ${error.message}`);
    warnings.push(warningOf(error));
    return null;
  }
}

/** Browser cache lifetime of an answer: short when it is degraded, so a recovery shows soon. */
export function maxAgeFor(warnings: readonly ApiWarning[], seconds: number): number {
  return warnings.length > 0 ? Math.min(seconds, DEGRADED_MAX_AGE_S) : seconds;
}

/** Seconds of a cache policy's freshness, for Cache-Control. */
export const secondsOf = (policy: { ttlMs: number }) => Math.max(1, Math.round(policy.ttlMs / 1000));
