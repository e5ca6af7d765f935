import { useCallback, useInsertionEffect, useRef } from "react";

/**
 * A function that stays the same from render to render but always calls the latest `fn`. It lets
 * a memoised child keep skipping renders while its parent's handlers close over new state: the
 * feeds page re-renders on every keystroke, its toolbar only when what the toolbar shows changes.
 * Call it from event handlers, not during render (the latest `fn` is installed as React commits).
 */
export function useStableCallback<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(fn);
  // Insertion effects run before layout effects and event handlers see the committed tree.
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
