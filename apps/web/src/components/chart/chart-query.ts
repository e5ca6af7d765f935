import { useEffect } from "react";
import { useSearchParams } from "react-router";

/**
 * Keeps a chart screen's query parameter equal to what the screen shows. A value the screen
 * cannot use (`/tvs/?timeframe=bogus`, `?range=5y`) is read as the default, and the default is
 * written as no parameter (what choosing it writes), so the parameter is dropped: by history
 * replace and without a message (FILTER-31), as useCanonicalListUrl rewrites a list's URL. The
 * other parameters stay; a valid value, the default spelled out included, is left as it is. The
 * rewritten URL holds no invalid value, so it cannot loop.
 */
export function useDropInvalidQueryValue(name: string, isValid: (value: string) => boolean): void {
  const [search, setSearch] = useSearchParams();
  const value = search.get(name);
  const invalid = value !== null && !isValid(value);
  useEffect(() => {
    if (!invalid) return;
    setSearch(
      (before) => {
        const next = new URLSearchParams(before);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [invalid, name, setSearch]);
}
