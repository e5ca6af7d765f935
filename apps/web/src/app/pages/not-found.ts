import { data } from "react-router";

/**
 * Raises the 404 page from a route loader, for a route that matched but whose subject does not
 * exist (an unknown PoR id, token, feed or data service). The root error boundary renders it
 * outside the app layout (ROUTE-23), exactly as for an unmatched path. Loaders, not render code,
 * must call this: a render-time throw is logged as a crash by React and React Router.
 */
export function notFound(what = "page"): never {
  throw data(`${what} not found`, { status: 404 });
}
