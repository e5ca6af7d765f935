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

/**
 * Which chains the api reads feed values from: "local" (loopback RPCs only — the devnet's
 * chains; never a request to an outside host), "all" (every network's RPC, for live mode), "off".
 */
export type ChainReads = "local" | "all" | "off";

export interface ProductConfig extends PublicConfig {
  upstreams: UpstreamUrls;
  chainReads: ChainReads;
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

/**
 * UPSTREAM=live: the provider's public endpoints (upstream contracts, "Hosts used by the 2024
 * app"). Two upstreams have no public HTTP endpoint and keep a devnet-shaped default that an
 * operator points at a copy they host: the oracle registry (the SDK bundles it) and the
 * catalogues (the app bundled tokens, sources, networks and chain configs).
 */
const LIVE_URLS: Partial<Record<keyof UpstreamUrls, string>> = {
  relayerSchema: "https://p6s64pjzub.execute-api.eu-west-1.amazonaws.com/dev/execute",
  providerApi: "https://api.redstone.finance",
  oracleGateway: "https://oracle-gateway-1.a.redstone.finance",
  priceAggregator: "https://dy9r79395zjk.cloudfront.net/api/v3",
  sourcesReport:
    "https://raw.githubusercontent.com/redstone-finance/redstone-reports/main/last/sources-report.json",
  manifests:
    "https://raw.githubusercontent.com/redstone-finance/redstone-oracles-monorepo/main/packages/node-remote-config/dev/manifests/data-services",
  tvs: "https://client-tvs.a.redstone.finance",
  permaweb: "https://arweave.net",
};

/**
 * TOKEN-18: where a visitor opens a permanent-storage transaction. Only a link target (the
 * explorer itself never calls it), so it is the public viewer in every mode.
 */
export const PERMAWEB_TX_VIEWER_URL = "https://viewblock.io/arweave/tx/";

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

  const mode = env.UPSTREAM?.trim() || "devnet";
  if (mode !== "devnet" && mode !== "live")
    throw new ConfigError(`UPSTREAM must be devnet or live, got "${mode}"`);
  const devnet = devnetBaseUrl(env);
  const upstreams = {} as UpstreamUrls;
  for (const [key, { env: name, devnetPath }] of Object.entries(UPSTREAM_ENV) as [
    keyof UpstreamUrls,
    { env: string; devnetPath: string },
  ][]) {
    const fallback = (mode === "live" ? LIVE_URLS[key] : undefined) ?? `${devnet}${devnetPath}`;
    upstreams[key] = readUrl(env, name, fallback);
  }
  // Live mode reads the public chains' RPCs; the devnet only ever its own loopback chains.
  const chainReads = env.CHAIN_READS?.trim() || (mode === "live" ? "all" : "local");
  if (chainReads !== "local" && chainReads !== "all" && chainReads !== "off") {
    throw new ConfigError(`CHAIN_READS must be local, all or off, got "${chainReads}"`);
  }
  return { ...publicConfig, upstreams, chainReads };
}

/** The subset of a ProductConfig that may be sent to browsers. */
export function toPublicConfig(config: ProductConfig): PublicConfig {
  const { productName, productId, contactEmail, communityUrl, socialUrl } = config;
  return { productName, productId, contactEmail, communityUrl, socialUrl };
}

/** Names of every environment variable read here, for the README and error messages. */
export const CONFIG_ENV_NAMES = [
  ...Object.values(PUBLIC_ENV),
  "UPSTREAM",
  "CHAIN_READS",
  "DEVNET_URL",
  "DEVNET_PORT",
  ...Object.values(UPSTREAM_ENV).map((u) => u.env),
] as const;
