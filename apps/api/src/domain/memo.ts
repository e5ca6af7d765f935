/**
 * Recomputes only when an argument changed, compared by identity. A cached upstream value keeps
 * its identity until the cache reloads it, so a derivation wrapped in this runs once per upstream
 * refresh instead of once per visitor.
 */
export function memoizeLast<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((arg, i) => arg === args[i])) {
      return last.result;
    }
    const result = compute(...args);
    last = { args, result };
    return result;
  };
}
