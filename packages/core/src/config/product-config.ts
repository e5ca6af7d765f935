import { DEFAULT_PUBLIC_CONFIG, type PublicConfig } from "./public-config.ts";

/**
 * Base URLs of every upstream the api reads (CALL-02: hosts the spec leaves unnamed live here).
 * Each defaults to a path on the embedded devnet (UPSTREAM=devnet, so a fresh clone runs offline)
 * or to the provider's public endpoint (UPSTREAM=live); any one can be pointed elsewhere.
 */
export interface UpstreamUrls {
  /** CALL-03: relayer schema {standard, multifeed, nonEvm}. */
  relayerSchema: string;
  /** Provider API: /prices, /feeds-answers-update, /on-chain-updates. */
  providerApi: string;
  /** Oracle gateway: signed data packages (see GatewayAccess for the path it is read with). */
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
  /**
   * A host of the catalogue files (tokens.json, sources.json, networks.json, chain-configs.json),
   * or null for the copy the product ships (packages/catalogue), which also stands in whenever
   * that host fails. The devnet serves its own world's catalogue.
   */
  catalogue: string | null;
}

/**
 * Which chains the api reads feed values from: "local" (loopback RPCs only — the devnet's
 * chains; never a request to an outside host), "all" (every network's RPC, for live mode), "off".
 */
export type ChainReads = "local" | "all" | "off";

/**
 * How the oracle gateway is asked for signed packages (CONTRACTS f). Per feed: the 2026 path
 * (`latest-by-data-feeds`), with the `x-api-key` header when there is a key; the provider's
 * gateway wants one, the devnet's does not. Otherwise the keyless 2024 path (`latest/{service}`:
 * every package of the service, narrowed by the api), the live profile's without a key.
 */
export interface GatewayAccess {
  perFeed: boolean;
  apiKey: string | null;
}

