import type { MiddlewareHandler } from "hono";
import { UpstreamError } from "./upstream/upstream-error.ts";

/**
 * One JSON line per api request on stdout, for log shippers: when, what, how it ended, how long
 * it took, and for an upstream failure which upstream failed and how. The level filters by
 * outcome: "info" logs everything, "warn" only 4xx/5xx, "error" only 5xx, "silent" nothing.
 */

export const LOG_LEVELS = ["silent", "error", "warn", "info"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RequestLogLine {
  time: string;
  level: "info" | "warn" | "error";
  method: string;
  path: string;
  status: number;
  durationMs: number;
  upstream?: string;
  failure?: UpstreamError["failure"];
}

export interface RequestLogOptions {
  level: LogLevel;
  /** Where lines go; stdout by default. */
  write?: (line: string) => void;
  now?: () => number;
}

const RANK: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 };

const levelOf = (status: number): RequestLogLine["level"] =>
  status >= 500 ? "error" : status >= 400 ? "warn" : "info";

export function requestLog(options: RequestLogOptions): MiddlewareHandler {
  const threshold = RANK[options.level];
  if (threshold === 0) return async (_c, next) => next();
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const clock = options.now ?? (() => performance.now());
  return async (c, next) => {
    const started = clock();
    await next();
    const status = c.res.status;
    const level = levelOf(status);
    if (RANK[level] > threshold) return;
    const line: RequestLogLine = {
      time: new Date().toISOString(),
      level,
      method: c.req.method,
      path: c.req.path,
      status,
      // For a stream this is the time to its first byte: the connection itself lasts minutes.
      durationMs: Math.round((clock() - started) * 10) / 10,
    };
    // The v1 router turns an UpstreamError into its answer; Hono keeps the error on the context.
    if (c.error instanceof UpstreamError) {
      line.upstream = c.error.upstream;
      line.failure = c.error.failure;
    }
    write(JSON.stringify(line));
  };
}
