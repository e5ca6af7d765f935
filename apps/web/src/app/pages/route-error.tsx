import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useConfig } from "../../lib/config.tsx";
import { documentTitle } from "../route-handle.ts";
import { ErrorPage } from "./error-page.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

/**
 * The root error boundary. It replaces the whole tree, layout included, so a 404 raised by a
 * screen looks the same as an unmatched path (ROUTE-23), and a crash in one screen shows a
 * recoverable error page instead of a blank one.
 */
export function RouteError() {
  const error = useRouteError();
  const config = useConfig();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    document.title = documentTitle(isNotFound ? "Page not found" : "Something went wrong", config);
    if (!isNotFound) console.error("route error", error);
  }, [isNotFound, error, config]);

  if (isNotFound) return <NotFoundPage />;
  const detail =
    error instanceof Error && /dynamically imported module|Importing a module script/.test(error.message)
      ? "A newer version of the explorer is available. Reload the page to continue."
      : undefined;
  return <ErrorPage detail={detail} />;
}
