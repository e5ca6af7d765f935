import { tokenRouteParam } from "@oracle-explorer/core/app-routes";

/**
 * Every in-app path, always in its trailing-slash form (ROUTE-28), so the trailing-slash redirect
 * only fires for typed or external URLs. Build links with these, never by hand.
 */
export const paths = {
  home: "/app/tokens/",
  error: "/error/",
  tvs: "/tvs/",
  tokens: "/app/tokens/",
  sources: "/app/sources/",
  dataProviders: "/app/data-providers/",
  feeds: "/app/feeds/",
  dataServices: "/app/data-services/",
  extraSearch: "/app/extra/search/",
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
  paths.singleFeed(feed.routeNetwork, feed.routeToken, feed.routeLayer);

/** Route names the spec gives (TokenPage, SingleFeed, PullModel), used as route ids. */
export const routeIds = {
  tokenPage: "TokenPage",
  singleFeed: "SingleFeed",
  pullModel: "PullModel",
  pullModelAlias: "PullModelAlias",
} as const;
