import type { AppRouteMatch, AppRouteName } from "@oracle-explorer/core/app-routes";
import { TVS_DEFAULT_TIMEFRAME } from "@oracle-explorer/core/constants";
import { escapeMarkup } from "@oracle-explorer/core/format";

/**
 * What the served index.html starts loading for each screen, so a first visit fetches the
 * screen's code and data beside the entry script instead of after it. A client-rendered page
 * otherwise pays for three waves in a row (entry, then the route chunk, then its data): on a slow
 * mobile link each is a round trip before anything is drawn.
 *
 * Keyed by the shared route names (core's APP_ROUTES, which the web's router declares), with the
 * module and query names of apps/web/src/app/routes.tsx; a screen missing here still works, it
 * only loads as before.
 */
export interface ScreenPreload {
  /** The module that draws the screen, as Vite's manifest names it. */
  module: string;
  /**
   * The api paths (after /api/v1) the screen asks for as soon as it opens, built exactly as the
   * web builds them (a preload is only reused for the same URL) from the route's decoded params.
   * A screen with an id in its path preloads only what its route loader asks for: an unknown id
   * then costs one 404, as before, and nothing preloaded goes unused.
   */
  data?: (params: Readonly<Record<string, string>>, query: URLSearchParams) => readonly string[];
}

const segment = (value: string | undefined) => encodeURIComponent(value ?? "");

const TOKENS_LIST: ScreenPreload = { module: "src/features/tokens/tokens-page.tsx", data: () => ["/tokens"] };
/** The Pull Model page and its alias. */
const PULL_MODEL: ScreenPreload = {
  module: "src/features/pull-model/pull-model-page.tsx",
  data: ({ id }) => [`/data-services/${segment(id)}`],
};

export const SCREEN_PRELOADS: Partial<Record<AppRouteName, ScreenPreload>> = {
  // "/" and "/app/" redirect to the Data Feeds list in the browser: it is the landing page.
  root: TOKENS_LIST,
  app: TOKENS_LIST,
  tokens: TOKENS_LIST,
  token: {
    module: "src/features/token/token-page.tsx",
    data: ({ symbol }) => [`/tokens/${segment(symbol)}`],
  },
  sources: { module: "src/features/sources/sources-page.tsx", data: () => ["/sources"] },
  source: {
    module: "src/features/sources/source-page.tsx",
    data: ({ sourceId }) => [`/sources/${segment(sourceId)}`],
  },
  dataProviders: { module: "src/features/nodes/nodes-page.tsx", data: () => ["/nodes"] },
  dataProvider: {
    module: "src/features/node/node-page.tsx",
    // As apps/web features/node/get-node-scorecard.ts asks: the address lower-case.
    data: ({ node }) => [`/nodes/${segment(node?.trim().toLowerCase())}`],
  },
  feeds: { module: "src/features/feeds/feeds-page.tsx", data: () => ["/feeds"] },
  singleFeed: {
    module: "src/features/feed/feed-page.tsx",
    // As apps/web features/feed/get-feed.ts asks for the detail, ?layer= included.
    data: ({ network, token }, query) => {
      const layer = query.get("layer");
      const base = `/feeds/${segment(network)}/${segment(token)}`;
      return [layer ? `${base}?layer=${encodeURIComponent(layer)}` : base];
    },
  },
  dataServices: {
    module: "src/features/data-services/data-services-page.tsx",
    data: () => ["/data-services"],
  },
  pullModel: PULL_MODEL,
  pullModelAlias: PULL_MODEL,
  // No data: only mapped ids have a dashboard, and the web alone knows them (ROUTE-25).
  proofOfReserve: { module: "src/features/proof-of-reserve/proof-of-reserve-page.tsx" },
  status: { module: "src/features/status/status-page.tsx", data: () => ["/status"] },
  // No data: the watched ids live in the visitor's local storage.
  watchlist: { module: "src/features/watchlist/watchlist-page.tsx" },
  tvs: {
    module: "src/features/tvs/tvs-page.tsx",
    data: (_params, query) => (query.has("timeframe") ? [] : [`/tvs?timeframe=${TVS_DEFAULT_TIMEFRAME}`]),
  },
};

/** One chunk of Vite's manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically (what must load before it runs). */
function staticClosure(manifest: ViteManifest, key: string): Set<string> {
  const seen = new Set<string>();
  const walk = (current: string) => {
    if (seen.has(current) || !manifest[current]) return;
    seen.add(current);
    for (const next of manifest[current].imports ?? []) walk(next);
  };
  walk(key);
  return seen;
}

/**
 * The head links that load a screen's code: its chunk and the static imports the entry does not
 * already load (the entry's own are in index.html), with their CSS. Empty without a manifest.
 */
export function codeLinks(manifest: ViteManifest | null, module: string): string[] {
  if (!manifest?.[module]) return [];
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entryKey ? staticClosure(manifest, entryKey) : new Set<string>();
  const links: string[] = [];
  const styles: string[] = [];
  for (const key of staticClosure(manifest, module)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key] as ManifestChunk;
    // crossorigin like Vite's own links, so the dynamic import reuses what was preloaded.
    links.push(`<link rel="modulepreload" crossorigin href="/${escapeMarkup(chunk.file)}">`);
    for (const css of chunk.css ?? [])
      styles.push(`<link rel="preload" as="style" crossorigin href="/${escapeMarkup(css)}">`);
  }
  return [...styles, ...links];
}

/** The head links that start a screen's api requests. */
export function dataLinks(apiPaths: readonly string[]): string[] {
  // crossorigin: fetch() makes a CORS-mode request, and a preload is only reused when modes match.
  return apiPaths.map(
    (path) => `<link rel="preload" as="fetch" href="/api/v1${escapeMarkup(path)}" crossorigin="anonymous">`,
  );
}

/** The preload links for a matched app route and its query; [] for a screen with nothing to preload. */
export function preloadLinksFor(
  route: AppRouteMatch,
  query: URLSearchParams,
  manifest: ViteManifest | null,
  screens: Partial<Record<AppRouteName, ScreenPreload>> = SCREEN_PRELOADS,
): string[] {
  const screen = screens[route.name];
  if (!screen) return [];
  return [...codeLinks(manifest, screen.module), ...dataLinks(screen.data?.(route.params, query) ?? [])];
}
