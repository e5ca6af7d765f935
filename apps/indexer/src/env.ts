import { readRawRetention } from "@oracle-explorer/api/network-reads";
import { type ProductConfig, readProductConfig } from "@oracle-explorer/core/config";
import { readPort } from "@oracle-explorer/server-kit";
import { DEFAULT_STORE_URL } from "@oracle-explorer/store";

export const DEFAULT_INDEXER_PORT = 8790;

export interface IndexerEnv {
  host: string;
  port: number;
  storeUrl: string;
  /** The upstreams, exactly as the api reads them (UPSTREAM, PROVIDER_API_URL, ORACLE_GATEWAY_URL…). */
  config: ProductConfig;
  rawRetentionMs: number;
  readDelayMs: number;
  backfillRounds: number;
  /** Days of a push feed's on-chain updates read back when it has none recorded. */
  feedBackfillDays: number;
  /** A node missing or late this many rounds in a row is an incident. */
  incidentNodeRounds: number;
  /** How often the registry, manifests and relayer schema are read again (and no longer cached). */
  rosterRefreshMs: number;
  /** Webhook delivery of incidents; null (off) unless ALERT_WEBHOOK_URLS names a receiver. */
  alertWebhooks: { urls: string[]; secret: string } | null;
}

function readWhole(raw: string | undefined, name: string, fallback: number, min: number): number {
  const text = raw?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number >= ${min}, got "${text}"`);
  return value;
}

export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/**
 * ALERT_WEBHOOK_URLS (comma-separated http(s) URLs; empty: off) and ALERT_WEBHOOK_SECRET (required
 * with them). A webhook URL often carries its token, and the secret is one: errors name the
 * variable and the entry's position, never the value.
 */
export function readAlertWebhooks(env: NodeJS.ProcessEnv): IndexerEnv["alertWebhooks"] {
  const entries = (env.ALERT_WEBHOOK_URLS ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return null;
  const urls = entries.map((entry, index) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`ALERT_WEBHOOK_URLS: entry ${index + 1} is not an absolute URL`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new Error(`ALERT_WEBHOOK_URLS: entry ${index + 1} is ${url.protocol}, expected http: or https:`);
    return url.href;
  });
  const secret = env.ALERT_WEBHOOK_SECRET?.trim() ?? "";
  if (secret.length < MIN_WEBHOOK_SECRET_LENGTH)
    throw new Error(
      secret === ""
        ? "ALERT_WEBHOOK_SECRET is required when ALERT_WEBHOOK_URLS is set (the key receivers verify signatures with)"
        : `ALERT_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters, got ${secret.length}`,
    );
  return { urls: [...new Set(urls)], secret };
}

/** Every setting the indexer reads, in one place. Throws with the variable's name on a bad value. */
export function readIndexerEnv(env: NodeJS.ProcessEnv): IndexerEnv {
  return {
    host: env.INDEXER_HOST?.trim() || "127.0.0.1",
    port: readPort(env.INDEXER_PORT, DEFAULT_INDEXER_PORT, "INDEXER_PORT"),
    storeUrl: env.STORE_URL?.trim() || DEFAULT_STORE_URL,
    config: readProductConfig(env),
    rawRetentionMs: readRawRetention(env),
    // The gateway gathers a round's packages in its first second or two.
    readDelayMs: readWhole(env.INDEXER_READ_DELAY_MS, "INDEXER_READ_DELAY_MS", 2_000, 0),
    // 30 minutes of 10 s rounds: a restart or a short outage is read back whole.
    backfillRounds: readWhole(env.INDEXER_BACKFILL_ROUNDS, "INDEXER_BACKFILL_ROUNDS", 180, 0),
    // The provider keeps 30 days of on-chain updates: a first start reads all of it.
    feedBackfillDays: Math.min(
      30,
      readWhole(env.INDEXER_FEED_BACKFILL_DAYS, "INDEXER_FEED_BACKFILL_DAYS", 30, 1),
    ),
    alertWebhooks: readAlertWebhooks(env),
    // Three rounds (30 s at 10 s): one missed round is noise, three in a row an operator acts on.
    incidentNodeRounds: Math.min(8_640, readWhole(env.INCIDENT_NODE_ROUNDS, "INCIDENT_NODE_ROUNDS", 3, 1)),
    rosterRefreshMs: readWhole(env.INDEXER_ROSTER_REFRESH_MS, "INDEXER_ROSTER_REFRESH_MS", 5 * 60_000, 1_000),
  };
}
