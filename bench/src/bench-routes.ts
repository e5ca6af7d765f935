/**
 * Every screen of apps/web/src/app/routes.tsx as one concrete URL, with ids read from the running
 * api, so the same bench works on the authored world and on the recorded one (890 feeds).
 */

import type { Browser } from "playwright-core";
import { coldPage } from "./browser.ts";

export interface BenchRoute {
  /** The route as routes.tsx declares it (bench/budgets.json uses the same names). */
  pattern: string;
  /** A concrete path to open. */
  path: string;
}

async function json<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}; the bench needs it to pick a route`);
  return (await response.json()) as T;
}

const first = <T>(items: readonly T[], what: string): T => {
  const item = items[0];
  if (item === undefined) throw new Error(`the api lists no ${what}`);
  return item;
};

export async function resolveRoutes(baseUrl: string): Promise<BenchRoute[]> {
  const [tokens, sources, feeds, services] = await Promise.all([
    json<{ tokens: { symbol: string }[] }>(baseUrl, "/api/v1/tokens"),
    json<{ sources: { id: string }[] }>(baseUrl, "/api/v1/sources"),
    json<{ feeds: { routeNetwork: string; routeToken: string; routeLayer: string | null }[] }>(
      baseUrl,
      "/api/v1/feeds",
    ),
    json<{ dataServices: { id: string }[] }>(baseUrl, "/api/v1/data-services"),
  ]);
  // The most popular of each: what a visitor opens first. Token route params write "/" as "-".
  const token = first(tokens.tokens, "tokens").symbol.replaceAll("/", "-");
  const feed = first(feeds.feeds, "feeds");
  const layer = feed.routeLayer ? `?layer=${encodeURIComponent(feed.routeLayer)}` : "";
  return [
    { pattern: "/app/tokens/", path: "/app/tokens/" },
    { pattern: "/app/token/:symbol/", path: `/app/token/${encodeURIComponent(token)}/` },
    { pattern: "/app/sources/", path: "/app/sources/" },
    {
      pattern: "/app/sources/:sourceId/",
      path: `/app/sources/${encodeURIComponent(first(sources.sources, "sources").id)}/`,
    },
    { pattern: "/app/data-providers/", path: "/app/data-providers/" },
    { pattern: "/app/feeds/", path: "/app/feeds/" },
    {
      pattern: "/app/feeds/:network/:token/",
      path: `/app/feeds/${feed.routeNetwork}/${feed.routeToken}/${layer}`,
    },
    { pattern: "/app/data-services/", path: "/app/data-services/" },
    {
      pattern: "/app/pull-model/:id/",
      path: `/app/pull-model/${encodeURIComponent(first(services.dataServices, "data services").id)}/`,
    },
    { pattern: "/app/proof-of-reserve/:id/", path: "/app/proof-of-reserve/stablecoin/" },
    { pattern: "/app/status/", path: "/app/status/" },
    { pattern: "/app/watchlist/", path: "/app/watchlist/" },
    { pattern: "/tvs/", path: "/tvs/" },
  ];
}

/** `--routes=tokens,feeds`: keeps the routes whose pattern contains one of the words. */
export function selectRoutes(routes: BenchRoute[], filter: string | undefined): BenchRoute[] {
  if (!filter) return routes;
  const words = filter
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
  return routes.filter((route) => words.some((word) => route.pattern.includes(word)));
}

/**
 * Opens each route once and waits for its requests to settle. A stack just started answers its
 * first visits slower (cold JIT in the api, the devnet catching up), which cost the first routes
 * of a Lighthouse-only run 3-10 points; a full run has warmed it with its other measures.
 */
export async function warmUpRoutes(browser: Browser, baseUrl: string, routes: readonly BenchRoute[]) {
  for (const route of routes) {
    const page = await coldPage(browser);
    try {
      await page.goto(`${baseUrl}${route.path}`, { waitUntil: "networkidle", timeout: 60_000 });
    } finally {
      await page.context().close();
    }
  }
}
