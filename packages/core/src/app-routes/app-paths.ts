import { tokenRouteParam } from "./token-route.ts";

/**
 * Every in-app path, always in its trailing-slash form (ROUTE-28), so the trailing-slash redirect
 * only fires for typed or external URLs. Build links with these, never by hand: the web app's
 * links and the api's (an incident's subject page, an Atom entry's link) are the same paths.
 */
export const appPaths = {
  home: "/app/tokens/",
  error: "/error/",
  tvs: "/tvs/",
  tokens: "/app/tokens/",
  sources: "/app/sources/",
  dataProviders: "/app/data-providers/",
  feeds: "/app/feeds/",
  dataServices: "/app/data-services/",
  extraSearch: "/app/extra/search/",
  /** The network's status: its state now and its last 7 days of incidents. */
  status: "/app/status/",
  /** The visitor's starred items (kept in this browser), with `?ids=` a link that offers them. */
  watchlist: "/app/watchlist/",
  /** The Push Model list filtered on one chain: the closest the app has to a network's page. */
  feedsOnNetwork: (chainId: string | number) => `/app/feeds/?networks=${encodeURIComponent(String(chainId))}`,
  token: (symbol: string) => `/app/token/${encodeURIComponent(tokenRouteParam(symbol))}/`,
  source: (sourceId: string) => `/app/sources/${encodeURIComponent(sourceId)}/`,
  /**
   * network and token are already URL-safe route forms (DATA-36); `layer` is the ?layer= qualifier
   * of a route two layers share (findFeedRow), the same the feed's api resources take.
   */
  singleFeed: (network: string, token: string, layer: string | null = null) =>
    `/app/feeds/${network}/${token}/${layer === null ? "" : `?layer=${encodeURIComponent(layer)}`}`,
  /** A node's page, by its EVM address, written lower-case so each node has one URL. */
  dataProvider: (address: string) => `/app/data-providers/${encodeURIComponent(address.toLowerCase())}/`,
  pullModel: (id: string) => `/app/pull-model/${encodeURIComponent(id)}/`,
  dataService: (id: string) => `/app/data-services/${encodeURIComponent(id)}/`,
  proofOfReserve: (id: string) => `/app/proof-of-reserve/${encodeURIComponent(id)}/`,
} as const;

/** A feed's SingleFeed link from its list item's route forms (the one way every link is built). */
export const feedHref = (feed: { routeNetwork: string; routeToken: string; routeLayer: string | null }) =>
  appPaths.singleFeed(feed.routeNetwork, feed.routeToken, feed.routeLayer);
