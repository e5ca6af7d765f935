import { useSyncExternalStore } from "react";
import type { createBrowserRouter } from "react-router";
import styles from "./navigation-progress.module.css";

type DataRouter = Pick<ReturnType<typeof createBrowserRouter>, "subscribe" | "state">;

/**
 * A bar across the top of the window while an in-app navigation waits (a route's code or its
 * loader's data, the router's navigation state), so following a link never leaves the old page
 * on screen with no sign that the new one is coming (issue 26). It reads the router directly, as
 * an external store: the router renders its own updates as transitions, which a live update of
 * the page (the stream's, rendered at once) pushed back by a frame or more (120-130 ms on the
 * tokens list in the journeys); read this way the bar is an update of its own, drawn at once.
 * Rendered beside the RouterProvider (main.tsx), so no route re-renders with it.
 */
export function NavigationProgress({ router }: { router: DataRouter }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state.navigation.state,
    () => "idle" as const,
  );
  if (state !== "loading") return null;
  return (
    <div className={styles.progress} role="status" data-navigation-progress="">
      <span className="visually-hidden">Loading the page…</span>
      <span className={styles.bar} aria-hidden="true" />
    </div>
  );
}
