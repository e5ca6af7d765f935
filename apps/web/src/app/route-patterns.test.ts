import { APP_ROUTES, type AppRouteName, matchAppRoute } from "@oracle-explorer/core/app-routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../lib/query-client.ts";
import { createRoutes } from "./routes.tsx";

const routes = createRoutes(createQueryClient());

/**
 * The api answers 404 for a path core's matchAppRoute rejects, so it must agree with this router
 * on every path: the route table must declare exactly the listed patterns, and both must match
 * (and decode) the same paths the same way.
 */

/** A route's full pattern from its parent's and its own (an index route has none of its own). */
function joinPath(parent: string, path: string): string {
  if (path === "") return parent;
  return path.startsWith("/") ? path : `${parent === "/" ? "" : parent}/${path}`;
}

/** The full pattern of every route that draws or redirects: leaves and index routes. */
function declaredPatterns(list: readonly RouteObject[], parent = ""): string[] {
  return list.flatMap((route) => {
    if (route.index) return [parent || "/"];
    const full = joinPath(parent, route.path ?? "");
    if (route.path === "*") return [];
    return route.children ? declaredPatterns(route.children, full) : [full];
  });
}

/** What the browser's router opens for a path: the listed pattern and params, or null (404 page). */
function routerMatch(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const last = matches.at(-1);
  if (!last || last.route.path === "*") return null;
  const pattern = matches.reduce((full, match) => joinPath(full, match.route.path ?? ""), "") || "/";
  const name = (Object.keys(APP_ROUTES) as AppRouteName[]).find((key) => APP_ROUTES[key] === pattern);
  return { name, params: { ...last.params } };
}

describe("the app's route patterns", () => {
  it("the router declares exactly the shared list's patterns", () => {
    expect(new Set(declaredPatterns(routes))).toEqual(new Set(Object.values(APP_ROUTES)));
  });

  it("ROUTE-02 ROUTE-22 the api's matcher opens what the router opens, and 404s what it does not", () => {
    // React Router warns about the malformed escape it falls back on; so does no one else.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const values = ["x", "USDC%2FEUR", "a%20b", "%E0%A4%A", "%3Cscript%3E"];
    const paths = new Set(["//", "/nothing", "/app//tokens/", "/app/token//", "/app/feeds/eth/", "/%00"]);
    for (const pattern of Object.values(APP_ROUTES)) {
      for (const value of values) {
        const path = pattern.replace(/:[\w-]+/g, value);
        for (const variant of [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/more/`]) {
          paths.add(variant);
        }
        paths.add(path.replace(/\/[^/]+$/, "/"));
      }
    }
    for (const path of paths) {
      const router = routerMatch(path);
      const api = matchAppRoute(path);
      expect(api === null ? null : { name: api.name, params: api.params }, path).toEqual(router);
    }
    vi.restoreAllMocks();
  });
});
