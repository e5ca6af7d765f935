/**
 * The web's one door to data: the api on its own origin (the web never calls an upstream itself).
 * Errors keep the api's error body, so screens can show the specific state of what failed.
 */

import type { ApiError } from "@oracle-explorer/core/api-views";
import { type ApiPath, type ApiResourceName, type ApiResponse, apiUrl } from "./api-resources.ts";
import { noteFetchedVersion } from "./live/resource-versions.ts";

/** The api's error body: core's ApiError (api-views/errors.ts), the one definition the api answers with. */
export type ApiErrorBody = ApiError;

export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

/**
 * GET a resource of the table (api-resources.ts) as JSON, typed by the table; throws
 * ApiRequestError for an error status, TypeError when offline.
 */
export async function fetchApi<Name extends ApiResourceName>(
  path: ApiPath<Name>,
  init: { signal?: AbortSignal } = {},
): Promise<ApiResponse<Name>> {
  const response = await fetch(apiUrl(path), {
    signal: init.signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) {
    let body: ApiErrorBody = { error: "internal", message: `HTTP ${response.status}` };
    try {
      body = (await response.json()) as ApiErrorBody;
    } catch {
      // A proxy's HTML error page: keep the status-only body.
    }
    throw new ApiRequestError(response.status, body);
  }
  // The live stream follows a resource from the version this answer is (lib/live).
  noteFetchedVersion(path, response.headers.get("etag"));
  // The api's answer has the resource's type by contract (core's api-views validate it there).
  return (await response.json()) as ApiResponse<Name>;
}
