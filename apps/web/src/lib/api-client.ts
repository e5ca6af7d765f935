/**
 * The web's one door to data: the api on its own origin (the web never calls an upstream itself).
 * Errors keep the api's error body, so screens can show the specific state of what failed.
 */

/** The api's error body (apps/api routes/v1/errors.ts). */
export interface ApiErrorBody {
  error: "not_found" | "bad_request" | "upstream_failed" | "rate_limited" | "internal" | string;
  message: string;
  upstream?: string;
  failure?: "down" | "timeout" | "http" | "malformed";
}

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

/** GET /api/v1{path} as JSON; throws ApiRequestError for an error status, TypeError when offline. */
export async function fetchApi<T>(path: string, init: { signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(`/api/v1${path}`, {
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
  return (await response.json()) as T;
}
