/**
 * The web app's route patterns (spec section 2) in React Router's syntax: the one list that both
 * the web's router (apps/web/src/app/routes.tsx) and the api's SPA server read. The server needs it
 * to answer a path no screen has with a real 404 status instead of a 200 that only looks like a
 * page to a person. Every path that renders a screen or redirects to one is here; the router's
 * catch-all (the 404 page) is not.
 */
export const APP_ROUTES = {
  /** Redirects to the Data Feeds list (ROUTE-05). */
  root: "/",
  error: "/error",
  tvs: "/tvs",
  /** The layout route; on its own it redirects to the Data Feeds list (ROUTE-10). */
  app: "/app",
  tokens: "/app/tokens",
  token: "/app/token/:symbol",
  sources: "/app/sources",
  source: "/app/sources/:sourceId",
  dataProviders: "/app/data-providers",
  /** Beyond the spec: one node's record, by its EVM address (lower-case in the app's links). */
  dataProvider: "/app/data-providers/:node",
  feeds: "/app/feeds",
  singleFeed: "/app/feeds/:network/:token",
  dataServices: "/app/data-services",
  pullModel: "/app/pull-model/:id",
  pullModelAlias: "/app/data-services/:id",
  proofOfReserve: "/app/proof-of-reserve/:id",
  /** Beyond the spec: the network's state now and its last 7 days. */
  status: "/app/status",
  /** Beyond the spec: the visitor's starred feeds, tokens, nodes and networks (local storage). */
  watchlist: "/app/watchlist",
  /** The 404 page's Search target; redirects to the Data Feeds list (ROUTE-21). */
  extraSearch: "/app/extra/search",
} as const;

export type AppRouteName = keyof typeof APP_ROUTES;
export type AppRoutePattern = (typeof APP_ROUTES)[AppRouteName];

/**
 * A pattern as a nested route declares it: relative to its parent route ("/app/token/:symbol"
 * under "/app" is "token/:symbol"). Throws for a pattern outside the parent, a mistake in the
 * route table that must fail at once rather than declare a route no URL reaches.
 */
export function childRoutePath(parent: AppRoutePattern, pattern: AppRoutePattern): string {
  const prefix = parent === "/" ? "/" : `${parent}/`;
  if (!pattern.startsWith(prefix)) throw new Error(`route ${pattern} is not under ${parent}`);
  return pattern.slice(prefix.length);
}
