import { type ReactNode, startTransition, useEffect, useState } from "react";

/**
 * Renders its children in a transition right after the page's first render instead of in it: for
 * sections low on a page (code snippets, long tables, a chart below the fold) whose building would
 * otherwise make the first render one long main-thread task. React builds a transition in small
 * slices, so the page answers input meanwhile. Nothing shows until then: keep it for content
 * below the fold.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : null;
}
