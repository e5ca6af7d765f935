import {
  APP_ROUTES,
  type AppRoutePattern,
  childRoutePath,
  symbolFromTokenRouteParam,
} from "@oracle-explorer/core";
import { type LoaderFunctionArgs, Navigate, type RouteObject, useLocation } from "react-router";
import { isPorId } from "../features/proof-of-reserve/por-configs.ts";
import { AppLayout } from "./layout/app-layout.tsx";
import type { LoadedAnswer } from "./loaded-answer.ts";
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

/** Nothing to show while a first-load loader runs; the page appears with its own placeholders. */
function LoadingRoute() {
  return null;
}

/** ROUTE-21: the 404 Search button's target has no content of its own; go on to the tokens list. */
function ExtraSearchRedirect() {
  const { search } = useLocation();
  return <Navigate replace to={`${paths.tokens}${search}`} />;
}

/** SERVICES-15: the Pull Model page and its alias share a loader that raises the 404 page. */
const lazyPullModel = async () => {
  const page = await import("../features/pull-model/pull-model-page.tsx");
  return {
    Component: page.PullModelPage,
    loader: page.pullModelLoader,
    shouldRevalidate: page.shouldRevalidate,
  };
};

/**
 * A loader that raises the 404 page when the api answers 404 for the resource a URL names
 * (TOKEN-03: a symbol resolved neither as "-"→"/" nor raw; FEED-01: no feed row with those route
 * forms). Its answer, when there is one, is the page's first data (useLoaderData): the page then
 * draws its header, price and details in its first render instead of a frame that grows when its
 * own request returns (a layout shift on phones). Anything but a 404 (offline, upstream down)
 * lets the page open and show its own state.
 */
function notFoundUnlessApiHas(what: string, apiPath: (args: LoaderFunctionArgs) => string) {
  return async (args: LoaderFunctionArgs): Promise<LoadedAnswer | null> => {
    const { request } = args;
    let response: Response;
    try {
      response = await fetch(`/api/v1${apiPath(args)}`, {
        signal: request.signal,
        headers: { accept: "application/json" },
      });
    } catch (error) {
      if (request.signal.aborted) throw error;
      console.warn(`${what}: could not check the address before opening the page`, error);
      return null;
    }
    if (response.status === 404) notFound(what);
    if (!response.ok) return null;
    try {
      return { body: (await response.json()) as unknown, at: Date.now() };
    } catch (error) {
      if (request.signal.aborted) throw error;
      return null;
    }
  };
}

const tokenPageLoader = notFoundUnlessApiHas(
  "token",
  ({ params }) => `/tokens/${encodeURIComponent(params.symbol ?? "")}`,
);

/** FEED-01: the same request as the page's detail query (same URL, so the cache answers it). */
const singleFeedLoader = notFoundUnlessApiHas("feed", ({ params, request }) => {
  const layer = new URL(request.url).searchParams.get("layer");
  const tail = layer ? `?layer=${encodeURIComponent(layer)}` : "";
  return `/feeds/${encodeURIComponent(params.network ?? "")}/${encodeURIComponent(params.token ?? "")}${tail}`;
});

/**
 * The route table of spec section 2. Screens are lazy so each route downloads only its own code
 * (charts and wallet code stay off the routes that do not use them).
 */
export const routes: RouteObject[] = [
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
            loader: tokenPageLoader,
            HydrateFallback: LoadingRoute,
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
            // SOURCES-10: the loader raises the 404 page for an unknown source.
            HydrateFallback: LoadingRoute,
            lazy: async () => {
              const page = await import("../features/sources/source-page.tsx");
              return {
                Component: page.SourcePage,
                loader: page.sourceLoader,
                shouldRevalidate: page.shouldRevalidate,
              };
            },
          },
          {
            path: inApp(APP_ROUTES.dataProviders),
            handle: handle(() => "Production Nodes", true),
            lazy: async () => ({
              Component: (await import("../features/nodes/nodes-page.tsx")).NodesPage,
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
            loader: singleFeedLoader,
            HydrateFallback: LoadingRoute,
            lazy: async () => ({
              Component: (await import("../features/feed/feed-page.tsx")).FeedPage,
            }),
          },
          {
            path: inApp(APP_ROUTES.dataServices),
            handle: handle(() => "Data Services", true),
            lazy: async () => ({
              Component: (await import("../features/data-services/data-services-page.tsx")).DataServicesPage,
            }),
          },
          {
            id: routeIds.pullModel,
            path: inApp(APP_ROUTES.pullModel),
            handle: handle(() => "Pull Model"),
            HydrateFallback: LoadingRoute,
            lazy: lazyPullModel,
          },
          {
            id: routeIds.pullModelAlias,
            path: inApp(APP_ROUTES.pullModelAlias),
            handle: handle(() => "Pull Model"),
            HydrateFallback: LoadingRoute,
            lazy: lazyPullModel,
          },
          {
            path: inApp(APP_ROUTES.proofOfReserve),
            handle: handle(() => "Proof of Reserve"),
            // ROUTE-25: only mapped ids have a dashboard.
            loader: ({ params }) => (isPorId(params.id ?? "") ? null : notFound("proof-of-reserve id")),
            HydrateFallback: LoadingRoute,
            lazy: async () => ({
              Component: (await import("../features/proof-of-reserve/proof-of-reserve-page.tsx"))
                .ProofOfReservePage,
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
