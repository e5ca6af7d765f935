import { vi } from "vitest";

/** An api answer in a test: a body (sent as JSON), a Response, or a function giving either. */
export type MockAnswer = unknown | Response | (() => unknown | Response | Promise<unknown | Response>);

/**
 * Test support: stubs fetch so that /api/v1{path} answers from `routes` (keyed by the path after
 * /api/v1, without a query string); any other path is a 404 error body, as the api gives.
 */
export function mockApi(routes: Record<string, MockAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), "http://localhost");
    const path = url.pathname.replace(/^\/api\/v1/, "");
    if (!Object.hasOwn(routes, path)) {
      return Response.json({ error: "not_found", message: `No ${path}` }, { status: 404 });
    }
    const answer = routes[path];
    const value = typeof answer === "function" ? await answer() : answer;
    return value instanceof Response ? value.clone() : Response.json(value);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The api's error body for a failed upstream. */
export function upstreamFailed(upstream: string, status = 502): Response {
  return Response.json(
    { error: "upstream_failed", message: `${upstream} is down`, upstream, failure: "down" },
    { status },
  );
}

/** The paths fetch was called with (after /api/v1). */
export function calledPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([input]) =>
    new URL(String(input), "http://localhost").pathname.replace(/^\/api\/v1/, ""),
  );
}
