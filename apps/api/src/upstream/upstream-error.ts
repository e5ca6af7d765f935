import type { UpstreamFailure } from "@oracle-explorer/core/api-views";

/** An upstream call that failed, and how (core's UpstreamFailure: the error body's `failure`). */
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
