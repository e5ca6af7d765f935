/**
 * Loading rules of spec section 4 ("Caching"), as small wrappers around an injected async load so
 * they hold the same in the api and the web, and can be tested without I/O.
 */

/** A load that can be asked for many times. */
export type Loader<T> = () => Promise<T>;

/**
 * The shared core: one request in flight for all callers; a failure is never cached; a result
 * is served from cache while `keep(result)` holds and fetched again otherwise.
 */
function cachedLoader<T>(load: Loader<T>, keep: (value: T) => boolean) {
  let cached: { value: T } | null = null;
  let inFlight: Promise<T> | null = null;
  // Bumped by reset(): a request started before it may still answer its callers, but must not
  // refill the cache or be shared with callers who came after the reset.
  let generation = 0;
  const loader = async (): Promise<T> => {
    if (cached && keep(cached.value)) return cached.value;
    if (!inFlight) {
      const started = generation;
      const request = load().then(
        (value) => {
          if (started === generation) {
            cached = { value };
            inFlight = null;
          }
          return value;
        },
        (error: unknown) => {
          if (started === generation) inFlight = null;
          throw error;
        },
      );
      inFlight = request;
    }
    return inFlight;
  };
  return Object.assign(loader, {
    reset: () => {
      generation++;
      cached = null;
      inFlight = null;
    },
  });
}

/**
 * DATA-52: fetched once, then served from cache. Concurrent callers share the one request in
 * flight; a failed load is not cached, so the next caller tries again. A load that turns failure
 * into a fallback value (CALL-19's `{}` for a failed manifest) must do so outside this wrapper,
 * or the fallback would be cached for good.
 */
export function loadOnce<T>(load: Loader<T>): Loader<T> & { reset: () => void } {
  return cachedLoader(load, () => true);
}

/** Whether a loaded value counts as empty: null/undefined, [], or an object with no keys. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every((part) => isEmptyValue(part));
  return false;
}

/**
 * DATA-53: the relayer schema is fetched only while the cached one is empty. A non-empty result
 * is kept for good; an empty one (e.g. {standard: {}, multifeed: {}}) is returned but fetched
 * again next time. Concurrent callers share one request.
 */
export function loadUntilNonEmpty<T>(
  load: Loader<T>,
  isEmpty: (value: T) => boolean = isEmptyValue,
): Loader<T> {
  return cachedLoader(load, (value) => !isEmpty(value));
}
