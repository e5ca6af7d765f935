/**
 * Every in-app path, shared with the api (an incident's subject page, an Atom entry's link): core's
 * one list, always in the trailing-slash form (ROUTE-28). Build links with these, never by hand.
 */
export { appPaths as paths, feedHref } from "@oracle-explorer/core/app-routes";

/** Route names the spec gives (TokenPage, SingleFeed, PullModel), used as route ids. */
export const routeIds = {
  tokenPage: "TokenPage",
  singleFeed: "SingleFeed",
  pullModel: "PullModel",
  pullModelAlias: "PullModelAlias",
} as const;
