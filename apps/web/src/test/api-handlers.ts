import type { ApiError } from "@oracle-explorer/core/api-views";
import { HttpResponse, http, type JsonBodyType } from "msw";
import {
  API_BASE,
  API_RESOURCES,
  type ApiResourceName,
  type ApiResponse,
  type PathParams,
} from "../lib/api-resources.ts";

/**
 * MSW handlers for the fake api, built from the web's resource table (lib/api-resources.ts): a
 * resource's handler matches the path the app builds for it and answers with the resource's view
 * type (core's api-views) or a Response (an error status, a failure).
 */

/** What a fake resource answers: its view (sent as JSON) or a Response. */
export type ApiAnswer<View> = View | Response;

/** A request to one resource: its decoded path params and its query. */
export interface ResourceRequest<Name extends ApiResourceName> {
  readonly params: PathParams<Name>;
  readonly query: URLSearchParams;
  /** The path after the api's base, as the app wrote it (percent-encoded, no query). */
  readonly path: string;
}

/** undefined: this handler does not answer (the next one does, in the end the api's 404). */
type Resolver<Name extends ApiResourceName> = (
  request: ResourceRequest<Name>,
) => ApiAnswer<ApiResponse<Name>> | undefined | Promise<ApiAnswer<ApiResponse<Name>> | undefined>;

/** The api's path of a resource as an MSW pattern: the table's `:name`s are MSW's path params. */
function resourcePattern(name: ApiResourceName): string {
  return `${API_BASE}${API_RESOURCES[name].path}`;
}

/** A Response for an answer; a Response given once may be sent again, so a copy goes. */
export function toResponse(answer: unknown): Response {
  return answer instanceof Response ? answer.clone() : HttpResponse.json(answer as JsonBodyType);
}

/** The handler of one resource of the table (GET, as every api resource). */
export function resourceHandler<Name extends ApiResourceName>(name: Name, resolve: Resolver<Name>) {
  return http.get(resourcePattern(name), async ({ params, request }) => {
    const url = new URL(request.url);
    const answer = await resolve({
      params: params as PathParams<Name>,
      query: url.searchParams,
      path: url.pathname.slice(API_BASE.length),
    });
    return answer === undefined ? undefined : toResponse(answer);
  });
}

/** Every api path nothing else answered: the api's 404 error body. */
export const apiNotFound = http.all(`${API_BASE}/*`, ({ request }) =>
  HttpResponse.json<ApiError>(
    { error: "not_found", message: `No ${new URL(request.url).pathname} in this test` },
    { status: 404 },
  ),
);

/** The api's error body for a failed upstream. */
export function upstreamFailed(upstream: string, status = 502): Response {
  return HttpResponse.json<ApiError>(
    { error: "upstream_failed", message: `${upstream} is down`, upstream, failure: "down" },
    { status },
  );
}

/* The resource a concrete path names, by the table's patterns, so fakes keyed by path are typed. */

type Segments<Path extends string> = Path extends `/${infer Head}/${infer Rest}`
  ? [Head, ...Segments<`/${Rest}`>]
  : Path extends `/${infer Last}`
    ? [Last]
    : [];

type SegmentsMatch<Concrete extends readonly string[], Pattern extends readonly string[]> = Concrete extends [
  infer Segment extends string,
  ...infer ConcreteRest extends string[],
]
  ? Pattern extends [infer Expected extends string, ...infer PatternRest extends string[]]
    ? Expected extends `:${string}`
      ? SegmentsMatch<ConcreteRest, PatternRest>
      : Segment extends Expected
        ? SegmentsMatch<ConcreteRest, PatternRest>
        : false
    : false
  : Pattern extends []
    ? true
    : false;

/** The name of the resource at a path after the api's base ("/sources/lbank" → "source"). */
export type ResourceAt<Path extends string> = {
  [Name in ApiResourceName]: SegmentsMatch<
    Segments<Path>,
    Segments<(typeof API_RESOURCES)[Name]["path"]>
  > extends true
    ? Name
    : never;
}[ApiResourceName];

/** The view the api answers at a path; unknown for a path only known as a string at runtime. */
export type ViewAt<Path extends string> = string extends Path ? unknown : ApiResponse<ResourceAt<Path>>;

/** Every resource of the table, for a fake that answers by the concrete path. */
export const RESOURCE_NAMES = Object.keys(API_RESOURCES) as ApiResourceName[];
