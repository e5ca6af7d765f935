import {
  APP_ROUTES,
  type AppRoutePattern,
  childRoutePath,
  symbolFromTokenRouteParam,
} from "@oracle-explorer/core/app-routes";
import { shortenAddress } from "@oracle-explorer/core/format";
import type { QueryClient } from "@tanstack/react-query";
import { Navigate, type RouteObject, useLocation } from "react-router";
import { PageSkeleton } from "../components/page-skeleton.tsx";
import { feedDetailQuery, layerQualifier } from "../features/feed/get-feed.ts";
import { nodeScorecardQueryOptions } from "../features/node/get-node-scorecard.ts";
import { dataServiceQueryOptions } from "../features/pull-model/get-data-service.ts";
import { tokenDetailQuery } from "../features/token/token-queries.ts";
import { isPorId } from "../lib/por-dashboards.ts";
import { sourceQueryOptions } from "../lib/queries/sources-query.ts";
import { detailRoute } from "./detail-loader.ts";
import { AppLayout } from "./layout/app-layout.tsx";
import { ErrorPage } from "./pages/error-page.tsx";
import { notFound } from "./pages/not-found.ts";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { RouteError } from "./pages/route-error.tsx";
import { paths, routeIds } from "./paths.ts";
import { RootRoute } from "./root-route.tsx";
import type { RouteHandle } from "./route-handle.ts";

/**
 * Paths come from the shared list of app routes (core's APP_ROUTES), which the api also reads to
 * answer 404 for a path no route here has; these two turn a listed pattern into the form its
 * nested route declares.
 */
const underRoot = (pattern: AppRoutePattern) => childRoutePath(APP_ROUTES.root, pattern);
const inApp = (pattern: AppRoutePattern) => childRoutePath(APP_ROUTES.app, pattern);

const handle = (title: RouteHandle["title"], navbarSearch = false): RouteHandle => ({
  title,
  navbarSearch,
});

/** Nothing of its own while a first-load loader runs: the detail route below shows the skeleton. */
function LoadingRoute() {
  return null;
}

/** ROUTE-21: the 404 Search button's target has no content of its own; go on to the tokens list. */
function ExtraSearchRedirect() {
  const { search } = useLocation();
  return <Navigate replace to={`${paths.tokens}${search}`} />;
}

/** The Pull Model page and its alias (SERVICES-07, ROUTE-20). */
const lazyPullModel = async () => ({
  Component: (await import("../features/pull-model/pull-model-page.tsx")).PullModelPage,
});

/**
 * The loaders of the screens whose URL names one api resource (app/detail-loader.ts): an unknown
 * id is the 404 page, and the answer is in the cache for the page's first render. Each reads its
 * page's own query; the api preloads the same URL in the screen's HTML (route-preloads.ts).
 */
function detailRoutes(queryClient: QueryClient) {
  return {
    // TOKEN-03: a symbol resolved neither as "-"→"/" nor raw. Without ?provider=: the api's
    // default provider, which a provider the token lacks falls back to on the page.
    token: detailRoute(queryClient, "token", ({ params }) =>
      tokenDetailQuery(params.symbol ?? "", undefined),
    ),
    // FEED-01: no feed row with those route forms (and ?layer=, where two layers share them).
    feed: detailRoute(queryClient, "feed", ({ params, url }) =>
      feedDetailQuery({
        network: params.network ?? "",
        token: params.token ?? "",
        layer: layerQualifier(url.searchParams),
      }),
    ),
    // SOURCES-10
    source: detailRoute(queryClient, "source", ({ params }) => sourceQueryOptions(params.sourceId ?? "")),
    // SERVICES-15
    dataService: detailRoute(queryClient, "data service", ({ params }) =>
      dataServiceQueryOptions(params.id ?? ""),
    ),
    // Beyond the spec: an address that is no registered node (or no address at all).
    node: detailRoute(queryClient, "node", ({ params }) => nodeScorecardQueryOptions(params.node ?? "")),
  };
}

