import type {
  DataServiceDetailView,
  DataServicesView,
  FeedDetailView,
  FeedLiveValueView,
  FeedRecordsView,
  FeedReliabilityView,
  FeedsListView,
  FeedUpdateRecordsView,
  FeedUpdatesView,
  IncidentsView,
  ManualUpdate,
  NetworkRecordView,
  NetworksView,
  NodeRoundsView,
  NodeScorecardView,
  NodesView,
  PermawebTxView,
  PorRatioHistoryView,
  ProofOfReserveView,
  SignedPackagesView,
  SourceDetailView,
  SourcesView,
  StatusView,
  TokenDetailView,
  TokenHistoryView,
  TokenSeriesView,
  TokensView,
  TvsDashboardView,
  VerificationView,
} from "@oracle-explorer/core/api-views";

/**
 * Every api resource the web reads, in one table (in the manner of Blockscout's resource list):
 * its path under /api/v1 with a `:name` per path parameter, the query names it takes and, below,
 * the answer it gives. Paths, query strings and query keys are built from here only, so a URL the
 * web asks for, the URL the api preloads for it (apps/api route-preloads.ts) and the cache entry
 * that holds its answer cannot drift apart; `api-resources.test.ts` fails on an api path written
 * anywhere else.
 */
export const API_BASE = "/api/v1";

/** The api's page for people (outside /api/v1: it is no resource). */
export const API_DOCS_URL = "/api/docs";

/** The api's own answer on how each upstream is doing (README, "The api"); outside /api/v1 too. */
export const API_HEALTH_URL = "/api/health";

/** The answer of each resource, by the api's contract (core's api-views). */
interface ApiResponses {
  tokens: TokensView;
  token: TokenDetailView;
  tokenSeries: TokenSeriesView;
  tokenHistory: TokenHistoryView;
  verification: VerificationView;
  signedPackages: SignedPackagesView;
  permawebTx: PermawebTxView;
  sources: SourcesView;
  source: SourceDetailView;
  nodes: NodesView;
  nodeScorecard: NodeScorecardView;
  /** Also `format=csv` (text/csv), which the web only links for download. */
  nodeRounds: NodeRoundsView;
  networks: NetworksView;
  dataServices: DataServicesView;
  dataService: DataServiceDetailView;
  feeds: FeedsListView;
  feed: FeedDetailView;
  feedUpdates: FeedUpdatesView;
  feedValue: FeedLiveValueView;
  /** A push feed's record from the indexer's store (7 d and 30 d, per day, recent updates). */
  feedReliability: FeedReliabilityView;
  /** Also `format=csv` (text/csv), which the web only links for download. */
  feedUpdateRecords: FeedUpdateRecordsView;
  /** Every indexed push feed's 7-day record, for the Push Model list's columns. */
  feedRecords: FeedRecordsView;
  /** The TVS dashboard's measured panel. */
  networkRecord: NetworkRecordView;
  /** The network's state now and its last 7 days (the status page). */
  status: StatusView;
  /** Incidents of some subjects (`ids`, comma-separated), or of the whole network without them. */
  incidents: IncidentsView;
  /** The same incidents as an Atom 1.0 feed: linked for feed readers, never fetched by the web. */
  incidentsAtom: unknown;
  manualUpdate: ManualUpdate;
  proofOfReserve: ProofOfReserveView;
  porRatioHistory: PorRatioHistoryView;
  tvs: TvsDashboardView;
  /** Linked for people and tools, never fetched by the web. */
  openApi: unknown;
  /** SVG badges (issue 30): shown and copied as image URLs (the Embed section), never fetched. */
  feedBadge: unknown;
  tokenBadge: unknown;
}

interface ResourceSpec {
  /** The path under /api/v1; each `:name` is one path segment, always URI-encoded. */
  readonly path: string;
  /** The query names the resource takes, in the order the query string writes them. */
  readonly query?: readonly string[];
}

