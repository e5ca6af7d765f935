import { API_BASE, type ApiResponse } from "../lib/api-resources.ts";
import { type ApiAnswer, apiNotFound, RESOURCE_NAMES, resourceHandler, type ViewAt } from "./api-handlers.ts";
import { type ApiRequestLog, installApi } from "./api-server.ts";

export { upstreamFailed } from "./api-handlers.ts";

/** An api answer in a test: the path's view (sent as JSON), a Response, or a function giving either. */
export type MockAnswer<View = unknown> = ApiAnswer<View> | (() => ApiAnswer<View> | Promise<ApiAnswer<View>>);

/** Answers by path after /api/v1 (no query string), each typed by the resource the path names. */
export type MockRoutes<Routes> = { [Path in keyof Routes]: MockAnswer<ViewAt<Path & string>> };

/**
 * Test support: the fake api answers /api/v1{path} from `routes` (keyed by the path after
 * /api/v1, without a query string, as the app writes it); any other api path is a 404 error
 * body, as the api gives. Returns the log of the requests.
 */
export function mockApi<Routes>(routes: MockRoutes<Routes>): ApiRequestLog {
  const answers: Readonly<Record<string, MockAnswer>> = routes;
  const handlers = RESOURCE_NAMES.map((name) =>
    resourceHandler(name, async ({ path }) => {
      if (!Object.hasOwn(answers, path)) return undefined;
      const answer = answers[path];
      // The route's key named this resource, so its answer has the resource's type (MockRoutes).
      return (typeof answer === "function" ? await answer() : answer) as ApiAnswer<ApiResponse<typeof name>>;
    }),
  );
  return installApi(...handlers, apiNotFound);
}

/** The paths the app asked for (after /api/v1, without the query). */
export function calledPaths(log: ApiRequestLog): string[] {
  return log.mock.calls.map(([url]) => new URL(url, "http://localhost").pathname.slice(API_BASE.length));
}
