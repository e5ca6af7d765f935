import { HttpResponse, http, type RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { type Mock, vi } from "vitest";

/**
 * The fake api of component tests: an MSW server that answers the app's own fetch calls (started
 * in setup.ts, its handlers reset after each test). A request no handler answers fails as a
 * network error, as with no api at all: a unit test never reaches the network.
 */
const offline = http.all("*", () => HttpResponse.error());

export const apiServer = setupServer(offline);

/**
 * A mock function called once per request the fake api receives, with the URL as the app wrote
 * it (path and query on the page's origin, e.g. "/api/v1/tvs?timeframe=1M") and its method; so
 * a test asserts on requests as on a fetch stub (`toHaveBeenCalledTimes`, `mock.calls`).
 */
export type ApiRequestLog = Mock<(url: string, init: { method: string }) => void>;

let currentLog: ApiRequestLog | null = null;

apiServer.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  currentLog?.(`${url.pathname}${url.search}`, { method: request.method });
});

/**
 * Makes `handlers` the whole fake api (what earlier handlers answered is gone, as a new fetch
 * stub replaced the last one) and returns the log of the requests it receives from now on.
 */
export function installApi(...handlers: RequestHandler[]): ApiRequestLog {
  apiServer.resetHandlers();
  apiServer.use(...handlers);
  currentLog = vi.fn<(url: string, init: { method: string }) => void>();
  return currentLog;
}

/** Holds every request to the fake api until `released` settles; then its handlers answer. */
export function holdApi(released: Promise<unknown>): void {
  apiServer.use(
    http.all("*", async () => {
      await released;
      // Nothing returned: the handlers below answer.
      return undefined;
    }),
  );
}

/** After each test (setup.ts): no handlers but the network error, no log. */
export function resetApi(): void {
  apiServer.resetHandlers();
  currentLog = null;
}
