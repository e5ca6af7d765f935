import { parseUpstream, type UpstreamResult } from "@oracle-explorer/core/schemas";
import type { z } from "zod";
import { UpstreamError } from "./upstream-error.ts";
import type { UpstreamHealth } from "./upstream-health.ts";

export interface FetchJsonOptions<T> {
  url: string;
  /** Names the upstream in errors, logs and health ("relayer schema"). */
  upstream: string;
  timeoutMs: number;
  /** Validates and converts the body; a failure is a "malformed" error with a readable reason. */
  parse: (body: unknown) => UpstreamResult<T>;
  /** Read the body as text instead of JSON (tvs-sum). */
  text?: boolean;
  /** Extra request headers (the gateway's x-api-key). */
  headers?: Readonly<Record<string, string>>;
}

export type UpstreamFetcher = <T>(options: FetchJsonOptions<T>) => Promise<T>;

/** Validation with a core zod schema, in the shape FetchJsonOptions.parse wants. */
export const withSchema =
  <S extends z.ZodType>(schema: S, what: string) =>
  (body: unknown) =>
    parseUpstream(schema, body, what);

/** Whether a fetch or a body read ended because its deadline passed (AbortSignal.timeout). */
const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

/**
 * One GET to an upstream: timeout, status check, JSON (or text) body, validation. Every outcome
 * is recorded in the health registry; every failure is an UpstreamError of a specific kind.
 */
export function createFetcher(health: UpstreamHealth, fetchImpl: typeof fetch = fetch): UpstreamFetcher {
  return async <T>({ url, upstream, timeoutMs, parse, text, headers }: FetchJsonOptions<T>): Promise<T> => {
    const fail = (error: UpstreamError): never => {
      health.failure(upstream, error.message);
      throw error;
    };
    let response: Response;
    try {
      response = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { ...headers, accept: "application/json" },
      });
    } catch (error) {
      return fail(
        isTimeout(error)
          ? new UpstreamError(upstream, "timeout", `no answer within ${timeoutMs} ms`)
          : new UpstreamError(upstream, "down", String(error)),
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      return fail(new UpstreamError(upstream, "http", `HTTP ${response.status}`, response.status));
    }
    let body: unknown;
    try {
      body = text ? await response.text() : await response.json();
    } catch (error) {
      return fail(
        isTimeout(error)
          ? new UpstreamError(upstream, "timeout", "body timed out")
          : new UpstreamError(upstream, "malformed", "body is not valid JSON"),
      );
    }
    const parsed = parse(body);
    if (!parsed.ok) return fail(new UpstreamError(upstream, "malformed", parsed.error));
    health.success(upstream);
    return parsed.data;
  };
}
