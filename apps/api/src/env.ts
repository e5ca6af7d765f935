import { fileURLToPath } from "node:url";
import { type ProductConfig, readProductConfig } from "@oracle-explorer/core/config";
import { DEFAULT_RAW_RETENTION_MS, HOUR_MS } from "@oracle-explorer/core/history";
import { readPort } from "@oracle-explorer/server-kit";
import { DEFAULT_STORE_URL } from "@oracle-explorer/store";
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
  /** The indexer's store (STORE_URL), which the api only reads. */
  storeUrl: string;
  /** STORE_RAW_RETENTION_HOURS, as the indexer applies it. */
  rawRetentionMs: number;
  /**
   * PUBLIC_URL: the site's origin, for links where no request names it (the MCP server over
   * stdio); null when unset (over HTTP the request's own origin is used).
   */
  publicUrl: string | null;
}

/** The api's operational settings: the per-IP rate limit, live streams per IP, the log's level. */
export interface OperationsSettings {
  rateLimit: RateLimitSettings;
  logLevel: LogLevel;
  /** Live streams one client address may hold open at once (0: no cap; default 32). */
  streamsPerIp?: number;
}

/** Enough for a visitor's tabs, and for an office behind one address; a flood gets a 429. */
export const DEFAULT_STREAMS_PER_IP = 32;

/** Every setting the api reads, in one place. Throws with the variable's name on a bad value. */
export function readApiEnv(env: NodeJS.ProcessEnv): ApiEnv {
  return {
    host: env.HOST?.trim() || "127.0.0.1",
    port: readPort(env.PORT, DEFAULT_API_PORT, "PORT"),
    webDistDir: env.WEB_DIST_DIR?.trim() || fileURLToPath(new URL("../../web/dist", import.meta.url)),
    config: readProductConfig(env),
    operations: readOperationsEnv(env),
    cacheLimits: readCacheLimits(env),
    storeUrl: env.STORE_URL?.trim() || DEFAULT_STORE_URL,
    rawRetentionMs: readRawRetention(env),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
  };
}

/** PUBLIC_URL as an origin ("https://explorer.example"); a value that is not an http(s) URL throws. */
export function readPublicUrl(text: string | undefined): string | null {
  const raw = text?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL such as https://explorer.example, got "${raw}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`PUBLIC_URL must be an http(s) URL such as https://explorer.example, got "${raw}"`);
  }
  return url.origin;
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

/** STORE_RAW_RETENTION_HOURS (default 48): shared by the indexer, which applies it, and the api. */
export function readRawRetention(env: NodeJS.ProcessEnv): number {
  const hours = readCount(
    env.STORE_RAW_RETENTION_HOURS,
    "STORE_RAW_RETENTION_HOURS",
    DEFAULT_RAW_RETENTION_MS / HOUR_MS,
  );
  if (hours < 1) throw new Error(`STORE_RAW_RETENTION_HOURS must be a whole number >= 1, got "${hours}"`);
  return hours * HOUR_MS;
}

/** A whole number >= 0 from a variable, or its default; a bad value names the variable. */
function readCount(text: string | undefined, name: string, fallback: number): number {
  const raw = text?.trim();
  const count = raw ? Number(raw) : fallback;
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`${name} must be a whole number >= 0, got "${raw}"`);
  }
  return count;
}

/**
 * RATE_LIMIT_PER_MINUTE (default 600; 0 disables), LIVE_STREAMS_PER_IP (default 32; 0 disables),
 * TRUST_PROXY=1 (take the client IP from X-Forwarded-For) and LOG_LEVEL (silent | error | warn |
 * info; silent under vitest, else info).
 */
export function readOperationsEnv(env: NodeJS.ProcessEnv): OperationsSettings {
  const perMinute = readCount(
    env.RATE_LIMIT_PER_MINUTE,
    "RATE_LIMIT_PER_MINUTE",
    DEFAULT_RATE_LIMIT_PER_MINUTE,
  );
  const streamsPerIp = readCount(env.LIVE_STREAMS_PER_IP, "LIVE_STREAMS_PER_IP", DEFAULT_STREAMS_PER_IP);
  const rawLevel = env.LOG_LEVEL?.trim().toLowerCase();
  const logLevel = rawLevel || (env.VITEST ? "silent" : "info");
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${env.LOG_LEVEL}"`);
  }
  const trustProxy = ["1", "true", "yes"].includes(env.TRUST_PROXY?.trim().toLowerCase() ?? "");
  return { rateLimit: { perMinute, trustProxy }, logLevel: logLevel as LogLevel, streamsPerIp };
}