export interface ProductConfig extends PublicConfig {
  upstreams: UpstreamUrls;
  chainReads: ChainReads;
  gateway: GatewayAccess;
  /** Chain id (as text: "1", "solana/1") → the JSON-RPC URL to read it through (CHAIN_RPC_URLS). */
  chainRpcUrls: Readonly<Record<string, string>>;
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

const GITHUB_RAW = "https://raw.githubusercontent.com/redstone-finance";

/** The keyless 2024 gateways and the 2026 gateway that wants a key (CONTRACTS, "Hosts"). */
const LIVE_GATEWAY_URL = {
  keyless: "https://oracle-gateway-1.a.redstone.finance",
  keyed: "https://oracle-gateway.a.redstone.finance",
} as const;

/**
 * Environment variable, devnet path and live default of each upstream (upstream contracts,
 * "Hosts used by the 2024 app"; the registry is the state the provider's SDK bundles, the
 * manifests the files its nodes read). The live gateway depends on GATEWAY_API_KEY; the live
 * catalogue is the shipped one (null).
 */
const UPSTREAM_ENV: Record<keyof UpstreamUrls, { env: string; devnetPath: string; live: string | null }> = {
  relayerSchema: {
    env: "RELAYER_SCHEMA_URL",
    devnetPath: "/relayer-schema",
    live: "https://p6s64pjzub.execute-api.eu-west-1.amazonaws.com/dev/execute",
  },
  providerApi: { env: "PROVIDER_API_URL", devnetPath: "/api", live: "https://api.redstone.finance" },
  oracleGateway: { env: "ORACLE_GATEWAY_URL", devnetPath: "/gateway", live: LIVE_GATEWAY_URL.keyless },
  priceAggregator: {
    env: "PRICE_AGGREGATOR_URL",
    devnetPath: "/aggregator/api/v3",
    live: "https://dy9r79395zjk.cloudfront.net/api/v3",
  },
  sourcesReport: {
    env: "SOURCES_REPORT_URL",
    devnetPath: "/reports/sources-report.json",
    live: `${GITHUB_RAW}/redstone-reports/main/last/sources-report.json`,
  },
  manifests: {
    env: "MANIFESTS_URL",
    devnetPath: "/manifests",
    live: `${GITHUB_RAW}/redstone-oracles-monorepo/main/packages/node-remote-config/dev/manifests/data-services`,
  },
  registry: {
    env: "REGISTRY_URL",
    devnetPath: "/registry/state",
    live: `${GITHUB_RAW}/redstone-oracles-monorepo/main/packages/sdk/src/registry/initial-state.json`,
  },
  permaweb: { env: "PERMAWEB_URL", devnetPath: "/permaweb", live: "https://arweave.net" },
  tvs: { env: "TVS_URL", devnetPath: "/tvs", live: "https://client-tvs.a.redstone.finance" },
  catalogue: { env: "CATALOGUE_URL", devnetPath: "/catalogue", live: null },
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
function devnetBaseUrl(env: Env): string {
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
  const apiKey = env.GATEWAY_API_KEY?.trim() || null;
  const upstreams = {} as Record<keyof UpstreamUrls, string | null>;
  for (const [key, { env: name, devnetPath, live }] of Object.entries(UPSTREAM_ENV) as [
    keyof UpstreamUrls,
    (typeof UPSTREAM_ENV)[keyof UpstreamUrls],
  ][]) {
    const liveUrl = key === "oracleGateway" && apiKey ? LIVE_GATEWAY_URL.keyed : live;
    const fallback = mode === "live" ? liveUrl : `${devnet}${devnetPath}`;
    upstreams[key] = fallback === null && !env[name]?.trim() ? null : readUrl(env, name, fallback ?? "");
  }
  // Live mode reads the public chains' RPCs; the devnet only ever its own loopback chains.
  const chainReads = env.CHAIN_READS?.trim() || (mode === "live" ? "all" : "local");
  if (chainReads !== "local" && chainReads !== "all" && chainReads !== "off") {
    throw new ConfigError(`CHAIN_READS must be local, all or off, got "${chainReads}"`);
  }
  return {
    ...publicConfig,
    // Only the catalogue has no live default (null: the shipped copy); every other entry is a URL.
    upstreams: upstreams as UpstreamUrls,
    chainReads,
    gateway: { perFeed: mode === "devnet" || apiKey !== null, apiKey },
    chainRpcUrls: readChainRpcUrls(env),
  };
}

/**
 * CHAIN_RPC_URLS: "chainId=url" pairs separated by commas ("1=https://eth.example,solana/1=…"),
 * each overriding the RPC the catalogues give that chain.
 */
function readChainRpcUrls(env: Env): Record<string, string> {
  const raw = env.CHAIN_RPC_URLS?.trim();
  const urls: Record<string, string> = {};
  if (!raw) return urls;
  for (const pair of raw.split(",")) {
    const at = pair.indexOf("=");
    const chainId = pair.slice(0, at).trim();
    const url = pair.slice(at + 1).trim();
    if (at < 0 || !/^(\d+|[a-z][a-z0-9-]*\/\d+)$/.test(chainId)) {
      throw new ConfigError(`CHAIN_RPC_URLS: "${pair.trim()}" is not chainId=url`);
    }
    urls[chainId] = readUrl({ CHAIN_RPC_URLS: url }, "CHAIN_RPC_URLS", url);
  }
  return urls;
}

/** The subset of a ProductConfig that may be sent to browsers. */
export function toPublicConfig(config: ProductConfig): PublicConfig {
  const { productName, productId, contactEmail, communityUrl, socialUrl } = config;
  return { productName, productId, contactEmail, communityUrl, socialUrl };
}

/** The variable that points each upstream elsewhere (the replay journeys rewrite them all). */
export const UPSTREAM_ENV_NAMES = Object.fromEntries(
  Object.entries(UPSTREAM_ENV).map(([key, { env }]) => [key, env]),
) as Readonly<Record<keyof UpstreamUrls, string>>;

/** Names of every environment variable read here, for the README and error messages. */
export const CONFIG_ENV_NAMES = [
  ...Object.values(PUBLIC_ENV),
  "UPSTREAM",
  "CHAIN_READS",
  "CHAIN_RPC_URLS",
  "GATEWAY_API_KEY",
  "DEVNET_URL",
  "DEVNET_PORT",
  ...Object.values(UPSTREAM_ENV).map((u) => u.env),
] as const;
