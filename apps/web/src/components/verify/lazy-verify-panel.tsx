import { lazy, Suspense } from "react";
import type { VerifyTarget } from "./get-verification.ts";

/**
 * The panel's code (table, checks, the fetch) is its own chunk: a page pays only for this
 * wrapper until the panel renders, and nothing is fetched before the visitor presses Verify now.
 */
const VerifyPanel = lazy(async () => ({ default: (await import("./verify-panel.tsx")).VerifyPanel }));

/** "Verify live data" for a feed, loaded on demand; drop it at the end of a page. */
export function LazyVerifyPanel({ feedId, service }: VerifyTarget) {
  return (
    <Suspense fallback={null}>
      {/* A new feed or service starts from a clean panel, not the previous feed's results. */}
      <VerifyPanel key={`${feedId}\n${service ?? ""}`} feedId={feedId} service={service ?? null} />
    </Suspense>
  );
}
