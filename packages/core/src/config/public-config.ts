/**
 * The part of the product configuration that the browser may see. The api embeds it in the
 * served index.html (a <meta> tag, so the strict CSP needs no inline script) and the web reads it
 * at start-up. Upstream URLs are deliberately not here: the web only ever talks to the api.
 */
export interface PublicConfig {
  /** Display name, e.g. "RedStone"; fills {product} in the spec's texts. */
  productName: string;
  /** Lower-case id, e.g. "redstone"; prefixes data service ids ("redstone-primary-prod"). */
  productId: string;
  /** Fills {email} in the currency-token caution. */
  contactEmail: string;
  /** Community chat invite shown in the sidebar banner. */
  communityUrl: string;
  /** Social network profile shown in the sidebar banner. */
  socialUrl: string;
}

export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  productName: "RedStone",
  productId: "redstone",
  contactEmail: "hello@redstone.finance",
  communityUrl: "https://redstone.finance/discord",
  socialUrl: "https://x.com/redstone_defi",
};

/** Name of the <meta> tag in index.html that carries the public config to the browser. */
export const CONFIG_META_NAME = "oracle-explorer-config";

const PUBLIC_KEYS = Object.keys(DEFAULT_PUBLIC_CONFIG) as (keyof PublicConfig)[];

/**
 * Reads a public config from untrusted JSON (the meta tag), keeping the default for every field
 * that is missing or not a non-empty string. Never throws: a broken tag must not blank the app.
 */
export function parsePublicConfig(raw: unknown): PublicConfig {
  const config = { ...DEFAULT_PUBLIC_CONFIG };
  if (typeof raw !== "object" || raw === null) return config;
  const record = raw as Record<string, unknown>;
  for (const key of PUBLIC_KEYS) {
    const value = record[key];
    if (typeof value === "string" && value.trim() !== "") config[key] = value;
  }
  return config;
}

/** The id of the primary production data service, e.g. "redstone-primary-prod". */
export function primaryProdServiceId(config: Pick<PublicConfig, "productId">): string {
  return `${config.productId}-primary-prod`;
}
