/** How an upstream call failed; each kind has its own visible state in the explorer. */
export type UpstreamFailure = "down" | "timeout" | "http" | "malformed";

export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    /** Which upstream, e.g. "relayer schema". */
    readonly upstream: string,
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(`${upstream}: ${message}`);
  }
}
