import type { ApiWarning } from "@oracle-explorer/core/api-views";

/**
 * The upstreams a list of api warnings names, each once, in the order first named. One upstream
 * can fail several reads (four manifest files, say), and a notice that lists
 * "manifests, manifests, manifests" says nothing more than "manifests" does.
 */
export function warnedUpstreams(warnings: readonly Pick<ApiWarning, "upstream">[]): string[] {
  return [...new Set(warnings.map((warning) => warning.upstream))];
}

/** The upstreams of a notice's text: "manifests, prices". */
export function warnedUpstreamsText(warnings: readonly Pick<ApiWarning, "upstream">[]): string {
  return warnedUpstreams(warnings).join(", ");
}
