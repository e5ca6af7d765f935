import { useLayoutEffect } from "react";
import { Navigate, Outlet, useLocation, useMatches } from "react-router";
import { useConfig } from "../lib/config.tsx";
import { deepestHandle, documentTitle } from "./route-handle.ts";

/**
 * Wraps every route: forces the trailing slash (ROUTE-02..04, replace, keeping query and hash)
 * and keeps document.title in step with the matched screen (ROUTE-27). The bar of an in-app
 * navigation that waits is beside the router (main.tsx, NavigationProgress).
 */
export function RootRoute() {
  const location = useLocation();
  const matches = useMatches();
  const config = useConfig();
  const found = deepestHandle(matches);
  const title = found ? documentTitle(found.handle.title(found.params, config), config) : null;

  // A layout effect, so it runs before the screen's own passive effects: a screen that names
  // itself better (useLiveTitle) has the last word, also when its data came with the route.
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (!location.pathname.endsWith("/")) {
    return (
      <Navigate
        replace
        to={{ pathname: `${location.pathname}/`, search: location.search, hash: location.hash }}
      />
    );
  }
  return <Outlet />;
}
