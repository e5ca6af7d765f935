import type { GatewayAccess } from "@oracle-explorer/core/config";
import { type DataPackagesResponse, dataPackagesResponseSchema } from "@oracle-explorer/core/schemas";
import { type UpstreamFetcher, withSchema } from "./fetch-json.ts";

export interface GatewayReadOptions {
  /** Ask for the packages' source metadata (CALL-13) or the bare signed packages (CALL-17). */
  metadata: boolean;
}

/** How long one keyless "every package" answer serves the per-feed reads that follow it. */
const WHOLE_SERVICE_REUSE_MS = 2_000;

/**
 * The packages of `answer` that carry the wanted feeds: those keyed by a wanted feed id, and for a
 * wanted feed no such key holds, the multi-point packages whose data points include it (what the
 * per-feed path answers).
 */
export function packagesOfFeeds(
  answer: DataPackagesResponse,
  feedIds: readonly string[],
): DataPackagesResponse {
  const narrowed: DataPackagesResponse = {};
  for (const feedId of feedIds) {
    if (Object.hasOwn(answer, feedId)) {
      narrowed[feedId] = answer[feedId] ?? [];
      continue;
    }
    for (const [packageId, packages] of Object.entries(answer)) {
      if (packages.some((pkg) => pkg.dataPoints.some((point) => point.dataFeedId === feedId))) {
        narrowed[packageId] = packages;
      }
    }
  }
  return narrowed;
}

/**
 * The oracle gateway (CONTRACTS f) read in the shape the configuration allows (GatewayAccess):
 * the 2026 per-feed path, with its `x-api-key` header when there is a key, or the keyless 2024
 * path that answers every package of the service, narrowed here to the feeds asked for. A keyless
 * answer is shared by the reads of the next two seconds (one signed round is 10 s), since one page
 * can ask for several feeds of the same service at once.
 */
export function createGatewayClient(
  baseUrl: string,
  access: GatewayAccess,
  fetchJson: UpstreamFetcher,
  timeoutMs: number,
) {
  const parse = withSchema(dataPackagesResponseSchema, "oracle gateway");
  const recent = new Map<string, { at: number; answer: Promise<DataPackagesResponse> }>();

  function wholeService(dataServiceId: string, metadata: boolean): Promise<DataPackagesResponse> {
    const key = `${dataServiceId}|${metadata}`;
    const now = Date.now();
    const hit = recent.get(key);
    if (hit && now - hit.at < WHOLE_SERVICE_REUSE_MS) return hit.answer;
    const answer = fetchJson({
      url: `${baseUrl}/v2/data-packages/latest/${encodeURIComponent(dataServiceId)}${metadata ? "/show-metadata" : ""}`,
      upstream: "oracle gateway",
      timeoutMs,
      parse,
    });
    recent.set(key, { at: now, answer });
    answer.catch(() => recent.delete(key));
    return answer;
  }

  return {
    /**
     * The packages of one past round (`timestamp` on the service's grid) as the gateway stored
     * them: what the indexer reads back for rounds it missed while it was down.
     */
    historical(dataServiceId: string, timestamp: number, feedIds: readonly string[]) {
      const service = encodeURIComponent(dataServiceId);
      if (!access.perFeed) {
        return fetchJson({
          url: `${baseUrl}/v2/data-packages/historical/${service}/${timestamp}`,
          upstream: "oracle gateway",
          timeoutMs,
          parse,
        }).then((answer) => packagesOfFeeds(answer, feedIds));
      }
      const ids = new URLSearchParams({ dataFeedIds: [...feedIds].sort().join(",") });
      return fetchJson({
        url: `${baseUrl}/v2/data-packages/historical-by-data-feeds/${service}/${timestamp}?${ids}`,
        upstream: "oracle gateway",
        timeoutMs,
        ...(access.apiKey ? { headers: { "x-api-key": access.apiKey } } : {}),
        parse,
      });
    },
    /** The latest signed packages of some feeds: package id → one package per signer. */
    packages(dataServiceId: string, feedIds: readonly string[], { metadata }: GatewayReadOptions) {
      if (!access.perFeed) {
        return wholeService(dataServiceId, metadata).then((answer) => packagesOfFeeds(answer, feedIds));
      }
      const ids = new URLSearchParams({ dataFeedIds: [...feedIds].sort().join(",") });
      return fetchJson({
        url: `${baseUrl}/v2/data-packages/latest-by-data-feeds/${encodeURIComponent(dataServiceId)}${metadata ? "/show-metadata" : ""}?${ids}`,
        upstream: "oracle gateway",
        timeoutMs,
        ...(access.apiKey ? { headers: { "x-api-key": access.apiKey } } : {}),
        parse,
      });
    },
  };
}
