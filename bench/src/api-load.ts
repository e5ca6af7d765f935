import { get } from "node:http";
import autocannon from "autocannon";

export interface LoadReport {
  resource: string;
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Size of one answer as a browser receives it (compressed), bytes. */
  bodyBytes: number;
}

/** The screens' resources, the heaviest (the feeds list: ~900 rows on the recorded world) included. */
const LOAD_RESOURCES = ["/api/v1/tokens", "/api/v1/feeds", "/api/v1/sources", "/api/v1/data-services"];

/** What Chromium sends: the api compresses answers for it, so that cost is part of the figure. */
export const BROWSER_HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

/** One answer's bytes on the wire as a browser would receive them (fetch would decompress). */
function compressedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER_HEADERS }, (response) => {
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.byteLength;
      });
      response.on("end", () => resolve(size));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * Api latency and throughput: each resource under `connections` concurrent clients for
 * `durationS` seconds, against the running stack (its upstream cache warmed by one request first,
 * so this measures the api serving visitors, not the upstream).
 */
export async function measureApiLoad(
  baseUrl: string,
  resources = LOAD_RESOURCES,
  durationS = 8,
  connections = 50,
): Promise<LoadReport[]> {
  const reports: LoadReport[] = [];
  for (const resource of resources) {
    const bodyBytes = await compressedSize(`${baseUrl}${resource}`);
    const result = await autocannon({
      url: `${baseUrl}${resource}`,
      connections,
      duration: durationS,
      headers: BROWSER_HEADERS,
    });
    reports.push({
      resource,
      connections,
      durationS,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      bodyBytes,
    });
  }
  return reports;
}
