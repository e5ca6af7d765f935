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
  const loader = async (): Promise<T> => {
    if (cached && keep(cached.value)) return cached.value;
    inFlight ??= load().then(
      (value) => {
        cached = { value };
        inFlight = null;
        return value;
      },
      (error: unknown) => {
        inFlight = null;
        throw error;
      },
    );
    return inFlight;
  };
  return Object.assign(loader, {
    reset: () => {
      cached = null;
    },
  });
}

/**
 * DATA-52: fetched once, then served from cache. Concurrent callers share the one request in
 * flight; a failed load is not cached, so the next caller tries again.
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
