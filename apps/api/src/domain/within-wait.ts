import { UpstreamError } from "../upstream/upstream-error.ts";

/**
 * A read that gives up after `ms` with an UpstreamError timeout (CALL-46..48). The read itself
 * goes on in the cache, so the list's next attempt (the web retries 2 s later, CALL-45) finds it.
 */
export function withinWait<T>(read: Promise<T>, ms: number, upstream: string, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamError(upstream, "timeout", message)), ms);
  });
  // A read that fails after the wait ended is the cache's to log; it must not go unhandled here.
  read.catch(() => undefined);
  return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
}