/**
 * The route table of spec section 2. Screens are lazy so each route downloads only its own code
 * (charts and wallet code stay off the routes that do not use them); a detail screen's loader is
 * not, so its data is read while its code downloads. Loaders read through the app's query client.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const detail = detailRoutes(queryClient);
  return [
    {
      id: "root",
      path: APP_ROUTES.root,
      element: <RootRoute />,
      errorElement: <RouteError />,
      // Shown only while a first-load route loader runs (a few ms: the loaders ask the api once).
      HydrateFallback: LoadingRoute,
      children: [
        { index: true, element: <Navigate replace to={paths.home} /> },
        {
          path: underRoot(APP_ROUTES.error),
          element: <ErrorPage />,
          handle: handle(() => "Something went wrong"),
        },
        {
          path: underRoot(APP_ROUTES.tvs),
          handle: handle(() => "TVS Dashboard"),
          lazy: async () => ({ Component: (await import("../features/tvs/tvs-page.tsx")).TvsPage }),
        },
        {
          path: underRoot(APP_ROUTES.app),
          element: <AppLayout />,
          children: [
            { index: true, element: <Navigate replace to={paths.home} /> },
            {
              path: inApp(APP_ROUTES.tokens),
              handle: handle(() => "Data Feeds", true),
              lazy: async () => ({
                Component: (await import("../features/tokens/tokens-page.tsx")).TokensPage,
              }),
            },
            {
              id: routeIds.tokenPage,
              path: inApp(APP_ROUTES.token),
              handle: handle((p) => symbolFromTokenRouteParam(p.symbol ?? "")),
              ...detail.token,
              HydrateFallback: PageSkeleton,
              lazy: async () => ({
                Component: (await import("../features/token/token-page.tsx")).TokenPage,
              }),
            },
            {
              path: inApp(APP_ROUTES.sources),
              handle: handle(() => "Sources", true),
              lazy: async () => ({
                Component: (await import("../features/sources/sources-page.tsx")).SourcesPage,
              }),
            },
            {
              path: inApp(APP_ROUTES.source),
              handle: handle((p) => `Source ${p.sourceId ?? ""}`),
              ...detail.source,
              HydrateFallback: PageSkeleton,
              lazy: async () => ({
                Component: (await import("../features/sources/source-page.tsx")).SourcePage,
              }),
            },
            {
              path: inApp(APP_ROUTES.dataProviders),
              handle: handle(() => "Production Nodes", true),
              lazy: async () => ({
                Component: (await import("../features/nodes/nodes-page.tsx")).NodesPage,
              }),
            },
            {
              path: inApp(APP_ROUTES.dataProvider),
              // The page names the node once its record (or the nodes list) is here.
              handle: handle((p) => `Node ${shortenAddress(p.node ?? "")}`),
              ...detail.node,
              HydrateFallback: PageSkeleton,
              lazy: async () => ({
                Component: (await import("../features/node/node-page.tsx")).NodePage,
              }),
            },
            {
              path: inApp(APP_ROUTES.feeds),
              handle: handle(() => "Push Model", true),
              lazy: async () => ({
                Component: (await import("../features/feeds/feeds-page.tsx")).FeedsPage,
              }),
            },
            {
              id: routeIds.singleFeed,
              path: inApp(APP_ROUTES.singleFeed),
              handle: handle((p) => `${p.token ?? ""} on ${p.network ?? ""}`),
              ...detail.feed,
              HydrateFallback: PageSkeleton,
              lazy: async () => ({
                Component: (await import("../features/feed/feed-page.tsx")).FeedPage,
              }),
            },
            {
              path: inApp(APP_ROUTES.dataServices),
              handle: handle(() => "Data Services", true),
              lazy: async () => ({
                Component: (await import("../features/data-services/data-services-page.tsx"))
                  .DataServicesPage,
              }),
            },
            {
              id: routeIds.pullModel,
              path: inApp(APP_ROUTES.pullModel),
              handle: handle(() => "Pull Model"),
              ...detail.dataService,
              HydrateFallback: PageSkeleton,
              lazy: lazyPullModel,
            },
            {
              id: routeIds.pullModelAlias,
              path: inApp(APP_ROUTES.pullModelAlias),
              handle: handle(() => "Pull Model"),
              ...detail.dataService,
              HydrateFallback: PageSkeleton,
              lazy: lazyPullModel,
            },
            {
              path: inApp(APP_ROUTES.proofOfReserve),
              handle: handle(() => "Proof of Reserve"),
              // ROUTE-25: only mapped ids have a dashboard.
              loader: ({ params }) => (isPorId(params.id ?? "") ? null : notFound("proof-of-reserve id")),
              HydrateFallback: PageSkeleton,
              lazy: async () => ({
                Component: (await import("../features/proof-of-reserve/proof-of-reserve-page.tsx"))
                  .ProofOfReservePage,
              }),
            },
            {
              // Beyond the spec (issue 29): the network's state now and its last 7 days.
              path: inApp(APP_ROUTES.status),
              handle: handle(() => "Network Status"),
              lazy: async () => ({
                Component: (await import("../features/status/status-page.tsx")).StatusPage,
              }),
            },
            {
              // Beyond the spec (issue 29): the visitor's stars, their health and incidents.
              path: inApp(APP_ROUTES.watchlist),
              handle: handle(() => "Watchlist"),
              lazy: async () => ({
                Component: (await import("../features/watchlist/watchlist-page.tsx")).WatchlistPage,
              }),
            },
            { path: inApp(APP_ROUTES.extraSearch), element: <ExtraSearchRedirect /> },
          ],
        },
        // Any path APP_ROUTES does not list: the api answers it with status 404 (ROUTE-22).
        { path: "*", element: <NotFoundPage />, handle: handle(() => "Page not found") },
      ],
    },
  ];
}
