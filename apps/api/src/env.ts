import { fileURLToPath } from "node:url";
import { type ProductConfig, readProductConfig } from "@oracle-explorer/core/config";
import { readPort } from "@oracle-explorer/server-kit";
import type { CacheLimits } from "./cache.ts";
import { DEFAULT_RATE_LIMIT_PER_MINUTE, type RateLimitSettings } from "./rate-limit.ts";
import { LOG_LEVELS, type LogLevel } from "./request-log.ts";

export const DEFAULT_API_PORT = 8787;

export interface ApiEnv {
  host: string;
  port: number;
  /** Folder of the built web app (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  config: ProductConfig;
  operations: OperationsSettings;
  /** CACHE_MAX_TTL_SECONDS: an upper bound on every cached resource's lifetime (none by default). */
  cacheLimits: CacheLimits;
}

/** The api's operational settings: the per-IP rate limit and the request log's level. */
export interface OperationsSettings {
  rateLimit: RateLimitSettings;
  logLevel: LogLevel;
}

/** Every setting the api reads, in one place. Throws with the variable's name on a bad value. */
export function readApiEnv(env: NodeJS.ProcessEnv): ApiEnv {
  return {
    host: env.HOST?.trim() || "127.0.0.1",
    port: readPort(env.PORT, DEFAULT_API_PORT, "PORT"),
    webDistDir: env.WEB_DIST_DIR?.trim() || fileURLToPath(new URL("../../web/dist", import.meta.url)),
    config: readProductConfig(env),
    operations: readOperationsEnv(env),
    cacheLimits: readCacheLimits(env),
  };
}

/**
 * CACHE_MAX_TTL_SECONDS caps every cache policy's lifetime, for a deployment that must see
 * upstream changes sooner than the policies allow (the browser journeys of the TVS refresh use
 * it, so a refresh happens within their run). The stale-while-revalidate windows stay as they are.
 */
export function readCacheLimits(env: NodeJS.ProcessEnv): CacheLimits {
  const raw = env.CACHE_MAX_TTL_SECONDS?.trim();
  if (!raw) return {};
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1) {
    throw new Error(`CACHE_MAX_TTL_SECONDS must be a number of seconds >= 1, got "${raw}"`);
  }
  return { maxTtlMs: seconds * 1000 };
}

/**
 * RATE_LIMIT_PER_MINUTE (default 600; 0 disables), TRUST_PROXY=1 (take the client IP from
 * X-Forwarded-For) and LOG_LEVEL (silent | error | warn | info; silent under vitest, else info).
 */
export function readOperationsEnv(env: NodeJS.ProcessEnv): OperationsSettings {
  const rawLimit = env.RATE_LIMIT_PER_MINUTE?.trim();
  const perMinute = rawLimit ? Number(rawLimit) : DEFAULT_RATE_LIMIT_PER_MINUTE;
  if (!Number.isInteger(perMinute) || perMinute < 0) {
    throw new Error(`RATE_LIMIT_PER_MINUTE must be a whole number >= 0, got "${rawLimit}"`);
  }
  const rawLevel = env.LOG_LEVEL?.trim().toLowerCase();
  const logLevel = rawLevel || (env.VITEST ? "silent" : "info");
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`);
  }
  const trustProxy = ["1", "true", "yes"].includes(env.TRUST_PROXY?.trim().toLowerCase() ?? "");
  return { rateLimit: { perMinute, trustProxy }, logLevel: logLevel as LogLevel };
}
