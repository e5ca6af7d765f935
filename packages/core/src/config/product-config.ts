import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from "./public-config.ts";

/**
 * Base URLs of every upstream the api reads (CALL-02: hosts the spec leaves unnamed live here).
 * Each defaults to a path on the embedded devnet, so a fresh clone runs offline; pointing them at
 * the live services is configuration only.
 */
export interface UpstreamUrls {
  /** CALL-03: relayer schema {standard, multifeed, nonEvm}. */
  relayerSchema: string;
  /** Provider API: /prices, /feeds-answers-update, /on-chain-updates. */
  providerApi: string;
  /** Oracle gateway: /v2/data-packages/latest/{service}[/show-metadata]. */
  oracleGateway: string;
  /** Price aggregator (CoinGecko-compatible) for the coingecko provider. */
  priceAggregator: string;
  /** Public JSON sources report. */
  sourcesReport: string;
  /** Data-service (node) manifests by name. */
  manifests: string;
  /** Oracle registry state (data services and nodes). */
  registry: string;
  /** Permanent-storage gateway: /tx/{id}/status, /block/hash/{hash}. */
  permaweb: string;
  /** TVS service: tvs-sum, tvs-per-client, tvl-per-client, historical-tvs, clients. */
  tvs: string;
  /** The catalogues the live app bundles: tokens.json, sources.json, networks.json, chain-configs.json. */
  catalogue: string;
}

export interface ProductConfig extends PublicConfig {
  upstreams: UpstreamUrls;
}

/** The environment as a plain map, so this module stays free of I/O and easy to test. */
export type Env = Readonly<Record<string, string | undefined>>;

export const DEFAULT_DEVNET_PORT = 8789;

/** Environment variable that names each public field. */
const PUBLIC_ENV: Record<keyof PublicConfig, string> = {
  productName: "PRODUCT_NAME",
  productId: "PRODUCT_ID",
  contactEmail: "CONTACT_EMAIL",
  communityUrl: "COMMUNITY_URL",
  socialUrl: "SOCIAL_URL",
};

/** Environment variable and devnet path of each upstream. */
const UPSTREAM_ENV: Record<keyof UpstreamUrls, { env: string; devnetPath: string }> = {
  relayerSchema: { env: "RELAYER_SCHEMA_URL", devnetPath: "/relayer-schema" },
  providerApi: { env: "PROVIDER_API_URL", devnetPath: "/api" },
  oracleGateway: { env: "ORACLE_GATEWAY_URL", devnetPath: "/gateway" },
  priceAggregator: { env: "PRICE_AGGREGATOR_URL", devnetPath: "/aggregator/api/v3" },
  sourcesReport: { env: "SOURCES_REPORT_URL", devnetPath: "/reports/sources-report.json" },
  manifests: { env: "MANIFESTS_URL", devnetPath: "/manifests" },
  registry: { env: "REGISTRY_URL", devnetPath: "/registry/state" },
  permaweb: { env: "PERMAWEB_URL", devnetPath: "/permaweb" },
  tvs: { env: "TVS_URL", devnetPath: "/tvs" },
  catalogue: { env: "CATALOGUE_URL", devnetPath: "/catalogue" },
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

function readUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  // A trailing slash would double up when paths are appended.
  return raw.replace(/\/+$/, "");
}

/** The devnet's base URL as the api sees it (DEVNET_URL, else 127.0.0.1:DEVNET_PORT). */
export function devnetBaseUrl(env: Env): string {
  const port = env.DEVNET_PORT?.trim() || String(DEFAULT_DEVNET_PORT);
  return readUrl(env, "DEVNET_URL", `http://127.0.0.1:${port}`);
}

/**
 * Reads the whole product configuration from the environment, with defaults that run offline.
 * Throws ConfigError with the variable's name when a value is unusable, so a typo fails at
 * start-up with a clear message rather than as a broken page later.
 */
export function readProductConfig(env: Env): ProductConfig {
  const publicConfig = { ...DEFAULT_PUBLIC_CONFIG };
  for (const [key, name] of Object.entries(PUBLIC_ENV) as [keyof PublicConfig, string][]) {
    const value = env[name]?.trim();
    if (value) publicConfig[key] = value;
  }
  if (!/^[a-z0-9][a-z0-9-]*$/.test(publicConfig.productId)) {
    throw new ConfigError(
      `PRODUCT_ID must be lower-case letters, digits and hyphens, got "${publicConfig.productId}"`,
    );
  }
  for (const key of ["communityUrl", "socialUrl"] as const) {
    publicConfig[key] = readUrl(env, PUBLIC_ENV[key], publicConfig[key]);
  }

  const devnet = devnetBaseUrl(env);
  const upstreams = {} as UpstreamUrls;
  for (const [key, { env: name, devnetPath }] of Object.entries(UPSTREAM_ENV) as [
    keyof UpstreamUrls,
    { env: string; devnetPath: string },
  ][]) {
    upstreams[key] = readUrl(env, name, `${devnet}${devnetPath}`);
  }
  return { ...publicConfig, upstreams };
}

/** The subset of a ProductConfig that may be sent to browsers. */
export function toPublicConfig(config: ProductConfig): PublicConfig {
  const { productName, productId, contactEmail, communityUrl, socialUrl } = config;
  return { productName, productId, contactEmail, communityUrl, socialUrl };
}

/** Names of every environment variable read here, for the README and error messages. */
export const CONFIG_ENV_NAMES = [
  ...Object.values(PUBLIC_ENV),
  "DEVNET_URL",
  "DEVNET_PORT",
  ...Object.values(UPSTREAM_ENV).map((u) => u.env),
] as const;
