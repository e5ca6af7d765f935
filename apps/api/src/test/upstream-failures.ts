import type { UpstreamFailure } from "@oracle-explorer/core/api-views";
import type { FaultEndpoint, FaultMode } from "@oracle-explorer/devnet";
import { expect, it } from "vitest";
import { variantApp } from "./variant-app.ts";

/**
 * Each devnet fault mode and the error the api must answer for it when nothing good is cached
 * (routes/v1/errors.ts): 504 for a timeout, else 502, naming how the upstream failed.
 */
export const UPSTREAM_FAILURES = [
  { mode: "error", status: 502, failure: "http" },
  { mode: "malformed", status: 502, failure: "malformed" },
  { mode: "hang", status: 504, failure: "timeout" },
] as const satisfies readonly { mode: FaultMode; status: number; failure: UpstreamFailure }[];

/** Whatever answers api requests: a harness, or a variant app over its devnet. */
export interface ApiRequester {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
}

/** The devnet side of a harness: where it listens and its fault switch. */
export interface FaultSwitch {
  readonly devnetUrl: string;
  fault: (endpoint: FaultEndpoint, mode: FaultMode | "off") => Promise<void>;
}

export interface UpstreamFailureCase {
  /** The devnet endpoint to fault. */
  endpoint: FaultEndpoint;
  /** The upstream the error body names ("registry", "relayer schema"). */
  upstream: string;
  /** What is asked: a path, or a function that finds one (before the fault, e.g. from a list). */
  path: string | (() => Promise<string>);
  /**
   * The api to ask, with nothing cached for the faulted read; made after `path` is found and
   * before the fault. By default a fresh variant app (an empty cache) whose upstream calls give
   * up after 1 s.
   */
  api?: () => ApiRequester | Promise<ApiRequester>;
  /** Checks of the answer beyond its status and body (Cache-Control, say). */
  alsoExpect?: (response: Response) => void;
  /** The tests' own timeout, ms. */
  timeout?: number;
}

/**
 * One test per fault mode: the endpoint is faulted, and the request is answered with the specific
 * upstream error (status, and a body naming the upstream and how it failed); the fault is
 * switched off again whatever happens. `harness` is read when a test runs (a file's harness
 * starts in its beforeAll); `title` may use $mode, $status and $failure.
 */
export function itAnswersUpstreamFailures(
  title: string,
  harness: () => FaultSwitch,
  failureCase: UpstreamFailureCase,
): void {
  const { endpoint, upstream, path, api, alsoExpect, timeout } = failureCase;
  for (const { mode, status, failure } of UPSTREAM_FAILURES) {
    const named = title
      .replaceAll("$mode", mode)
      .replaceAll("$status", String(status))
      .replaceAll("$failure", failure);
    it(
      named,
      async () => {
        const devnet = harness();
        const url = typeof path === "string" ? path : await path();
        const asked = await (api?.() ?? variantApp(devnet.devnetUrl, { timeoutMs: 1_000 }));
        await devnet.fault(endpoint, mode);
        try {
          const response = await asked.request(url);
          expect(response.status, mode).toBe(status);
          alsoExpect?.(response);
          expect(await response.json()).toMatchObject({ error: "upstream_failed", upstream, failure });
        } finally {
          await devnet.fault(endpoint, "off");
        }
      },
      timeout,
    );
  }
}