export const API_RESOURCES = {
  tokens: { path: "/tokens" },
  // A token's route param goes as it is: the api turns its first "-" back into "/" (TOKEN-01).
  token: { path: "/tokens/:symbol", query: ["provider"] },
  tokenSeries: { path: "/tokens/:symbol/series", query: ["range", "provider"] },
  tokenHistory: { path: "/tokens/:symbol/history", query: ["provider", "from", "to", "limit", "offset"] },
  verification: { path: "/tokens/:symbol/verification", query: ["service"] },
  signedPackages: { path: "/tokens/:symbol/packages", query: ["service"] },
  permawebTx: { path: "/permaweb/:tx" },
  sources: { path: "/sources" },
  source: { path: "/sources/:sourceId" },
  nodes: { path: "/nodes" },
  // A node's record by its EVM address (the api takes any case; the web asks lower-case).
  nodeScorecard: { path: "/nodes/:address" },
  nodeRounds: { path: "/nodes/:address/rounds", query: ["from", "to", "format"] },
  networks: { path: "/networks" },
  dataServices: { path: "/data-services" },
  dataService: { path: "/data-services/:id" },
  feeds: { path: "/feeds" },
  // `layer` picks one of two layers sharing a feed's route forms (findFeedRow's qualifier).
  feed: { path: "/feeds/:network/:token", query: ["layer"] },
  feedUpdates: {
    path: "/feeds/:network/:token/updates",
    query: ["range", "chart", "offset", "limit", "layer"],
  },
  feedValue: { path: "/feeds/:network/:token/value", query: ["layer"] },
  feedReliability: { path: "/feeds/:network/:token/reliability", query: ["layer"] },
  feedUpdateRecords: {
    path: "/feeds/:network/:token/reliability/updates",
    query: ["layer", "from", "to", "format"],
  },
  // Two segments: never taken for a feed (/feeds/:network/:token has three).
  feedRecords: { path: "/feeds/records" },
  networkRecord: { path: "/network/record" },
  status: { path: "/status" },
  incidents: { path: "/incidents", query: ["ids", "from", "to", "ongoing", "limit"] },
  incidentsAtom: { path: "/incidents.atom", query: ["ids"] },
  manualUpdate: { path: "/feeds/:network/:token/manual-update", query: ["layer"] },
  proofOfReserve: { path: "/proof-of-reserve/:id" },
  porRatioHistory: { path: "/proof-of-reserve/:id/ratio-history", query: ["range"] },
  tvs: { path: "/tvs", query: ["timeframe"] },
  openApi: { path: "/openapi.json" },
  // `file`: the feed's route token, or the token page's param ("-" for "/"), then ".svg".
  feedBadge: { path: "/badges/feeds/:network/:file", query: ["layer", "theme"] },
  tokenBadge: { path: "/badges/tokens/:file", query: ["theme"] },
} as const satisfies { readonly [Name in keyof ApiResponses]: ResourceSpec };

type Resources = typeof API_RESOURCES;
export type ApiResourceName = keyof Resources;
export type ApiResponse<Name extends ApiResourceName> = ApiResponses[Name];

/** The `:name`s of a path pattern. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Name extends ApiResourceName> = {
  readonly [Param in ParamNames<Resources[Name]["path"]>]: string;
};

/** A query value; undefined and null leave the name out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

export type QueryParams<Name extends ApiResourceName> = Resources[Name] extends {
  readonly query: readonly (infer Names extends string)[];
}
  ? { readonly [Param in Names]?: QueryValue }
  : Readonly<Record<never, never>>;

/** A resource's path params (left out when it has none) and, optionally, its query. */
type ResourceArgs<Name extends ApiResourceName> = [ParamNames<Resources[Name]["path"]>] extends [never]
  ? [params?: PathParams<Name>, query?: QueryParams<Name>]
  : [params: PathParams<Name>, query?: QueryParams<Name>];

declare const resourceBrand: unique symbol;

/**
 * A resource's path and query under /api/v1, as the table built it: fetchApi takes nothing else,
 * so no request can be spelt by hand. The brand carries the resource, and with it the answer type.
 */
export type ApiPath<Name extends ApiResourceName = ApiResourceName> = string & {
  readonly [resourceBrand]: Name;
};

/**
 * The query string of `query` in the table's order, without "?": the values are collected in a
 * URLSearchParams (null and undefined left out) and written percent-encoded as encodeURIComponent
 * does. Its own toString() would write a space as "+"; the api's preload links (which the browser
 * reuses only for the identical URL) and the links people copy write %20.
 */
function queryString(names: readonly string[], query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const name of names) {
    const value = query[name];
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  return [...params]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
}

/** Params and query of any resource, as the builders below read them. */
type Values<Value> = Readonly<Record<string, Value>>;

/** A resource's path under /api/v1 with its query string: what fetchApi asks for. */
export function apiPath<Name extends ApiResourceName>(
  name: Name,
  ...args: NoInfer<ResourceArgs<Name>>
): ApiPath<Name> {
  const [params, query] = args;
  const spec: ResourceSpec = API_RESOURCES[name];
  const values: Values<string> = params ?? {};
  const path = spec.path.replace(/:([A-Za-z]+)/g, (_pattern, param: string) =>
    encodeURIComponent(values[param] ?? ""),
  );
  const search = queryString(spec.query ?? [], (query ?? {}) as Values<QueryValue>);
  return (search === "" ? path : `${path}?${search}`) as ApiPath<Name>;
}

/** The URL of a resource on the api's origin, for links and for fetch. */
export function apiUrl(path: ApiPath): string {
  return `${API_BASE}${path}`;
}

/**
 * A resource's TanStack Query key: its name, path params and the query that tells its answers
 * apart (a paged list leaves its page out: that is the infinite query's page param). A null
 * value stays in the key, so an unqualified feed and a layer-qualified one are told apart, and
 * a key given fewer query values is a prefix for invalidation (TanStack Query matches partially).
 */
export function apiKey<Name extends ApiResourceName>(
  name: Name,
  ...args: NoInfer<ResourceArgs<Name>>
): readonly [Name, PathParams<Name>, QueryParams<Name>] {
  const [params, query] = args;
  const kept: Record<string, Exclude<QueryValue, undefined>> = {};
  for (const [param, value] of Object.entries((query ?? {}) as Values<QueryValue>)) {
    if (value !== undefined) kept[param] = value;
  }
  return [name, (params ?? {}) as PathParams<Name>, kept as QueryParams<Name>];
}
